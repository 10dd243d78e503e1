import * as chromeLauncher from "chrome-launcher";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import { LIGHTHOUSE_CATEGORIES } from "./budgets";

export type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthousePage {
  path: string;
  /** 0-100 per category; the median over the runs. */
  scores: Record<Category, number>;
  /** Audits that cost points, per category below 100: what to look at first. */
  misses: Record<string, string[]>;
}

/** Same as the browser tests: Debian's Chromium, nothing phoning home during a measurement. */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Lighthouse occasionally fails to record a trace on a busy machine (NO_NAVSTART...): retried. */
const ATTEMPTS = 3;

async function audit(url: string, port: number) {
  let lastError = "";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, { port, logLevel: "error", output: "json", onlyCategories: [...LIGHTHOUSE_CATEGORIES] });
    if (result && !result.lhr.runtimeError) return result.lhr;
    lastError = result?.lhr.runtimeError?.message ?? "no result";
  }
  throw new Error(`Lighthouse on ${url} failed ${ATTEMPTS} times: ${lastError}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Lighthouse's default (mobile: Moto G class device, simulated slow 4G) on each page, `runs` times,
 * in one Chromium. Full reports go to `reportDir` for reading, not for committing.
 */
export async function runLighthouse(baseUrl: string, paths: readonly string[], runs: number, reportDir: string): Promise<LighthousePage[]> {
  const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  mkdirSync(reportDir, { recursive: true });
  try {
    const pages: LighthousePage[] = [];
    for (const pagePath of paths) {
      const perRun: Record<Category, number>[] = [];
      // Per category, the audits that cost points, by id (the last run's value shown).
      const misses: Record<string, Map<string, string>> = {};
      for (let run = 0; run < runs; run++) {
        const lhr = await audit(`${baseUrl}${pagePath}`, chrome.port);
        const scores = {} as Record<Category, number>;
        for (const id of LIGHTHOUSE_CATEGORIES) {
          const category = lhr.categories[id];
          scores[id] = Math.round((category?.score ?? 0) * 100);
          if (category && scores[id] < 100) {
            const failing = (misses[id] ??= new Map());
            for (const ref of category.auditRefs) {
              const result = lhr.audits[ref.id];
              if (ref.weight > 0 && result && (result.score ?? 1) < 1) {
                failing.set(ref.id, `${ref.id} (${result.displayValue || Math.round((result.score ?? 0) * 100)})`);
              }
            }
          }
        }
        perRun.push(scores);
        const name = pagePath === "/" ? "home" : pagePath.replace(/^\//, "").replace(/[^\w-]+/g, "-");
        writeFileSync(path.join(reportDir, `lighthouse-${name}-${run + 1}.json`), JSON.stringify(lhr));
      }
      const scores = {} as Record<Category, number>;
      for (const id of LIGHTHOUSE_CATEGORIES) scores[id] = median(perRun.map((s) => s[id]));
      pages.push({
        path: pagePath,
        scores,
        misses: Object.fromEntries(Object.entries(misses).map(([id, audits]) => [id, [...audits.values()]])),
      });
    }
    return pages;
  } finally {
    chrome.kill();
  }
}
