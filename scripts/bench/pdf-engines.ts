import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PDF_FONT_FAMILY, PdfEngine } from "../../server/pdf/pdf-engine.server";
import { hasJoinedArabic, readPdf, type PdfLine } from "../../tests/support/pdf-text";

/**
 * The PDF engines compared in decision 0071, each given the same document: a title in Latin,
 * Cyrillic and Arabic (with a Latin product name inside the Arabic), then a table of 90 rows under
 * one header row, three A4 pages. Each candidate runs in a process of its own (`npm run
 * bench:pdf` starts one per candidate), so one's memory is not another's.
 */

export const PDF_BENCH = {
  rows: 90,
  warmRenders: 10,
  sampleMs: 50,
  /** The chosen engine's warm render of the three pages: a quotation or a data sheet within a second (issue 26). */
  budgetWarmMs: 1000,
} as const;

export const CANDIDATES = ["chromium", "typst", "pdf-lib"] as const;
export type Candidate = (typeof CANDIDATES)[number];

export const TEXT = {
  latin: "Paracetamol Tablets BP 500 mg",
  cyrillic: "Парацетамол таблетки для экспорта",
  arabic: "أقراص باراسيتامول للتصدير",
  arabicWithName: "أقراص Paracetamol 500 للتصدير",
  header: ["Product column", "Название", "الاسم"],
  /** One word twice: as typed, then with a zero-width non-joiner between its letters (drawn apart). */
  joinProbe: "باراسيتامول",
} as const;

const apart = (word: string) => [...word].join("\u200C");

const ROOT = path.resolve(import.meta.dirname, "../..");
const FONT_DIR = "/usr/share/fonts/truetype/dejavu";

/** The part of @myriaddreamin/typst-ts-node-compiler's API the comparison uses. */
interface TypstCompiler {
  pdf(args: { mainFileContent: string }): Uint8Array;
}
interface TypstModule {
  NodeCompiler: { create(args: { fontArgs: Array<{ fontPaths: string[] }> }): TypstCompiler };
}

export interface EngineFigure {
  candidate: Candidate;
  installed: boolean;
  /** What failed, when the candidate could not be installed or could not print the document. */
  error?: string;
  /** The first render, the engine's start included. */
  coldMs?: number;
  /** The median of the renders after it. */
  warmMs?: number;
  /** Node's resident memory before the engine started and its peak while rendering, in MB. */
  nodeBaseMb?: number;
  nodePeakMb?: number;
  /** The engine's own processes (Chromium's), peak PSS in MB. */
  enginePeakMb?: number;
  /** What the engine needs on disk: its npm packages and Debian packages, in MB. */
  installMb?: number;
  pages?: number;
  cyrillic?: boolean;
  /** The Arabic sentence extracted in reading order (letters as typed, after NFKC). */
  arabicLogical?: boolean;
  /** The Arabic sentence with a Latin name inside it, in reading order. */
  mixedLogical?: boolean;
  /** Presentation forms (initial, medial, final letters) in the extracted Arabic. */
  arabicJoined?: boolean;
  /** The table's header row first on every page. */
  headerRepeats?: boolean;
  fontsEmbedded?: boolean;
}

function rows(): Array<[string, string, string]> {
  return Array.from({ length: PDF_BENCH.rows }, (_, i) => [`Line ${i + 1}`, TEXT.cyrillic, TEXT.arabic]);
}

