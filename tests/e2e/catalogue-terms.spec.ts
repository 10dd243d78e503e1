import { DESKTOP, MOBILE, catalogueTest as test, expect, expectNoAxeViolations, hasHorizontalOverflow } from "./support/fixtures";
import { signInByApi } from "./support/admin";

// Adding to the lists changes the catalogue's filters: a server of its own (catalogueTest).
for (const [size, viewport] of [
  ["390", MOBILE],
  ["1280", DESKTOP],
] as const) {
  test.describe(`categories and dosage forms at ${size}px`, () => {
    test.use({ viewport });

    test("the admin adds a dosage form in five languages; the Arabic products page offers it", async ({ page }) => {
      const english = `Lotion ${size}`;
      await signInByApi(page);
      await page.goto("/admincatalogue");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories and dosage forms");
      await expectNoAxeViolations(page);
      const add = page.getByRole("region", { name: "Add a dosage form" });
      await add.getByLabel("English").fill(english);
      await add.getByLabel("Français").fill(`Lotion FR ${size}`);
      await add.getByLabel("Español").fill(`Loción ${size}`);
      await add.getByLabel("Русский").fill(`Лосьон ${size}`);
      await add.getByRole("button", { name: "Add the dosage form" }).click();
      // Arabic left empty: refused under its box, the rest kept.
      await expect(add.getByText("Name is required")).toBeVisible();
      await expect(add.getByLabel("English")).toHaveValue(english);
      await add.getByLabel("العربية").fill(`غسول ${size}`);
      await add.getByRole("button", { name: "Add the dosage form" }).click();
      await expect(page.locator(`[data-term="${english}"]`)).toBeVisible();
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await expectNoAxeViolations(page);

      await page.goto("/ar/products");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.locator(`select[name="form"] option[value="${english}"]`)).toHaveText(`غسول ${size}`);
    });
  });
}
