import { MOBILE, expect, hydrationState, test } from "./support/fixtures";
import { stubMapEmbed } from "./support/marketing";

/**
 * A page is complete as HTML; its scripts only hydrate it, so they are asked for once the first
 * frame is painted and never share a slow connection with the stylesheet and the first pictures
 * (server/http/hydration-after-paint.server.ts).
 */
test.describe("scripts after the first paint", () => {
  test.use({ viewport: MOBILE });

  for (const path of ["/", "/contact", "/ar/product/verdamol-500-tablets", "/adminlogin"]) {
    test(`${path}: no script is asked for before the first paint, and the page then hydrates`, async ({ page }) => {
      await stubMapEmbed(page);
      await page.goto(path);
      expect(await hydrationState(page)).toBe("hydrated");
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-paint")[0]?.startTime ?? -1,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
      }));
      expect(paint).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(5);
      expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
    });
  }
});
