import { existsSync, readFileSync, statSync } from "node:fs";
import { describe, it, expect } from "vitest";
import { site } from "../../app/config/site";
import { aboutBanner, coreValues, expertise } from "./about";
import { messages } from "../i18n/en/messages";
import { contactPage } from "./contact";
import { resolveCountry } from "../../app/company/countries.server";
import { countriesServed, globalPresenceBanner, globalPresenceMap, reasonsToCollaborate, regions } from "./global-presence";
import { normalizeProduct } from "../../app/schemas/product";
import { productSeeds } from "../products";
import {
  bannerSlides,
  featuredProductSlugs,
  homeGlobalPresence,
  overviewCards,
  stats,
  testimonials,
  whyUsChecklist,
  whyWorkWithUs,
} from "./home";
import { services, servicesBanner } from "./services";

const publicFile = (webPath: string) => new URL(`../../public${webPath}`, import.meta.url);

describe("home content", () => {
  it("has the carousel, lists and testimonials in the sizes the page lays out", () => {
    expect(bannerSlides).toHaveLength(3);
    expect(new Set(bannerSlides.map((slide) => slide.id)).size).toBe(3);
    expect(whyUsChecklist).toHaveLength(10);
    expect(whyWorkWithUs.map((item) => item.title)).toEqual([
      "Quality Assurance",
      "Timely Delivery",
      "Competitive Pricing",
      "Export Documentation",
    ]);
    expect(testimonials).toHaveLength(3);
  });

  it("features five existing products, distinct, from every category", () => {
    const catalogue = new Map(productSeeds.map((seed) => [normalizeProduct(seed).slug, normalizeProduct(seed)]));
    expect(featuredProductSlugs).toHaveLength(5);
    expect(new Set(featuredProductSlugs).size).toBe(5);
    expect(featuredProductSlugs.filter((slug) => !catalogue.has(slug))).toEqual([]);
    const categories = new Set(featuredProductSlugs.map((slug) => catalogue.get(slug)?.category));
    expect([...categories].sort()).toEqual(["Cosmetic", "Nutraceuticals", "Pharmaceuticals"]);
  });

  it("shows the specification's statistics", () => {
    expect(stats.map((stat) => stat.value)).toEqual(["150+", "5+", "24+", "100%"]);
  });

  it("takes every overview value from the site configuration", () => {
    const values = overviewCards().map((card) => card.value);
    expect(values).toEqual([
      site.businessType,
      String(site.established),
      site.market,
      site.turnoverBand,
      site.gstNumber,
      site.certifications.join(", "),
    ]);
  });
});

describe("about content", () => {
  it("lists the six core values by name, in order", () => {
    expect(coreValues.map((value) => value.title)).toEqual([
      "Quality",
      "Integrity",
      "Reliability",
      "Innovation",
      "Partnership",
      "Global Excellence",
    ]);
  });

  it("covers both areas of expertise", () => {
    expect(expertise.map((block) => block.title)).toEqual([
      "Contract and Third-Party Manufacturing",
      "Drug Regulatory Affairs",
    ]);
  });
});

describe("global presence content", () => {
  it("serves at least 60 distinct countries", () => {
    expect(new Set(countriesServed).size).toBe(countriesServed.length);
    expect(countriesServed.length).toBeGreaterThanOrEqual(60);
    expect(countriesServed).toHaveLength(regions.reduce((sum, region) => sum + region.countries.length, 0));
  });

  it("names served countries exactly as the site's country names do", () => {
    expect(countriesServed.filter((country) => resolveCountry(country)?.name !== country)).toEqual([]);
  });

  it("has six to eight reasons to collaborate", () => {
    expect(reasonsToCollaborate.length).toBeGreaterThanOrEqual(6);
    expect(reasonsToCollaborate.length).toBeLessThanOrEqual(8);
  });
});

