import { PUBLIC_PAGES } from "../../scripts/bench/budgets";
import { DESKTOP, MOBILE, expect, test } from "./support/fixtures";

// docs/requirements.md §7: images carry their size (no layout shift) and load lazily below the fold;
// the first image of the page's content, the likely largest paint, is never lazy. Others in the
// first screen may be either: one attribute serves every width, and an image in the first screen
// at 1280px can be below the fold at 390px. An image beside the screen may be either.
for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`images at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("every image on every public page is sized, and lazy exactly when below the fold", async ({ page }) => {
      for (const { path } of PUBLIC_PAGES) {
        await page.goto(path);
        const images = await page.locator("img").evaluateAll(
          (imgs, screen) =>
            imgs.map((img) => {
              const box = img.getBoundingClientRect();
              const top = box.top + window.scrollY;
              const shown = img.getClientRects().length > 0;
              return {
                src: img.getAttribute("src") ?? "",
                width: img.getAttribute("width"),
                height: img.getAttribute("height"),
                loading: img.getAttribute("loading") ?? "eager",
                inMain: img.closest("main") !== null,
                where: !shown ? "hidden" : top >= screen.height ? "below" : box.right > 0 && box.left < screen.width ? "first screen" : "beside",
              };
            }),
          viewport,
        );
        for (const img of images) {
          expect(img.width && img.height, `${path} ${img.src} has width and height`).toBeTruthy();
          if (img.where === "below") expect(img.loading, `${path} ${img.src} is below the fold`).toBe("lazy");
        }
        const lead = images.find((img) => img.inMain && img.where === "first screen");
        if (lead) expect(lead.loading, `${path} ${lead.src} is the first image of the content`).not.toBe("lazy");
      }
    });
  });
}
