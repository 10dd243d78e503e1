import { writeFile } from "node:fs/promises";
import type { Page, TestInfo } from "@playwright/test";
import { sitePath } from "../../app/config/paths";
import { formatDay } from "../../app/i18n/format";
import { slugify } from "../../app/catalogue/slug";
import { productSeeds } from "../../content/products";
import { allText, readPdf } from "../support/pdf-text";
import { DESKTOP, expect, test } from "./support/fixtures";

// A product page as a buyer prints it (issue 26): one A4 page, no navigation, buttons, related
// products or chat button, with the page's address and the day it was served. CSS only: the
// print styles and the line printed are in the server's HTML, no script.

/** The first product (registrations and documents on record) and the one with the most words. */
const withRegistrations = productSeeds[0]!;
const longest = [...productSeeds].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0]!;
const CASES = [
  { product: withRegistrations, locale: "en" },
  { product: withRegistrations, locale: "ar" },
  { product: longest, locale: "en" },
  { product: longest, locale: "ar" },
] as const;

/** What a printer gets: the page printed by Chromium on A4 with the page's own margins (its `@page`), as the browser's Print does. */
async function printed(page: Page, testInfo: TestInfo) {
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  // Kept with the test's results, to be looked at when it fails.
  const file = testInfo.outputPath("printed.pdf");
  await writeFile(file, pdf);
  await testInfo.attach("printed.pdf", { path: file, contentType: "application/pdf" });
  return readPdf(pdf);
}

const today = () => new Date().toISOString().slice(0, 10);

for (const { product, locale } of CASES) {
  test.describe(`${product.name}'s page printed in ${locale === "en" ? "English" : "Arabic"}`, () => {
    test.use({ viewport: DESKTOP });

    test("is one A4 page with the product, its address and the day, without the site's chrome", async ({ page }, testInfo) => {
      const slug = slugify(product.name);
      await page.goto(sitePath("product", { slug, locale }));
      const name = product.name;
      // On screen: the chrome is there, the printed line is not.
      const printLine = page.getByTestId("print-source");
      await expect(printLine).toBeHidden();
      await expect(page.getByTestId("chat-button")).toBeVisible();

      // What paper leaves out, found on screen first (hidden elements too: a role query skips
      // what is not displayed), so the check below cannot pass by finding nothing.
      const leftOut = {
        header: page.locator("header"),
        footer: page.locator("footer"),
        navigation: page.getByRole("navigation", { includeHidden: true }),
        buttons: page.getByRole("button", { includeHidden: true }),
        "chat button": page.getByTestId("chat-button"),
        "related products": page.locator("section[aria-labelledby=related-title]"),
        "forms (add to quote, inquire)": page.locator("main form"),
        // Only the first product has documents on record.
        ...(product === withRegistrations ? { documents: page.getByTestId("product-documents") } : {}),
      };
      for (const [what, locator] of Object.entries(leftOut)) expect(await locator.count(), what).toBeGreaterThan(0);
      await page.emulateMedia({ media: "print" });
      for (const [what, locator] of Object.entries(leftOut)) {
        for (const element of await locator.all()) await expect(element, what).toBeHidden();
      }
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByTestId("composition")).toBeVisible();
      await expect(page.getByTestId("product-details")).toBeVisible();
      await expect(printLine).toBeVisible();
      // The page's canonical address, as its <link rel="canonical"> says, and the day it was served.
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toMatch(new RegExp(`${slug}$`));
      await expect(printLine).toContainText(canonical!);
      await expect(printLine.locator("time")).toHaveAttribute("datetime", today());
      await expect(printLine.locator("time")).toHaveText(formatDay(today(), locale));

      const read = await printed(page, testInfo);
      expect(read.pageCount).toBe(1);
      // A long name wraps: its lines read one after the other.
      const text = allText(read).join(" ");
      expect(text).toContain(name);
      expect(text).toContain(canonical!);
    });
  });
}
