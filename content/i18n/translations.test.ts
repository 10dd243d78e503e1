/**
 * Every language says everything English says. TypeScript already refuses a translation with a
 * text missing or a list of another structure; these tests catch what a type cannot: a text left
 * in English, a placeholder lost, a product without its translation, a list not line for line,
 * an SEO title too long for search results.
 */
import { describe, expect, it } from "vitest";
import { companyDefaults, site } from "../../app/config/site";
import { slugify } from "../../app/catalogue/slug";
import { PUBLIC_PAGES, type PublicPage } from "../../app/config/paths";
import { dictionaryFor } from "../../app/i18n/dictionary.server";
import { LOCALES, PREFIXED_LOCALES, type Locale } from "../../app/i18n/locales";
import { pageCopyModule, pageSeo } from "../../app/i18n/page-copy.server";
import { productSeeds } from "../products";

type Leaf = [path: string, text: string];

/** Every string in a value, with its path; functions are called with the default company. */
function leaves(value: unknown, path = ""): Leaf[] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return leaves((value as (company: unknown) => unknown)(companyDefaults), `${path}()`);
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [];
}

/** Fields that name things rather than say them: icons, pictures, links, ids, slugs. */
const NOT_TEXT = /(^|\.)(icon|image|id|slug|page|href|src)$/;
/** People's and countries' names may be written as in English (or in the language's own script). */
const PROPER_NAME = /((^|\.)name|countries(Served)?\[\d+\])$/;
/** A value with no words in it (a figure, a code, a path, a slug, a brand mark) reads the same in every language. */
const hasWords = (text: string) => /\p{Ll}{3,}/u.test(text.replace(/\{\w+\}/g, "")) && !/^(\/|https?:)/.test(text) && !/^[a-z0-9]+(-[a-z0-9]+)+$/.test(text);
/** Words that are the same in every language we speak: names, not phrases. */
const SAME_EVERYWHERE = new Set<string>([site.shortName, site.name, "WhatsApp", "GMP", "WHO-GMP", "ISO 9001:2015", "Incoterm"]);

/** Words a language writes exactly as English does (French "Sachet"). */
const COGNATES: Partial<Record<Locale, readonly string[]>> = {
  fr: ["Sachet", "Certifications", "Innovation", "Production", "Services", "Contact", "Mobile", "Page {page}", "Page", "Composition", "Message", "Notifications", "cartons", `Services | ${site.shortName}`, "Total"],
  es: ["Error 404", "Error 500", "Total", "Subtotal"],
};
const mayMatchEnglish = (locale: Locale, text: string) => SAME_EVERYWHERE.has(text) || (COGNATES[locale]?.includes(text) ?? false);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const english = dictionaryFor("en");

const PAGES = Object.keys(PUBLIC_PAGES) as PublicPage[];

describe("each public page's copy", () => {
  it.each(LOCALES)("is a module in %s, named after the page, with its menu name and its title and description", (locale) => {
    for (const page of PAGES) {
      const copy = pageCopyModule(page, locale);
      expect(copy, `${locale} ${page}`).toBeDefined();
      expect(copy!.nav.trim(), `${locale} ${page} nav`).not.toBe("");
      expect(Object.keys(copy!.seo).sort(), `${locale} ${page} seo`).toEqual(["description", "title"]);
    }
  });

  it.each(LOCALES)("keeps page titles and descriptions to the lengths search results show, in %s", (locale) => {
    for (const page of PAGES) {
      const seo = pageSeo(page, locale, companyDefaults);
      expect(seo.title.length, `${locale} ${page} title`).toBeLessThan(60);
      expect(seo.title, `${locale} ${page} title`).toContain(site.shortName);
      expect(seo.description.length, `${locale} ${page} description`).toBeGreaterThanOrEqual(120);
      expect(seo.description.length, `${locale} ${page} description`).toBeLessThanOrEqual(160);
    }
  });
});

describe.each(PREFIXED_LOCALES)("the %s translation", (locale) => {
  const dictionary = dictionaryFor(locale);

  it("has every interface text, in its own words, with the same placeholders", () => {
    const theirs = new Map(leaves(dictionary.messages));
    for (const [path, text] of leaves(english.messages)) {
      const translated = theirs.get(path);
      expect(translated, `${locale} ${path}`).toBeTruthy();
      expect(placeholders(translated!), `${locale} ${path} placeholders`).toEqual(placeholders(text));
      if (hasWords(text) && !mayMatchEnglish(locale, text)) expect(translated, `${locale} ${path} is still English`).not.toBe(text);
    }
  });

  it("has every page's copy, in its own words", () => {
    const theirs = new Map(PAGES.flatMap((page) => leaves(pageCopyModule(page, locale), page)));
    const mine = PAGES.flatMap((page) => leaves(pageCopyModule(page, "en"), page));
    expect([...theirs.keys()].sort()).toEqual(mine.map(([path]) => path).sort());
    for (const [path, text] of mine) {
      const translated = theirs.get(path)!;
      expect(translated.trim(), `${locale} ${path}`).not.toBe("");
      if (NOT_TEXT.test(path)) expect(translated, `${locale} ${path} is not text: unchanged`).toBe(text);
      else if (hasWords(text) && !mayMatchEnglish(locale, text) && !PROPER_NAME.test(path))
        expect(translated, `${locale} ${path} is still English`).not.toBe(text);
    }
  });

  it("translates every product's description and key benefits line for line", () => {
    for (const seed of productSeeds) {
      const slug = slugify(seed.name);
      const text = dictionary.products[slug];
      expect(text, `${locale} ${slug}`).toBeDefined();
      expect(text!.descriptionList, `${locale} ${slug} description`).toHaveLength(seed.description_list.length);
      expect(text!.keyBenefits, `${locale} ${slug} key benefits`).toHaveLength(seed.key_benefits.length);
      for (const line of [...text!.descriptionList, ...text!.keyBenefits]) expect(line.trim(), `${locale} ${slug}`).not.toBe("");
    }
    const known = new Set(productSeeds.map((seed) => slugify(seed.name)));
    expect(Object.keys(dictionary.products).filter((slug) => !known.has(slug))).toEqual([]);
  });

  it("names every category and dosage form", () => {
    for (const [term, name] of [...Object.entries(dictionary.terms.categories), ...Object.entries(dictionary.terms.dosageForms)]) {
      expect(name.trim(), `${locale} ${term}`).not.toBe("");
      if (!mayMatchEnglish(locale, term)) expect(name, `${locale} ${term} is still English`).not.toBe(term);
    }
  });

});
