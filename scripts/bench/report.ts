import { BUDGETS, LIGHTHOUSE_CATEGORIES } from "./budgets";
import type { ContactFigure } from "./contact";
import type { QuoteFigure } from "./quote";
import { IMPORT_BENCH, type ImportFigure } from "./sheet-import";
import { SEARCH_BENCH, type SearchFigure } from "./search";
import { PDF_BENCH, type EngineFigure } from "./pdf-engines";
import { PRINTED_BENCH, type PrintedFigure } from "./printed";
import type { LighthousePage } from "./lighthouse";
import type { LoadFigure } from "./load";

export interface PageThroughput {
  path: string;
  /** How the page is answered: from the cache, rendered, from the cache for a visitor with a quote list, rendered by two processes. */
  mode: "cached" | "uncached" | "quote list" | "two processes, PostgreSQL";
  server: LoadFigure;
  baseline: LoadFigure;
  /** server.rps / baseline.rps; null when the baseline was capped by the load generator. */
  share: number | null;
  /** The smallest share the budget allows; null for a figure reported without a budget. */
  budget: number | null;
  pass: boolean;
  /** Why there is no share. */
  note?: string;
  /** A cached page's bytes from a bare Node `http` server, in the same rounds (reported beside nginx). */
  bareNode?: LoadFigure;
}

export interface PageWeight {
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsFiles: number;
  pass: boolean;
}

export interface LighthouseResult extends LighthousePage {
  pass: boolean;
}

export interface Results {
  date: string;
  /** loadAverage: the 1-minute load average at the start and at the end of the run. */
  machine: { cpus: number; cpuModel: string; node: string; loadAverage: [number, number] };
  settings: { durationSeconds: number; warmupSeconds: number; connections: number; rounds: number; lighthouseRuns: number; client: string };
  baseline: string;
  throughput: PageThroughput[];
  contact: ContactFigure & { exact?: boolean; pass: boolean };
  /** Requests for quotation; absent in results written before it. */
  quote?: QuoteFigure & { pass: boolean };
  /** A 1,000-row spreadsheet import, preview then apply; absent in results written before it. */
  sheetImport?: ImportFigure & { pass: boolean };
  /** The catalogue search over 2,000 generated products; absent in results written before it. */
  search?: SearchFigure & { pass: boolean };
  /** The PDF engine (Chromium) on decision 0071's three-page document; absent in results written before it. */
  pdf?: EngineFigure & { pass: boolean };
  /** Data sheets, the catalogue and a quotation as the site prints them (decision 0073); absent in results written before it. */
  printed?: PrintedFigure & { pass: boolean };
  weights: PageWeight[];
  lighthouse: LighthouseResult[];
  /** Set when Lighthouse could not run: no scores, and the run fails. */
  lighthouseError?: string;
  missed: string[];
  passed: boolean;
}

const MODE_LABELS: Record<PageThroughput["mode"], string> = {
  cached: "cached",
  uncached: "uncached SSR",
  "quote list": "cached, visitor with a quote list",
  "two processes, PostgreSQL": "uncached SSR, two processes on PostgreSQL",
};

