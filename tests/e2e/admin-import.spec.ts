import type { Page } from "@playwright/test";
import { SHEET_TEXT } from "../../server/catalogue/sheet-files.server";
import { SHEET_HEADERS } from "../../server/catalogue/sheet-format.server";
import { signInByApi, toast } from "./support/admin";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, catalogueTest as test } from "./support/fixtures";

let counter = 0;
/** A product name no other test uses. */
function uniqueName(): string {
  counter += 1;
  return `Import Test ${Date.now().toString(36)}${process.pid.toString(36)}${counter} Syrup`;
}

/** A CSV of new products (and any extra rows given as full cells), as a spreadsheet saves it. */
function csvOf(rows: Array<Record<string, string>>): Buffer {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const lines = [SHEET_HEADERS.join(","), ...rows.map((row) => SHEET_HEADERS.map((h) => cell(row[h] ?? "")).join(","))];
  return Buffer.from(lines.join("\r\n") + "\r\n");
}

const newProduct = (name: string, extra: Record<string, string> = {}) => ({
  Name: name,
  Category: "Nutraceuticals",
  "Dosage form": "Syrup",
  Composition: "Each 5 ml contains: Test extract 100 mg",
  "Pack size": "200 ml",
  "Description list": "Sugar free\nFor adults",
  "Key benefits": "Supports immunity",
  Status: "published",
  ...extra,
});

async function uploadCsv(page: Page, csv: Buffer) {
  await page.goto("/adminproducts/import");
  await page.getByLabel("Spreadsheet (XLSX or CSV)").setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: csv });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import preview" })).toBeVisible();
}

test.describe("spreadsheet import at 1280px", () => {
  test.use({ viewport: DESKTOP });

  test("an admin uploads a CSV, sees the preview, confirms, and sees the products", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/adminproducts");
    await page.getByRole("link", { name: "Import / export" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import products" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Template (XLSX)" })).toHaveAttribute("href", "/adminproducts/template.xlsx");
    await expectNoAxeViolations(page);

    const first = uniqueName();
    const second = uniqueName();
    await uploadCsv(page, csvOf([newProduct(first), newProduct(second, { Status: "draft" })]));
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary.getByText("New products", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("2");
    await expect(summary.getByText("Rows with errors", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("0");
    await expect(page.getByRole("table", { name: "New products" }).getByRole("row")).toHaveCount(3);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Apply import (2 new, 0 changed)" }).click();
    await expect(toast(page, "Import applied")).toBeVisible();
    await expect(page).toHaveURL(/\/adminproducts$/);

    await page.goto(`/adminproducts?q=${encodeURIComponent(first)}`);
    await expect(page.getByText(first)).toBeVisible();
    await page.goto(`/adminproducts?q=${encodeURIComponent(second)}`);
    await expect(page.getByText(second)).toBeVisible();
    // Published reaches the site; the draft does not.
    const published = await page.request.get(`/product/${first.toLowerCase().replace(/ /g, "-")}`);
    expect(published.status()).toBe(200);
    expect((await page.request.get(`/product/${second.toLowerCase().replace(/ /g, "-")}`)).status()).toBe(404);
  });

  test("a file with a bad row shows the row, column and reason, and offers no import", async ({ page }) => {
    await signInByApi(page);
    await uploadCsv(page, csvOf([newProduct(uniqueName()), newProduct(uniqueName(), { Category: "Food" })]));
    await expect(page.getByRole("alert").filter({ hasText: "Some rows have errors" })).toBeVisible();
    const errors = page.getByRole("table", { name: "Rows with errors" });
    await expect(errors.getByRole("row").nth(1)).toContainText("3");
    await expect(errors.getByRole("row").nth(1)).toContainText("Category");
    await expect(errors.getByRole("row").nth(1)).toContainText("Choose a category");
    await expect(page.getByRole("button", { name: /Apply import/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("an upload that takes its time, at 1280 and 390px", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`shows its progress, then a changed product's values from old to new, at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInByApi(page);
      const name = uniqueName();
      const created = await page.request.post("/api/admin/products", {
        data: {
          name,
          category: "Nutraceuticals",
          dosageForm: "Syrup",
          composition: "Each 5 ml contains: Test extract 100 mg",
          packSize: "200 ml",
          descriptionList: ["Sugar free"],
          keyBenefits: [],
          status: "draft",
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const id = ((await created.json()) as { data: { id: string } }).data.id;

      // The upload's answer comes 2 s late, as over a slow connection.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname.includes("import"),
        async (route) => {
          if (route.request().method() !== "POST") return route.continue();
          const response = await route.fetch();
          await held;
          await route.fulfill({ response });
        },
      );
      await page.goto("/adminproducts/import");
      const csv = csvOf([{ ID: id, ...newProduct(name, { "Pack size": "250 ml", "Description list": "Sugar free", "Key benefits": "", Status: "draft" }) }]);
      await page.getByLabel("Spreadsheet (XLSX or CSV)").setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: csv });
      await page.getByRole("button", { name: "Upload and preview" }).click();
      await expect(page.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Upload and preview" })).toBeDisabled();
      release();
      await expect(page.getByRole("heading", { level: 1, name: "Import preview" })).toBeVisible();
      await page.unrouteAll({ behavior: "wait" });

      const changed = page.getByRole("table", { name: "Changed products" });
      await expect(changed.getByRole("row")).toHaveCount(2);
      await expect(changed.getByRole("row").nth(1)).toContainText("Pack size: 200 ml → 250 ml");
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("a file that is not a spreadsheet", () => {
  test.use({ viewport: DESKTOP, allowedConsoleErrors: [/status of 400/] });

  test("is refused by its content, with a toast and the reason under the field", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/adminproducts/import");
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");
    await page.getByLabel("Spreadsheet (XLSX or CSV)").setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: png });
    await page.getByRole("button", { name: "Upload and preview" }).click();
    await expect(toast(page, "File not read")).toBeVisible();
    await expect(page.locator("#import-file-error")).toHaveText(SHEET_TEXT.notASheet);
    await expect(page.getByLabel("Spreadsheet (XLSX or CSV)")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/adminproducts\/import$/);
  });
});

test.describe("spreadsheet import at 390px", () => {
  test.use({ viewport: MOBILE });

  test("the import and preview screens fit a phone and pass axe", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/adminproducts/import");
    await expect(page.getByRole("heading", { level: 1, name: "Import products" })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await hasHorizontalOverflow(page)).toBe(false);

    await uploadCsv(page, csvOf([newProduct(uniqueName()), newProduct(uniqueName(), { Featured: "maybe" })]));
    await expect(page.getByRole("table", { name: "Rows with errors" })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });
});
