import type { Locator, Page } from "@playwright/test";
import { site } from "../../app/config/site";
import { normalizeProduct } from "../../app/schemas/product";
import { productSeeds } from "../../content/products";
import { DESKTOP, MOBILE, expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/marketing";
import { englishCopy } from "../support/copy";

const { bannerSlides, featuredProductSlugs, homeGlobalPresence, mission, overviewCards, sectionIntros, stats, testimonials, whyUsChecklist, whyWorkWithUs } = englishCopy.home;

const CAROUSEL = '[aria-roledescription="carousel"]';
const featured = featuredProductSlugs.map((slug) => productSeeds.map((seed) => normalizeProduct(seed)).find((p) => p.slug === slug)!);

function carousel(page: Page): Locator {
  return page.getByRole("region", { name: "Highlights" });
}

/** The slide on show, by its dot: the one marked current. */
async function expectCurrentSlide(page: Page, index: number): Promise<void> {
  const dots = carousel(page).getByRole("button", { name: /^Show slide \d of 3$/ });
  await expect(dots.nth(index)).toHaveAttribute("aria-current", "true");
  await expect(carousel(page).locator('[aria-current="true"]')).toHaveCount(1);
  const slide = carousel(page).getByRole("group", { name: `${index + 1} of 3` });
  await expect(slide).not.toHaveAttribute("inert");
  await expect(slide.getByRole("heading", { name: bannerSlides[index]!.heading })).toBeInViewport();
}

test.describe("home page at 1280px", () => {
  test.use({ viewport: DESKTOP });

  test("has its sections in the specified order", async ({ page }) => {
    await page.goto("/");
    const sections = await page.locator("main > section").evaluateAll((elements) =>
      elements.map((el) => {
        const labelledBy = el.getAttribute("aria-labelledby");
        return el.getAttribute("aria-label") ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null);
      }),
    );
    expect(sections).toEqual([
      "Highlights",
      sectionIntros.overview.heading,
      mission.heading,
      sectionIntros.featuredProducts.heading,
      sectionIntros.services.heading,
      sectionIntros.whyWorkWithUs.heading,
      sectionIntros.whyUs.heading,
      "Our company in numbers",
      sectionIntros.globalPresence.heading,
      sectionIntros.testimonials.heading,
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("shows the company overview cards with title, value and icon", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: sectionIntros.overview.heading });
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(overviewCards().length);
    for (const [index, card] of overviewCards().entries()) {
      await expect(cards.nth(index).getByRole("heading", { name: card.title })).toBeVisible();
      await expect(cards.nth(index)).toContainText(card.value);
      await expect(cards.nth(index).locator("svg")).toBeVisible();
    }
  });

  test("states the company's claims from docs/requirements.md §1", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main).toContainText(site.businessType);
    await expect(main).toContainText(`Year of Establishment${site.established}`);
    await expect(main).toContainText("150+ products");
    await expect(main).toContainText("Market CoveredWorldwide");
    await expect(main).toContainText(`Annual Turnover${site.turnoverBand}`);
    await expect(main).toContainText(`GST Number${site.gstNumber}`);
    await expect(main).toContainText("WHO-GMP and ISO 9001:2015");
    await expect(main).toContainText("quotation within 24 hours");
  });

  test("the mission's REQUEST A QUOTE button goes to the quote list", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: mission.heading });
    for (const paragraph of mission.paragraphs) await expect(section).toContainText(paragraph);
    await section.getByRole("link", { name: "REQUEST A QUOTE", exact: true }).click();
    await expect(page).toHaveURL("/quote");
  });

  test("shows five featured products in five columns, each linking to its page", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: sectionIntros.featuredProducts.heading });
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(5);
    const tops = new Set<number>();
    for (const [index, product] of featured.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { name: product.name })).toBeVisible();
      await expect(card.locator("img")).toHaveAttribute("src", product.images[0]!);
      const details = card.getByRole("link", { name: `View Details of ${product.name}` });
      await expect(details).toContainText("View Details");
      await expect(details).toHaveAttribute("href", `/product/${product.slug}`);
      tops.add(Math.round((await card.boundingBox())!.y));
    }
    expect(tops.size, "all five cards on one row").toBe(1);

    await cards.nth(2).getByRole("link", { name: /^View Details/ }).click();
    await expect(page).toHaveURL(`/product/${featured[2]!.slug}`);
  });

  test("VIEW ALL PRODUCTS goes to the products page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "VIEW ALL PRODUCTS", exact: true }).click();
    await expect(page).toHaveURL("/products");
  });

  test("shows the services, why work with us, 10 why-us points and the statistics", async ({ page }) => {
    await page.goto("/");
    const services = page.getByRole("region", { name: sectionIntros.services.heading });
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(["Contract Manufacturing", "Generic Products"]);
    await services.getByRole("link", { name: "Explore All Services" }).click();
    await expect(page).toHaveURL("/service");
    await page.goBack();

    const why = page.getByRole("region", { name: sectionIntros.whyWorkWithUs.heading });
    await expect(why.getByRole("heading", { level: 3 })).toHaveText(whyWorkWithUs.map((item) => item.title));
    await expect(why.getByRole("heading", { level: 3 })).toHaveText([
      "Quality Assurance",
      "Timely Delivery",
      "Competitive Pricing",
      "Export Documentation",
    ]);

    const checklist = page.getByRole("region", { name: sectionIntros.whyUs.heading }).getByRole("listitem");
    await expect(checklist).toHaveCount(10);
    await expect(checklist).toHaveText(whyUsChecklist);

    const band = page.getByRole("region", { name: "Our company in numbers" }).getByRole("listitem");
    await expect(band).toHaveText(stats.map((stat) => `${stat.value}${stat.label}`));
    await expect(band).toHaveText(["150+Products", "5+Years of Experience", "24+Hours Turnaround", "100%Client Satisfaction"]);
  });

  test("shows the global presence map, linking to the Global Presence page", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: sectionIntros.globalPresence.heading });
    const map = section.getByRole("img", { name: homeGlobalPresence.imageAlt });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveJSProperty("complete", true);
    expect(await map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await section.getByRole("link", { name: homeGlobalPresence.cta.label }).click();
    await expect(page).toHaveURL("/globalPresence");
  });

  test("shows three testimonials with name, text and picture", async ({ page }) => {
    await page.goto("/");
    const figures = page.getByRole("region", { name: sectionIntros.testimonials.heading }).getByRole("figure");
    await expect(figures).toHaveCount(3);
    for (const [index, testimonial] of testimonials.entries()) {
      await expect(figures.nth(index)).toContainText(testimonial.name);
      await expect(figures.nth(index).locator("blockquote")).toHaveText(testimonial.text);
      await expect(figures.nth(index).locator("img")).toHaveAttribute("src", testimonial.image);
    }
  });

  test("has its title, description, OpenGraph tags and an Organization JSON-LD", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Pharmaceutical Exporter/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    const organization = JSON.parse(jsonLd ?? "{}");
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: site.name,
      foundingDate: String(site.established),
      address: { postalCode: site.address.postalCode },
    });
  });
});

