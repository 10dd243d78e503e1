/**
 * Writes app/components/ui/icons.svg: one <symbol> per name in icon-names.ts, drawn from the
 * lucide icon set (ISC licence), which is a build-time dependency only. Pages point at a symbol
 * with <use>, so no icon costs any JavaScript. Output is deterministic; a test fails when the
 * committed sprite and this script disagree.
 *
 *   node --import tsx scripts/generate-icons.ts
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { iconNames } from "../app/components/ui/icon-names";
import { esc } from "./art/svg";

export const SPRITE_PATH = fileURLToPath(new URL("../app/components/ui/icons.svg", import.meta.url));

type IconNode = [tag: string, attributes: Record<string, string>][];

function element([tag, attributes]: IconNode[number]): string {
  const attrs = Object.entries(attributes)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${name}="${esc(value)}"`)
    .join("");
  return `<${tag}${attrs}/>`;
}

export async function iconSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const name of iconNames) {
    // Each icon module exports its drawing as __iconData.
    const module = (await import(`lucide-react/icons/${name}`)) as { __iconData?: { node: IconNode } };
    if (!module.__iconData) throw new Error(`lucide-react has no icon "${name}" under that name (an alias? use the file it re-exports)`);
    // Lucide's own defaults, on the symbol so every use inherits them; currentColor is the text colour.
    symbols.push(
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">` +
        module.__iconData.node.map(element).join("") +
        "</symbol>",
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(SPRITE_PATH, await iconSprite());
  console.log(`Wrote ${iconNames.length} icons to ${SPRITE_PATH}`);
}
