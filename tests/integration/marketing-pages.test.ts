import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../app/config/site";
import { normalizeProduct } from "../../app/schemas/product";
import { productSeeds } from "../../content/products";
import { startTestServer, type TestServer } from "../support/server";
import { englishCopy } from "../support/copy";

const { aboutBanner, aboutCta, aboutIntro, aboutMission, coreValues, expertise, vision } = englishCopy.about;
const { contactPage } = englishCopy.contact;
const { countriesServed, globalPresenceCta, globalPresenceNarrative, presenceBlocks, reasonsToCollaborate, regions } = englishCopy.globalPresence;
const { bannerSlides, featuredProductSlugs, mission, overviewCards, sectionIntros, stats, testimonials, whyUsChecklist, whyWorkWithUs } = englishCopy.home;
const pageSeo = (page: keyof typeof englishCopy) => englishCopy[page].seo;
const { services, servicesBanner } = englishCopy.services;

const SITE_URL = "https://www.verdant-meridian.example";

/** The page's visible text as a crawler without JavaScript reads it: tags gone, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, entity: string) =>
      ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " })[entity]!,
    )
    .replace(/\s+/g, " ");
}

/** The anchor whose text is exactly `label`, as server-rendered. */
function hrefOf(html: string, label: string): string | undefined {
  const anchors = [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)];
  const match = anchors.find(([, , inner]) => textOf(inner ?? "").trim() === label);
  return match ? /href="([^"]*)"/.exec(match[1] ?? "")?.[1] : undefined;
}

function expectCopy(text: string, copy: readonly string[]): void {
  const missing = copy.filter((item) => !text.includes(item.replace(/\s+/g, " ")));
  expect(missing).toEqual([]);
}

