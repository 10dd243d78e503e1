import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login } from "../support/admin";
import { plainPdf } from "../support/document-fixtures";
import { startTestServer, type TestServer } from "../support/server";

describe("the Quality and compliance page", () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await login(server);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const page = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status, path).toBe(200);
    return res.text();
  };
  /** The cards of the page, each as its HTML. */
  const cards = (html: string) => [...html.matchAll(/<article[^>]*data-testid="document-card"[\s\S]*?<\/article>/g)].map((m) => m[0]);

  it("lists the sample WHO-GMP and ISO 9001:2015 certificates with number, issuer, validity, the issuer's link and the file", async () => {
    const html = await page("/compliance");
    expect(html).toContain("<h1");
    expect(html).toContain("Quality and Compliance");
    const who = cards(html).find((card) => card.includes("WHO-GMP certificate</h3>"))!;
    expect(who).toBeDefined();
    expect(who).toContain("SAMPLE-WHO-GMP-2025-0417");
    expect(who).toContain("State Drugs Control Organisation (sample issuer)");
    expect(who).toMatch(/Valid until<\/dt><dd[^>]*>\w+ \d{1,2}, \d{4}<\/dd>/);
    expect(who).toMatch(/href="https:\/\/cdsco\.gov\.in\/" target="_blank" rel="noopener noreferrer"/);
    expect(who).toContain("Verify with the issuer");
    const href = /href="(\/documents\/[0-9a-f-]{36})"/.exec(who)![1]!;
    const file = await fetch(`${server.url}${href}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(cards(html).some((card) => card.includes("ISO 9001:2015 certificate</h3>"))).toBe(true);
    // The manufacturing licence is on request: listed, with no file.
    const licence = cards(html).find((card) => card.includes("Manufacturing licence</h3>"))!;
    expect(licence).toContain("On request");
    expect(licence).not.toMatch(/href="\/documents\//);
    // Product documents are not company certificates.
    expect(html).not.toContain("CoPP, Verdamol");
  });

  it("never shows an expired certificate as valid, nor offers its file", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "new-document",
      type: "iso-9001",
      title: "Old ISO certificate",
      number: "OLD-1",
      issuer: "Old issuer",
      issuedOn: "2019-01-01",
      expiresOn: "2022-01-01",
      language: "en",
      visibility: "public",
    }))
      form.append(name, value);
    form.append("file", new Blob([new Uint8Array(await plainPdf("Old"))], { type: "application/pdf" }), "old.pdf");
    const res = await fetch(`${server.url}/admindocuments`, { method: "POST", headers: { cookie }, body: form, redirect: "manual" });
    expect(res.status).toBe(302);
    const html = await page("/compliance");
    const old = cards(html).find((card) => card.includes("Old ISO certificate"))!;
    expect(old).toContain("Expired on January 1, 2022");
    expect(old).not.toContain("Valid until");
    expect(old).not.toMatch(/href="\/documents\//);
  });

  it("is in five languages, right to left in Arabic, in the footer, the sitemap and linked from About", async () => {
    const fr = await page("/fr/compliance");
    expect(fr).toContain("Qualité et conformité");
    expect(fr).toContain("Vérifier auprès de l’émetteur");
    const ar = await page("/ar/compliance");
    expect(ar).toMatch(/<html lang="ar" dir="rtl"/);
    expect(ar).toContain("الجودة والامتثال");
    expect(ar).toContain("التحقق لدى الجهة المصدرة");
    expect(await page("/es/compliance")).toContain("Calidad y cumplimiento");
    expect(await page("/ru/compliance")).toContain("Качество и соответствие");
    const home = await page("/");
    expect(/<footer[\s\S]*<\/footer>/.exec(home)![0]).toContain('href="/compliance"');
    expect(/<header[\s\S]*?<\/header>/.exec(home)![0]).not.toContain('href="/compliance"');
    expect(await page("/about")).toContain('href="/compliance"');
    expect(await page("/fr/about")).toContain('href="/fr/compliance"');
    const sitemap = await page("/sitemap.xml");
    expect(sitemap).toContain("/compliance</loc>");
    expect(sitemap).toContain("/ar/compliance");
  });

  it("a product page shows its Documents section: public ones to download, on-request ones without a file; none for a product without", async () => {
    const html = await page("/product/verdamol-500-tablets");
    const section = /<section[^>]*data-testid="product-documents"[\s\S]*?<\/section>/.exec(html)![0];
    expect(section).toContain("<h2");
    const coa = cards(section).find((card) => card.includes("Certificate of analysis, Verdamol 500 Tablets"))!;
    const href = /href="(\/documents\/[0-9a-f-]{36})"/.exec(coa)![1]!;
    expect((await fetch(`${server.url}${href}`)).status).toBe(200);
    const copp = cards(section).find((card) => card.includes("CoPP, Verdamol 500 Tablets, Kenya"))!;
    expect(copp).toContain("Kenya");
    expect(copp).toContain("On request");
    expect(copp).not.toMatch(/href="\/documents\//);
    const arabic = await page("/ar/product/verdamol-500-tablets");
    expect(arabic).toContain("شهادة التحليل");
    expect(await page("/product/verdamol-650-tablets")).not.toContain('data-testid="product-documents"');
  });
});
