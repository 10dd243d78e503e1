import type { Page } from "@playwright/test";
import { sitePath } from "../../app/config/paths";
import { normalizeProduct } from "../../app/schemas/product";
import { productSeeds } from "../../content/products";
import { DESKTOP, expect, test } from "./support/fixtures";

/*
 * A buyer with a quote list gets the public pages from the page cache with their own count in
 * the header (docs/decisions/0017-quote-list-cookie.md), with and without JavaScript. An answer
 * from the cache carries an ETag ending in the buyer's count ("...-2"); a rendered one none.
 */

const [a, b] = productSeeds.slice(0, 2).map(normalizeProduct) as [ReturnType<typeof normalizeProduct>, ReturnType<typeof normalizeProduct>];
const PAGES = [sitePath("products"), sitePath("home", { locale: "fr" }), sitePath("product", { slug: a.slug, locale: "ar" })];
const count = (page: Page) => page.getByTestId("quote-count");

/** Opens the page until the cache answers it with this buyer's count (the first visit may render it). */
async function openFromCache(page: Page, path: string, expected: number) {
  for (let i = 0; i < 20; i++) {
    const response = await page.goto(path);
    if (response?.headers().etag?.endsWith(`-${expected}"`)) return;
  }
  throw new Error(`${path} never came from the cache with a count of ${expected}`);
}

/** Adds products from their pages by the page's own button: a plain post without JavaScript. */
async function add(page: Page, ...products: Array<{ slug: string; name: string }>) {
  for (const product of products) {
    await page.goto(sitePath("product", { slug: product.slug }));
    await page.getByRole("button", { name: `Add to quote: ${product.name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `${product.name} is on your quote list` })).toBeVisible();
  }
}

test.describe("a quote-list visitor on the cached path", () => {
  test.use({ viewport: DESKTOP });

  test("two buyers, one with JavaScript and one without, each see their own count on cached pages", async ({ page, browser }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const noScript = await plain.newPage();
    try {
      await add(page, a);
      await add(noScript, a, b);
      for (const path of PAGES) {
        // Alternating between the two buyers on the same cached page.
        await openFromCache(page, path, 1);
        await openFromCache(noScript, path, 2);
        await expect(count(page), path).toHaveText("1");
        await expect(count(noScript), path).toHaveText("2");
        // Hydrated (the fixture waits for it), the badge kept the number the page came with.
        await expect(page.getByRole("link", { name: /Quote|Devis|Cotización|Запрос|عرض/ }).first()).toBeVisible();
        await expect(count(page), path).toHaveText("1");
      }
      // A client-side navigation keeps the count, and an addition with script updates it in place.
      await page.goto(sitePath("products"));
      await page.locator(`main a[href="${sitePath("category", { category: a.category })}"]`).first().click();
      await expect(page).toHaveURL(sitePath("category", { category: a.category }));
      await expect(count(page)).toHaveText("1");
      await page.getByRole("button", { name: `Add to quote: ${b.name}` }).click();
      await expect(count(page)).toHaveText("2");
      await openFromCache(page, sitePath("products"), 2);
      await expect(count(page)).toHaveText("2");
      // A visitor without a list still gets 0 from the same cached page.
      const stranger = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
      const visitor = await stranger.newPage();
      await visitor.goto(sitePath("products"));
      await expect(count(visitor)).toHaveText("0");
      await stranger.close();
    } finally {
      await plain.close();
    }
  });
});