describe("the marketing pages' raw HTML (no JavaScript)", () => {
  let server: TestServer;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer({ env: { SITE_URL } });
    for (const path of ["/", "/about", "/globalPresence", "/service", "/contact"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      pages.set(path, await res.text());
    }
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const html = (path: string) => pages.get(path)!;

  it.each([
    ["/", pageSeo("home")],
    ["/about", pageSeo("about")],
    ["/globalPresence", pageSeo("globalPresence")],
    ["/service", pageSeo("services")],
    ["/contact", pageSeo("contact")],
  ])("%s has its title, description, OpenGraph tags and a canonical link on SITE_URL", (path, seo) => {
    const page = html(path);
    const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
    expect(page).toContain(`<title>${attr(seo.title)}</title>`);
    expect(page).toContain(`<meta name="description" content="${attr(seo.description)}"/>`);
    expect(page).toContain(`<meta property="og:title" content="${attr(seo.title)}"/>`);
    expect(page).toContain(`<meta property="og:description" content="${attr(seo.description)}"/>`);
    expect(page).toContain(`<meta property="og:url" content="${SITE_URL}${path}"/>`);
    expect(page).toContain(`<link rel="canonical" href="${SITE_URL}${path}"/>`);
    expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it("home: the Organization JSON-LD, with '<' escaped, and only on the home page", () => {
    const scripts = [...html("/").matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const organization = JSON.parse(scripts[0]![1]!);
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      url: `${SITE_URL}/`,
      logo: `${SITE_URL}/art/logo.svg`,
      foundingDate: String(site.established),
      taxID: site.gstNumber,
      email: site.email,
      address: { postalCode: "110092", addressLocality: expect.stringContaining("Delhi") },
    });
    for (const path of ["/about", "/globalPresence", "/service", "/contact"]) {
      expect(html(path)).not.toContain("application/ld+json");
    }
  });

  it("home: every section's headings and copy", () => {
    const text = textOf(html("/"));
    expectCopy(text, [
      ...bannerSlides.flatMap((slide) => [slide.heading, slide.text]),
      ...Object.values(sectionIntros).flatMap((intro) => [intro.heading, intro.text]),
      ...overviewCards().flatMap((card) => [card.title, card.value]),
      mission.heading,
      ...mission.paragraphs,
      ...whyWorkWithUs.flatMap((item) => [item.title, item.text]),
      ...whyUsChecklist,
      ...stats.flatMap((stat) => [stat.value, stat.label]),
      ...testimonials.flatMap((testimonial) => [testimonial.name, testimonial.text]),
      "Contract Manufacturing",
      "Generic Products",
    ]);
    // The claims of docs/requirements.md §1, where a buyer looks for them.
    expectCopy(text, [
      site.businessType,
      String(site.established),
      "150+ products",
      site.market,
      site.turnoverBand,
      site.gstNumber,
      "WHO-GMP and ISO 9001:2015",
      "within 24 hours",
    ]);
  });

  it("home: the buttons' destinations and the five featured products", () => {
    const page = html("/");
    expect(hrefOf(page, "REQUEST A QUOTE")).toBe("/quote");
    expect(hrefOf(page, "VIEW ALL PRODUCTS")).toBe("/products");
    const catalogue = productSeeds.map((seed) => normalizeProduct(seed));
    for (const slug of featuredProductSlugs) {
      const product = catalogue.find((p) => p.slug === slug)!;
      expect(hrefOf(page, `View Details of ${product.name}`)).toBe(`/product/${slug}`);
      expect(page).toContain(`src="${product.images[0]}"`);
    }
    expect(page.match(/>View Details</g)).toHaveLength(5);
    // The first banner is the largest paint: fetched early, never lazily.
    expect(page).toMatch(/<img[^>]*src="\/art\/banner-1\.svg"[^>]*fetchPriority="high"/);
    expect(page).toMatch(/<img[^>]*src="\/art\/world-map\.svg"[^>]*loading="lazy"/);
  });

  it("about: banner, introduction, expertise, vision, mission, six values and 'Contact Us Today'", () => {
    const page = html("/about");
    expectCopy(textOf(page), [
      aboutBanner.heading,
      aboutBanner.text,
      aboutIntro.heading,
      ...aboutIntro.paragraphs,
      ...expertise.flatMap((block) => [block.title, block.text, ...block.points]),
      vision.heading,
      vision.text,
      aboutMission.heading,
      aboutMission.text,
      ...coreValues.flatMap((value) => [value.title, value.text]),
      aboutCta.heading,
    ]);
    expect(hrefOf(page, "Contact Us Today")).toBe("/contact");
  });

  it("global presence: narrative, every country by region, support blocks and reasons", () => {
    const page = html("/globalPresence");
    const text = textOf(page);
    expect(countriesServed.length).toBeGreaterThanOrEqual(60);
    expectCopy(text, [
      globalPresenceNarrative.heading,
      ...globalPresenceNarrative.paragraphs,
      ...regions.map((region) => region.name),
      ...countriesServed,
      ...presenceBlocks.flatMap((block) => [block.title, block.text]),
      ...reasonsToCollaborate,
      globalPresenceCta.heading,
    ]);
    expect(hrefOf(page, globalPresenceCta.button.label)).toBe("/contact");
  });

  it("services: the four services with their lists, steps and footer text", () => {
    const text = textOf(html("/service"));
    expectCopy(text, [
      servicesBanner.heading,
      ...services.flatMap((service) => [
        service.title,
        service.description,
        ...(service.features ?? []),
        ...(service.process ?? []).flatMap((step) => [step.title, step.text]),
        service.footer,
      ]),
    ]);
    expectCopy(text, ["Formulation Approval from the Drug Department", "Raw Material Procurement", "Production", "Export"]);
  });

  it("contact: heading, intro, phone, e-mail, address, the lazy titled map with its link, and the form", () => {
    const page = html("/contact");
    expectCopy(textOf(page), [
      "Get In Touch With Us!",
      contactPage.intro,
      site.phone,
      site.email,
      site.address.street,
      "110092",
      "Feel Free to Contact Us",
      contactPage.formIntro,
      "Name",
      "Email",
      "Phone",
      "Interest",
      "Submit",
    ]);
    const iframe = /<iframe\b[^>]*>/.exec(page)?.[0] ?? "";
    expect(iframe).toContain(`src="${site.map.embedUrl.replace(/&/g, "&amp;")}"`);
    expect(iframe).toContain('loading="lazy"');
    expect(iframe).toContain(`title="${contactPage.mapTitle}"`);
    expect(hrefOf(page, contactPage.mapLink)).toBe(site.map.linkUrl.replace(/&/g, "&amp;"));
  });
});
