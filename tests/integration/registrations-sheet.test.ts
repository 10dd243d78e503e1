import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_TEXT, REGISTRATION_IMPORT_TEXT } from "../../app/catalogue/catalogue-import";
import { REGISTRATION_NUMBER_MAX } from "../../app/schemas/registrations";
import type { Database } from "../../server/db/database.server";
import { SHEET_TEXT } from "../../server/catalogue/sheet-files.server";
import { REGISTRATION_HEADERS, REGISTRATION_PLAN_TEXT } from "../../server/catalogue/registration-sheet.server";
import { login, openServerDatabase } from "../support/admin";
import { startTestServer, type TestServer } from "../support/server";

const col = (header: string) => {
  const index = REGISTRATION_HEADERS.indexOf(header);
  if (index < 0) throw new Error(`no column ${header}`);
  return index;
};

/** A page's visible text, tags dropped, entities decoded, spaces collapsed. */
function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** Rows of a CSV read with exceljs, every cell as the text written. */
async function csvRows(text: string): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  const sheet = await book.csv.read(Readable.from([text.replace(/^\uFEFF/, "")]), { map: (v: unknown) => v });
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push(REGISTRATION_HEADERS.map((_, i) => ((row.values as string[])[i + 1] ?? "") as string)));
  return rows;
}

/** A CSV of these rows, as a spreadsheet program saves it. */
function toCsv(rows: string[][]): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

/** A row of the sheet from its cells by header. */
const sheetRow = (cells: Record<string, string>) => REGISTRATION_HEADERS.map((header) => cells[header] ?? "");

/** The product page's Registrations table, rows as "cell | cell | ...". */
function registrationRows(html: string): string[] {
  const section = /<section[^>]*data-testid="product-registrations"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  const body = /<tbody[\s\S]*?<\/tbody>/.exec(section)?.[0] ?? "";
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => pageText(cell[1]!).trim()).join(" | "),
  );
}