test.describe("home page carousel", () => {
  test.use({ viewport: DESKTOP });

  test("advances by itself every few seconds", async ({ page }) => {
    await page.goto("/");
    await expectCurrentSlide(page, 0);
    // Real time: the next slide arrives without anyone touching the page.
    await expect(carousel(page).getByRole("button", { name: "Show slide 2 of 3" })).toHaveAttribute("aria-current", "true", {
      timeout: 10_000,
    });
    await expectCurrentSlide(page, 1);
  });

  test.describe("on a controlled clock", () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
      await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
      await page.goto("/");
      await waitForHydration(page, CAROUSEL);
    });

    test("moves on after 4000 ms, loops from the last slide to the first, and holds while hovered", async ({ page }) => {
      await page.clock.runFor(3_900);
      await expectCurrentSlide(page, 0);
      await page.clock.runFor(200);
      await expectCurrentSlide(page, 1);

      await carousel(page).getByRole("group", { name: "2 of 3" }).hover();
      await page.clock.runFor(20_000);
      await expectCurrentSlide(page, 1);

      await page.mouse.move(5, DESKTOP.height - 5);
      await page.clock.runFor(4_000);
      await expectCurrentSlide(page, 2);
      await page.clock.runFor(4_000);
      await expectCurrentSlide(page, 0);
    });

    test("the pause button stops it and the play button starts it again", async ({ page }) => {
      const pause = carousel(page).getByRole("button", { name: "Pause slide show" });
      await pause.focus();
      await page.keyboard.press("Enter");
      await page.clock.runFor(20_000);
      await expectCurrentSlide(page, 0);
      const play = carousel(page).getByRole("button", { name: "Play slide show" });
      await expect(play).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(carousel(page).getByRole("button", { name: "Pause slide show" })).toBeVisible();
      await page.clock.runFor(4_000);
      await expectCurrentSlide(page, 1);
    });

    test("holds while keyboard focus is inside it, and the dots and arrows work from the keyboard", async ({ page }) => {
      const next = carousel(page).getByRole("button", { name: "Next slide" });
      await next.focus();
      await page.keyboard.press("Enter");
      await expectCurrentSlide(page, 1);
      await page.clock.runFor(20_000);
      await expectCurrentSlide(page, 1);

      await carousel(page).getByRole("button", { name: "Show slide 3 of 3" }).focus();
      await page.keyboard.press("Enter");
      await expectCurrentSlide(page, 2);
      for (let i = 0; i < 3; i++) await page.keyboard.press("Shift+Tab");
      await expect(carousel(page).getByRole("button", { name: "Previous slide" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expectCurrentSlide(page, 1);

      // Focus leaving the carousel (to the header, so the banner stays in view) lets it move on.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).focus();
      await page.clock.runFor(4_000);
      await expectCurrentSlide(page, 2);
    });
  });

  test.describe("for a visitor who prefers reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("does not play by itself, but can be started", async ({ page }) => {
      await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
      await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
      await page.goto("/");
      await waitForHydration(page, CAROUSEL);
      const play = carousel(page).getByRole("button", { name: "Play slide show" });
      await expect(play).toBeVisible();
      await page.clock.runFor(20_000);
      await expectCurrentSlide(page, 0);
      await play.focus();
      await page.keyboard.press("Enter");
      await page.clock.runFor(4_000);
      await expectCurrentSlide(page, 1);
    });
  });
});

