import isoCountries from "i18n-iso-countries";
import { describe, expect, it } from "vitest";
import { countryAliases, countryNames } from "../../content/site/countries";
import { countryKey, countryName, countryOptions, resolveCountry } from "./countries.server";

describe("resolveCountry", () => {
  it.each([
    ["Perú", "PE", "Peru"],
    ["Peru", "PE", "Peru"],
    ["Viet Nam", "VN", "Vietnam"],
    ["USA", "US", "United States"],
    ["United States of America", "US", "United States"],
    ["U.S.A.", "US", "United States"],
    ["UK", "GB", "United Kingdom"],
    ["Türkiye", "TR", "Türkiye"],
    ["Turkey", "TR", "Türkiye"],
    ["Côte d'Ivoire", "CI", "Côte d'Ivoire"],
    ["Cote d’Ivoire", "CI", "Côte d'Ivoire"],
    ["Ivory Coast", "CI", "Côte d'Ivoire"],
    ["Russian Federation", "RU", "Russia"],
    ["O'zbekiston", "UZ", "Uzbekistan"],
    ["Oʻzbekiston", "UZ", "Uzbekistan"],
    ["UAE", "AE", "United Arab Emirates"],
    ["South Korea", "KR", "South Korea"],
    ["DR Congo", "CD", "Democratic Republic of the Congo"],
    ["Congo", "CG", "Congo"],
    ["The Gambia", "GM", "Gambia"],
    ["Deutschland", "DE", "Germany"],
    ["España", "ES", "Spain"],
    ["Россия", "RU", "Russia"],
    ["日本", "JP", "Japan"],
    ["Kosovo", "XK", "Kosovo"],
    ["Swaziland", "SZ", "Eswatini"],
  ])("%s is %s (%s)", (typed, code, name) => {
    expect(resolveCountry(typed)).toEqual({ code, name });
  });

  it("ignores case, accents, spacing and surrounding blanks", () => {
    for (const typed of ["  perú ", "PERU", "pErU", "Pe\u0301ru"]) expect(resolveCountry(typed)?.code).toBe("PE");
    expect(resolveCountry("cote   d ivoire")?.code).toBe("CI");
    expect(resolveCountry("the bahamas")?.code).toBe("BS");
  });

  it("takes ISO alpha-2 and alpha-3 codes in any case", () => {
    expect(resolveCountry("pe")?.code).toBe("PE");
    expect(resolveCountry("PER")?.code).toBe("PE");
    expect(resolveCountry("gbr")?.code).toBe("GB");
  });

  it.each([[""], ["   "], ["Atlantis"], ["Narnia"], ["Peru Peru"], ["--"], ["<script>"]])("refuses %j", (typed) => {
    expect(resolveCountry(typed)).toBeUndefined();
  });

  it("resolves every English name it stores back to its own code", () => {
    for (const code of Object.keys(isoCountries.getAlpha2Codes())) {
      const name = countryName(code);
      expect(name, code).toBeTruthy();
      expect(resolveCountry(name!)?.code, name).toBe(code);
    }
  });

  it("resolves every alias to the code the alias table gives, and every site name override to its code", () => {
    for (const [alias, code] of Object.entries(countryAliases)) expect(resolveCountry(alias)?.code, alias).toBe(code);
    for (const [code, name] of Object.entries(countryNames)) expect(resolveCountry(name), name).toEqual({ code, name });
  });
});

describe("countryKey", () => {
  it("folds what buyers type differently into one key", () => {
    expect(countryKey("Côte d'Ivoire")).toBe(countryKey("COTE D’IVOIRE"));
    expect(countryKey("St. Lucia")).toBe(countryKey("st lucia"));
    expect(countryKey("Guinea-Bissau")).toBe(countryKey("guinea bissau"));
    expect(countryKey("Trinidad & Tobago")).toBe(countryKey("Trinidad and Tobago"));
  });
});

describe("countryOptions", () => {
  it("lists every country once by its English name, plus the aliases labelled with their country, sorted", () => {
    const options = countryOptions();
    const values = options.map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    for (const code of Object.keys(isoCountries.getAlpha2Codes())) expect(values).toContain(countryName(code));
    expect(options).toContainEqual({ value: "USA", label: "United States" });
    expect(options).toContainEqual({ value: "Viet Nam", label: "Vietnam" });
    expect(options).toContainEqual({ value: "Peru" });
    const collator = new Intl.Collator("en", { sensitivity: "base" });
    expect(values).toEqual([...values].sort(collator.compare));
  });
});
