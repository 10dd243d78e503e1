import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  DOSAGE_FORMS,
  normalizeProduct,
  ProductSchema,
  ProductSeedSchema,
} from "../app/schemas/product";
import { slugify } from "../app/catalogue/slug";
import { productSeeds } from "./products";

const publicDir = new URL("../public/", import.meta.url);

function countBy<T extends string>(values: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

describe("product seeds", () => {
  it("all pass the seed schema", () => {
    for (const seed of productSeeds) {
      const result = ProductSeedSchema.safeParse(seed);
      expect(result.success, `${seed.name}: ${result.error?.message ?? ""}`).toBe(true);
    }
  });

  it("hold between 100 and 110 products", () => {
    expect(productSeeds.length).toBeGreaterThanOrEqual(100);
    expect(productSeeds.length).toBeLessThanOrEqual(110);
  });

  it("cover every category in roughly the planned proportions", () => {
    const counts = countBy(productSeeds.map((seed) => seed.category));
    expect([...counts.keys()].sort()).toEqual([...CATEGORIES].sort());
    expect(counts.get("Pharmaceuticals")).toBeGreaterThanOrEqual(50);
    expect(counts.get("Pharmaceuticals")).toBeLessThanOrEqual(60);
    expect(counts.get("Nutraceuticals")).toBeGreaterThanOrEqual(25);
    expect(counts.get("Nutraceuticals")).toBeLessThanOrEqual(35);
    expect(counts.get("Cosmetic")).toBeGreaterThanOrEqual(15);
    expect(counts.get("Cosmetic")).toBeLessThanOrEqual(25);
  });

  it("use every dosage form at least once", () => {
    const used = new Set(productSeeds.map((seed) => seed.dosage_form));
    for (const form of DOSAGE_FORMS) expect(used, form).toContain(form);
  });

  it("have unique, non-empty slugs", () => {
    const slugs = productSeeds.map((seed) => slugify(seed.name));
    for (const slug of slugs) expect(slug).not.toBe("");
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("give every pharmaceutical exactly three key benefits and others two or three", () => {
    for (const seed of productSeeds) {
      if (seed.category === "Pharmaceuticals") {
        expect(seed.key_benefits, seed.name).toHaveLength(3);
      } else {
        expect(seed.key_benefits.length, seed.name).toBeGreaterThanOrEqual(2);
        expect(seed.key_benefits.length, seed.name).toBeLessThanOrEqual(3);
      }
    }
  });

  it("keep description lists between three and five lines", () => {
    for (const seed of productSeeds) {
      expect(seed.description_list.length, seed.name).toBeGreaterThanOrEqual(3);
      expect(seed.description_list.length, seed.name).toBeLessThanOrEqual(5);
    }
  });

  it("have exactly one nested product_url, which normalizeProduct flattens", () => {
    const nested = productSeeds.filter((seed) =>
      seed.product_url.some((entry) => Array.isArray(entry)),
    );
    expect(nested).toHaveLength(1);
    const [seed] = nested;
    if (!seed) throw new Error("unreachable: length checked above");
    const product = normalizeProduct(seed);
    expect(product.images.length).toBeGreaterThan(0);
    for (const image of product.images) expect(typeof image).toBe("string");
    expect(product.images).toEqual(seed.product_url.flat());
  });

  it("include a few products without any image, to exercise the placeholder", () => {
    const imageless = productSeeds.filter(
      (seed) => seed.product_url.length === 0 && seed.image_url === "",
    );
    expect(imageless.length).toBeGreaterThanOrEqual(1);
    expect(imageless.length).toBeLessThanOrEqual(2);
  });

  it("keep price always empty and only a few internal remarks", () => {
    for (const seed of productSeeds) expect(seed.price).toBe("");
    const remarked = productSeeds.filter((seed) => seed.remark !== "");
    expect(remarked.length).toBeGreaterThanOrEqual(3);
    expect(remarked.length).toBeLessThanOrEqual(4);
  });

  it("point only at image files that exist under public/", () => {
    for (const seed of productSeeds) {
      const paths = [...seed.product_url.flat(), seed.image_url].filter((path) => path !== "");
      for (const path of paths) {
        expect(path, seed.name).toMatch(/^\/[\w./-]+$/);
        const file = fileURLToPath(new URL(path.slice(1), publicDir));
        expect(existsSync(file), `${seed.name}: ${path}`).toBe(true);
      }
    }
  });
});

describe("normalizeProduct", () => {
  const products = productSeeds.map(normalizeProduct);

  it("produces valid public products", () => {
    for (const product of products) expect(ProductSchema.parse(product)).toEqual(product);
  });

  it("never carries remark or price", () => {
    for (const product of products) {
      expect(product).not.toHaveProperty("remark");
      expect(product).not.toHaveProperty("price");
      expect(Object.keys(product).sort()).toEqual(
        [
          "slug",
          "name",
          "composition",
          "category",
          "descriptionList",
          "images",
          "dosageForm",
          "packSize",
          "keyBenefits",
          "uses",
          // The commercial facts the catalogue file does not state: none (null), samples no.
          "moq",
          "moqUnit",
          "leadTimeDays",
          "shelfLifeMonths",
          "storageConditions",
          "hsCode",
          "pharmacopoeia",
          "manufacturerName",
          "manufacturerSite",
          "samplesAvailable",
        ].sort(),
      );
    }
    const remarks = productSeeds.map((seed) => seed.remark).filter((remark) => remark !== "");
    const serialised = JSON.stringify(products);
    for (const remark of remarks) expect(serialised).not.toContain(remark);
  });

  it("puts image_url first and does not repeat it", () => {
    const seed = productSeeds.find((candidate) => candidate.image_url !== "");
    if (!seed) throw new Error("expected one product that uses image_url");
    const { images } = normalizeProduct(seed);
    expect(images[0]).toBe(seed.image_url);
    expect(new Set(images).size).toBe(images.length);
  });

  it("slugs the name with slugify", () => {
    for (const [index, product] of products.entries()) {
      expect(product.slug).toBe(slugify(productSeeds[index]?.name ?? ""));
    }
  });
});

describe("the seed's uses (content/product-uses.ts)", () => {
  it("name only products of the catalogue, and give every product at least one use", async () => {
    const { productUses } = await import("./product-uses");
    const slugs = productSeeds.map((seed) => normalizeProduct(seed).slug);
    expect(Object.keys(productUses).filter((slug) => !slugs.includes(slug))).toEqual([]);
    expect(slugs.filter((slug) => (productUses[slug] ?? []).length === 0)).toEqual([]);
  });
});
