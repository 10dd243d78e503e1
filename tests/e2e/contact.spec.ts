import { site } from "../../app/config/site";
import { phoneDigits } from "../../app/company/company";
import { DESKTOP, MOBILE, expect, test } from "./support/fixtures";
import { stubMapEmbed } from "./support/marketing";
import { englishCopy } from "../support/copy";

const { contactPage } = englishCopy.contact;

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`contact page at ${viewport.width}px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await stubMapEmbed(page);
    });

    test("has the heading, intro, phone, e-mail and the Delhi address", async ({ page }) => {
      await page.goto("/contact");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get In Touch With Us!");
      const main = page.getByRole("main");
      await expect(main).toContainText(contactPage.intro);
      const details = page.getByRole("region", { name: contactPage.detailsHeading });
      await expect(details.getByRole("link", { name: site.phone })).toHaveAttribute("href", `tel:+${phoneDigits(site.phone)}`);
      await expect(details.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      await expect(details).toContainText(site.address.street);
      await expect(details).toContainText(`${site.address.city} 110092`);
    });

    test("has the form titled 'Feel Free to Contact Us' with Name, Email, Phone, Interest and Submit", async ({ page }) => {
      await page.goto("/contact");
      const form = page.getByRole("region", { name: "Feel Free to Contact Us" });
      await expect(form.getByRole("heading", { level: 2 })).toHaveText("Feel Free to Contact Us");
      for (const field of ["Name", "Email", "Phone", "Interest"]) {
        await expect(form.getByLabel(new RegExp(`^${field}`)).first()).toBeVisible();
      }
      await expect(form.getByRole("button", { name: "Submit" })).toBeVisible();
    });

    test("embeds a lazy, titled map with a plain link beside it", async ({ page }) => {
      await page.goto("/contact");
      const map = page.getByTitle(contactPage.mapTitle);
      await expect(map).toHaveAttribute("src", site.map.embedUrl);
      await expect(map).toHaveAttribute("loading", "lazy");
      const link = page.getByRole("link", { name: contactPage.mapLink });
      await expect(link).toHaveAttribute("href", site.map.linkUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      await map.scrollIntoViewIfNeeded();
      await expect(page.frameLocator(`iframe[title="${contactPage.mapTitle}"]`).getByText("Map of our office")).toBeVisible();
    });
  });
}

test.describe("contact page layout", () => {
  test.use({ viewport: DESKTOP });

  test("puts the form beside the heading on a wide screen", async ({ page }) => {
    await stubMapEmbed(page);
    await page.goto("/contact");
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    const form = await page.getByRole("region", { name: "Feel Free to Contact Us" }).boundingBox();
    expect(form!.x).toBeGreaterThan(heading!.x + heading!.width / 2);
    expect(form!.y).toBeLessThan(heading!.y + 200);
  });
});
