import { describe, expect, it } from "vitest";
import { isSearch, parseCatalogueQuery } from "./catalogue-query";

const parse = (search: string) => parseCatalogueQuery(new URLSearchParams(search));

describe("parseCatalogueQuery", () => {
  it("reads the words, the filters and the page", () => {
    expect(parse("q=%20amoxicillin%20%20500%20&category=pharmaceuticals&form=dry%20syrup&page=2")).toEqual({
      q: "amoxicillin 500",
      category: "Pharmaceuticals",
      form: "Dry Syrup",
      country: undefined,
      page: 2,
    });
  });

  it("takes a country of registration only from the list it is given, as the list writes it", () => {
    const lists = { category: [], dosageForm: [], country: ["GH", "KE"] };
    expect(parseCatalogueQuery(new URLSearchParams("country=ke"), lists).country).toBe("KE");
    expect(parseCatalogueQuery(new URLSearchParams("country=PH"), lists).country).toBeUndefined();
    expect(parse("country=KE").country).toBeUndefined();
    expect(isSearch(parseCatalogueQuery(new URLSearchParams("country=GH"), lists))).toBe(true);
  });

  it("ignores unknown filter values and a bad page instead of failing", () => {
    expect(parse("category=Sweets&form=Lozenge&page=abc")).toEqual({ q: "", category: undefined, form: undefined, country: undefined, page: 1 });
  });

  it("cuts an overlong query", () => {
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(100);
  });

  it("tells a search from the plain overview", () => {
    expect(isSearch(parse(""))).toBe(false);
    expect(isSearch(parse("q=&category=&form=&page=3"))).toBe(false);
    expect(isSearch(parse("q=zinc"))).toBe(true);
    expect(isSearch(parse("form=Soap"))).toBe(true);
  });
});
