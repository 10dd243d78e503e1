import { DESKTOP, MOBILE, catalogueTest as test, expect, expectNoAxeViolations, hasHorizontalOverflow } from "./support/fixtures";
import { signInByApi } from "./support/admin";

// A server of its own (catalogueTest): the admin part changes Verdamol 500 Tablets' registrations.
const SLUG = "verdamol-500-tablets";

for (const [size, viewport] of [
  ["390", MOBILE],
  ["1280", DESKTOP],
] as const) {
  test.describe(`registrations at ${size}px`, () => {
    test.use({ viewport });

    test("the sample registrations on the product page in English and Arabic, and the admin's page, axe clean", async ({ page }) => {
      await page.goto(`/product/${SLUG}`);
      const table = page.getByRole("region", { name: "Registrations" });
      await expect(table.getByRole("row", { name: /Kenya Registered SAMPLE-KE-PPB-0417/ })).toBeVisible();
      await expect(table.getByRole("row", { name: /Nigeria In process/ })).toBeVisible();
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await expectNoAxeViolations(page);

      await page.goto(`/ar/product/${SLUG}`);
      const arTable = page.getByRole("region", { name: "التسجيلات" });
      await expect(arTable.getByRole("columnheader", { name: "رقم التسجيل" })).toBeVisible();
      await expect(arTable.locator('tr[data-country="KE"] [data-status="registered"]')).toHaveText("مسجّل");
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await expectNoAxeViolations(page);

      await signInByApi(page);
      const listed = await page.request.get(`/api/admin/products?q=${encodeURIComponent("Verdamol 500 Tablets")}`);
      const id = ((await listed.json()) as { data: { products: Array<{ id: string; name: string }> } }).data.products.find((p) => p.name === "Verdamol 500 Tablets")!.id;
      await page.goto(`/adminproducts/${id}/registrations`);
      await expect(page.locator('tr[data-country="GH"]')).toContainText("Sample");
      await expectNoAxeViolations(page);
      const form = page.getByRole("region", { name: "Add or change a country" });
      await form.getByLabel("Country").selectOption("Tanzania");
      await form.getByLabel("Registration number").fill(`TZ-FICT-${size}`);
      await form.getByRole("button", { name: "Save the registration" }).click();
      await expect(page.locator('tr[data-country="TZ"]')).toContainText(`TZ-FICT-${size}`);
      expect(await hasHorizontalOverflow(page)).toBe(false);
    });
  });
}
