import { describe, expect, it } from "vitest";
import { productSeeds } from "../../content/products";
import { normalizeProduct, type Product } from "../schemas/product";
import {
  COMBINATION_NAMES,
  MAX_QUERY_LENGTH,
  SYNONYMS,
  buildSearchEntry,
  matchesSearch,
  parseSearchQuery,
  searchItems,
  type SearchableProduct,
} from "./search";

/** A product with only the fields the search reads. */
function item(name: string, composition = "", dosageForm = "Tablets", packSize = "10x10 tabs"): SearchableProduct {
  return { name, composition, dosageForm, packSize };
}

function matches(product: SearchableProduct, query: string): boolean {
  return matchesSearch(buildSearchEntry(product), parseSearchQuery(query));
}

const products: Product[] = productSeeds.map(normalizeProduct);
const entries = new Map(products.map((p) => [p, buildSearchEntry(p)]));

/** The catalogue's products that a query finds, best first, by name. */
function search(query: string): string[] {
  return searchItems(products, parseSearchQuery(query), (p) => entries.get(p) ?? buildSearchEntry(p)).map((p) => p.name);
}

/** The names of the catalogue's products whose composition mentions `text` (case ignored). */
function composedOf(text: string): string[] {
  return products.filter((p) => p.composition.toLowerCase().includes(text)).map((p) => p.name);
}

const mericlav = item(
  "Mericlav 625 Tablets",
  "Each film-coated tablet contains: Amoxicillin Trihydrate IP eq. to Amoxicillin 500 mg, Potassium Clavulanate Diluted IP eq. to Clavulanic Acid 125 mg",
);

describe("parseSearchQuery", () => {
  it("lower-cases, strips accents and punctuation, and drops repeated words", () => {
    expect(parseSearchQuery("  Vitamin   D3,  vitamin (Paracétamol)").words.map((w) => w.raw)).toEqual([
      "vitamin",
      "d3",
      "paracetamol",
    ]);
  });

  it("is empty for blank or punctuation-only input", () => {
    expect(parseSearchQuery("").words).toEqual([]);
    expect(parseSearchQuery("  ,.; ").words).toEqual([]);
  });

  it("looks at the first MAX_QUERY_LENGTH characters only", () => {
    expect(parseSearchQuery(`${"a".repeat(MAX_QUERY_LENGTH)} tail`).words.map((w) => w.raw)).toEqual(["a".repeat(MAX_QUERY_LENGTH)]);
  });

  it("makes one token of a strength however it is written", () => {
    const raw = (q: string) => parseSearchQuery(q).words.map((w) => w.raw);
    expect(raw("500mg")).toEqual(["500mg"]);
    expect(raw("500 mg")).toEqual(["500mg"]);
    expect(raw("500 MG")).toEqual(["500mg"]);
    expect(raw("1 gm")).toEqual(["1g"]);
    expect(raw("0.5 g")).toEqual(["0.5g"]);
    expect(raw("60,000 IU")).toEqual(["60000iu"]);
    expect(raw("500 µg")).toEqual(["500mcg"]);
  });
});

