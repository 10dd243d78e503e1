import { footerNav, mainNav } from "../../app/config/navigation";
import { navLabel } from "../support/copy";
import { site } from "../../app/config/site";
import { phoneDigits } from "../../app/company/company";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";
import { LOCALE_NAMES } from "../../app/i18n/locales";

test.describe("layout at 1280px", () => {
  test.use({ viewport: DESKTOP });

  test("the top bar shows the business type, phone, e-mail and 'English'", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByTestId("top-bar");
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(site.businessType);
    await expect(bar.getByRole("link", { name: site.phone })).toHaveAttribute("href", `tel:+${phoneDigits(site.phone)}`);
    await expect(bar.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    // 'English' is the language switcher now: it names the page's language and opens the others.
    const switcher = bar.getByTestId("language-switcher").locator("summary");
    await expect(switcher).toBeVisible();
    await expect(switcher).toHaveText("English");
  });

  test("every navigation link goes to its page and is marked current there", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const item of mainNav) {
      await nav.getByRole("link", { name: navLabel(item), exact: true }).click();
      await expect(page).toHaveURL(item.to);
      await expect(nav.getByRole("link", { name: navLabel(item), exact: true })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test("the logo goes home", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("link", { name: site.name, exact: true }).click();
    await expect(page).toHaveURL("/");
  });

  test("the footer has the address, the quick links without Global Presence, the map link and the copyright", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(site.address.postalCode);
    const links = footer.getByRole("navigation", { name: "Quick links" }).getByRole("link");
    await expect(links).toHaveText(footerNav.map(navLabel));
    await expect(footer.getByRole("link", { name: "Global Presence" })).toHaveCount(0);
    const map = footer.getByRole("link", { name: /Map of our office/ });
    await expect(map).toHaveAttribute("href", site.map.linkUrl);
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`);
  });

  test("the chat button opens WhatsApp with the company's number (country code 91) in a new tab", async ({ page }) => {
    await page.goto("/");
    const chat = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
    await expect(chat).toBeVisible();
    const href = await chat.getAttribute("href");
    expect(href).toMatch(/^https:\/\/wa\.me\/91\d{10}$/);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", /noopener/);
    const box = await chat.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(DESKTOP.width - 40);
    expect(box && box.y + box.height).toBeGreaterThan(DESKTOP.height - 40);
  });

  test("the container is at most 1200px wide", async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto("/");
    const width = await page.locator("header .container-page").first().evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(1200);
  });

  test("axe finds no violation in the layout", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
  });
});

test.describe("layout at 390px", () => {
  test.use({ viewport: MOBILE });

  test("the top bar is hidden and the menu button opens and closes the same links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("top-bar")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    // The pages, then the languages (the same page in each).
    await expect(menu.getByRole("list").first().getByRole("link")).toHaveText(mainNav.map(navLabel));
    await expect(menu.getByRole("group").getByRole("link")).toHaveText(Object.values(LOCALE_NAMES));
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("every mobile menu link goes to its page and closes the menu", async ({ page }) => {
    await page.goto("/");
    for (const item of mainNav) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await menu.getByRole("link", { name: navLabel(item), exact: true }).click();
      await expect(page).toHaveURL(item.to);
      await expect(menu).toBeHidden();
    }
  });

  test("the menu works with the keyboard", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Home" })).toBeFocused();
  });

  test("axe finds no violation with the menu open, and nothing overflows", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expectNoAxeViolations(page);
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });
});

test.describe("error pages", () => {
  test.use({ allowedConsoleErrors: [/status of (404|500)/] });

  test("an unknown URL shows the branded 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL("/");
    await expectNoAxeViolations(page);
  });

  test("a render error shows 'Unexpected Application Error!' with status 500", async ({ page }) => {
    const response = await page.goto("/__test/render-error");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
  });
});
