/**
 * Front and back pack drawings for one product: picks the pack by dosage form, colours it
 * by category, and lays out the label text to fit whatever label rectangle the pack has.
 */
import { site } from "../../app/config/site";
import type { ProductSeed } from "../../app/schemas/product";
import type { SeededCategory as Category } from "../../app/schemas/product-vocabulary";
import { drawPack, type PackView } from "./packs";
import { fitText, hash, n, svgDocument, textLines, textWidth, type Rect } from "./svg";

export const BRAND_GREEN = "#166534";

export const CATEGORY_STYLE: Record<Category, { tint: string; accents: readonly string[] }> = {
  Pharmaceuticals: { tint: "#eef6f3", accents: ["#0f766e", "#15803d", "#1f6f8b"] },
  Nutraceuticals: { tint: "#f5f3e7", accents: ["#4d7c0f", "#b7791f", "#c2572b"] },
  Cosmetic: { tint: "#f8eff2", accents: ["#be4d7a", "#9a6b3f", "#3f8f5a"] },
};

/** What the product itself looks like, guessed from its name and composition. */
const PRODUCT_COLOURS: ReadonlyArray<readonly [RegExp, string]> = [
  [/charcoal/i, "#3f3f46"],
  [/neem/i, "#9cc37f"],
  [/aloe|cucumber/i, "#bfe3a8"],
  [/sandal/i, "#e7c597"],
  [/honey|glycerin/i, "#e9a94a"],
  [/turmeric|ubtan|curcumin/i, "#efb23a"],
  [/goat milk|collagen|body powder|clotrimazole/i, "#f4efe4"],
  [/lemon/i, "#f1dd72"],
  [/multani/i, "#c9a27a"],
  [/shikakai/i, "#8b6b4a"],
  [/whey/i, "#7c4a2d"],
  [/pea protein|psyllium/i, "#e6dcc2"],
  [/lycopene/i, "#b4412f"],
  [/ubidecarenone/i, "#d9822b"],
  [/vitamin e acetate/i, "#e0a526"],
  [/fish oil|primrose|cholecalciferol/i, "#f2c14e"],
];

const TABLET_COLOURS = ["#ffffff", "#fde68a", "#fbcfe8", "#bfdbfe", "#fed7aa"] as const;

function productColour(seed: ProductSeed, accent: string): string {
  const text = `${seed.name} ${seed.composition}`;
  for (const [pattern, colour] of PRODUCT_COLOURS) if (pattern.test(text)) return colour;
  if (seed.dosage_form.includes("Capsules")) return accent;
  return TABLET_COLOURS[hash(seed.name) % TABLET_COLOURS.length] ?? "#ffffff";
}