export function benchHtml(run = 0): string {
  const body = rows()
    .map(([a, b, c]) => `<tr><td>${a}</td><td>${b}</td><td dir="rtl">${c}</td></tr>`)
    .join("");
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    @page { margin: 12mm; }
    body { font-family: ${PDF_FONT_FAMILY}; font-size: 11pt; margin: 0; }
    table { border-collapse: collapse; width: 100%; }
    th, td { border: 1px solid #999; padding: 4pt; text-align: start; }
  </style></head><body>
  <p>${TEXT.latin}</p><p>${TEXT.cyrillic}</p><p dir="rtl">${TEXT.arabic}</p><p dir="rtl">${TEXT.arabicWithName}</p>
  <p dir="rtl">${TEXT.joinProbe}</p><p dir="rtl">${apart(TEXT.joinProbe)}</p><p>Render ${run}</p>
  <table><thead><tr>${TEXT.header.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${body}</tbody></table>
  </body></html>`;
}

export function benchTypst(run = 0): string {
  const cells = rows()
    .map(([a, b, c]) => `[${a}], [${b}], [#text(dir: rtl)[${c}]],`)
    .join("\n  ");
  return `#set page(paper: "a4", margin: 1cm)
#set text(font: "DejaVu Sans", size: 11pt)
${TEXT.latin}

${TEXT.cyrillic}

#block(width: 100%)[#set text(dir: rtl, lang: "ar"); #set align(right); ${TEXT.arabic}]

#block(width: 100%)[#set text(dir: rtl, lang: "ar"); #set align(right); ${TEXT.arabicWithName}]

#block(width: 100%)[#set text(dir: rtl, lang: "ar"); #set align(right); ${TEXT.joinProbe}]

#block(width: 100%)[#set text(dir: rtl, lang: "ar"); #set align(right); ${apart(TEXT.joinProbe)}]

Render ${run}

#table(columns: 3, stroke: 0.5pt + gray,
  table.header(${TEXT.header.map((h) => `[*${h}*]`).join(", ")}),
  ${cells}
)
`;
}

/**
 * The proportional set size (PSS) of a process and every process under it, in MB: each shared
 * page counted once across them, where the sum of their RSS counts it in every process.
 */
export function treePssMb(pid: number): number {
  const table = execFileSync("ps", ["-eo", "pid=,ppid="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const inTree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of table) {
      if (inTree.has(parent) && !inTree.has(child)) {
        inTree.add(child);
        grew = true;
      }
    }
  }
  let kb = 0;
  for (const member of inTree) {
    try {
      const rollup = readFileSync(`/proc/${member}/smaps_rollup`, "utf8");
      kb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // Ended between ps and the read.
    }
  }
  return kb / 1024;
}

function duMb(...paths: string[]): number {
  const out = execFileSync("du", ["-sk", ...paths], { encoding: "utf8" });
  return out
    .trim()
    .split("\n")
    .reduce((sum, line) => sum + Number(line.split(/\s+/)[0]), 0) / 1024;
}

/** Debian packages' installed sizes (dpkg's own figure), in MB. */
function debianMb(...packages: string[]): number {
  const out = execFileSync("dpkg-query", ["-W", "-f=${Installed-Size}\\n", ...packages], { encoding: "utf8" });
  return out
    .trim()
    .split("\n")
    .reduce((sum, kb) => sum + Number(kb), 0) / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (n: number) => Math.round(n * 10) / 10;

/** What the read-back says of the document. */
async function judge(pdf: Uint8Array): Promise<Partial<EngineFigure>> {
  const read = await readPdf(pdf);
  const lines = read.pages.flat();
  const texts = lines.map((line) => line.text.replace(/\s+/g, " ").trim());
  const arabic = lines.find((line) => line.text.trim() === TEXT.arabic);
  return {
    pages: read.pageCount,
    cyrillic: texts.includes(TEXT.cyrillic),
    arabicLogical: arabic !== undefined,
    mixedLogical: texts.includes(TEXT.arabicWithName),
    // Joined forms in the text read back, or the word drawn narrower than its letters drawn apart
    // (an engine may map joined glyphs back to the letters as typed).
    arabicJoined: lines.some((line) => line.text.includes(TEXT.arabic) && hasJoinedArabic(line.raw)) || joinedNarrower(lines),
    // The header's Latin and Cyrillic cells at the top of every page (the Arabic cell's order is judged above).
    headerRepeats:
      read.pageCount > 1 &&
      read.pages.every((page) => page.slice(0, 8).some((line) => TEXT.header.slice(0, 2).every((h) => line.text.includes(h)))),
    fontsEmbedded: read.fonts.some((font) => /DejaVu/i.test(font)),
  };
}

/** The probe word (first) drawn narrower than its letters drawn apart (next): its letters joined. */
function joinedNarrower(lines: PdfLine[]): boolean {
  const letters = (text: string) => text.replace(/[\s\u200C]/g, "");
  const [word, spread] = lines.filter((line) => letters(line.text) === TEXT.joinProbe);
  return word !== undefined && spread !== undefined && word.width < spread.width * 0.9;
}

/** Renders the document once cold and `warmRenders` times warm, sampling memory meanwhile. */
async function measure(
  candidate: Candidate,
  render: () => Promise<Uint8Array>,
  enginePid: () => Promise<number | undefined>,
  installMb: number,
): Promise<EngineFigure> {
  const nodeBaseMb = round(process.memoryUsage.rss() / 1024 / 1024);
  let enginePeak = 0;
  const sampler = setInterval(() => {
    void enginePid().then((pid) => {
      if (pid) enginePeak = Math.max(enginePeak, treePssMb(pid));
    });
  }, PDF_BENCH.sampleMs);
  try {
    let started = performance.now();
    const first = await render();
    const coldMs = performance.now() - started;
    // PDF_BENCH_OUT=folder keeps each candidate's first PDF, to be looked at.
    if (process.env.PDF_BENCH_OUT) writeFileSync(path.join(process.env.PDF_BENCH_OUT, `${candidate}.pdf`), first);
    const warm: number[] = [];
    for (let i = 0; i < PDF_BENCH.warmRenders; i++) {
      started = performance.now();
      await render();
      warm.push(performance.now() - started);
    }
    const pid = await enginePid();
    if (pid) enginePeak = Math.max(enginePeak, treePssMb(pid));
    const nodePeakMb = round(process.resourceUsage().maxRSS / 1024);
    return {
      candidate,
      installed: true,
      coldMs: round(coldMs),
      warmMs: round(median(warm)),
      nodeBaseMb,
      nodePeakMb,
      enginePeakMb: pid ? round(enginePeak) : undefined,
      installMb: round(installMb),
      ...(await judge(first)),
    };
  } finally {
    clearInterval(sampler);
  }
}

export async function benchCandidate(candidate: Candidate): Promise<EngineFigure> {
  try {
    if (candidate === "chromium") {
      const engine = new PdfEngine({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", concurrency: 1, timeoutMs: 60_000 });
      try {
        let run = 0;
        const install = duMb(path.join(ROOT, "node_modules/playwright-core")) + debianMb("chromium", "chromium-common", "fonts-dejavu-core");
        return await measure(candidate, () => engine.render({ html: benchHtml(run++) }), () => engine.browserPid(), install);
      } finally {
        await engine.close();
      }
    }
    if (candidate === "typst") {
      // Not a dependency of the site: installed for the comparison (npm install --no-save).
      const name = "@myriaddreamin/typst-ts-node-compiler";
      const typst = (await import(name).catch(() => null)) as TypstModule | null;
      if (!typst) return { candidate, installed: false, error: `${name} is not installed (npm install --no-save ${name})` };
      let compiler: TypstCompiler | undefined;
      let run = 0;
      // Each render's document differs (its number), so no render is answered from a cache.
      const render = async () => {
        compiler ??= typst.NodeCompiler.create({ fontArgs: [{ fontPaths: [FONT_DIR] }] });
        return new Uint8Array(compiler.pdf({ mainFileContent: benchTypst(run++) }));
      };
      const install = duMb(...["typst-ts-node-compiler", "typst-ts-node-compiler-linux-x64-gnu"].map((p) => path.join(ROOT, "node_modules/@myriaddreamin", p))) + debianMb("fonts-dejavu-core");
      return await measure(candidate, render, async () => undefined, install);
    }
    // pdf-lib (already a dependency, for uploaded documents) places glyphs where it is told; the
    // whole font is embedded (fontkit fails to subset DejaVu Sans). Its
    // custom fonts need fontkit, not a dependency of the site (npm install --no-save @pdf-lib/fontkit).
    const { PDFDocument, rgb } = await import("@cantoo/pdf-lib");
    const fontkitName = "@pdf-lib/fontkit";
    const fontkit = (await import(fontkitName).catch(() => null)) as { default: never } | null;
    if (!fontkit) return { candidate, installed: false, error: `${fontkitName} is not installed (npm install --no-save ${fontkitName})` };
    let run = 0;
    const render = async () => {
      run += 1;
      const doc = await PDFDocument.create();
      doc.registerFontkit(fontkit.default);
      const font = await doc.embedFont(readFileSync(path.join(FONT_DIR, "DejaVuSans.ttf")), { subset: false });
      let page = doc.addPage([595.28, 841.89]);
      let y = 800;
      const line = (text: string) => {
        if (y < 40) {
          page = doc.addPage([595.28, 841.89]);
          y = 800;
        }
        page.drawText(text, { x: 30, y, size: 11, font, color: rgb(0, 0, 0) });
        y -= 18;
      };
      for (const text of [TEXT.latin, TEXT.cyrillic, TEXT.arabic, TEXT.arabicWithName, TEXT.joinProbe, apart(TEXT.joinProbe), `Render ${run}`]) line(text);
      // No table and no pages of its own: the header is repeated only when the caller draws it.
      line(TEXT.header.join("   "));
      for (const [a, b, c] of rows()) line(`${a}   ${b}   ${c}`);
      return doc.save();
    };
    return await measure(candidate, render, async () => undefined, duMb(path.join(ROOT, "node_modules/@cantoo"), path.join(ROOT, "node_modules/@pdf-lib")) + debianMb("fonts-dejavu-core"));
  } catch (err) {
    return { candidate, installed: true, error: err instanceof Error ? err.message : String(err) };
  }
}

export function markdownTable(figures: EngineFigure[]): string {
  const yes = (v: boolean | undefined) => (v === undefined ? "–" : v ? "yes" : "no");
  const n = (v: number | undefined) => (v === undefined ? "–" : String(v));
  const head = "| engine | cold ms | warm ms | Node before MB | Node peak MB | engine peak PSS MB | install MB | pages | Cyrillic | Arabic in order | Latin name in Arabic | Arabic joined | header repeats | fonts embedded |";
  const rule = `|${"---|".repeat(14)}`;
  const lines = figures.map((f) =>
    f.error
      ? `| ${f.candidate} | ${f.error} ||||||||||||| `
      : `| ${f.candidate} | ${n(f.coldMs)} | ${n(f.warmMs)} | ${n(f.nodeBaseMb)} | ${n(f.nodePeakMb)} | ${n(f.enginePeakMb)} | ${n(f.installMb)} | ${n(f.pages)} | ${yes(f.cyrillic)} | ${yes(f.arabicLogical)} | ${yes(f.mixedLogical)} | ${yes(f.arabicJoined)} | ${yes(f.headerRepeats)} | ${yes(f.fontsEmbedded)} |`,
  );
  return [head, rule, ...lines].join("\n");
}

/** Measures one candidate in a child process of its own (`scripts/bench-pdf.ts <candidate>`), so its memory is its own. */
export function benchCandidateApart(candidate: Candidate): EngineFigure {
  const script = path.join(ROOT, "scripts/bench-pdf.ts");
  const out = execFileSync(process.execPath, ["--import", "tsx", script, candidate], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  return JSON.parse(out) as EngineFigure;
}

/** The chosen engine passes: every check of the read-back holds and the warm render is within its budget. */
export function pdfPasses(figure: EngineFigure): boolean {
  const checks = [figure.cyrillic, figure.arabicLogical, figure.mixedLogical, figure.arabicJoined, figure.headerRepeats, figure.fontsEmbedded];
  return !figure.error && checks.every(Boolean) && (figure.warmMs ?? Infinity) <= PDF_BENCH.budgetWarmMs;
}
