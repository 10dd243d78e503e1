import { mainNav } from "../../app/config/navigation";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";
import { brokenImages, marketingPages, stubMapEmbed } from "./support/marketing";
import { englishCopy, navLabel } from "../support/copy";

const pageSeo = (page: keyof typeof englishCopy) => englishCopy[page].seo;

test.beforeEach(async ({ page }) => {
  await stubMapEmbed(page);
});

for (const { key, path } of marketingPages) {
  test.describe(`${path}`, () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      test(`axe finds no violation at ${viewport.width}px, and every picture loads`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        expect(await brokenImages(page)).toEqual([]);
        await expectNoAxeViolations(page);
      });
    }

    test("nothing overflows at 360px", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      expect(await hasHorizontalOverflow(page)).toBe(false);
    });

    test("has one h1, its title, description, canonical link and OpenGraph tags", async ({ page }) => {
      await page.goto(path);
      const seo = pageSeo(key);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(seo.title);
      const head = page.locator("head");
      await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", seo.description);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", seo.title);
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute("content", seo.description);
      await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
      const canonical = await head.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(path);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical!);
      await expect(head.locator('script[type="application/ld+json"]')).toHaveCount(key === "home" ? 1 : 0);
    });
  });
}

test("client-side navigation updates the title and the canonical link", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const { key, path } of marketingPages.slice(1)) {
    const label = navLabel(mainNav.find((item) => item.to === path)!);
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page).toHaveTitle(pageSeo(key).title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  }
});
