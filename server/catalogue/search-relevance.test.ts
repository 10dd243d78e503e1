/**
 * The search's relevance test set: what buyers type on each language's pages, and the products
 * that must come back among the first five. The catalogue is the bundled one with its texts in
 * every language and its uses, prepared as the catalogue service prepares it
 * (productSearchEntry, parseLanguageQuery: server/catalogue/catalogue.server.ts).
 */
import { describe, expect, it } from "vitest";
import { productSeeds } from "../../content/products";
import { buildSearchIndex, searchIndex, searchItems } from "../../app/catalogue/search";
import { toSeedEntries } from "./catalogue-seed.server";
import { parseLanguageQuery, productSearchEntry, LOCAL_NAMES } from "./search-languages.server";

const seeded = toSeedEntries(productSeeds);
const items = seeded.map((entry) => ({ slug: entry.product.slug, entry: productSearchEntry(entry.product, entry.translations) }));

const index = buildSearchIndex(items, (item) => item.entry);

/** The slugs a query finds, best first, through the catalogue's index. */
function search(query: string): string[] {
  return searchIndex(index, parseLanguageQuery(query)).map((item) => item.slug);
}

const ANTIBIOTIC_TABLETS = ["mericlav-625-tablets", "azimer-500-tablets", "cefverd-200-tablets"];
const FIRST_TABLETS = ["verdamol-500-tablets", "verdamol-650-tablets"];
const SYRUPS = ["ambromer-ls-syrup", "cetimer-syrup", "lactumer-syrup"];
const CAPSULES = ["amoxiverd-500-capsules", "omemer-20-capsules"];
const PARACETAMOL = ["verdamol-500-tablets", "verdamol-650-tablets", "aceclomer-p-tablets", "verdamol-250-suspension", "verdamol-paediatric-drops"];
const DIABETES = ["verglim-m2-tablets", "voglimer-m-02-tablets", "metverd-xr-500-tablets", "metverd-xr-1000-tablets", "glicimer-60-sr-tablets"];
const VITAMIN_D3 = ["d3verd-60k-softgels", "calcifizz-500-effervescent-tablets"];
const VITAMIN_C = ["verdaleaf-vitamin-c-face-gel", "verdafizz-c-1000-effervescent-tablets"];
const SOAPS = ["verdaleaf-neem-tulsi-soap", "verdaleaf-aloe-cucumber-soap"];
const COUGH = ["ambromer-ls-syrup"];
const ACIDITY = ["pantomer-40-tablets", "omemer-20-capsules", "gelmer-antacid-suspension"];

