import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "../../app/config/paths";
import { site } from "../../app/config/site";
import { CATEGORIES, normalizeProduct } from "../../app/schemas/product";
import { productSeeds } from "../../content/products";
import { startTestServer, type TestServer } from "../support/server";
import { LOCALES, localizePath } from "../../app/i18n/locales";

// Canonical URLs must come from SITE_URL, not from the Host the request happened to use.
const SITE_URL = "https://exports.example";
const products = productSeeds.map(normalizeProduct);
const remarks = productSeeds.map((s) => s.remark).filter((r) => r !== "");
const countOf = (category: string) => products.filter((p) => p.category === category).length;
const pharmaCount = countOf("Pharmaceuticals");

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/** The page's <main>, so assertions are not satisfied by the header or footer. */
function main(page: string): string {
  const start = page.indexOf('<main id="main"');
  const end = page.indexOf("</main>", start);
  expect(start, "the page has a <main>").toBeGreaterThanOrEqual(0);
  return page.slice(start, end);
}

function jsonLd(page: string): Array<Record<string, unknown>> {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const parsed: unknown = JSON.parse(m[1] ?? "null");
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

describe("catalogue pages, as served (no JavaScript)", () => {
  let server: TestServer;
  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() };
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { SITE_URL } });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  describe("product page", () => {
    it("every product page holds its name, composition, dosage form and pack size in the raw HTML", async () => {
      for (const product of products) {
        const { status, body } = await get(`/product/${product.slug}`);
        expect(status, product.slug).toBe(200);
        const content = main(body);
        // The name is isolated (bdi), so a right-to-left page keeps it left to right.
        expect(content, product.slug).toContain(`><bdi>${html(product.name)}</bdi></h1>`);
        expect(content, product.slug).toContain(html(product.composition));
        expect(content, product.slug).toMatch(new RegExp(`Dosage Form</th><td[^>]*>${escapeRegExp(html(product.dosageForm))}</td>`));
        expect(content, product.slug).toMatch(new RegExp(`Pack Size</th><td[^>]*>${escapeRegExp(html(product.packSize))}</td>`));
        for (const line of product.descriptionList) expect(content).toContain(`<li>${html(line)}</li>`);
        for (const benefit of product.keyBenefits) expect(content).toContain(`<li>${html(benefit)}</li>`);
        expect(content).toContain(`Inquire About ${html(product.name)}`);
      }
    });

    it("never shows an internal remark or a price", async () => {
      expect(remarks.length).toBeGreaterThan(0);
      const withRemark = productSeeds.filter((s) => s.remark !== "").map((s) => normalizeProduct(s).slug);
      const pages = await Promise.all(
        [
          ...withRemark.map((slug) => `/product/${slug}`),
          ...withRemark.map((slug) => `/product/${slug}?inquire=1`),
          ...CATEGORIES.flatMap((c) => [1, 2, 3, 4, 5, 6, 7].map((page) => `/category/${c}?page=${page}`)),
          "/products",
          "/products?form=Tablets",
          "/products?q=check%20stock",
          "/sitemap.xml",
        ].map(get),
      );
      for (const page of pages) {
        for (const remark of remarks) {
          expect(page.body).not.toContain(remark);
          expect(page.body).not.toContain(html(remark));
        }
        // No price anywhere in the catalogue's own content (the layout's marketing copy aside).
        const content = page.type.startsWith("text/html") ? main(page.body) : page.body;
        expect(content).not.toMatch(/\bprice\b/i);
        for (const ld of jsonLd(page.body)) expect(JSON.stringify(ld)).not.toMatch(/price|offers/i);
      }
    });

    it("shows a product's images with width, height and alt text, or the placeholder", async () => {
      const nested = productSeeds.find((s) => s.product_url.some((u) => Array.isArray(u)));
      const imageless = productSeeds.find((s) => s.product_url.length === 0 && s.image_url === "");
      if (!nested || !imageless) throw new Error("expected the nested and the imageless entries");
      const gallery = main((await get(`/product/${normalizeProduct(nested).slug}`)).body);
      for (const src of nested.product_url.flat()) expect(gallery).toContain(`src="${src}"`);
      const placeholder = main((await get(`/product/${normalizeProduct(imageless).slug}`)).body);
      expect(placeholder).toContain('src="/new/placeholder.svg"');
      for (const page of [gallery, placeholder]) {
        for (const img of page.match(/<img [^>]*>/g) ?? []) {
          expect(img).toMatch(/ width="\d+"/);
          expect(img).toMatch(/ height="\d+"/);
          expect(img).toMatch(/ alt="[^"]{5,}"/);
        }
      }
    });

    it("has breadcrumbs and up to four related products of the same category", async () => {
      const product = products.find((p) => p.category === "Cosmetic");
      if (!product) throw new Error("expected a cosmetic product");
      const content = main((await get(`/product/${product.slug}`)).body);
      expect(content).toContain('<nav aria-label="Breadcrumb"');
      expect(content).toContain('href="/category/Cosmetic"');
      const related = content.slice(content.indexOf("Related Products"));
      const links = [...related.matchAll(/href="\/product\/([^"]+)"/g)].map((m) => m[1]);
      expect(links).toHaveLength(4);
      for (const slug of links) {
        expect(slug).not.toBe(product.slug);
        expect(products.find((p) => p.slug === slug)?.category).toBe("Cosmetic");
      }
    });

    it("answers an unknown slug with 'Product not found' and 404", async () => {
      const { status, body } = await get("/product/no-such-product");
      expect(status).toBe(404);
      expect(main(body)).toContain(">Product not found</h1>");
      expect(body).toContain(`<title>Product not found | ${site.shortName}</title>`);
      expect(body).toContain('<meta name="robots" content="noindex"/>');
    });

    it("has a title, description, canonical URL and JSON-LD Product and BreadcrumbList", async () => {
      const product = products[2];
      if (!product) throw new Error("expected a product");
      const { body } = await get(`/product/${product.slug.toUpperCase()}`);
      expect(body).toContain(`<title>${html(product.name)} | ${site.shortName}</title>`);
      expect(body).toMatch(/<meta name="description" content="[^"]{50,160}"\/>/);
      expect(body).toContain(`<link rel="canonical" href="${SITE_URL}/product/${product.slug}"/>`);
      const [productLd, breadcrumbLd] = jsonLd(body);
      expect(productLd).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.name,
        url: `${SITE_URL}/product/${product.slug}`,
        image: product.images.map((src) => `${SITE_URL}${src}`),
      });
      expect(JSON.stringify(productLd)).not.toMatch(/price|offers/i);
      expect(breadcrumbLd).toMatchObject({
        "@type": "BreadcrumbList",
        itemListElement: [
          { position: 1, name: "Home", item: `${SITE_URL}/` },
          { position: 2, name: "Products", item: `${SITE_URL}/products` },
          { position: 3, name: product.category, item: `${SITE_URL}/category/${product.category}` },
          { position: 4, name: product.name, item: `${SITE_URL}/product/${product.slug}` },
        ],
      });
    });

    it("renders the inquiry dialog open, with its title and fields, for ?inquire=1", async () => {
      const product = products[0];
      if (!product) throw new Error("expected a product");
      const closed = main((await get(`/product/${product.slug}`)).body);
      // (The gallery's zoom view is a closed <dialog> of its own.)
      expect(closed).not.toMatch(/<dialog open/);
      expect(closed).not.toContain(`Inquire about ${html(product.name)}</h2>`);
      expect(closed).toMatch(/<form[^>]*action="\/product\/[^"]+" method="get"><button type="submit" value="1"[^>]*name="inquire"/);
      const open = main((await get(`/product/${product.slug}?inquire=1`)).body);
      expect(open).toMatch(/<dialog open=""[^>]*aria-labelledby="([^"]+)"/);
      expect(open).toContain(`Inquire about ${html(product.name)}</h2>`);
      for (const field of ["email", "phone", "country", "message"]) expect(open).toContain(`name="${field}"`);
    });
  });

  describe("products page", () => {
    it("has the heading, subtitle, total, category cards with counts and the contact box", async () => {
      const { status, body } = await get("/products");
      expect(status).toBe(200);
      const content = main(body);
      expect(content).toContain(">Products</h1>");
      expect(content).toContain("Explore our wide range of high-quality products");
      expect(content).toMatch(new RegExp(`Total Products</span><span[^>]*>${products.length}</span>`));
      for (const category of CATEGORIES) {
        expect(content).toContain(`>${category}</h2>`);
        expect(content).toContain(`(${countOf(category)} products)`);
        expect(content).toMatch(new RegExp(`href="/category/${category}"[^>]*>View Products</a>`));
      }
      expect(content).toContain("Looking for specific products?");
      expect(content).toContain("Contact our team for detailed information about our product range");
      expect(content).toMatch(/href="\/contact"[^>]*>Contact Us<\/a>/);
      expect(body).toContain(`<link rel="canonical" href="${SITE_URL}/products"/>`);
      expect(body).toMatch(/<meta name="description" content="[^"]+"\/>/);
    });
  });

  describe("category page", () => {
    const readMoreLinks = (content: string) => [...content.matchAll(/href="(\/product\/[^"]+)"[^>]*>Read more/g)];

    it("page 1: 'Showing 1-8 of N results', 8 cards, previous disabled, next a real link", async () => {
      const { status, body } = await get("/category/Pharmaceuticals");
      expect(status).toBe(200);
      const content = main(body);
      expect(content).toContain(">Pharmaceuticals</h1>");
      expect(content).toContain(`Showing 1-8 of ${pharmaCount} results`);
      expect(readMoreLinks(content)).toHaveLength(8);
      expect(content).toMatch(anchor('role="link" aria-disabled="true"', "Previous"));
      expect(content).toMatch(anchor('href="/category/Pharmaceuticals\\?page=2"', "Next"));
      expect(content).toMatch(/aria-current="page"[^>]*href="\/category\/Pharmaceuticals"|href="\/category\/Pharmaceuticals"[^>]*aria-current="page"/);
      expect(body).toContain(`<link rel="canonical" href="${SITE_URL}/category/Pharmaceuticals"/>`);
    });

    it("the last page: the rest of the products, next disabled, previous a real link", async () => {
      const last = Math.ceil(pharmaCount / 8);
      const content = main((await get(`/category/Pharmaceuticals?page=${last}`)).body);
      expect(content).toContain(`Showing ${(last - 1) * 8 + 1}-${pharmaCount} of ${pharmaCount} results`);
      expect(readMoreLinks(content)).toHaveLength(pharmaCount - (last - 1) * 8);
      expect(content).toMatch(anchor('role="link" aria-disabled="true"', "Next"));
      expect(content).toMatch(anchor(`href="/category/Pharmaceuticals\\?page=${last - 1}"`, "Previous"));
    });

    it("clamps the page: past the end shows the last page, below 1 or garbage the first", async () => {
      const last = Math.ceil(pharmaCount / 8);
      expect(main((await get("/category/Pharmaceuticals?page=999")).body)).toContain(
        `Showing ${(last - 1) * 8 + 1}-${pharmaCount} of ${pharmaCount} results`,
      );
      for (const page of ["0", "-1", "abc"]) {
        expect(main((await get(`/category/Pharmaceuticals?page=${page}`)).body)).toContain(`Showing 1-8 of ${pharmaCount} results`);
      }
    });

    it("matches the category ignoring case, with the canonical spelling in title and canonical URL", async () => {
      const { status, body } = await get("/category/nutraceuticals?page=2");
      expect(status).toBe(200);
      expect(main(body)).toContain(">Nutraceuticals</h1>");
      expect(body).toContain(`<link rel="canonical" href="${SITE_URL}/category/Nutraceuticals?page=2"/>`);
      expect(body).toContain(`<title>Nutraceuticals, page 2 of ${Math.ceil(countOf("Nutraceuticals") / 8)} | ${site.shortName}</title>`);
    });

    it("an unknown category: 'No products found in this category.' with 404", async () => {
      const { status, body } = await get("/category/Sweets");
      expect(status).toBe(404);
      const content = main(body);
      expect(content).toContain(">Sweets</h1>");
      expect(content).toContain("No products found in this category.");
      expect(content).not.toContain("Showing");
      expect(body).toContain('<meta name="robots" content="noindex"/>');
    });

    it("escapes a hostile category name", async () => {
      const { body } = await get(`/category/${encodeURIComponent("<img src=x onerror=alert(1)>")}`);
      expect(body).not.toContain("<img src=x");
      expect(body).toContain("&lt;img src=x onerror=alert(1)&gt;");
    });
  });

  describe("search", () => {
    it("finds a product by a word of its composition, ignoring case and accents", async () => {
      const { status, body } = await get(`/products?q=${encodeURIComponent("CLAVULANATE amoxicillin")}`);
      expect(status).toBe(200);
      const content = main(body);
      expect(content).toContain('href="/product/mericlav-625-tablets"');
      expect(content).toMatch(/Showing 1-\d+ of \d+ results/);
      expect(body).toContain('<meta name="robots" content="noindex, follow"/>');
      const accented = main((await get(`/products?q=${encodeURIComponent("paracétamol 650")}`)).body);
      expect(accented).toContain('href="/product/verdamol-650-tablets"');
      expect(accented).toContain("Showing 1-1 of 1 results");
    });

    it("finds what buyers type: the BP spelling, a strength without a space, shorthand; best match first", async () => {
      const amoxycillin = main((await get("/products?q=amoxycillin")).body);
      const amoxicillin = products.filter((p) => p.composition.includes("Amoxicillin"));
      expect(amoxicillin.length).toBeGreaterThanOrEqual(3);
      for (const { slug } of amoxicillin) expect(amoxycillin).toContain(`href="/product/${slug}"`);
      expect(amoxycillin).toContain(`Showing 1-${amoxicillin.length} of ${amoxicillin.length} results`);
      const joined = main((await get("/products?q=500mg&category=Nutraceuticals")).body);
      const spaced = main((await get(`/products?q=${encodeURIComponent("500 mg")}&category=Nutraceuticals`)).body);
      const slugsOf = (html: string) => [...html.matchAll(/href="\/product\/([^"]+)"[^>]*>Read more/g)].map((m) => m[1]);
      expect(slugsOf(joined)).toEqual(slugsOf(spaced));
      expect(slugsOf(joined)).toContain("ashvamer-500-capsules");
      expect(slugsOf(main((await get("/products?q=syp&category=Nutraceuticals")).body))).toEqual(
        products.filter((p) => p.category === "Nutraceuticals" && p.dosageForm === "Syrup").map((p) => p.slug),
      );
      expect(slugsOf(main((await get(`/products?q=${encodeURIComponent("vitamin c")}`)).body))[0]).toBe("verdaleaf-vitamin-c-face-gel");
    });

    it("filters by dosage form and paginates with the filter kept in the links", async () => {
      const tablets = products.filter((p) => p.dosageForm === "Tablets");
      expect(tablets.length).toBeGreaterThan(8);
      const content = main((await get("/products?q=&form=Tablets")).body);
      expect(content).toContain(`Showing 1-8 of ${tablets.length} results`);
      expect(content).toContain('href="/products?form=Tablets&amp;page=2"');
      const second = main((await get("/products?form=Tablets&page=2")).body);
      expect(second).toContain(`Showing 9-${Math.min(16, tablets.length)} of ${tablets.length} results`);
      for (const [, slug] of second.matchAll(/href="\/product\/([^"]+)"[^>]*>Read more/g)) {
        expect(products.find((p) => p.slug === slug)?.dosageForm).toBe("Tablets");
      }
    });

    it("no result gives a helpful message and a link to /contact", async () => {
      const { status, body } = await get("/products?q=unobtainium");
      expect(status).toBe(200);
      const content = main(body);
      expect(content).toContain("No products match &quot;unobtainium&quot;.");
      expect(content).toMatch(/href="\/contact"[^>]*>contact our team<\/a>/);
      expect(content).not.toContain("Read more");
    });

    it("the search box is on the category page too, scoped to that category", async () => {
      const content = main((await get("/category/Cosmetic")).body);
      expect(content).toMatch(/<form role="search"[^>]*action="\/products" method="get">/);
      expect(content).toMatch(/<option value="Cosmetic" selected="">Cosmetic<\/option>/);
    });
  });

  describe("sitemap and robots", () => {
    it("/sitemap.xml lists every public page, category and product once in each language", async () => {
      const { status, type, body } = await get("/sitemap.xml");
      expect(status).toBe(200);
      expect(type).toMatch(/^application\/xml/);
      const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      const paths = [...Object.values(PUBLIC_PAGES), ...CATEGORIES.map((c) => `/category/${c}`), ...products.map((p) => `/product/${p.slug}`)];
      const expected = LOCALES.flatMap((locale) => paths.map((path) => `${SITE_URL}${localizePath(path, locale)}`));
      expect(locs.sort()).toEqual(expected.sort());
    });

    it("/robots.txt points at the sitemap", async () => {
      const { status, type, body } = await get("/robots.txt");
      expect(status).toBe(200);
      expect(type).toMatch(/^text\/plain/);
      expect(body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
      expect(body).toMatch(/^Disallow: \/admin$/m);
    });
  });
});

/** An <a> whose attributes contain `attributes` (a regex source) and whose content contains `text`. */
function anchor(attributes: string, text: string): RegExp {
  return new RegExp(`<a [^>]*${attributes}[^>]*>(?:(?!</a>)[\\s\\S])*>${text}<`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
