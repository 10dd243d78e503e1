import { describe, expect, it } from "vitest";
import { catalogueChangeTags, changeTags, pageTags } from "./page-tags.server";

const products = {
  aspirin: { slug: "aspirin", category: "Pharmaceuticals" },
  zinc: { slug: "zinc", category: "Nutraceuticals" },
} as const;
const catalogue = {
  findCategory: (name: string) => (["pharmaceuticals", "nutraceuticals"].includes(name.toLowerCase()) ? (name[0]!.toUpperCase() + name.slice(1).toLowerCase()) as "Pharmaceuticals" : null),
  getProductBySlug: (slug: string) => (products[slug as keyof typeof products] as never) ?? null,
  getProductId: (slug: string) => (slug in products ? `id-${slug}` : null),
  listRelatedProducts: (product: { slug: string }) => (product.slug === "aspirin" ? [] : [products.aspirin as never]),
};

describe("page tags", () => {
  it("names what each page shows", () => {
    expect(pageTags("/", catalogue)).toEqual(["all", "settings", "lang-en", "home"]);
    expect(pageTags("/fr/", catalogue)).toEqual(["all", "settings", "lang-fr", "home"]);
    expect(pageTags("/ar/products", catalogue)).toEqual(["all", "settings", "lang-ar", "products"]);
    expect(pageTags("/about", catalogue)).toEqual(["all", "settings", "lang-en", "page-about"]);
    expect(pageTags("/es/category/Pharmaceuticals", catalogue)).toEqual(["all", "settings", "lang-es", "category-pharmaceuticals"]);
    expect(pageTags("/product/zinc", catalogue)).toEqual(["all", "settings", "lang-en", "product-id-zinc", "product-id-aspirin"]);
    expect(pageTags("/product/unknown", catalogue)).toEqual(["all", "settings", "lang-en", "products"]);
    expect(pageTags("/product/%E0%A4%A", catalogue)).toEqual(["all", "settings", "lang-en", "products"]);
    expect(pageTags("/sitemap.xml", catalogue)).toEqual(["all", "settings", "products"]);
  });

  it("names what the catalogue's JSON reads show, as the pages they mirror, without settings or language (neither is in their path)", () => {
    expect(pageTags("/api/products", catalogue)).toEqual(["all", "products"]);
    expect(pageTags("/api/categories/", catalogue)).toEqual(["all", "products"]);
    expect(pageTags("/api/products/zinc", catalogue)).toEqual(["all", "product-id-zinc"]);
    expect(pageTags("/api/products/unknown", catalogue)).toEqual(["all", "products"]);
    expect(pageTags("/api/openapi.json", catalogue)).toEqual(["all"]);
  });

  it("purges the products a catalogue change touched, their categories old and new, the home page and the list", () => {
    const before = new Map([
      ["a", { category: "Pharmaceuticals", fingerprint: "1" }],
      ["b", { category: "Cosmetic", fingerprint: "2" }],
    ]);
    expect(catalogueChangeTags(before, new Map(before))).toEqual([]);
    const moved = new Map([...before, ["a", { category: "Nutraceuticals", fingerprint: "1b" }]]);
    expect(catalogueChangeTags(before, moved).sort()).toEqual(["category-nutraceuticals", "category-pharmaceuticals", "home", "product-a", "products"]);
    const removed = new Map([["b", { category: "Cosmetic", fingerprint: "2" }]]);
    expect(catalogueChangeTags(before, removed).sort()).toEqual(["category-pharmaceuticals", "home", "product-a", "products"]);
    expect(changeTags("settings", () => [])).toEqual(["settings"]);
    expect(changeTags("something-else", () => [])).toEqual(["all"]);
  });
});
