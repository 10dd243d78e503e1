import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * A PDF read back as a reader would: its pages, each page's lines top to bottom, and each line's
 * text in logical order. Chromium draws Arabic glyph by glyph, right to left, in their joined
 * (presentation) forms: pdf.js gives the glyphs in drawing order, so a line with right-to-left
 * glyphs is read from its right edge, its left-to-right runs (Latin names, numbers) kept in order
 * (a table row with cells in both directions reads from the right too).
 * `raw` keeps the characters as drawn (presentation forms), `text` the same in NFKC (the letters
 * as typed).
 */
export interface PdfLine {
  raw: string;
  text: string;
  /** From the line's leftmost glyph to the end of its rightmost, in points. */
  width: number;
}

export interface PdfReadBack {
  pageCount: number;
  pages: PdfLine[][];
  /** The fonts whose files the PDF carries, by name (a subset's name starts with six capitals and a plus). */
  fonts: string[];
}

interface Glyphs {
  str: string;
  dir: string;
  x: number;
  y: number;
  width: number;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReadBack> {
  // pdf.js takes the buffer over: it gets a copy so the caller's bytes stay readable.
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, fontExtraProperties: true }).promise;
  try {
    const pages: PdfLine[][] = [];
    const fonts = new Set<string>();
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items: Glyphs[] = [];
      for (const item of content.items) {
        if (!("str" in item) || item.str === "") continue;
        items.push({ str: item.str, dir: item.dir, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width });
      }
      pages.push(lines(items));
      // The fonts the page's text is drawn with, and whether the PDF carries their files.
      const operators = await page.getOperatorList();
      operators.fnArray.forEach((fn, i) => {
        if (fn !== OPS.setFont) return;
        const font = page.commonObjs.get(operators.argsArray[i][0] as string) as { name?: string; missingFile?: boolean };
        if (font.name && font.missingFile === false) fonts.add(font.name);
      });
    }
    return { pageCount: doc.numPages, pages, fonts: [...fonts] };
  } finally {
    await doc.destroy();
  }
}

/** Every line of every page, as one text per line. */
export function allText(read: PdfReadBack): string[] {
  return read.pages.flat().map((line) => line.text);
}

function lines(items: Glyphs[]): PdfLine[] {
  const rows = new Map<number, Glyphs[]>();
  for (const item of items) {
    // Glyphs of one line share their baseline to within a point.
    const key = [...rows.keys()].find((y) => Math.abs(y - item.y) < 1) ?? item.y;
    rows.set(key, [...(rows.get(key) ?? []), item]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) => {
      const visual = row.sort((a, b) => a.x - b.x);
      const raw = logicalOrder(visual);
      const width = Math.max(...visual.map((item) => item.x + item.width)) - visual[0]!.x;
      return { raw, text: raw.normalize("NFKC"), width };
    });
}

const blank = (item: Glyphs) => item.str.trim() === "";

/** A line's items, given left to right, in reading order. */
function logicalOrder(visual: Glyphs[]): string {
  if (!visual.some((item) => item.dir === "rtl")) return visual.map((item) => item.str).join("");
  // Right to left; a run of left-to-right items (with the blanks inside it) keeps its own order.
  const fromRight = [...visual].reverse();
  const out: string[] = [];
  for (let i = 0; i < fromRight.length; ) {
    const item = fromRight[i]!;
    if (item.dir !== "ltr" || blank(item)) {
      out.push(item.str);
      i += 1;
      continue;
    }
    let end = i;
    while (end + 1 < fromRight.length && fromRight[end + 1]!.dir === "ltr") end += 1;
    while (end > i && blank(fromRight[end]!)) end -= 1;
    out.push(
      fromRight
        .slice(i, end + 1)
        .reverse()
        .map((run) => run.str)
        .join(""),
    );
    i = end + 1;
  }
  return out.join("");
}

/** True when the text holds Arabic presentation forms (letters drawn joined: initial, medial, final). */
export function hasJoinedArabic(text: string): boolean {
  return /[\uFB50-\uFDFF\uFE70-\uFEFF]/.test(text);
}

