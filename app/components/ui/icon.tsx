import type { IconName } from "./icon-names";
import spriteHref from "./icons.svg?url";

/**
 * A decorative icon from the sprite (scripts/generate-icons.ts): the drawing is fetched once
 * with the sprite and cached, so an icon costs the page a name, not a component. Size and
 * colour come from the class (text colour); the text beside an icon always says the same.
 */
export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
