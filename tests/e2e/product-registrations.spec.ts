import { DESKTOP, MOBILE, catalogueTest as test, expect, expectNoAxeViolations, hasHorizontalOverflow } from "./support/fixtures";
import { plainPdf } from "../support/document-fixtures";
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

      // Ghana's registration certificate, public in the library: its row links to the file.
      const added = await page.request.post("/admindocuments", {
        multipart: {
          intent: "new-document",
          type: "registration",
          title: `Registration certificate, Ghana (${size}px)`,
          country: "GH",
          visibility: "public",
          language: "en",
          issuedOn: "2022-10-01",
          expiresOn: "2027-09-30",
          productIds: id,
          file: { name: "ghana.pdf", mimeType: "application/pdf", buffer: await plainPdf("Ghana") },
        },
        maxRedirects: 0,
      });
      expect(added.status()).toBe(302);
      await page.goto(`/ar/product/${SLUG}`);
      const certificate = page.getByRole("region", { name: "التسجيلات" }).locator('tr[data-country="GH"]').getByRole("link", { name: /^تنزيل \(PDF، \d+ KB\)$/ });
      await expect(certificate).toBeVisible();
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await expectNoAxeViolations(page);
      const download = page.waitForEvent("download");
      await certificate.click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    });
  });
}

for (const [size, viewport] of [
  ["390", MOBILE],
  ["1280", DESKTOP],
] as const) {
  test.describe(`the country filter at ${size}px`, () => {
    test.use({ viewport });

    test("in English: Nigeria lists the product in process there, marked, axe clean", async ({ page }) => {
      await page.goto("/products");
      const search = page.getByRole("search", { name: "Products" });
      await search.getByLabel("Country of registration").selectOption("Nigeria");
      await search.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/[?&]country=NG\b/);
      const results = page.getByRole("region", { name: "Search results for registered in Nigeria" });
      await expect(results.getByRole("heading", { name: "Verdamol 500 Tablets" })).toBeVisible();
      await expect(results.getByText("Registration in process in Nigeria")).toBeVisible();
      await expect(results.getByRole("article")).toHaveCount(1);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await expectNoAxeViolations(page);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("in Arabic: Kenya from a category page lists the two products registered there, and the language switcher keeps it", async ({ page }) => {
        await page.goto("/ar/category/Pharmaceuticals");
        const search = page.getByRole("search");
        await search.locator('select[name="country"]').selectOption("KE");
        await search.getByRole("button", { name: "بحث" }).click();
        await expect(page).toHaveURL(/\/ar\/products\?.*country=KE/);
        const results = page.locator('section[aria-labelledby="results-title"]');
        await expect(results.getByRole("article")).toHaveCount(2);
        await expect(results.getByRole("heading", { name: "Verdamol 650 Tablets" })).toBeVisible();
        await expect(page.locator('a[hreflang="en"]').first()).toHaveAttribute("href", /country=KE/);
        expect(await hasHorizontalOverflow(page)).toBe(false);
      });
    });

    // axe runs inside the page, which needs the page's scripting on: the Arabic page is judged here.
    test("in Arabic: the filtered results are axe clean and do not overflow", async ({ page }) => {
      await page.goto("/ar/products?country=KE");
      await expect(page.locator('section[aria-labelledby="results-title"]').getByRole("article")).toHaveCount(2);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await expectNoAxeViolations(page);
    });
  });
}
