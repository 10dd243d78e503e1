import { LOCALES, localeDirection, localizePath } from "../../app/i18n/locales";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";
import { stubMapEmbed, waitForHydration } from "./support/marketing";

/** Every public page, by its path without a language. */
const PAGES = [
  "/",
  "/about",
  "/globalPresence",
  "/service",
  "/products",
  "/contact",
  "/quote",
  "/category/Pharmaceuticals",
  "/product/verdamol-500-tablets",
];

test.describe("every public page in every language", () => {
  test.beforeEach(async ({ page }) => {
    await stubMapEmbed(page);
  });

  for (const locale of LOCALES) {
    for (const path of PAGES) {
      const url = localizePath(path, locale);
      test(`${url}: status, lang, no leftovers, axe at 390 and 1280 px`, async ({ page }) => {
        await page.setViewportSize(DESKTOP);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("html")).toHaveAttribute("dir", localeDirection(locale));
        const text = await page.locator("body").innerText();
        expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
        expect(text).not.toContain("undefined");
        await expectNoAxeViolations(page, { exclude: ["iframe"] });
        await page.setViewportSize(MOBILE);
        await expectNoAxeViolations(page, { exclude: ["iframe"] });
      });
    }
  }
});

test.describe("a client navigation in a language", () => {
  for (const locale of ["fr", "ar"] as const) {
    test(`the logo on /${locale}/products leads to the ${locale} home page without a reload`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`/${locale}/`);
      const heading = await page.locator("h1").innerText();
      await page.goto(`/${locale}/products`);
      await waitForHydration(page, "header a[aria-label]");
      // The router asks for the home page's data at /fr.data: answered from the language's routes.
      const data = page.waitForResponse((response) => new URL(response.url()).pathname === `/${locale}.data`);
      await page.locator("header a").filter({ has: page.locator("svg circle") }).first().click();
      expect((await data).status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`/${locale}/$`));
      await expect(page.locator("h1")).toHaveText(heading);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
    });
  }
});

test.describe("the language switcher", () => {
  test("keeps the page and its query, with JavaScript", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/fr/about?ref=mail");
    await waitForHydration(page, "[data-testid=language-switcher] summary");
    const switcher = page.getByTestId("language-switcher");
    await expect(switcher.locator("summary")).toContainText("Français");
    await switcher.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(switcher.getByRole("link", { name: "Français" })).toHaveAttribute("aria-current", "true");
    await switcher.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/about\?ref=mail$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("reads 'English' in English", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/products");
    await expect(page.getByTestId("language-switcher").locator("summary")).toHaveText("English");
  });

  test("keeps the page and its query without JavaScript, from the phone menu too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    await page.goto("/fr/about?ref=mail");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const link = page.locator("#mobile-menu").getByRole("link", { name: "Español" });
    await expect(link).toHaveAttribute("lang", "es");
    await link.click();
    await expect(page).toHaveURL(/\/es\/about\?ref=mail$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.setViewportSize(DESKTOP);
    await page.getByTestId("language-switcher").locator("summary").click();
    await page.getByTestId("language-switcher").getByRole("link", { name: "Русский" }).click();
    await expect(page).toHaveURL(/\/ru\/about\?ref=mail$/);
    await context.close();
  });
});

test.describe("right to left", () => {
  for (const path of PAGES) {
    test(`${localizePath(path, "ar")} is rtl without horizontal overflow at 360 px`, async ({ page }) => {
      await stubMapEmbed(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(localizePath(path, "ar"));
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      expect(await hasHorizontalOverflow(page)).toBe(false);
    });
  }
});

test.describe("the language suggestion", () => {
  test.use({ locale: "fr-FR" });

  test("offers French on an English page, in French, and stays dismissed after a reload", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/about?ref=x");
    const bar = page.getByTestId("language-suggestion");
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("lang", "fr");
    await expect(bar).toContainText("Cette page est disponible en français.");
    await expect(bar.getByRole("link", { name: "Lire en français" })).toHaveAttribute("href", "/fr/about?ref=x");
    await expectNoAxeViolations(page);
    await bar.getByRole("button", { name: "Fermer" }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await waitForHydration(page, "[data-testid=language-switcher] summary");
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  });

  test("covers nothing at the page's end on a phone: the footer scrolls up above the bar", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/about");
    const bar = page.getByTestId("language-suggestion");
    await expect(bar).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const [footerBox, barBox] = await Promise.all([footer.boundingBox(), bar.boundingBox()]);
        return footerBox && barBox ? footerBox.y + footerBox.height - barBox.y : Infinity;
      })
      .toBeLessThanOrEqual(0);
  });

  test("is not shown on a page already in the preferred language", async ({ page }) => {
    await page.goto("/fr/about");
    await waitForHydration(page, "[data-testid=language-switcher] summary");
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  });
});
