import { readFile } from "node:fs/promises";
import { REGISTRATION_HEADERS } from "../../server/catalogue/registration-sheet.server";
import { signInByApi, toast } from "./support/admin";
import { DESKTOP, MOBILE, catalogueTest as test, expect, expectNoAxeViolations, hasHorizontalOverflow } from "./support/fixtures";

// A server of its own (catalogueTest): the round trip changes Verdamol 650 Tablets' Kenyan registration.
const SLUG = "verdamol-650-tablets";

for (const [size, viewport] of [
  ["390", MOBILE],
  ["1280", DESKTOP],
] as const) {
  test.describe(`the registrations spreadsheet at ${size}px`, () => {
    test.use({ viewport });

    test("export, change a row, upload, preview, apply: the product page shows the change", async ({ page }) => {
      await signInByApi(page);
      await page.goto("/adminproducts");
      await page.getByRole("link", { name: "Registrations spreadsheet" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Registrations spreadsheet" })).toBeVisible();
      await expect(page.getByTestId("rows-are-changes")).toContainText('write "remove" in its Status cell');
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await expectNoAxeViolations(page);

      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export registrations (CSV)" }).click()]);
      expect(download.suggestedFilename()).toMatch(/^registrations-\d{4}-\d\d-\d\d\.csv$/);
      const lines = (await readFile(await download.path())).toString("utf8").split("\r\n");
      // The row of Verdamol 650 in Kenya: plain cells, no quotes, so a comma splits them.
      const at = lines.findIndex((line) => line.includes(`,${SLUG},KE,`));
      expect(at).toBeGreaterThan(0);
      const cells = lines[at]!.split(",");
      // Both widths share the server: each writes its own values over what the export says now.
      const [numberAt, dateAt] = [REGISTRATION_HEADERS.indexOf("Registration number"), REGISTRATION_HEADERS.indexOf("Valid until")];
      const [oldNumber, oldDate] = [cells[numberAt], cells[dateAt]];
      const [number, year] = [`KE-FICT-${size}`, size === "390" ? "2031" : "2032"];
      cells[numberAt] = number;
      cells[dateAt] = `${year}-01-31`;
      lines[at] = cells.join(",");

      await page.getByLabel("Spreadsheet (XLSX or CSV)").setInputFiles({ name: "registrations.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\r\n")) });
      await page.getByRole("button", { name: "Upload and preview" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Registrations preview" })).toBeVisible();
      const changed = page.getByRole("table", { name: "Changed registrations" });
      await expect(changed.getByRole("row")).toHaveCount(2);
      await expect(changed.getByRole("row").nth(1)).toContainText("Verdamol 650 Tablets");
      await expect(changed.getByRole("row").nth(1)).toContainText(`Registration number: ${oldNumber} → ${number}`);
      await expect(changed.getByRole("row").nth(1)).toContainText(`Valid until: ${oldDate} → ${year}-01-31`);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "Apply (0 added, 1 changed, 0 removed)" }).click();
      await expect(toast(page, "Registrations updated")).toBeVisible();
      await expect(page).toHaveURL(/\/adminproducts\/registrations\/import\?notice=applied$/);
      await expect(page.getByRole("status").filter({ hasText: "Registrations updated from the spreadsheet." })).toBeVisible();

      await page.goto(`/product/${SLUG}`);
      const table = page.getByRole("region", { name: "Registrations" });
      await expect(table.getByRole("row", { name: new RegExp(`Kenya Registered ${number} Jan 31, ${year}`) })).toBeVisible();
      expect(await hasHorizontalOverflow(page)).toBe(false);
    });
  });
}
