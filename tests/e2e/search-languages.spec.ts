import { expect, expectNoAxeViolations, test } from "./support/fixtures";

// The catalogue search in the page's language (decision 0045): a query goes through the search
// form like a buyer's, and the products come back by their names.

test.describe("searching in the buyer's language", () => {
  test("a French search for 'comprimés' finds the tablets", async ({ page }) => {
    await page.goto("/fr/products");
    const box = page.getByRole("search").getByRole("searchbox");
    await box.fill("comprimés");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/fr\/products\?q=comprim%C3%A9s/);
    await expect(page.getByRole("heading", { name: "Verdamol 500 Tablets", level: 3 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ambromer-LS Syrup", level: 3 })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("an Arabic search with Eastern Arabic digits finds the 500 mg tablets, right to left", async ({ page }) => {
    await page.goto("/ar/products");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const box = page.getByRole("search").getByRole("searchbox");
    await box.fill("أقراص ٥٠٠ ملغ");
    await box.press("Enter");
    await expect(page.getByRole("heading", { name: "Verdamol 500 Tablets", level: 3 })).toBeVisible();
    // 650 mg is not 500 mg.
    await expect(page.getByRole("heading", { name: "Verdamol 650 Tablets", level: 3 })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a Russian search for 'от кашля' finds the cough syrup", async ({ page }) => {
    await page.goto("/ru/products");
    const box = page.getByRole("search").getByRole("searchbox");
    await box.fill("от кашля");
    await box.press("Enter");
    await expect(page.getByRole("heading", { name: "Ambromer-LS Syrup", level: 3 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