const pct = (x: number) => `${x >= 0.1 ? (x * 100).toFixed(0) : (x * 100).toFixed(1)}%`;
const int = (n: number) => Math.round(n).toLocaleString("en-US");
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)}`;
const mark = (pass: boolean) => (pass ? "ok" : "**missed**");

/** The budget verdicts, one line per miss. */
export function missedBudgets(r: Omit<Results, "missed" | "passed">): string[] {
  const missed: string[] = [];
  for (const t of r.throughput) {
    if (!t.pass) {
      const share = t.share === null ? `no share (${t.note})` : `${pct(t.share)} of static`;
      missed.push(`${t.path} (${t.mode}): ${share}, budget ${pct(t.budget ?? 0)}${t.server.failures ? `, ${t.server.failures} failed requests` : ""}`);
    }
  }
  for (const w of r.weights) {
    if (!w.pass) missed.push(`${w.path}: ${kb(w.jsGzipBytes)} KB gzip JavaScript, budget ${kb(BUDGETS.jsGzipBytesPerPage)} KB`);
  }
  for (const l of r.lighthouse) {
    for (const id of LIGHTHOUSE_CATEGORIES) {
      if (l.scores[id] < BUDGETS.lighthouse[id]) missed.push(`${l.path}: Lighthouse ${id} ${l.scores[id]}, budget ${BUDGETS.lighthouse[id]}`);
    }
  }
  if (r.lighthouseError) missed.push(`Lighthouse did not run: ${r.lighthouseError}`);
  if (!r.contact.pass) {
    missed.push(`POST /api/contact: ${r.contact.sent} sent, ${r.contact.accepted ?? 0} accepted, ${r.contact.stored ?? 0} stored`);
  }
  if (r.quote && !r.quote.pass) {
    missed.push(`POST /api/quote: ${r.quote.sent} sent, ${r.quote.accepted ?? 0} accepted, ${r.quote.stored ?? 0} stored`);
  }
  const s = r.sheetImport;
  if (s && !s.pass) {
    missed.push(`spreadsheet import of ${s.rows} rows: ${secs(s.previewSeconds)} preview + ${secs(s.applySeconds)} apply, budget ${IMPORT_BENCH.budgetSeconds} s${s.exact ? "" : ", rows missing after the apply"}`);
  }
  if (r.pdf && !r.pdf.pass) {
    missed.push(`PDF engine: ${r.pdf.error ?? `warm render ${r.pdf.warmMs} ms (budget ${PDF_BENCH.budgetWarmMs} ms), read-back checks ${pdfChecks(r.pdf)}`}`);
  }
  const p = r.printed;
  if (p && !p.pass) {
    missed.push(
      `printed files: ${p.error ?? `data sheet ${Math.round(p.sheetMs)} ms (budget ${PRINTED_BENCH.budgetSheetMs}), catalogue ${Math.round(p.catalogueMs)} ms (budget ${PRINTED_BENCH.budgetCatalogueMs}), quotation ${Math.round(p.quotationMs)} ms (budget ${PRINTED_BENCH.budgetQuotationMs})`}`,
    );
  }
  if (r.search && !r.search.pass) {
    missed.push(`search over ${r.search.products} products: p99 ${r.search.p99Ms.toFixed(1)} ms of CPU time, budget ${SEARCH_BENCH.budgetP99Ms} ms`);
  }
  return missed;
}

const secs = (seconds: number | undefined) => (seconds === undefined ? "-" : `${seconds.toFixed(2)} s`);

export function markdown(r: Results): string {
  const lines: string[] = [];
  lines.push(`# Benchmark results`);
  lines.push("");
  lines.push(
    `${r.date}, ${r.machine.cpus} × ${r.machine.cpuModel}, Node ${r.machine.node}, load average ${r.machine.loadAverage[0].toFixed(1)} at the start and ${r.machine.loadAverage[1].toFixed(1)} at the end. ` +
      `Load: ${r.settings.client}, ${r.settings.connections} connections, ${r.settings.durationSeconds} s per figure in ${r.settings.rounds} rounds alternating with the static baseline, after ${r.settings.warmupSeconds} s of warm-up; p99 is the worst round's. ` +
      `Static baseline: ${r.baseline}, serving the same bytes (no compression asked by either side).`,
  );
  // The load at the start: by the end it includes the bench's own server and load generator.
  if (r.machine.loadAverage[0] > r.machine.cpus) {
    lines.push("");
    lines.push(
      `> The machine was busy with other work (load average above its ${r.machine.cpus} cores): throughput, latency and Lighthouse performance figures understate this code. Run again on a quiet machine before judging a budget.`,
    );
  }
  lines.push("");
  lines.push(`## Throughput`);
  lines.push("");
  lines.push(`| request | req/s | p99 ms | static req/s | static p99 ms | share of static | budget |`);
  lines.push(`|---|---:|---:|---:|---:|---:|---|`);
  for (const t of r.throughput) {
    const label = `\`GET ${t.path}\` (${MODE_LABELS[t.mode]})`;
    const share = t.share === null ? `none: ${t.note}` : pct(t.share);
    const budget = t.budget === null ? "reported, no budget" : `≥ ${pct(t.budget)} ${mark(t.pass)}`;
    lines.push(`| ${label} | ${int(t.server.rps)} | ${t.server.p99} | ${int(t.baseline.rps)} | ${t.baseline.p99} | ${share} | ${budget} |`);
  }
  const c = r.contact;
  if (c.available) {
    lines.push(
      `| \`POST /api/contact\` (${int(c.sent)} posts) | ${int(c.rps ?? 0)} | ${c.p99 ?? "-"} | | | | ${int(c.accepted ?? 0)} accepted, ${int(c.stored ?? 0)} stored${c.exact ? ", exactly the names sent" : ""} ${mark(c.pass)} |`,
    );
  } else {
    lines.push(`| \`POST /api/contact\` | unavailable | | | | | ${c.note ?? ""} |`);
  }
  const q = r.quote;
  if (q?.available) {
    lines.push(
      `| \`POST /api/quote\` (${int(q.sent)} requests of ${q.linesEach} lines) | ${int(q.rps ?? 0)} | ${q.p99 ?? "-"} | | | | ${int(q.accepted ?? 0)} accepted, ${int(q.stored ?? 0)} stored${q.exact ? " with every line" : ""} ${mark(q.pass)} |`,
    );
  } else if (q) {
    lines.push(`| \`POST /api/quote\` | unavailable | | | | | ${q.note ?? ""} |`);
  }
  const bare = r.throughput.filter((t) => t.bareNode);
  if (bare.length > 0) {
    lines.push("");
    lines.push(
      `Node's own ceiling (reported, no budget): a bare Node \`http\` server answering the same bytes from memory, no routing and two headers, in the same rounds: ` +
        bare
          .map((t) => `\`${t.path}\` ${int(t.bareNode!.rps)} req/s (${pct(t.bareNode!.rps / t.baseline.rps)} of nginx; the cached page ${pct(t.server.rps / t.bareNode!.rps)} of it)`)
          .join(", ") +
        ".",
    );
  }
  const s = r.sheetImport;
  if (s?.available) {
    lines.push("");
    lines.push(
      `Spreadsheet import of ${int(s.rows)} rows (${int(s.changed ?? 0)} changed, ${int(s.created ?? 0)} new; SQLite): preview ${secs(s.previewSeconds)}, preview page ${secs(s.pageSeconds)}, apply in one transaction ${secs(s.applySeconds)}${s.exact ? ", every row stored" : ", **rows missing**"}; budget preview + apply ≤ ${IMPORT_BENCH.budgetSeconds} s ${mark(s.pass)}`,
    );
  } else if (s) {
    lines.push("");
    lines.push(`Spreadsheet import: unavailable (${s.note ?? ""})`);
  }
  const search = r.search;
  if (search) {
    lines.push("");
    lines.push(
      `Catalogue search over ${int(search.products)} generated products, ${int(search.searches)} queries in the five languages: p50 ${search.p50Ms.toFixed(1)} ms, p99 ${search.p99Ms.toFixed(1)} ms of CPU time (clock: p50 ${search.wallP50Ms.toFixed(1)} ms, p99 ${search.wallP99Ms.toFixed(1)} ms); preparing the catalogue ${int(search.prepareMs)} ms; budget p99 < ${SEARCH_BENCH.budgetP99Ms} ms ${mark(search.pass)}`,
    );
  }
  const pdf = r.pdf;
  if (pdf) {
    lines.push("");
    lines.push(
      pdf.error
        ? `PDF engine (Chromium): failed (${pdf.error}) ${mark(false)}`
        : `PDF engine (Chromium, decision 0071), a three-page document in Latin, Cyrillic and Arabic: first render ${int(pdf.coldMs ?? 0)} ms (the browser's start included), then ${int(pdf.warmMs ?? 0)} ms; browser peak ${int(pdf.enginePeakMb ?? 0)} MB (PSS); read back: ${pdfChecks(pdf)}; budget ≤ ${int(PDF_BENCH.budgetWarmMs)} ms ${mark(pdf.pass)}`,
    );
  }
  const p = r.printed;
  if (p) {
    lines.push("");
    lines.push(
      p.error
        ? `Printed files (decision 0073): failed (${p.error}) ${mark(false)}`
        : `Printed files (decision 0073), printed and stored as the site does: a data sheet ${int(p.sheetMs)} ms (budget ≤ ${int(PRINTED_BENCH.budgetSheetMs)}), the catalogue of ${int(p.products)} products (${int(p.cataloguePages)} pages) ${int(p.catalogueMs)} ms (budget ≤ ${int(PRINTED_BENCH.budgetCatalogueMs)}), a quotation of ${PRINTED_BENCH.quotationLines} lines ${int(p.quotationMs)} ms (budget ≤ ${int(PRINTED_BENCH.budgetQuotationMs)}); Chromium's peak ${int(p.enginePeakMb)} MB (PSS) ${mark(p.pass)}`,
    );
  }
  lines.push("");
  lines.push(`## JavaScript and CSS each public page loads (gzip as the server sends it, KB = 1,000 bytes)`);
  lines.push("");
  lines.push(`| page | JS | JS files | CSS | budget JS ≤ ${kb(BUDGETS.jsGzipBytesPerPage)} |`);
  lines.push(`|---|---:|---:|---:|---|`);
  for (const w of r.weights) {
    lines.push(`| \`${w.path}\` | ${kb(w.jsGzipBytes)} | ${w.jsFiles} | ${kb(w.cssGzipBytes)} | ${mark(w.pass)} |`);
  }
  lines.push("");
  lines.push(`## Lighthouse (mobile, median of ${r.settings.lighthouseRuns} run${r.settings.lighthouseRuns === 1 ? "" : "s"})`);
  lines.push("");
  lines.push(`| page | performance | accessibility | best practices | SEO | budget ≥ ${LIGHTHOUSE_CATEGORIES.map((id) => BUDGETS.lighthouse[id]).join(" / ")} |`);
  lines.push(`|---|---:|---:|---:|---:|---|`);
  for (const l of r.lighthouse) {
    const s = l.scores;
    lines.push(`| \`${l.path}\` | ${s.performance} | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} | ${mark(l.pass)} |`);
  }
  if (r.lighthouseError) lines.push(`| Lighthouse did not run: ${r.lighthouseError} | | | | | **missed** |`);
  const misses = r.lighthouse.flatMap((l) => Object.entries(l.misses).map(([id, audits]) => `- \`${l.path}\` ${id}: ${audits.join(", ")}`));
  if (misses.length > 0) {
    lines.push("");
    lines.push(`Audits that cost points:`);
    lines.push("");
    lines.push(...misses);
  }
  lines.push("");
  lines.push(r.passed ? `**All budgets met.**` : `**Budgets missed:**\n\n${r.missed.map((m) => `- ${m}`).join("\n")}`);
  lines.push("");
  return lines.join("\n");
}

/** Which of the PDF's read-back checks held. */
function pdfChecks(f: EngineFigure): string {
  const checks = { Cyrillic: f.cyrillic, "Arabic in order": f.arabicLogical, "a Latin name inside Arabic": f.mixedLogical, "Arabic joined": f.arabicJoined, "header on every page": f.headerRepeats, "fonts embedded": f.fontsEmbedded };
  return Object.entries(checks)
    .map(([name, held]) => `${name} ${held ? "yes" : "no"}`)
    .join(", ");
}
