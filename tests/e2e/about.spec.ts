import { DESKTOP, expect, test } from "./support/fixtures";
import { englishCopy } from "../support/copy";

const { aboutBanner, aboutCta, aboutIntro, aboutMission, coreValues, expertise, vision } = englishCopy.about;

test.describe("about page", () => {
  test.use({ viewport: DESKTOP });

  test("has the banner, introduction, expertise, vision and mission", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await expect(page.getByRole("img", { name: aboutBanner.imageAlt })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(aboutBanner.text);

    const intro = page.getByRole("region", { name: aboutIntro.heading });
    for (const paragraph of aboutIntro.paragraphs) await expect(intro).toContainText(paragraph);

    for (const block of expertise) {
      const article = page.getByRole("article").filter({ has: page.getByRole("heading", { name: block.title }) });
      await expect(article).toContainText(block.text);
      await expect(article.getByRole("listitem")).toHaveText(block.points);
    }
    await expect(page.getByRole("heading", { level: 3, name: "Contract and Third-Party Manufacturing" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Drug Regulatory Affairs" })).toBeVisible();

    for (const block of [vision, aboutMission]) {
      const article = page.getByRole("article").filter({ has: page.getByRole("heading", { name: block.heading }) });
      await expect(article).toContainText(block.text);
    }
  });

  test("lists the six core values in order", async ({ page }) => {
    await page.goto("/about");
    const values = page.getByRole("region", { name: "The Principles Behind Every Shipment" }).getByRole("heading", { level: 3 });
    await expect(values).toHaveText(["Quality", "Integrity", "Reliability", "Innovation", "Partnership", "Global Excellence"]);
    for (const value of coreValues) await expect(page.getByRole("main")).toContainText(value.text);
  });

  test("'Contact Us Today' goes to the contact page", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("region", { name: aboutCta.heading })).toContainText(aboutCta.text);
    await page.getByRole("link", { name: "Contact Us Today", exact: true }).click();
    await expect(page).toHaveURL("/contact");
  });
});
