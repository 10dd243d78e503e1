/** Small string helpers for hand-written SVG: escaping, rough text metrics and wrapping. */

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** One decimal is plenty at 600 px and keeps the files small and diff-friendly. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * We cannot measure glyphs without a font engine, so widths are estimated per character
 * class. The factors follow DejaVu Sans, the widest common fallback for system-ui, so text
 * that fits here also fits under Segoe UI, San Francisco or Roboto.
 */
function advance(char: string): number {
  if (" .,:;'|!()[]-/".includes(char) || "iljtfrI".includes(char)) return 0.34;
  if ("MWmw%@".includes(char)) return 0.92;
  if (/[A-Z]/.test(char)) return 0.72;
  return 0.62;
}

export function textWidth(text: string, size: number, bold: boolean): number {
  let width = 0;
  for (const char of text) width += advance(char);
  return width * size * (bold ? 1.1 : 1);
}

/** Keeps a number with its unit ("3 g", "400 IU") so a line never starts with a bare unit. */
function words(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const previous = out[out.length - 1];
    if (previous !== undefined && /^(mg|g|kg|ml|mcg|IU|%)(?!\w)/.test(word) && /\d$/.test(previous)) {
      out[out.length - 1] = `${previous}\u00a0${word}`;
    } else {
      out.push(word);
    }
  }
  return out;
}

export function wrapWords(text: string, maxWidth: number, size: number, bold: boolean): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of words(text)) {
    const candidate = current === "" ? word : `${current} ${word}`;
    if (current !== "" && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current !== "") lines.push(current);
  return lines;
}

export interface FittedText {
  size: number;
  lines: string[];
}

/**
 * The largest size (stepping down by half a pixel) at which the text wraps into at most
 * maxLines lines that all fit; at the smallest size the overflow is cut with an ellipsis.
 */
export function fitText(
  text: string,
  maxWidth: number,
  maxLines: number,
  largest: number,
  smallest: number,
  bold: boolean,
): FittedText {
  for (let size = largest; size >= smallest; size -= 0.5) {
    const lines = wrapWords(text, maxWidth, size, bold);
    const fits = lines.every((line) => textWidth(line, size, bold) <= maxWidth);
    if (lines.length <= maxLines && fits) return { size, lines };
  }
  const lines = wrapWords(text, maxWidth, smallest, bold);
  if (lines.length <= maxLines) return { size: smallest, lines };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ""}…`;
  return { size: smallest, lines: kept };
}

/** Centred multi-line text; `y` is the baseline of the first line. */
export function textLines(
  lines: readonly string[],
  cx: number,
  y: number,
  size: number,
  attrs: string,
  lineHeight = 1.2,
): string {
  const spans = lines
    .map((line, i) => `<tspan x="${n(cx)}" y="${n(y + i * size * lineHeight)}">${esc(line)}</tspan>`)
    .join("");
  return `<text font-size="${n(size)}" text-anchor="middle" ${attrs}>${spans}</text>`;
}

export function svgDocument(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" font-family="system-ui, sans-serif">` +
    `<title>${esc(title)}</title>${body}</svg>\n`
  );
}

/** FNV-1a: a tiny stable hash, so colour choices survive reruns and machines. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Evenly spaced short strokes, e.g. the grip ridges on a cap, as one compact path. */
export function ridges(
  x: number,
  y: number,
  w: number,
  h: number,
  step: number,
  colour = "#fff",
): string {
  let d = "";
  for (let px = x + step / 2; px < x + w; px += step) d += `M${n(px)} ${n(y)}v${n(h)}`;
  return `<path d="${d}" stroke="${colour}" stroke-opacity=".35" stroke-width="2"/>`;
}