test.describe("home page carousel on a touch screen", () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test("a sideways swipe moves one slide either way", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page, CAROUSEL);
    // On the slide on show, as a finger would be.
    const swipe = async (fromX: number, toX: number) => {
      const slide = carousel(page).locator('[aria-roledescription="slide"][data-current="true"]');
      const touch = (x: number) => [{ identifier: 0, clientX: x, clientY: 200 }];
      await slide.dispatchEvent("touchstart", { touches: touch(fromX), changedTouches: touch(fromX) });
      await slide.dispatchEvent("touchend", { touches: [], changedTouches: touch(toX) });
    };
    await swipe(300, 100);
    await expectCurrentSlide(page, 1);
    await swipe(100, 300);
    await expectCurrentSlide(page, 0);
    await swipe(200, 180);
    await expectCurrentSlide(page, 0);
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: MOBILE });

  test("shows the first banner and keeps the others out of view", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: bannerSlides[0]!.heading })).toBeInViewport();
    await expect(page.getByRole("img", { name: bannerSlides[0]!.imageAlt })).toBeVisible();
    for (const slide of bannerSlides.slice(1)) {
      await expect(page.getByText(slide.heading)).not.toBeInViewport();
    }
    await expect(page.getByRole("link", { name: "REQUEST A QUOTE", exact: true })).toHaveAttribute("href", "/quote");
  });
});