describe("matchesSearch", () => {
  it("needs every word, in any order, ignoring case and accents", () => {
    expect(matches(mericlav, "clavulanate amoxicillin")).toBe(true);
    expect(matches(mericlav, "CLAVULANATE")).toBe(true);
    expect(matches(mericlav, "amoxicillin cefixime")).toBe(false);
    expect(matches(item("Paracetamol 500 mg"), "paracétamol")).toBe(true);
  });

  it("matches a part of a word", () => {
    expect(matches(mericlav, "clav 625")).toBe(true);
    expect(matches(mericlav, "cillin")).toBe(true);
  });

  it("takes the names of object properties as plain words", () => {
    for (const q of ["constructor", "__proto__", "toString 5 constructor", "hasOwnProperty"]) {
      expect([q, matches(mericlav, q)]).toEqual([q, false]);
    }
    expect(matches(item("Constructor 5 toString"), "constructor 5 tostring")).toBe(true);
  });

  it("matches everything for an empty query", () => {
    expect(matches(mericlav, "")).toBe(true);
  });

  it("matches a number only as a whole number", () => {
    const strengths = item("Zincmer", "Zinc 250 mg, Lycopene 5000 mcg, Vitamin B6 10.5 mg", "Tablets", "30 tabs");
    expect(matches(strengths, "250")).toBe(true);
    expect(matches(strengths, "50")).toBe(false);
    expect(matches(strengths, "500")).toBe(false);
    expect(matches(strengths, "10")).toBe(false);
    expect(matches(strengths, "10.5 mg")).toBe(true);
    expect(matches(strengths, "5000mcg")).toBe(true);
  });

  it("tells strengths in different units apart", () => {
    const powder = item("Protein Powder", "Each serving contains Protein 22 g", "Powder", "500g");
    expect(matches(powder, "500 g")).toBe(true);
    expect(matches(powder, "500mg")).toBe(false);
  });

  it("bridges British and American spellings with the spelling rules", () => {
    const pairs: [string, string][] = [
      ["amoxycillin", "Amoxicillin 500 mg"],
      ["cephalexin", "Cefalexin 500 mg"],
      ["cefalexin", "Cephalexin 500 mg"],
      ["sulfate", "Zinc Sulphate Monohydrate"],
      ["sulphate", "Zinc Sulfate Monohydrate"],
      ["pediatric", "Paediatric drops"],
      ["estradiol", "Oestradiol 2 mg"],
      ["glycerine", "Glycerin 15%"],
      ["guaifenesin", "Guaiphenesin IP 50 mg"],
      ["amlodipine besylate", "Amlodipine Besilate IP"],
      ["phosphomycin", "Fosfomycin Trometamol"],
    ];
    for (const [query, composition] of pairs) expect([query, matches(item("X", composition), query)]).toEqual([query, true]);
  });

  it("does not let the spelling rules create false hits", () => {
    // ph→f is compared at the start of a word only, so "fat" does not find "sulphate".
    expect(matches(item("Zincmer", "Zinc Sulphate Monohydrate"), "fat")).toBe(false);
    expect(matches(item("Clindamer", "Clindamycin Phosphate 1%"), "fat")).toBe(false);
    // y→i between consonants only: "hyaluronate" and "dry" keep their y.
    expect(matches(item("Gel", "Sodium Hyaluronate"), "hialuronate")).toBe(false);
    expect(matches(item("Dry Syrup"), "dri")).toBe(false);
    expect(matches(item("Cefixime 200", "Cefixime IP 200 mg"), "ceftriaxone")).toBe(false);
  });

  it("finds a product by another name of what it holds", () => {
    expect(matches(item("Verdamol", "Paracetamol IP 500 mg"), "acetaminophen 500 mg")).toBe(true);
    expect(matches(item("Verdamol", "Paracetamol IP 500 mg"), "acetaminophen 650")).toBe(false);
    expect(matches(item("Ambromer", "Levosalbutamol Sulphate IP"), "levalbuterol")).toBe(true);
    expect(matches(item("Fizz", "Ascorbic Acid IP 1000 mg"), "vitamin c")).toBe(true);
    expect(matches(item("Fizz", "Vitamin C 500 mg"), "ascorbic acid")).toBe(true);
    expect(matches(mericlav, "co-amoxiclav")).toBe(true);
    expect(matches(item("Amoxiverd", "Amoxicillin 500 mg"), "co-amoxiclav")).toBe(false);
  });

  it("gives another name only for a whole word, not a part of one", () => {
    // "Multivitamin" holds "vitamin" but is not "vitamin A", so it gets no "retinol".
    expect(matches(item("Multivitamin Syrup", "Multivitamin base"), "retinol")).toBe(false);
    expect(matches(item("Vitamer", "Vitamin A 1600 IU"), "retinol")).toBe(true);
  });

  it("reads dosage-form shorthand as the dosage form", () => {
    const tablet = item("Verdamol 500 Tablets", "Paracetamol", "Tablets", "10x10");
    const capsule = item("Amoxiverd 500 Capsules", "Amoxicillin", "Capsules", "10x10");
    const syrup = item("Cetimer Syrup", "Cetirizine", "Syrup", "60ml");
    const injection = item("Ondamer Injection", "Ondansetron", "Injection", "1 vial");
    expect(["tab", "tabs", "TABLET", "tablets"].map((q) => matches(tablet, q))).toEqual([true, true, true, true]);
    expect(["cap", "caps", "capsule"].map((q) => matches(capsule, q))).toEqual([true, true, true]);
    expect(["syp", "syr", "syrups"].map((q) => matches(syrup, q))).toEqual([true, true, true]);
    expect(["inj", "injectable"].map((q) => matches(injection, q))).toEqual([true, true]);
    expect(["tabs", "caps", "syp", "inj"].map((q) => matches(item("Soap", "Glycerin", "Soap", "75g"), q))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("the curated tables", () => {
  it("name only molecules and ingredients the catalogue holds", () => {
    for (const group of SYNONYMS) {
      const found = group.some((name) => search(name).length > 0);
      expect([group[0], found]).toEqual([group[0], true]);
    }
    for (const { names } of COMBINATION_NAMES) expect(search(names[0] as string).length).toBeGreaterThan(0);
  });
});

describe("the catalogue search (content/products.ts)", () => {
  it("finds the amoxicillin products by the BP spelling 'amoxycillin'", () => {
    const amoxicillin = composedOf("amoxicillin");
    expect(amoxicillin.length).toBeGreaterThanOrEqual(3);
    expect(search("amoxycillin")).toEqual(amoxicillin);
    expect(search("Amoxycillin")).toEqual(search("amoxicillin"));
  });

  it("finds paracetamol by 'acetaminophen', and nothing else", () => {
    expect(search("acetaminophen").sort()).toEqual(composedOf("paracetamol").sort());
    expect(search("acetaminophen 500")).toEqual(["Verdamol 500 Tablets"]);
  });

  it("finds the products of 500 mg by '500mg', '500 mg' and '500'", () => {
    const found = search("500mg");
    expect(found).toEqual(search("500 mg"));
    expect(found).toEqual(search("500 MG"));
    expect(found).toContain("Amoxiverd 500 Capsules");
    expect(found).toContain("Verdamol 500 Tablets");
    expect(found).toContain("Verglim-M2 Tablets"); // Metformin Hydrochloride IP 500 mg
    for (const name of found) {
      const product = products.find((p) => p.name === name);
      expect([name, /\b500 mg\b/.test(product?.composition ?? "")]).toEqual([name, true]);
    }
    // Every 500 mg product, and only a 500 g pack besides.
    const byNumber = search("500");
    for (const name of found) expect(byNumber).toContain(name);
    expect(byNumber.filter((name) => !found.includes(name))).toEqual(["Proverd Plant Protein Powder"]);
  });

  it("does not take 5000 mcg, 250 mg or a 500 g pack for 500 mg", () => {
    const found = search("500 mg");
    expect(found).not.toContain("Lycomer Softgels"); // Lycopene 5000 mcg
    expect(found).not.toContain("Verdamol 250 Suspension");
    expect(found).not.toContain("Proverd Plant Protein Powder"); // 500g pack
    expect(search("cefixime 50")).toEqual(["Cefverd 50 Dry Syrup"]);
  });

  it("finds every tablet and nothing else by 'tabs'", () => {
    const tablets = products.filter((p) => p.dosageForm.endsWith("Tablets")).map((p) => p.name);
    expect(search("tabs")).toEqual(tablets);
    expect(search("tab")).toEqual(tablets);
    const capsules = products.filter((p) => p.dosageForm.endsWith("Capsules")).map((p) => p.name);
    expect([...search("caps")].sort()).toEqual([...capsules].sort());
    const syrups = products.filter((p) => p.dosageForm.endsWith("Syrup")).map((p) => p.name);
    expect(search("syp")).toEqual(syrups);
  });

  it("lists the Vitamin C product first for 'vitamin c', then the products that hold vitamin C, and nothing else", () => {
    const found = search("vitamin c");
    expect(found[0]).toBe("Verdaleaf Vitamin C Face Gel");
    // "C" in the name and vitamin C in the composition, ahead of vitamin C in the composition only.
    expect(found[1]).toBe("Verdafizz C 1000 Effervescent Tablets");
    // "c" is a whole word: a vitamin and a word that begins with C (Calcium, Cholecalciferol) is not vitamin C.
    const holdsVitaminC = (name: string) => /vitamin c\b|ascorbic acid/i.test(products.find((p) => p.name === name)?.composition ?? "");
    expect(found.filter((name) => !holdsVitaminC(name) && name !== "Verdaleaf Vitamin C Face Gel")).toEqual([]);
    expect(found).toEqual(expect.arrayContaining(products.map((p) => p.name).filter(holdsVitaminC)));
  });

  it("ranks an exact name first, then a name that starts with the query, then the catalogue order", () => {
    expect(search("Verdamol 500 Tablets")[0]).toBe("Verdamol 500 Tablets");
    expect(search("verdamol")).toEqual([
      "Verdamol 500 Tablets",
      "Verdamol 650 Tablets",
      "Verdamol 250 Suspension",
      "Verdamol Paediatric Drops",
    ]);
    // Name first, composition after: Amoxiverd's name holds 500, Mericlav's does not.
    expect(search("amoxicillin 500")).toEqual(["Amoxiverd 500 Capsules", "Mericlav 625 Tablets"]);
  });

  it("keeps the old behaviour: every word, case and accents ignored, parts of words", () => {
    expect(search("paracétamol 650")).toEqual(["Verdamol 650 Tablets"]);
    expect(search("CLAVULANATE amoxicillin")).toEqual(["Mericlav 625 Tablets", "Mericlav 228.5 Dry Syrup"]);
    expect(search("zzzz-nothing")).toEqual([]);
    expect(search("ampicillin")).toEqual([]);
  });
});
