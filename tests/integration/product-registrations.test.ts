import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productSeeds } from "../../content/products";
import { normalizeProduct } from "../../app/schemas/product";
import { api, login, openServerDatabase } from "../support/admin";
import { addDocument } from "../support/documents";
import { startTestServer, type TestServer } from "../support/server";

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** The Registrations table's body rows, cell texts joined by " | ". */
function registrationRows(html: string): string[] {
  const section = /<section[^>]*data-testid="product-registrations"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  const body = /<tbody[\s\S]*?<\/tbody>/.exec(section)?.[0] ?? "";
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) => [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => textOf(cell[1]!)).join(" | "));
}

describe("registrations by country", () => {
  let server: TestServer;
  let cookie: string;
  let verdamol: { id: string; slug: string };

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await login(server);
    const listed = await api(server, "GET", `/api/admin/products?q=${encodeURIComponent("Verdamol 500 Tablets")}`, { cookie });
    verdamol = listed.json.data.products.find((p: { name: string }) => p.name === "Verdamol 500 Tablets");
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const page = async (path: string, withCookie = false) => {
    const res = await fetch(`${server.url}${path}`, { headers: withCookie ? { cookie } : {}, redirect: "manual" });
    return { status: res.status, location: res.headers.get("location"), html: await res.text() };
  };
  const post = (body: Record<string, string>) =>
    fetch(`${server.url}/adminproducts/${verdamol.id}/registrations`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, cookie },
      body: new URLSearchParams(body),
      redirect: "manual",
    });

  it("a new database starts with sample registrations of Verdamol 500 Tablets, shown on its page in its language and marked as samples in the admin", async () => {
    const en = await page(`/product/${verdamol.slug}`);
    const rows = registrationRows(en.html);
    expect(rows.map((row) => row.replace(/Download \(PDF, \d+ KB\)$/, "Download (PDF)"))).toEqual([
      "Ghana | Registered | SAMPLE-GH-FDA-2291 | Sep 30, 2027 | —",
      // The sample certificate of the library (decision 0050), filed for Kenya.
      "Kenya | Registered | SAMPLE-KE-PPB-0417 | Mar 31, 2028 | Download (PDF)",
      "Nigeria | In process | — | — | —",
      "Philippines | Withdrawn | SAMPLE-PH-DR-0083 | Jun 30, 2025 | —",
    ]);
    const kenyaRow = /<tr[^>]*data-country="KE"[\s\S]*?<\/tr>/.exec(en.html)![0];
    const href = /<a href="(\/documents\/[0-9a-f-]{36})"/.exec(kenyaRow)![1]!;
    const file = await fetch(`${server.url}${href}`);
    expect(file.status).toBe(200);
    const pdf = Buffer.from(await file.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // The library's sample, matching the sample registration's number and date.
    const db = openServerDatabase(server);
    try {
      const sample = await db.db.selectFrom("documents").selectAll().where("id", "=", href.split("/").pop()!).executeTakeFirstOrThrow();
      expect(sample).toMatchObject({ type: "registration", country_code: "KE", number: "SAMPLE-KE-PPB-0417", expires_on: "2028-03-31", visibility: "public", sample: 1 });
    } finally {
      await db.close();
    }
    const fr = await page(`/fr/product/${verdamol.slug}`);
    expect(registrationRows(fr.html).find((row) => row.startsWith("Kenya"))).toMatch(/^Kenya \| Enregistré \| SAMPLE-KE-PPB-0417 \| 31 mars 2028 \| /);
    const ar = await page(`/ar/product/${verdamol.slug}`);
    expect(textOf(ar.html)).toContain("التسجيلات");
    expect(registrationRows(ar.html).some((row) => row.includes("كينيا") && row.includes("مسجّل"))).toBe(true);

    const admin = await page(`/adminproducts/${verdamol.id}/registrations`, true);
    expect(admin.status).toBe(200);
    expect(textOf(admin.html)).toContain("Kenya Sample");
    expect((await page(`/adminproducts/${verdamol.id}/registrations`)).status).toBe(302);
  });

  it("a buyer's country of registration filters the catalogue: registered products, those in process marked, in the page's language", async () => {
    const results = (html: string) => /<section aria-labelledby="results-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    const names = (html: string) => [...results(html).matchAll(/<bdi>([^<]+)<\/bdi>/g)].map((m) => m[1]);
    const choices = (html: string) =>
      [.../<select name="country"[\s\S]*?<\/select>/.exec(html)![0].matchAll(/<option[^>]*value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => `${m[1]}:${m[2]}`);

    const kenya = await page("/products?country=KE");
    expect(names(kenya.html)).toEqual(["Verdamol 500 Tablets", "Verdamol 650 Tablets"]);
    expect(textOf(kenya.html)).toContain("Search results for registered in Kenya");
    expect(results(kenya.html)).not.toContain("Registration in process");
    // Only countries with a registered or in-process product are offered (the Philippines, withdrawn only, is not).
    expect(choices(kenya.html)).toEqual([":All countries", "GH:Ghana", "KE:Kenya", "NG:Nigeria", "VN:Vietnam"]);
    // The language switcher keeps the filter.
    expect(kenya.html).toContain('href="/fr/products?country=KE"');

    const nigeria = await page("/products?q=paracetamol&country=ng");
    expect(names(nigeria.html)).toEqual(["Verdamol 500 Tablets"]);
    expect(textOf(results(nigeria.html))).toContain("Registration in process in Nigeria");

    const arabic = await page("/ar/products?country=NG");
    expect(names(arabic.html)).toEqual(["Verdamol 500 Tablets"]);
    expect(textOf(results(arabic.html))).toContain("التسجيل قيد الإجراء في");
    expect(choices(arabic.html)[0]).toBe(":جميع البلدان");

    // A country no product is on sale in is not a filter: the plain overview.
    expect(results((await page("/products?country=PH")).html)).toBe("");
    // On a category page the same form, with the category chosen, narrows to both.
    const category = await page("/category/Pharmaceuticals");
    expect(choices(category.html)).toEqual([":All countries", "GH:Ghana", "KE:Kenya", "NG:Nigeria", "VN:Vietnam"]);
  });

  it("saves a country's registration from the plain form, refuses a bad date or country under its field, and removes one", async () => {
    const badDate = await post({ intent: "save", country: "Tanzania", status: "registered", number: "TZ-1", validUntil: "2027-02-30" });
    expect(badDate.status).toBe(400);
    expect(await badDate.text()).toContain("Valid until must be a date (YYYY-MM-DD)");
    const badCountry = await post({ intent: "save", country: "Atlantis", status: "registered" });
    expect(badCountry.status).toBe(400);
    expect(await badCountry.text()).toContain("Choose a country from the list");
    const badStatus = await post({ intent: "save", country: "Tanzania", status: "pending" });
    expect(badStatus.status).toBe(400);

    const saved = await post({ intent: "save", country: "Tanzania", status: "registered", number: "TZ-FICT-0099", validUntil: "2029-01-15" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/adminproducts/${verdamol.id}/registrations?notice=saved`);
    // Saving a sample's country replaces it: no longer a sample.
    expect((await post({ intent: "save", country: "Kenya", status: "withdrawn", number: "", validUntil: "" })).status).toBe(302);
    const rows = registrationRows((await page(`/product/${verdamol.slug}`)).html);
    expect(rows).toContain("Tanzania | Registered | TZ-FICT-0099 | Jan 15, 2029 | —");
    // The sample certificate stays in the library: the row still offers it.
    expect(rows).toContainEqual(expect.stringMatching(/^Kenya \| Withdrawn \| — \| — \| Download \(PDF, \d+ KB\)$/));
    expect(textOf((await page(`/adminproducts/${verdamol.id}/registrations`, true)).html)).not.toContain("Kenya Sample");

    const removed = await post({ intent: "remove", country: "TZ" });
    expect(removed.status).toBe(302);
    expect(registrationRows((await page(`/product/${verdamol.slug}`)).html).some((row) => row.startsWith("Tanzania"))).toBe(false);
    expect((await post({ intent: "remove", country: "TZ" })).status).toBe(404);
  });

  it("a country's registration certificate in the library is linked from its row where public, said to be on request where so, never when expired or internal", async () => {
    const certificate = (country: string, visibility: string, expiresOn: string) =>
      addDocument(server, cookie, {
        type: "registration",
        title: `Registration certificate, ${country}`,
        country,
        visibility,
        issuedOn: "2022-01-01",
        expiresOn,
        productIds: verdamol.id,
      });
    const ghana = await certificate("GH", "public", "2027-09-30");
    await certificate("NG", "on-request", "2030-01-01");
    await certificate("PH", "public", "2025-06-30");
    const kenyaInternal = await certificate("KE", "internal", "2030-01-01");

    const en = await page(`/product/${verdamol.slug}`);
    const rows = registrationRows(en.html);
    expect(rows.find((row) => row.startsWith("Ghana"))).toMatch(/^Ghana \| Registered \| SAMPLE-GH-FDA-2291 \| Sep 30, 2027 \| Download \(PDF, \d+ KB\)$/);
    expect(rows.find((row) => row.startsWith("Nigeria"))).toBe("Nigeria | In process | — | — | On request");
    expect(rows.find((row) => row.startsWith("Philippines"))).toBe("Philippines | Withdrawn | SAMPLE-PH-DR-0083 | Jun 30, 2025 | —");
    // Kenya's internal certificate, added last, is never offered: the row keeps the public sample's.
    expect(rows.find((row) => row.startsWith("Kenya"))).toMatch(/^Kenya \| Withdrawn \| — \| — \| Download \(PDF, \d+ KB\)$/);
    const kenyaLink = /<tr[^>]*data-country="KE"[\s\S]*?<a href="\/documents\/([0-9a-f-]{36})"/.exec(en.html)![1];
    expect(kenyaLink).not.toBe(kenyaInternal);
    const link = new RegExp(`<a href="(/documents/${ghana})"[^>]*>Download`).exec(en.html);
    expect(link).not.toBeNull();
    const file = await fetch(`${server.url}${link![1]}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");

    const ar = registrationRows((await page(`/ar/product/${verdamol.slug}`)).html);
    expect(ar.find((row) => row.startsWith("غانا"))).toMatch(/\| تنزيل \(PDF، \d+ KB\)$/);
    expect(ar.find((row) => row.startsWith("نيجيريا"))).toMatch(/\| عند الطلب$/);
  });

  it("a product without registrations has no Registrations section", async () => {
    const other = productSeeds.map(normalizeProduct).find((p) => p.category === "Cosmetic")!;
    expect((await page(`/product/${other.slug}`)).html).not.toContain('data-testid="product-registrations"');
  });
});