/** Splits on ", " and "; " outside brackets (so "60,000 IU" and "(EPA, DHA)" survive). */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    if (char === "(") depth++;
    if (char === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && (char === "," || char === ";") && text[i + 1] === " ") {
      parts.push(current);
      current = "";
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** "Amoxicillin Trihydrate IP eq. to Amoxicillin 500 mg" becomes "Amoxicillin 500 mg". */
function activeWithStrength(part: string): string {
  let text = part.includes(" eq. to ") ? part.slice(part.lastIndexOf(" eq. to ") + 8) : part;
  // "Pea and Rice Protein providing Protein 22 g": the figure after "providing" is the strength.
  const providing = text.indexOf(" providing ");
  if (providing >= 0 && !/\d/.test(text.slice(0, providing))) text = text.slice(providing + 11);
  return text
    .replace(/\([^)]*\)/g, "")
    .replace(/\b(IP|BP|USP)\b/g, "")
    .replace(/^elemental /, "")
    .replace(/\s(providing|standardised|together|with)\s.*$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The line under the name: the actives and strengths, as a pharmacist reads a carton. */
export function strengthLine(seed: ProductSeed): string {
  const fallback = seed.description_list[0] ?? seed.dosage_form;
  if (seed.category === "Cosmetic") return fallback;
  // Diluents, preservatives and bases are on the back; the front names only the actives.
  const parts = topLevelParts(seed.composition.slice(seed.composition.indexOf(":") + 1)).filter(
    (part) => !/^with\b|preservative|q\.s\./i.test(part),
  );
  // A long list of vitamins reads better as what the product is than as its first vitamin.
  if (seed.category === "Nutraceuticals" && parts.length >= 4) return fallback;
  const [first, second] = parts.map(activeWithStrength);
  const valid = (active: string | undefined): active is string =>
    active !== undefined && /\d/.test(active) && active.length <= 42;
  if (!valid(first)) return fallback;
  if (valid(second) && first.length + second.length <= 57) return `${first} + ${second}`;
  return first;
}

function band(r: Rect, height: number, accent: string): string {
  const size = Math.min(12, height * 0.5);
  const label = site.shortName.toUpperCase();
  const spacing = textWidth(label, size, true) + label.length * 1.5 <= r.w - 16 ? 1.5 : 0;
  return (
    `<path d="M${n(r.x)} ${n(r.y + height)}V${n(r.y + 6)}q0 -6 6 -6H${n(r.x + r.w - 6)}q6 0 6 6V${n(r.y + height)}Z" fill="${accent}"/>` +
    textLines([label], r.x + r.w / 2, r.y + height / 2 + size * 0.36, size, `font-weight="700" fill="#fff" letter-spacing="${spacing}"`)
  );
}

function frontLabel(seed: ProductSeed, r: Rect, accent: string): string {
  const bandHeight = r.h < 160 ? 22 : 26;
  const width = r.w - 20;
  const available = r.h - bandHeight - 16;
  const formLine = `${seed.dosage_form} · ${seed.pack_size}`;
  const form = fitText(formLine, width, 2, 12, 9, false);
  const strength = fitText(strengthLine(seed), width, 2, 15, 9, false);
  let name = fitText(seed.name, width, 2, Math.min(30, r.w / 7), 12, true);
  const height = (): number =>
    name.lines.length * name.size * 1.15 +
    14 +
    strength.lines.length * strength.size * 1.25 +
    12 +
    form.lines.length * form.size * 1.2;
  // Shrink the name (never the small print) until the stack fits the label's height.
  while (height() > available && name.size > 12) {
    name = fitText(seed.name, width, 2, name.size - 1, 12, true);
  }
  const cx = r.x + r.w / 2;
  let y = r.y + bandHeight + 8 + Math.max(0, (available - height()) / 2) + name.size * 0.9;
  let svg = band(r, bandHeight, accent);
  svg += textLines(name.lines, cx, y, name.size, `font-weight="700" fill="#0f172a"`, 1.15);
  y += (name.lines.length - 1) * name.size * 1.15 + 12;
  svg += `<path d="M${n(cx - 22)} ${n(y - 2)}h44" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>`;
  y += strength.size + 4;
  svg += textLines(strength.lines, cx, y, strength.size, `fill="${accent}" font-weight="600"`, 1.25);
  y += (strength.lines.length - 1) * strength.size * 1.25 + 10 + form.size;
  svg += textLines(form.lines, cx, y, form.size, `fill="#475569"`);
  return svg;
}

/** Decorative only: a stable bar pattern so every back view is distinguishable. */
function barcode(x: number, y: number, seed: string): string {
  let d = "";
  for (let i = 0; i < 28; i++) if (hash(`${seed}:${i}`) % 3 !== 0) d += `M${x + i * 3} ${y}v22`;
  return `<path d="M${x - 2} ${y}v26M${x + 84} ${y}v26${d}" stroke="#1f2937" stroke-width="2"/>`;
}

function backLabel(seed: ProductSeed, r: Rect, accent: string): string {
  const bandHeight = r.h < 160 ? 22 : 26;
  const width = r.w - 18;
  const cx = r.x + r.w / 2;
  const careText =
    seed.category === "Cosmetic"
      ? "For external use only. Store in a cool, dry place."
      : "Store below 30 °C, away from light and moisture. Keep out of reach of children.";
  const optional = [careText, `Marketed by ${site.name}, ${site.address.city}, ${site.address.country}`];
  const top = r.y + bandHeight + 8;
  for (let extras = optional.length; extras >= 0; extras--) {
    for (let size = 11; size >= 7.5; size -= 0.5) {
      const composition = fitText(seed.composition, width, 40, size, size, false);
      const small = optional.slice(0, extras).map((text) => fitText(text, width, 3, 8.5, 7, false));
      const withBarcode = extras === optional.length;
      const needed =
        13 +
        composition.lines.length * size * 1.3 +
        8 +
        14 +
        small.reduce((sum, block) => sum + block.lines.length * block.size * 1.25 + 4, 0) +
        (withBarcode ? 30 : 0);
      if (needed > r.h - bandHeight - 14) continue;
      let y = top + 10;
      let svg = band(r, bandHeight, accent);
      svg += textLines(["COMPOSITION"], cx, y, 10, `font-weight="700" fill="${accent}" letter-spacing="1"`);
      y += 6 + size;
      svg += textLines(composition.lines, cx, y, size, `fill="#1e293b"`, 1.3);
      y += (composition.lines.length - 1) * size * 1.3 + 8 + 12;
      svg += textLines([`Pack size: ${seed.pack_size}`], cx, y, 11, `font-weight="700" fill="#0f172a"`);
      y += 4;
      for (const block of small) {
        y += block.size + 2;
        svg += textLines(block.lines, cx, y, block.size, `fill="#475569"`, 1.25);
        y += (block.lines.length - 1) * block.size * 1.25 + 2;
      }
      if (withBarcode) svg += barcode(Math.round(cx - 42), Math.round(r.y + r.h - 30), seed.name);
      return svg;
    }
  }
  throw new Error(`Composition of "${seed.name}" does not fit on its pack; shorten it.`);
}

export function productArt(seed: ProductSeed, view: PackView): string {
  const style = CATEGORY_STYLE[seed.category];
  const accent = style.accents[hash(seed.name) % style.accents.length] ?? BRAND_GREEN;
  const pack = drawPack({
    accent,
    view,
    form: seed.dosage_form,
    productColour: productColour(seed, accent),
  });
  const label =
    view === "front" ? frontLabel(seed, pack.label, accent) : backLabel(seed, pack.label, accent);
  const body =
    `<rect width="600" height="600" fill="${style.tint}"/>` +
    `<circle cx="300" cy="300" r="236" fill="${accent}" opacity=".07"/>` +
    `<ellipse cx="310" cy="530" rx="230" ry="20" fill="#0f172a" opacity=".08"/>` +
    pack.under +
    label +
    pack.over;
  const title =
    view === "front"
      ? `${seed.name}: ${seed.dosage_form.toLowerCase()} pack, front`
      : `${seed.name}: pack back with composition and pack size`;
  return svgDocument(600, 600, title, body);
}