describe("the registrations spreadsheet", () => {
  let server: TestServer;
  let database: Database;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer();
    database = openServerDatabase(server);
    cookie = await login(server);
  });
  afterAll(async () => {
    await database?.close();
    await server?.dispose();
  });

  const get = (path: string, withCookie: string | null = cookie) =>
    fetch(`${server.url}${path}`, { headers: withCookie ? { cookie: withCookie } : {}, redirect: "manual" });

  /** The upload form's post, as a browser sends it without JavaScript. */
  function upload(bytes: Buffer | string, name: string, withCookie: string | null = cookie) {
    const form = new FormData();
    form.append("file", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]), name);
    return fetch(`${server.url}/adminproducts/registrations/import`, {
      method: "POST",
      headers: { origin: server.url, ...(withCookie ? { cookie: withCookie } : {}) },
      body: form,
      redirect: "manual",
    });
  }

  /** Uploads and follows the redirect to the preview: its token and its page's text. */
  async function preview(bytes: Buffer | string, name = "registrations.csv"): Promise<{ token: string; text: string }> {
    const res = await upload(bytes, name);
    const body = await res.text();
    expect(res.status, pageText(body).slice(0, 2000)).toBe(302);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/adminproducts\/registrations\/import\/[\w-]{20,}$/);
    const page = await get(location);
    expect(page.status).toBe(200);
    return { token: location.split("/").pop()!, text: pageText(await page.text()) };
  }

  /** The preview page's confirm, posted without JavaScript. */
  const apply = (token: string, withCookie: string | null = cookie) =>
    fetch(`${server.url}/adminproducts/registrations/import/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...(withCookie ? { cookie: withCookie } : {}) },
      body: new URLSearchParams({}),
      redirect: "manual",
    });

  /** Every stored registration and preview: a refused upload or apply leaves both as they were. */
  async function stored() {
    const registrations = await database.db.selectFrom("product_registrations").selectAll().orderBy("product_id").orderBy("country_code").execute();
    return JSON.stringify(registrations);
  }
  const previewCount = async () => (await database.db.selectFrom("catalogue_imports").select("id").execute()).length;

  async function exportedRows(): Promise<string[][]> {
    const res = await get("/adminproducts/registrations.csv");
    expect(res.status).toBe(200);
    return csvRows(await res.text());
  }

  const counts = (added: number, changed: number, removed: number, unchanged: number, errors: number) =>
    `Added ${added} Changed ${changed} Removed ${removed} Unchanged ${unchanged} Rows with errors ${errors}`;

  it("exports every registration, XLSX and CSV alike, and an unedited export changes nothing", async () => {
    const total = Number((await database.db.selectFrom("product_registrations").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    expect(total).toBeGreaterThan(0);

    const xlsxRes = await get("/adminproducts/registrations.xlsx");
    expect(xlsxRes.status).toBe(200);
    expect(xlsxRes.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(xlsxRes.headers.get("content-disposition")).toMatch(/^attachment; filename="registrations-\d{4}-\d\d-\d\d\.xlsx"$/);
    expect(xlsxRes.headers.get("cache-control")).toBe("no-store");
    const xlsx = Buffer.from(await xlsxRes.arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(["Registrations", "Instructions"]);
    const sheet = book.getWorksheet("Registrations")!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(REGISTRATION_HEADERS);
    expect(sheet.rowCount).toBe(total + 1);

    const csvRes = await get("/adminproducts/registrations.csv");
    expect(csvRes.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csv = await csvRes.text();
    const rows = await csvRows(csv);
    expect(rows[0]).toEqual(REGISTRATION_HEADERS);
    expect(rows.map((row) => row.slice(0, 7).join(" | "))).toContain("Verdamol 500 Tablets | verdamol-500-tablets | KE | Kenya | Registered | SAMPLE-KE-PPB-0417 | 2028-03-31");

    for (const [bytes, name] of [[csv, "registrations.csv"], [xlsx, "registrations.xlsx"]] as const) {
      const { text } = await preview(bytes, name);
      expect(text).toContain(counts(0, 0, 0, total, 0));
      expect(text).toContain("The file changes nothing.");
      expect(text).not.toContain("Apply (");
    }
  });

  it("previews exactly the rows added, changed and removed without writing, then applies them and the product page shows them", async () => {
    const rows = await exportedRows();
    const kenya = rows.find((row) => row[col("Slug")] === "verdamol-500-tablets" && row[col("Country")] === "KE")!;
    const ghana = rows.find((row) => row[col("Slug")] === "verdamol-500-tablets" && row[col("Country")] === "GH")!;
    kenya[col("Valid until")] = "2030-06-30";
    kenya[col("Registration number")] = "KE-PPB-FICT-1";
    ghana[col("Status")] = "remove";
    rows.push(sheetRow({ Product: "Verdamol 500 Tablets", Country: "Tanzania", Status: "in process" }));
    // A deleted row removes nothing: the Philippines stay.
    const withoutPhilippines = rows.filter((row) => !(row[col("Slug")] === "verdamol-500-tablets" && row[col("Country")] === "PH"));
    const before = await stored();

    const { token, text } = await preview(toCsv(withoutPhilippines));
    const unchanged = withoutPhilippines.length - 1 - 3;
    expect(text).toContain(counts(1, 1, 1, unchanged, 0));
    expect(text).toContain(`Added registrations (1) Added registrations Row Product Country Registration ${withoutPhilippines.length} Verdamol 500 Tablets Tanzania In process`);
    expect(text).toContain("Registration number : SAMPLE-KE-PPB-0417 → KE-PPB-FICT-1");
    expect(text).toContain("Valid until : 2028-03-31 → 2030-06-30");
    expect(text).toContain("Removed registrations (1)");
    expect(text).toContain("Ghana Registered, SAMPLE-GH-FDA-2291, valid until 2027-09-30");
    expect(text).toContain(REGISTRATION_IMPORT_TEXT.rowsAreChanges.slice(0, 40));
    expect(text).toContain("Apply (1 added, 1 changed, 1 removed)");
    expect(await stored()).toBe(before);
    // The product page, cached before the change, must show it after.
    expect(registrationRows(await (await get("/product/verdamol-500-tablets", null)).text())).toContainEqual(expect.stringMatching(/^Kenya \| Registered \| SAMPLE-KE-PPB-0417 \| Mar 31, 2028 \| /));

    const res = await apply(token);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/adminproducts/registrations/import?notice=applied");
    expect(pageText(await (await get(res.headers.get("location")!)).text())).toContain(REGISTRATION_IMPORT_TEXT.applied);

    const page = registrationRows(await (await get("/product/verdamol-500-tablets", null)).text());
    expect(page).toContainEqual(expect.stringMatching(/^Kenya \| Registered \| KE-PPB-FICT-1 \| Jun 30, 2030 \| /));
    expect(page).toContain("Tanzania | In process | — | — | —");
    expect(page.some((row) => row.startsWith("Ghana"))).toBe(false);
    expect(page.some((row) => row.startsWith("Philippines"))).toBe(true);
    // A changed sample is the admin's own, as after the per-product form.
    const kenyaRow = await database.db.selectFrom("product_registrations").selectAll().where("country_code", "=", "KE").where("number", "=", "KE-PPB-FICT-1").executeTakeFirstOrThrow();
    expect(Number(kenyaRow.sample)).toBe(0);
    // The buyer's country filter follows (Tanzania is now offered).
    expect(await (await get("/products?country=TZ", null)).text()).toContain("Verdamol 500 Tablets");

    // A preview is applied once.
    expect((await apply(token)).status).toBe(404);
  });

  it("refuses every kind of bad row with its row, column and reason, and stores nothing", async () => {
    const rows = await exportedRows();
    rows[1]![col("Registration number")] = "A change that must not land";
    rows.push(
      sheetRow({ Slug: "no-such-product", Country: "KE", Status: "Registered" }),
      sheetRow({ Product: "Verdamol 650 Tablets", Country: "Atlantis", Status: "Registered" }),
      sheetRow({ Product: "Verdamol 650 Tablets", Country: "UG", Status: "pending" }),
      sheetRow({ Product: "Verdamol 650 Tablets", Country: "TZ", Status: "Registered", "Valid until": "31/12/2029" }),
      sheetRow({ Product: "Verdamol 650 Tablets", Country: "ZM", Status: "Registered", "Registration number": "N".repeat(REGISTRATION_NUMBER_MAX + 1) }),
      sheetRow({ Product: "No Such Syrup", Country: "ZM", Status: "Registered" }),
      sheetRow({ Country: "ZM", Status: "Registered" }),
    );
    const n = rows.length;
    const before = await stored();

    const { token, text } = await preview(toCsv(rows));
    expect(text).toContain(REGISTRATION_IMPORT_TEXT.hasErrors);
    expect(text).toContain(counts(0, 1, 0, n - 1 - 1 - 7, 7));
    expect(text).toContain(`${n - 6} no-such-product Kenya Slug ${REGISTRATION_PLAN_TEXT.unknownSlug}`);
    expect(text).toContain(`${n - 5} Verdamol 650 Tablets Atlantis Country ${REGISTRATION_PLAN_TEXT.unknownCountry}`);
    expect(text).toContain(`${n - 4} Verdamol 650 Tablets Uganda Status ${REGISTRATION_PLAN_TEXT.badStatus}`);
    expect(text).toContain(`${n - 3} Verdamol 650 Tablets Tanzania Valid until Valid until must be a date (YYYY-MM-DD)`);
    expect(text).toContain(`${n - 2} Verdamol 650 Tablets Zambia Registration number Registration number must be at most ${REGISTRATION_NUMBER_MAX} characters`);
    expect(text).toContain(`${n - 1} No Such Syrup Zambia Product ${REGISTRATION_PLAN_TEXT.unknownName}`);
    expect(text).toContain(`${n} Zambia Product ${REGISTRATION_PLAN_TEXT.noProduct}`);
    expect(text).not.toContain("Apply (");

    const res = await apply(token);
    expect(res.status).toBe(400);
    expect(pageText(await res.text())).toContain(REGISTRATION_IMPORT_TEXT.hasErrors);
    expect(await stored()).toBe(before);
  });

  it("refuses what is not a spreadsheet by its content, and a file over 5 MB, storing no preview", async () => {
    const before = [await stored(), await previewCount()];
    const executable = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00", "latin1"), Buffer.alloc(200)]);
    const html = "<!doctype html><html><body><script>alert(1)</script></body></html>\n";
    const cases: Array<[Buffer | string, string, number, string]> = [
      [executable, "registrations.xlsx", 400, SHEET_TEXT.notASheet],
      [Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]), "registrations.xlsx", 400, SHEET_TEXT.notASheet],
      [html, "registrations.xlsx", 400, "The file lacks the columns Country, Status"],
      [`Country,Status\r\nKE,Registered\r\n`, "registrations.csv", 400, REGISTRATION_PLAN_TEXT.noProductColumn],
      [toCsv([[...REGISTRATION_HEADERS]]), "registrations.csv", 400, REGISTRATION_PLAN_TEXT.noRows],
      [Buffer.alloc(5 * 1024 * 1024 + 10, "a"), "big.csv", 413, IMPORT_TEXT.tooLarge],
    ];
    for (const [bytes, name, status, message] of cases) {
      const res = await upload(bytes, name);
      expect(res.status, message).toBe(status);
      const text = pageText(await res.text());
      expect(text).toContain(message);
      expect(text).not.toMatch(/at \S+ \(|Error:/);
    }
    expect([await stored(), await previewCount()]).toEqual(before);
  });

  it("refuses to apply a preview when registrations changed since, with a clear message", async () => {
    const rows = await exportedRows();
    rows.push(sheetRow({ Product: "Verdamol 650 Tablets", Country: "Uganda", Status: "Registered" }));
    const { token } = await preview(toCsv(rows));
    const verdamol = await database.db.selectFrom("products").select("id").where("slug", "=", "verdamol-650-tablets").executeTakeFirstOrThrow();
    const saved = await fetch(`${server.url}/adminproducts/${verdamol.id}/registrations`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, cookie },
      body: new URLSearchParams({ intent: "save", country: "Zambia", status: "in-process" }),
      redirect: "manual",
    });
    expect(saved.status).toBe(302);
    const before = await stored();

    expect(pageText(await (await get(`/adminproducts/registrations/import/${token}`)).text())).toContain(REGISTRATION_IMPORT_TEXT.stale);
    const res = await apply(token);
    expect(res.status).toBe(409);
    expect(pageText(await res.text())).toContain(REGISTRATION_IMPORT_TEXT.stale);
    expect(await stored()).toBe(before);
  });

  it("a catalogue import's preview is not a registrations preview", async () => {
    const form = new FormData();
    form.append("file", new Blob([await (await get("/adminproducts/export.csv")).text()]), "products.csv");
    const res = await fetch(`${server.url}/adminproducts/import`, { method: "POST", headers: { origin: server.url, cookie }, body: form, redirect: "manual" });
    expect(res.status).toBe(302);
    const token = res.headers.get("location")!.split("/").pop()!;
    expect((await get(`/adminproducts/registrations/import/${token}`)).status).toBe(404);
    expect((await apply(token)).status).toBe(404);
  });

  it("is the admins' only: without a session every page, file and post goes to the login page", async () => {
    for (const path of ["/adminproducts/registrations.xlsx", "/adminproducts/registrations.csv", "/adminproducts/registrations/import", "/adminproducts/registrations/import/anything"]) {
      const res = await get(path, null);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(`/adminlogin?redirectTo=${encodeURIComponent(path)}`);
    }
    const before = [await stored(), await previewCount()];
    const rows = await exportedRows();
    rows.push(sheetRow({ Product: "Verdamol 650 Tablets", Country: "Malawi", Status: "Registered" }));
    const posted = await upload(toCsv(rows), "registrations.csv", null);
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toMatch(/^\/adminlogin\?redirectTo=/);
    const confirmed = await apply("anything", null);
    expect(confirmed.status).toBe(302);
    expect([await stored(), await previewCount()]).toEqual(before);
  });
});
