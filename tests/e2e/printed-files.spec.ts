import { cataloguePath, dataSheetPath, sitePath, WHOLE_CATALOGUE } from "../../app/config/paths";
import { localizePath } from "../../app/i18n/locales";
import { normalizeProduct } from "../../app/schemas/product";
import { productSeeds } from "../../content/products";
import { readPdf } from "../support/pdf-text";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, test } from "./support/fixtures";

// The data sheets and the catalogue (decision 0073) as a buyer finds them: linked from the
// product page and the products page, in the page's language, reached with the keyboard.

const product = normalizeProduct(productSeeds[0]!);

test.describe("printed files on a phone, in Arabic", () => {
  test.use({ viewport: MOBILE });

  test("the products page lists the catalogues to download under a heading, axe clean", async ({ page }) => {
    await page.goto(localizePath(sitePath("products"), "ar"));
    const section = page.getByRole("region", { name: "كتالوجات للتنزيل" });
    await expect(section).toBeVisible();
    await expect(section.getByRole("link", { name: "الكتالوج الكامل (PDF)" })).toHaveAttribute("href", cataloguePath(WHOLE_CATALOGUE, "ar"));
    await expect(section.getByRole("link")).toHaveCount(4);
    await expectNoAxeViolations(page);
  });
});

test.describe("a product's data sheet at a desk", () => {
  test.use({ viewport: DESKTOP });

  test("is reached with the keyboard from the product page, with a visible focus, and is a one-page PDF", async ({ page }) => {
    await page.goto(sitePath("product", { slug: product.slug }));
    const link = page.getByRole("link", { name: "Data sheet (PDF)" });
    await expect(link).toHaveAttribute("href", dataSheetPath(product.slug, "en"));
    await page.getByRole("link", { name: /Ask on WhatsApp/ }).focus();
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    const outline = await link.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
    await expectNoAxeViolations(page);
    // Printed in the background when the site started: asked for until it is there.
    let status = 0;
    let body: Buffer | undefined;
    await expect(async () => {
      const res = await page.request.get(dataSheetPath(product.slug, "en"));
      status = res.status();
      if (status === 200) body = await res.body();
      expect(status).toBe(200);
    }).toPass({ timeout: 90_000 });
    expect((await readPdf(new Uint8Array(body!))).pageCount).toBe(1);
  });
});