describe("country names", () => {
  it("knows the company's own country", () => {
    expect(resolveCountry(site.address.country)?.name).toBe(site.address.country);
  });
});

describe("services content", () => {
  it("has the four services in order, with the third-party process in its four steps", () => {
    expect(services.map((service) => service.title)).toEqual([
      "Contract Manufacturing",
      "Third-Party Manufacturing",
      "Institutional Tenders",
      "Regulatory Service",
    ]);
    const thirdParty = services[1];
    expect(thirdParty?.process?.map((step) => step.title)).toEqual([
      "Formulation Approval from the Drug Department",
      "Raw Material Procurement",
      "Production",
      "Export",
    ]);
    const features = services[0]?.features ?? [];
    expect(features.length).toBeGreaterThanOrEqual(6);
    expect(features.length).toBeLessThanOrEqual(8);
    expect(new Set(services.map((service) => service.slug)).size).toBe(4);
  });
});

describe("contact content", () => {
  it("uses the specification's exact headings", () => {
    expect(contactPage.heading).toBe("Get In Touch With Us!");
    expect(contactPage.formTitle).toBe("Feel Free to Contact Us");
    const { interestOptions } = messages.forms.contact;
    expect(new Set(interestOptions).size).toBe(interestOptions.length);
  });
});

describe("artwork", () => {
  const images = [
    ...bannerSlides.map((slide) => slide.image),
    ...testimonials.map((testimonial) => testimonial.image),
    homeGlobalPresence.image,
    globalPresenceMap.image,
    aboutBanner.image,
    globalPresenceBanner.image,
    servicesBanner.image,
    "/art/logo.svg",
    "/art/map-thumb.svg",
  ];

  // Pages reserve these boxes (width and height attributes) to avoid layout shift.
  const expectedSize = (image: string): string => {
    if (/\/banner-\d\.svg$/.test(image)) return "1600x600";
    if (/-banner\.svg$/.test(image)) return "1600x400";
    if (image.endsWith("world-map.svg")) return "1200x600";
    if (image.endsWith("logo.svg")) return "48x48";
    if (image.endsWith("map-thumb.svg")) return "400x250";
    return "200x200";
  };

  it.each(images)("%s exists, is self-contained and within its size budget", (image) => {
    const file = publicFile(image);
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, "utf8");
    expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
    const root = /^<svg [^>]*width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/.exec(svg);
    expect(root, "root <svg> with width, height and viewBox").not.toBeNull();
    const [, width, height, viewWidth, viewHeight] = root ?? [];
    expect(`${width}x${height}`).toBe(expectedSize(image));
    expect(`${viewWidth}x${viewHeight}`).toBe(`${width}x${height}`);
    // Only the SVG namespace may be a URL: any other would be a network fetch or a raster.
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:|<image|data:/);
    const budget = /banner/.test(image) ? 25_000 : 10_000;
    expect(statSync(file).size).toBeLessThan(budget);
  });

  it("draws each testimonial avatar with its person's initials", () => {
    for (const testimonial of testimonials) {
      const initials = testimonial.name
        .split(" ")
        .map((word) => word[0])
        .join("");
      const svg = readFileSync(publicFile(testimonial.image), "utf8");
      expect(svg).toContain(`>${initials}</text>`);
    }
  });
});

describe("copy hygiene", () => {
  // Facts live in the site configuration only; a literal copy here would go stale silently.
  const configured = [
    site.name,
    site.shortName,
    site.gstNumber,
    site.email,
    site.phone,
    site.address.street,
    site.address.postalCode,
    site.turnoverBand,
    String(site.established),
  ];
  const sources = ["home.ts", "about.ts", "global-presence.ts", "services.ts", "contact.ts", "products.ts"];

  it.each(sources)("%s repeats no configured value", (source) => {
    const text = readFileSync(new URL(`./${source}`, import.meta.url), "utf8");
    expect(configured.filter((value) => text.includes(value))).toEqual([]);
  });
});
