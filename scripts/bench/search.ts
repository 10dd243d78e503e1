import { spawnSync } from "node:child_process";
import path from "node:path";
import { productSeeds } from "../../content/products";
import { buildSearchIndex, searchIndex } from "../../app/catalogue/search";
import type { Product } from "../../app/schemas/product";
import { toSeedEntries } from "../../server/catalogue/catalogue-seed.server";
import { parseLanguageQuery, productSearchEntry } from "../../server/catalogue/search-languages.server";

/**
 * The bench's search figure: the catalogue search (the catalogue service's own preparation and
 * matching, in process: a search never touches the database) over a generated catalogue of
 * 2,000 products, the bundled ones repeated under other names and strengths with their texts
 * in every language, answering buyers' queries in the five languages. Budget: p99 under 20 ms.
 *
 * Each search is timed twice: on the clock, and in the process's CPU time. The machine is shared
 * (decision 0007), and a search is synchronous work in one thread, so the CPU time is its cost
 * without the waits for a core that other processes cause; the budget is checked on it, and the
 * clock's figure is reported beside it. `npm run bench` takes it in a process of its own, as a
 * site searches in its own (`benchSearchApart`): in the bench's process, after the load it has
 * driven, the same searches took about four times the CPU time of a fresh process's.
 */
export const SEARCH_BENCH = { products: 2000, rounds: 20, budgetP99Ms: 20 } as const;

/** Queries of each language, as the relevance test set has them, and a few that find nothing. */
const QUERIES = [
  "antibiotic", "cough syrup", "diabetes", "vitamin c", "500mg", "tabs", "amoxycillin", "paracetamol 650", "omega 3", "calcium tablets",
  "comprimés", "sirop contre la toux", "gélules", "paracétamol 500", "antibiotique",
  "tabletas", "jarabe", "antibióticos", "vitamina d3",
  "таблеток", "парацетамол", "витамин", "от кашля", "таблетки от давления",
  "أقراص", "باراسيتامول", "فيتامين", "أقراص ٥٠٠ ملغ", "السعال",
  "xylophone", "c", "a",
];

export interface SearchFigure {
  products: number;
  searches: number;
  /** Preparing every product for the search (what a catalogue reload adds). */
  prepareMs: number;
  /** CPU time of one search. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The clock's time of one search. */
  wallP50Ms: number;
  wallP99Ms: number;
}

/** The bundled catalogue with its translations, repeated to `count` products under new names. */
function generatedCatalogue(count: number) {
  const seeds = toSeedEntries(productSeeds);
  const products: { product: Product; translations: (typeof seeds)[number]["translations"] }[] = [];
  for (let i = 0; products.length < count; i++) {
    const seed = seeds[i % seeds.length]!;
    const round = Math.floor(i / seeds.length);
    const name = round === 0 ? seed.product.name : `${seed.product.name.replace(/\d+/, (n) => String(Number(n) * (round + 1)))} ${round}`;
    products.push({ product: { ...seed.product, name, slug: `${seed.product.slug}-${round}` }, translations: seed.translations });
  }
  return products;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export function benchSearch(products: number = SEARCH_BENCH.products, rounds: number = SEARCH_BENCH.rounds): SearchFigure {
  const catalogue = generatedCatalogue(products);
  const start = performance.now();
  const index = buildSearchIndex(catalogue, ({ product, translations }) => productSearchEntry(product, translations));
  const prepareMs = performance.now() - start;
  const cpu: number[] = [];
  const wall: number[] = [];
  let found = 0;
  for (let round = 0; round < rounds; round++) {
    for (const query of QUERIES) {
      const t = performance.now();
      const c = process.cpuUsage();
      found += searchIndex(index, parseLanguageQuery(query)).length;
      const used = process.cpuUsage(c);
      wall.push(performance.now() - t);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  if (found === 0) throw new Error("the search bench found nothing: the catalogue was not prepared");
  const sorted = [...cpu].sort((a, b) => a - b);
  const clock = [...wall].sort((a, b) => a - b);
  return {
    products,
    searches: cpu.length,
    prepareMs,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
    wallP50Ms: percentile(clock, 50),
    wallP99Ms: percentile(clock, 99),
  };
}

export const searchPasses = (figure: SearchFigure) => figure.p99Ms < SEARCH_BENCH.budgetP99Ms;

/** `benchSearch` in a process of its own (`npm run bench:search`, which prints the figure as JSON). */
export function benchSearchApart(): SearchFigure {
  const root = path.resolve(import.meta.dirname, "../..");
  const run = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/bench-search.ts")], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  // It exits 1 when the budget is missed, with the figure printed all the same.
  if (run.status !== 0 && run.status !== 1) throw new Error(`npm run bench:search failed (exit ${run.status ?? run.signal})`);
  const { products, searches, prepareMs, p50Ms, p99Ms, maxMs, wallP50Ms, wallP99Ms } = JSON.parse(run.stdout) as SearchFigure;
  return { products, searches, prepareMs, p50Ms, p99Ms, maxMs, wallP50Ms, wallP99Ms };
}
