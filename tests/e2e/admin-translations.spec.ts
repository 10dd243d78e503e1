import type { Page } from "@playwright/test";
import { signInByApi, toast } from "./support/admin";
import { DESKTOP, MOBILE, catalogueTest as test, expect, expectNoAxeViolations, hasHorizontalOverflow } from "./support/fixtures";

const API = "/api/admin/products";

let counter = 0;

/** A published product made through the API (on this spec's own server); returns its id and slug. */
async function createPublished(page: Page): Promise<{ id: string; slug: string; name: string }> {
  counter += 1;
  const name = `Aaltrans ${Date.now().toString(36)}${counter} Tablets`;
  const res = await page.request.post(API, {
    data: {
      name,
      composition: "Paracetamol IP 500 mg",
      category: "Pharmaceuticals",
      descriptionList: ["Pain relief", "Fever relief"],
      dosageForm: "Tablets",
      packSize: "10x10 tabs",
      keyBenefits: ["Fast acting"],
      status: "published",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id, slug } = ((await res.json()) as { data: { id: string; slug: string } }).data;
  return { id, slug, name };
}

test.describe("product texts per language in the admin", () => {
  test("an admin writes the French description on the Français tab and sees it on the French page", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInByApi(page);
    const product = await createPublished(page);
    await page.goto(`/adminproducts/${product.id}`);
    await page.getByRole("navigation", { name: "Languages" }).getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(new RegExp(`/adminproducts/${product.id}\\?lang=fr$`));
    await expect(page.getByText("Not translated yet")).toBeVisible();

    // Not translated: the tab starts empty; the admin adds a line and types the French text.
    await page.getByRole("button", { name: "Add description line" }).click();
    await page.getByLabel("Description line 1", { exact: true }).fill("Soulage la douleur et fait baisser la fièvre");
    await page.getByRole("button", { name: "Save Français texts" }).click();
    await expect(toast(page, "Translation saved")).toBeVisible();
    await expect(page.getByLabel("Description line 1", { exact: true })).toHaveValue("Soulage la douleur et fait baisser la fièvre");

    await page.goto(`/fr/product/${product.slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByText("Soulage la douleur et fait baisser la fièvre")).toBeVisible();
    await expect(page.getByText("Pain relief")).toHaveCount(0);
    // The English page is unchanged.
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByText("Pain relief")).toBeVisible();
  });

  test("the dashboard lists missing translations with links to the language tabs", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInByApi(page);
    // One published product without texts in any language, whatever the seed brings.
    await createPublished(page);
    await page.goto("/adminDashboard");
    const section = page.getByRole("region", { name: "Missing translations" });
    await expect(section).toBeVisible();
    for (const language of ["Français", "Español", "Русский", "العربية"]) {
      await expect(section.getByText(new RegExp(`^${language}: \\d+ products? missing$`))).toBeVisible();
    }
    const first = section.getByTestId("missing-translations").first().getByRole("link").first();
    await first.click();
    await expect(page).toHaveURL(/\/adminproducts\/[\w-]+\?lang=fr$/);
    await expect(page.getByRole("link", { name: "Français" })).toHaveAttribute("aria-current", "page");
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`the editor's language tab is accessible at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInByApi(page);
      const product = await createPublished(page);
      await page.request.put(`${API}/${product.id}/translations/ar`, {
        data: { descriptionList: ["مسكّن للألم وخافض للحرارة"], keyBenefits: ["مفعول سريع"] },
      });
      await page.goto(`/adminproducts/${product.id}?lang=ar`);
      await expect(page.getByLabel("Description line 1", { exact: true })).toHaveValue("مسكّن للألم وخافض للحرارة");
      await expectNoAxeViolations(page);
      expect(await hasHorizontalOverflow(page)).toBe(false);
    });
  }
});

test.describe("the catalogue right to left", () => {
  test("Arabic: the gallery's next arrow is on the left and turns to the next image; no overflow at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/ar/product/mericlav-625-tablets");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const next = page.getByRole("button", { name: "الصورة التالية" });
    const previous = page.getByRole("button", { name: "الصورة السابقة" });
    await expect(next).toBeVisible();
    const [nextBox, previousBox] = [await next.boundingBox(), await previous.boundingBox()];
    expect(nextBox!.x).toBeLessThan(previousBox!.x);
    const image = page.getByTestId("gallery-image");
    const first = await image.getAttribute("src");
    await next.click();
    await expect(image).not.toHaveAttribute("src", first!);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.goto("/ar/category/Pharmaceuticals");
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expect(page.getByRole("link", { name: /اقرأ المزيد/ }).first()).toHaveAttribute("href", /^\/ar\/product\//);
  });
});