/** [page language, query, products that must be among the first five]. */
const CASES: readonly (readonly [string, string, readonly string[]])[] = [
  // English: the words, strengths, shorthand and spellings.
  ["en", "antibiotic", ANTIBIOTIC_TABLETS],
  ["en", "antibiotics", ANTIBIOTIC_TABLETS],
  ["en", "cough syrup", COUGH],
  ["en", "cough", COUGH],
  ["en", "diabetes", DIABETES],
  ["en", "vitamin c", VITAMIN_C],
  ["en", "500mg", ["verdamol-500-tablets", "mericlav-625-tablets", "azimer-500-tablets"]],
  ["en", "500 mg", ["verdamol-500-tablets", "mericlav-625-tablets"]],
  ["en", "tabs", FIRST_TABLETS],
  ["en", "amoxycillin", ["mericlav-625-tablets", "amoxiverd-500-capsules", "mericlav-2285-dry-syrup"]],
  ["en", "acidity", ACIDITY],
  ["en", "paracetamol 650", ["verdamol-650-tablets"]],
  ["en", "acetaminophen", ["verdamol-500-tablets", "verdamol-650-tablets"]],
  ["en", "amoxicillin 500 mg", ["mericlav-625-tablets", "amoxiverd-500-capsules"]],
  ["en", "cetirizine syrup", ["cetimer-syrup"]],
  ["en", "metformin 1000", ["metverd-xr-1000-tablets"]],
  ["en", "vitamin d3", VITAMIN_D3],
  ["en", "omega 3", ["verdomega-1000-softgels", "cardimer-q10-softgels"]],
  ["en", "whey protein", ["proverd-whey-protein-powder"]],
  ["en", "neem soap", ["verdaleaf-neem-tulsi-soap"]],
  ["en", "aloe vera gel", ["verdaleaf-pure-aloe-vera-gel"]],
  ["en", "fever", ["verdamol-500-tablets", "ibumer-400-tablets"]],
  ["en", "allergy", ["cetimer-10-tablets", "levoverd-5-tablets", "montimer-lc-tablets", "cetimer-syrup"]],
  ["en", "high blood pressure", ["amlomer-5-tablets", "telmiverd-40-tablets", "telmiverd-mt-50-tablets"]],
  ["en", "cholesterol", ["atorverd-10-tablets"]],
  ["en", "deworming", ["albemer-400-tablets", "albemer-suspension"]],
  ["en", "fungal infection", ["fluconverd-150-tablets", "itraverd-100-capsules", "clotrimer-dusting-powder"]],
  ["en", "probiotic", ["floraverd-probiotic-capsules", "floraverd-kids-probiotic-sachet"]],
  ["en", "iron syrup", ["ferromer-syrup"]],
  ["en", "calcium tablets", ["calcimer-500-tablets"]],
  ["en", "anaemia", ["ferromer-syrup", "ferromer-xt-tablets"]],
  // French.
  ["fr", "comprimés", FIRST_TABLETS],
  ["fr", "comprimes", FIRST_TABLETS],
  ["fr", "sirop", SYRUPS],
  ["fr", "gélules", CAPSULES],
  ["fr", "antibiotique", ANTIBIOTIC_TABLETS],
  ["fr", "sirop contre la toux", COUGH],
  ["fr", "toux", COUGH],
  ["fr", "diabète", DIABETES],
  ["fr", "acné", ["clindamer-gel", "verdaleaf-tea-tree-spot-gel"]],
  ["fr", "comprimés effervescents", ["verdafizz-multivitamin-effervescent-tablets", "verdafizz-c-1000-effervescent-tablets"]],
  ["fr", "paracétamol 500", ["verdamol-500-tablets"]],
  ["fr", "vitamine c", VITAMIN_C],
  ["fr", "savon", SOAPS],
  // Spanish.
  ["es", "antibiótico", ANTIBIOTIC_TABLETS],
  ["es", "antibioticos", ANTIBIOTIC_TABLETS],
  ["es", "tos", COUGH],
  ["es", "jarabe", SYRUPS],
  ["es", "tabletas", FIRST_TABLETS],
  ["es", "cápsulas", CAPSULES],
  ["es", "diabetes tipo 2", DIABETES],
  ["es", "vitamina d3", VITAMIN_D3],
  ["es", "jabón", SOAPS],
  // Russian: cases and numbers of the same word.
  ["ru", "таблетки", FIRST_TABLETS],
  ["ru", "таблеток", FIRST_TABLETS],
  ["ru", "таблетка", FIRST_TABLETS],
  ["ru", "парацетамол", PARACETAMOL],
  ["ru", "парацетамола", PARACETAMOL],
  ["ru", "витамин", VITAMIN_D3.slice(0, 1)],
  ["ru", "витамины", VITAMIN_D3.slice(0, 1)],
  ["ru", "сироп", SYRUPS],
  ["ru", "антибиотик", ANTIBIOTIC_TABLETS],
  ["ru", "антибиотики", ANTIBIOTIC_TABLETS],
  ["ru", "кашель", COUGH],
  ["ru", "от кашля", COUGH],
  ["ru", "диабет", DIABETES],
  ["ru", "капсулы", CAPSULES],
  ["ru", "таблетки от давления", ["amlomer-5-tablets", "telmiverd-40-tablets"]],
  ["ru", "витамин д3", VITAMIN_D3],
  ["ru", "мыло", SOAPS],
  // Arabic: letter forms, the article, Eastern Arabic digits.
  ["ar", "أقراص", FIRST_TABLETS],
  ["ar", "اقراص", FIRST_TABLETS],
  ["ar", "باراسيتامول", PARACETAMOL],
  ["ar", "الباراسيتامول", PARACETAMOL],
  ["ar", "فيتامين", VITAMIN_D3.slice(0, 1)],
  ["ar", "فِيتَامِين", VITAMIN_D3.slice(0, 1)],
  ["ar", "مضاد حيوي", ANTIBIOTIC_TABLETS],
  ["ar", "السعال", COUGH],
  ["ar", "سعال", COUGH],
  ["ar", "السكري", DIABETES],
  ["ar", "شراب", SYRUPS],
  ["ar", "كبسولات", CAPSULES],
  ["ar", "صابون", SOAPS],
  ["ar", "أقراص ٥٠٠ ملغ", ["verdamol-500-tablets", "mericlav-625-tablets"]],
  ["ar", "فيتامين د٣", VITAMIN_D3],
  ["ar", "الحموضة", ACIDITY],
  ["ar", "حموضه", ACIDITY],
  ["ar", "شـــراب", SYRUPS],
  // A query in another of our languages than the page's.
  ["fr", "таблетки", FIRST_TABLETS],
  ["ar", "antibiotic", ANTIBIOTIC_TABLETS],
  ["ru", "sirop", SYRUPS],
  ["en", "السعال", COUGH],
];

describe("the search's relevance test set", () => {
  it("has at least 60 queries, in each of the five languages", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    for (const locale of ["en", "fr", "es", "ru", "ar"]) expect(CASES.filter(([lang]) => lang === locale).length).toBeGreaterThanOrEqual(8);
  });

  it.each(CASES)("%s: %s", (_locale, query, expected) => {
    const top = search(query).slice(0, 5);
    expect(top).toEqual(expect.arrayContaining([...expected]));
  });

  it("reads 'vitamin c' as vitamin C: vitamin D3, vitamin E, iron and calcium products are not found", () => {
    const found = search("vitamin c");
    for (const slug of ["d3verd-60k-softgels", "evermer-400-softgels", "ferromer-xt-tablets", "calcimer-500-tablets", "d3verd-drops"]) {
      expect(found).not.toContain(slug);
    }
  });

  it("matches a short word as a whole word only", () => {
    // "c" begins Calcium, Cholecalciferol and Capsules: none of them is a "c".
    expect(search("c")).not.toContain("calcimer-500-tablets");
    expect(search("d3")).toContain("d3verd-drops");
    expect(search("d")).not.toContain("d3verd-drops");
  });

  it("finds through the index what the product-by-product comparison finds, in the same order", () => {
    for (const [, query] of [...CASES, ["en", "a"], ["en", "clav"], ["en", "cillin"], ["en", "50"], ["en", "0.5"]] as const) {
      const oneByOne = searchItems(items, parseLanguageQuery(query), (item) => item.entry).map((item) => item.slug);
      expect(search(query), query).toEqual(oneByOne);
    }
  });

  it("finds nothing for a word no language has", () => {
    expect(search("xylophone")).toEqual([]);
    expect(search("таблетки xylophone")).toEqual([]);
  });

  it("names in LOCAL_NAMES only what the catalogue holds", () => {
    const english = seeded.map((entry) => `${entry.product.name} ${entry.product.composition}`.toLowerCase()).join(" ");
    expect(LOCAL_NAMES.filter((group) => !english.includes(group.en.toLowerCase())).map((group) => group.en)).toEqual([]);
  });
});
