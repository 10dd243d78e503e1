import type { Page } from "@playwright/test";
import { site } from "../../../app/config/site";

/** The public marketing pages this suite covers, with the path each lives at. */
export const marketingPages = [
  { key: "home", path: "/" },
  { key: "about", path: "/about" },
  { key: "globalPresence", path: "/globalPresence" },
  { key: "services", path: "/service" },
  { key: "contact", path: "/contact" },
] as const;

/**
 * React has taken over the server-rendered element: its handlers are attached. Tests that
 * drive client behaviour (the carousel's timer) wait for this instead of sleeping.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((key) => key.startsWith("__reactFiber"));
    },
    selector,
  );
}

/**
 * The contact page embeds a third-party map. The browser tests must not depend on the
 * internet (these machines have none), so the embed is answered with a small local page.
 */
export async function stubMapEmbed(page: Page): Promise<void> {
  const origin = new URL(site.map.embedUrl).origin;
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><head><title>Map</title></head><body><p>Map of our office</p></body></html>',
    }),
  );
}

/**
 * Scrolls through the page so lazy images load, then reports any image that failed. Slides
 * not on show are left out: they load when their turn comes.
 */
export async function brokenImages(page: Page): Promise<string[]> {
  // A timer, not an animation frame, between steps: a busy renderer can hold frames back for
  // long; and a bounded number of steps, however the page's height moves while images load.
  await page.evaluate(async () => {
    const step = Math.max(window.innerHeight / 2, 200);
    for (let y = 0, steps = 0; y < document.body.scrollHeight && steps < 200; y += step, steps++) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(
    () => {
      const pending = [...document.images].filter((img) => !img.closest("[inert]") && !img.complete);
      // A lazy image the scroll passed while a busy renderer drew no frame has not been asked
      // for: brought into view, as a reader scrolling to it would.
      pending[0]?.scrollIntoView({ block: "center" });
      return pending.length === 0;
    },
    undefined,
    { polling: 200 },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => !img.closest("[inert]") && img.naturalWidth === 0)
      .map((img) => img.getAttribute("src") ?? ""),
  );
}
