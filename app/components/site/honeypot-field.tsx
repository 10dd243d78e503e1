import { useTexts } from "~/i18n/use-messages";
import { HONEYPOT_FIELD } from "~/schemas/form-limits";

/** Off screen, out of the tab order and hidden from assistive technology: only bots fill it. */
export function HoneypotField() {
  const label = useTexts("forms").honeypot;
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
