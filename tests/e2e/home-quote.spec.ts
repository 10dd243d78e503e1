import { dictionaryFor } from "../../app/i18n/dictionary.server";
import { LOCALES, localizePath, type Locale } from "../../app/i18n/locales";
import { copyIn } from "../support/copy";
import { DESKTOP, MOBILE, expect, test } from "./support/fixtures";

/*
 * The home page's "REQUEST A QUOTE" was English on every language's home page, and both
 * quote buttons (the mission's and the third banner's) opened Contact. They open the quote list,
 * in the page's language.
 */

const texts = async (locale: Locale) => {
  const home = await copyIn("home", locale);
  return { button: home.mission.quoteButton, mission: home.mission.heading, banner: home.bannerSlides[2]!, quoteTitle: dictionaryFor(locale).messages.forms.quote.title };
};

for (const viewport of [MOBILE, DESKTOP]) {
  for (const locale of ["en", "ar"] as const) {
    test.describe(`home page quote buttons, ${locale} at ${viewport.width}px`, () => {
      test.use({ viewport });

      test("the mission's button, in the page's language, opens the quote list; so does the banner's", async ({ page }) => {
        const t = await texts(locale);
        await page.goto(localizePath("/", locale));
        const banner = page.getByRole("region", { name: dictionaryFor(locale).messages.chrome.carousel.label });
        await expect(banner.getByRole("link", { name: t.banner.cta!.label, includeHidden: true })).toHaveAttribute("href", localizePath("/quote", locale));
        const button = page.getByRole("region", { name: t.mission }).getByRole("link", { name: t.button, exact: true });
        await expect(button).toHaveAttribute("href", localizePath("/quote", locale));
        await button.click();
        await expect(page).toHaveURL(localizePath("/quote", locale));
        await expect(page.getByRole("heading", { level: 1, name: t.quoteTitle })).toBeVisible();
      });
    });
  }
}

test("every language's home page names the button in its own language", async ({ page }) => {
  const labels = new Set<string>();
  for (const locale of LOCALES) {
    const t = await texts(locale);
    labels.add(t.button);
    await page.goto(localizePath("/", locale));
    await expect(page.getByRole("region", { name: t.mission }).getByRole("link", { name: t.button, exact: true })).toHaveAttribute(
      "href",
      localizePath("/quote", locale),
    );
  }
  expect(labels.size).toBe(LOCALES.length);
});
