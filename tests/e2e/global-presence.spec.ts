import { DESKTOP, MOBILE, expect, test } from "./support/fixtures";
import { englishCopy } from "../support/copy";

const { countriesServed, globalPresenceCta, globalPresenceBanner, globalPresenceNarrative, globalPresenceSections, presenceBlocks, reasonsToCollaborate, regions } = englishCopy.globalPresence;

test.describe("global presence page", () => {
  test.use({ viewport: DESKTOP });

  test("has the banner and the narrative", async ({ page }) => {
    await page.goto("/globalPresence");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Global Presence");
    await expect(page.getByRole("img", { name: globalPresenceBanner.imageAlt })).toBeVisible();
    const narrative = page.getByRole("region", { name: globalPresenceNarrative.heading });
    for (const paragraph of globalPresenceNarrative.paragraphs) await expect(narrative).toContainText(paragraph);
  });

  test("lists at least 60 countries, grouped by region", async ({ page }) => {
    await page.goto("/globalPresence");
    const section = page.getByRole("region", { name: globalPresenceSections.countries.heading });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      regions.map((region) => `${region.name}${region.countries.length} countries`),
    );
    const names = await section.getByTestId("served-countries").getByRole("listitem").allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(60);
    expect(names).toEqual(countriesServed);
    for (const country of ["Nigeria", "Côte d'Ivoire", "Vietnam", "United Arab Emirates", "Peru", "Fiji"]) {
      await expect(section.getByRole("listitem").filter({ hasText: country }).first()).toBeVisible();
    }
    for (const region of regions) {
      const group = section.getByRole("region", { name: new RegExp(`^${region.name}`) });
      await expect(group.getByRole("listitem")).toHaveText(region.countries);
    }
  });

  test("has the four support blocks and the reasons to collaborate", async ({ page }) => {
    await page.goto("/globalPresence");
    const support = page.getByRole("region", { name: globalPresenceSections.support.heading });
    await expect(support.getByRole("heading", { level: 3 })).toHaveText([
      "Customer-Specific Manufacture and Supply",
      "Co-Marketing",
      "Regulatory Support",
      "Logistics",
    ]);
    for (const block of presenceBlocks) await expect(support).toContainText(block.text);
    const reasons = page.getByRole("region", { name: globalPresenceSections.reasons.heading }).getByRole("listitem");
    await expect(reasons).toHaveText(reasonsToCollaborate);
  });

  test("its call to action goes to the contact page", async ({ page }) => {
    await page.goto("/globalPresence");
    await expect(page.getByRole("region", { name: globalPresenceCta.heading })).toContainText(globalPresenceCta.text);
    await page.getByRole("link", { name: globalPresenceCta.button.label, exact: true }).click();
    await expect(page).toHaveURL("/contact");
  });
});

test.describe("global presence page at 390px", () => {
  test.use({ viewport: MOBILE });

  test("shows every country name on a phone", async ({ page }) => {
    await page.goto("/globalPresence");
    const items = page.getByTestId("served-countries").getByRole("listitem");
    await expect(items).toHaveCount(countriesServed.length);
    await items.last().scrollIntoViewIfNeeded();
    await expect(items.last()).toBeVisible();
  });
});
