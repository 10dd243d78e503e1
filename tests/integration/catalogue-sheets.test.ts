import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_TEXT } from "../../app/catalogue/catalogue-import";
import type { Database } from "../../server/db/database.server";
import { SHEET_TEXT } from "../../server/catalogue/sheet-files.server";
import { SHEET_HEADERS } from "../../server/catalogue/sheet-format.server";
import { AUTH, api, login, newAdmin, openServerDatabase } from "../support/admin";
import { startTestServer, type TestServer } from "../support/server";

const col = (header: string) => {
  const index = SHEET_HEADERS.indexOf(header);
  if (index < 0) throw new Error(`no column ${header}`);
  return index;
};

/** A page's visible text, tags dropped, entities decoded, spaces collapsed. */
function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    // React's markers between adjacent text nodes are not spaces.
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
  sheet.eachRow((row) => rows.push((row.values as string[]).slice(1).map((v) => v ?? "")));
  return rows;
}

/** A CSV of these rows, as a spreadsheet program saves it. */
function toCsv(rows: string[][]): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

describe("catalogue spreadsheets", () => {
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

  /** The import form's post, as a browser sends it, with or without a session. */
  function upload(bytes: Buffer | string, name: string, withCookie: string | null = cookie) {
    const form = new FormData();
    form.append("file", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]), name);
    return fetch(`${server.url}/adminproducts/import`, {
      method: "POST",
      headers: { origin: server.url, ...(withCookie ? { cookie: withCookie } : {}) },
      body: form,
      redirect: "manual",
    });
  }

  /** Uploads and follows the redirect to the preview: its token and its page's text. */
  async function preview(bytes: Buffer | string, name = "products.csv", withCookie = cookie): Promise<{ token: string; text: string }> {
    const res = await upload(bytes, name, withCookie);
    const body = await res.text();
    expect(res.status, pageText(body).slice(0, 2000)).toBe(302);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/adminproducts\/import\/[\w-]{20,}$/);
    const page = await get(location, withCookie);
    expect(page.status).toBe(200);
    return { token: location.split("/").pop()!, text: pageText(await page.text()) };
  }

  /** The preview page's confirm, posted without JavaScript. */
  const apply = (token: string, withCookie: string | null = cookie) =>
    fetch(`${server.url}/adminproducts/import/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...(withCookie ? { cookie: withCookie } : {}) },
      body: new URLSearchParams({}),
      redirect: "manual",
    });

  /** Everything stored about products, to show that a refused import wrote nothing. */
  async function catalogueState() {
    const products = await database.db.selectFrom("products").selectAll().orderBy("id").execute();
    const revisions = await database.db.selectFrom("product_revisions").select("id").orderBy("id").execute();
    return JSON.stringify({ products, revisions });
  }

  async function exportedCsvRows(): Promise<string[][]> {
    const res = await get("/adminproducts/export.csv");
    expect(res.status).toBe(200);
    return csvRows(await res.text());
  }

  const counts = (create: number, update: number, unchanged: number, errors: number) =>
    `New products ${create} Changed ${update} Unchanged ${unchanged} Rows with errors ${errors}`;

  const productBySlug = (slug: string) => database.db.selectFrom("products").selectAll().where("slug", "=", slug).executeTakeFirst();

  describe("export", () => {
    it("XLSX: every product whatever its status, internal remark included, cells never formulas", async () => {
      const [hidden, draft] = await database.db.selectFrom("products").select(["id", "name"]).where("remark", "!=", "").orderBy("position").limit(2).execute();
      const now = Date.now();
      await database.db.updateTable("products").set({ status: "hidden", updated_at: now }).where("id", "=", hidden!.id).execute();
      await database.db.updateTable("products").set({ status: "draft", updated_at: now }).where("id", "=", draft!.id).execute();
      const stored = await database.db.selectFrom("products").selectAll().where("deleted_at", "is", null).execute();

      const res = await get("/adminproducts/export.xlsx");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="products-\d{4}-\d\d-\d\d\.xlsx"$/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
      const sheet = book.getWorksheet("Products")!;
      const rows: ExcelJS.CellValue[][] = [];
      sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
      expect(rows[0]).toEqual(SHEET_HEADERS);
      expect(rows).toHaveLength(stored.length + 1);
      const byId = new Map(rows.slice(1).map((row) => [row[col("ID")], row]));
      expect(byId.get(hidden!.id)![col("Status")]).toBe("hidden");
      expect(byId.get(draft!.id)![col("Status")]).toBe("draft");
      const withRemark = stored.find((p) => p.id === hidden!.id)!;
      expect(byId.get(hidden!.id)![col("Internal remark")]).toBe(withRemark.remark);
      expect(byId.get(hidden!.id)![col("Description list")]).toBe((JSON.parse(withRemark.description_list) as string[]).join("\n"));
      for (const row of rows) for (const cell of row) expect(typeof cell === "string" || typeof cell === "number" || cell === undefined).toBe(true);
    });

    it("CSV: the same rows as the XLSX export, with a BOM", async () => {
      const res = await get("/adminproducts/export.csv");
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString("utf8");
      const rows = await csvRows(text);
      expect(rows[0]).toEqual(SHEET_HEADERS);
      const count = await database.db.selectFrom("products").select((eb) => eb.fn.countAll<number>().as("n")).where("deleted_at", "is", null).executeTakeFirstOrThrow();
      expect(rows).toHaveLength(Number(count.n) + 1);
    });

    it("the template: headers, one example row and the instructions", async () => {
      const res = await get("/adminproducts/template.xlsx");
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="products-template.xlsx"');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
      expect(book.worksheets.map((s) => s.name)).toEqual(["Products", "Instructions"]);
      const sheet = book.getWorksheet("Products")!;
      expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(SHEET_HEADERS);
      expect(sheet.rowCount).toBe(2);
      expect(String(sheet.getRow(2).getCell(col("Name") + 1).value)).toContain("Example");
    });

    it.each(["/adminproducts/export.xlsx", "/adminproducts/export.csv", "/adminproducts/template.xlsx", "/adminproducts/import"])(
      "GET %s without a session goes to the login page",
      async (path) => {
        const res = await get(path, null);
        expect(res.status).toBe(302);
        expect(res.headers.get("location")).toBe(`/adminlogin?redirectTo=${encodeURIComponent(path)}`);
      },
    );
  });

  describe("import", () => {
    it("an unedited export, CSV or XLSX, previews as all unchanged, with nothing to apply", async () => {
      const total = (await exportedCsvRows()).length - 1;
      const csv = await (await get("/adminproducts/export.csv")).text();
      const xlsx = Buffer.from(await (await get("/adminproducts/export.xlsx")).arrayBuffer());
      for (const [bytes, name] of [[csv, "products.csv"], [xlsx, "products.xlsx"]] as const) {
        const { text } = await preview(bytes, name);
        expect(text).toContain(counts(0, 0, total, 0));
        expect(text).toContain("The file changes nothing.");
        expect(text).not.toContain("Apply import");
      }
    });

    it("previews new and changed rows without writing, then applies them with revisions and shows them on the site", async () => {
      const rows = await exportedCsvRows();
      const target = rows.find((row, i) => i > 0 && row[col("Status")] === "published")!;
      const targetSlug = target[col("Slug")]!;
      const [oldComposition, oldBenefits] = [target[col("Composition")]!, target[col("Key benefits")]!];
      target[col("Composition")] = "Each tablet contains: Imported 250 mg";
      target[col("Key benefits")] = "First benefit\nSecond benefit";
      const added = SHEET_HEADERS.map(() => "");
      Object.assign(added, {
        [col("Name")]: "Imported Test Syrup",
        [col("Category")]: "Nutraceuticals",
        [col("Dosage form")]: "Syrup",
        [col("Composition")]: "Each 5 ml contains: Test 10 mg",
        [col("Pack size")]: "100 ml",
        [col("Description list")]: "A syrup\n=1+1 stays text",
        [col("Status")]: "published",
      });
      rows.push(added);
      const before = await catalogueState();

      const { token, text } = await preview(toCsv(rows));
      expect(text).toContain(counts(1, 1, rows.length - 3, 0));
      expect(text).toContain(`New products (1) New products Row Product Slug ${rows.length} Imported Test Syrup imported-test-syrup`);
      // Each changed column with its value before and after (a list's items on one line).
      expect(text).toContain(`Composition : ${oldComposition} → Each tablet contains: Imported 250 mg`);
      expect(text).toContain(`Key benefits : ${oldBenefits.split("\n").join(" · ")} → First benefit · Second benefit`);
      expect(text).toContain("Apply import (1 new, 1 changed)");
      expect(await catalogueState()).toBe(before);

      const res = await apply(token);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/adminproducts?notice=imported");

      const created = await productBySlug("imported-test-syrup");
      expect(created).toMatchObject({ name: "Imported Test Syrup", status: "published", category: "Nutraceuticals" });
      expect(JSON.parse(created!.description_list)).toEqual(["A syrup", "=1+1 stays text"]);
      const changed = await productBySlug(targetSlug);
      expect(changed!.composition).toBe("Each tablet contains: Imported 250 mg");
      expect(JSON.parse(changed!.key_benefits)).toEqual(["First benefit", "Second benefit"]);
      const revisions = await database.db
        .selectFrom("product_revisions")
        .select(["product_id", "action", "admin_name"])
        .where("product_id", "in", [created!.id, changed!.id])
        .execute();
      expect(revisions).toEqual(
        expect.arrayContaining([
          { product_id: created!.id, action: "create", admin_name: expect.any(String) },
          { product_id: changed!.id, action: "update", admin_name: expect.any(String) },
        ]),
      );
      expect(revisions).toHaveLength(2);

      // The public copy was reloaded and cached pages dropped.
      const page = await get("/product/imported-test-syrup", null);
      expect(page.status).toBe(200);
      expect(pageText(await (await get(`/product/${targetSlug}`, null)).text())).toContain("Imported 250 mg");

      // A preview is applied once.
      expect((await apply(token)).status).toBe(404);
    });

    it("a file with a bad row is refused with the row, column and reason, and nothing is written", async () => {
      const rows = await exportedCsvRows();
      rows[1]![col("Composition")] = "A change that must not land";
      rows[2]![col("Category")] = "Food";
      rows[2]![col("Featured")] = "perhaps";
      const before = await catalogueState();

      const { token, text } = await preview(toCsv(rows));
      expect(text).toContain(counts(0, 1, rows.length - 3, 1));
      expect(text).toContain(IMPORT_TEXT.hasErrors);
      expect(text).toContain(`3 ${rows[2]![col("Name")]} Featured Featured must be yes or no`);
      expect(text).toContain(`3 ${rows[2]![col("Name")]} Category Choose a category`);
      expect(text).not.toContain("Apply import");

      const res = await apply(token);
      expect(res.status).toBe(400);
      expect(pageText(await res.text())).toContain(IMPORT_TEXT.hasErrors);
      expect(await catalogueState()).toBe(before);
    });

    it("refuses what is not a spreadsheet, by content, and stores no preview", async () => {
      const previews = async () => (await database.db.selectFrom("catalogue_imports").select("id").execute()).length;
      const stored = await previews();
      const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");
      const cases: Array<[Buffer | string, string, number, string]> = [
        [png, "products.csv", 400, SHEET_TEXT.notASheet],
        [Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]), "products.xlsx", 400, SHEET_TEXT.notASheet],
        ["just some words\n", "products.xlsx", 400, "The file lacks the columns Name, Category, Dosage form, Composition, Pack size, Description list"],
        [Buffer.alloc(5 * 1024 * 1024 + 10, "a"), "big.csv", 413, IMPORT_TEXT.tooLarge],
        [Buffer.alloc(7 * 1024 * 1024, "a"), "bigger.csv", 413, IMPORT_TEXT.tooLarge],
      ];
      for (const [bytes, name, status, message] of cases) {
        const res = await upload(bytes, name);
        expect(res.status, name).toBe(status);
        expect(pageText(await res.text())).toContain(message);
      }
      expect(await previews()).toBe(stored);
    });

    it("refuses to apply a preview when the catalogue changed since, with a clear message", async () => {
      const rows = await exportedCsvRows();
      const first = rows.map((row) => [...row]);
      first[1]![col("Pack size")] = "First preview pack";
      const second = rows.map((row) => [...row]);
      second[2]![col("Pack size")] = "Second preview pack";
      const earlier = await preview(toCsv(first));
      const later = await preview(toCsv(second));
      expect((await apply(later.token)).status).toBe(302);
      const before = await catalogueState();

      const page = pageText(await (await get(`/adminproducts/import/${earlier.token}`)).text());
      expect(page).toContain(IMPORT_TEXT.stale);
      const res = await apply(earlier.token);
      expect(res.status).toBe(409);
      expect(pageText(await res.text())).toContain(IMPORT_TEXT.stale);
      expect(await catalogueState()).toBe(before);
    });

    it("a preview is another admin's to neither see nor apply", async () => {
      const other = newAdmin();
      expect((await api(server, "POST", `${AUTH}/adminRegister`, { cookie, body: other })).status).toBe(201);
      const otherCookie = await login(server, other);
      const rows = await exportedCsvRows();
      rows[1]![col("Pack size")] = "Someone else's change";
      const { token } = await preview(toCsv(rows));
      expect((await get(`/adminproducts/import/${token}`, otherCookie)).status).toBe(404);
      expect((await apply(token, otherCookie)).status).toBe(404);
      const anonymous = await apply(token, null);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/adminlogin\?redirectTo=/);
      expect((await productBySlug(rows[1]![col("Slug")]!))!.pack_size).not.toBe("Someone else's change");
    });

    it("confirms sent at once apply the preview exactly once", async () => {
      const rows = await exportedCsvRows();
      const added = SHEET_HEADERS.map(() => "");
      Object.assign(added, {
        [col("Name")]: "Once Only Drops",
        [col("Category")]: "Pharmaceuticals",
        [col("Dosage form")]: "Drops",
        [col("Composition")]: "Once",
        [col("Pack size")]: "10 ml",
        [col("Description list")]: "Drops",
      });
      const { token } = await preview(toCsv([rows[0]!, added]));
      const answers = await Promise.all(Array.from({ length: 6 }, () => apply(token)));
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([302, 404, 404, 404, 404, 404]);
      const made = await database.db.selectFrom("products").select("id").where("name", "=", "Once Only Drops").execute();
      expect(made).toHaveLength(1);
      expect(await database.db.selectFrom("product_revisions").select("id").where("product_id", "=", made[0]!.id).execute()).toHaveLength(1);
    });
  });
});
