import type { Page } from "@playwright/test";
import { DESKTOP, MOBILE, catalogueTest as test, expect, expectNoAxeViolations, hasHorizontalOverflow } from "./support/fixtures";
import { signInByApi } from "./support/admin";

// The facts are set on a product of a server of its own (catalogueTest): the shared server's catalogue stays as seeded.
const FACTS = {
  moq: 1200,
  moqUnit: "boxes",
  leadTimeDays: 30,
  shelfLifeMonths: 36,
  storageConditions: "Store below 25 °C",
  hsCode: "30049099",
  pharmacopoeia: "IP",
  manufacturerName: null,
  samplesAvailable: true,
};

/** Sets the facts on the first seeded product through the admin API; its slug. */
async function productWithFacts(page: Page): Promise<string> {
  await signInByApi(page);
  const listed = await page.request.get("/api/admin/products?q=Verdamol");
  const found = ((await listed.json()) as { data: { products: Array<Record<string, unknown>> } }).data.products[0]!;
  const { id, slug: _slug, images: _images, seedSlug: _seed, updatedAt: _u, editedAt: _e, ...values } = found;
  const saved = await page.request.put(`/api/admin/products/${String(id)}`, { data: { ...values, ...FACTS } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.context().clearCookies();
  return ((await saved.json()) as { data: { slug: string } }).data.slug;
}

for (const [size, viewport] of [
  ["390", MOBILE],
  ["1280", DESKTOP],
] as const) {
  test.describe(`a product's commercial facts at ${size}px`, () => {
    test.use({ viewport });

    test("in English and in Arabic, right to left, axe clean", async ({ page }) => {
      const slug = await productWithFacts(page);
      await page.goto(`/product/${slug}`);
      const facts = page.getByRole("region", { name: "Ordering information" });
      await expect(facts.getByRole("row", { name: "Minimum order 1,200 boxes" })).toBeVisible();
      await expect(facts.getByRole("row", { name: "Lead time 30 days" })).toBeVisible();
      await expect(facts.getByRole("row", { name: "Shelf life 36 months" })).toBeVisible();
      await expect(facts.getByRole("row", { name: "HS code 30049099" })).toBeVisible();
      await expect(facts.getByRole("row", { name: "Pharmacopoeia standard IP (Indian Pharmacopoeia)" })).toBeVisible();
      await expect(facts.getByRole("row", { name: "Manufacturer On request" })).toBeVisible();
      await expect(facts.getByRole("row", { name: "Samples Available" })).toBeVisible();
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await expectNoAxeViolations(page);

      await page.goto(`/ar/product/${slug}`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const arFacts = page.getByRole("region", { name: "معلومات الطلب" });
      await expect(arFacts.getByRole("row", { name: "مدة الصلاحية 36 شهرًا" })).toBeVisible();
      await expect(arFacts.getByRole("row", { name: "الشركة المصنّعة عند الطلب" })).toBeVisible();
      // The label column is at the start of the line: on the right in Arabic.
      const label = await arFacts.getByRole("rowheader").first().boundingBox();
      const value = await arFacts.getByRole("cell").first().boundingBox();
      expect(label!.x).toBeGreaterThan(value!.x);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await expectNoAxeViolations(page);
    });
  });
}
