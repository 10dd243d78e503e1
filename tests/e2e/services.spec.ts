import { DESKTOP, expect, test } from "./support/fixtures";
import { englishCopy } from "../support/copy";

const { services, servicesBanner, servicesCta, servicesIntro } = englishCopy.services;

test.describe("services page", () => {
  test.use({ viewport: DESKTOP });

  test("has the banner and the four services in order", async ({ page }) => {
    await page.goto("/service");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicesBanner.heading);
    await expect(page.getByRole("img", { name: servicesBanner.imageAlt })).toBeVisible();
    await expect(page.getByRole("region", { name: servicesIntro.heading })).toContainText(servicesIntro.text);
    const articles = page.getByRole("article");
    await expect(articles.getByRole("heading", { level: 2 })).toHaveText([
      "Contract Manufacturing",
      "Third-Party Manufacturing",
      "Institutional Tenders",
      "Regulatory Service",
    ]);
  });

  test("each service has its description, its features or process, and its footer text", async ({ page }) => {
    await page.goto("/service");
    for (const service of services) {
      const article = page.getByRole("article", { name: service.title });
      await expect(article).toContainText(service.description);
      await expect(article).toContainText(service.footer);
      if (service.features) {
        await expect(article.getByRole("heading", { name: "Key Features" })).toBeVisible();
        await expect(article.getByRole("listitem")).toHaveText(service.features);
      }
    }
    const features = page.getByRole("article", { name: "Contract Manufacturing" }).getByRole("listitem");
    expect(await features.count()).toBeGreaterThanOrEqual(6);
  });

  test("third-party manufacturing shows its four steps in order", async ({ page }) => {
    await page.goto("/service");
    // An ordered list: the steps happen in this order.
    const steps = page.getByRole("article", { name: "Third-Party Manufacturing" }).locator("ol").getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole("heading", { level: 4 })).toHaveText([
      "Formulation Approval from the Drug Department",
      "Raw Material Procurement",
      "Production",
      "Export",
    ]);
  });

  test("the page's service links jump to each service, and the call to action goes to the contact page", async ({ page }) => {
    await page.goto("/service");
    const nav = page.getByRole("navigation", { name: "Services on this page" });
    await nav.getByRole("link", { name: "Regulatory Service" }).click();
    await expect(page).toHaveURL("/service#regulatory-service");
    await expect(page.getByRole("heading", { level: 2, name: "Regulatory Service" })).toBeInViewport();
    await page.getByRole("link", { name: servicesCta.button.label }).click();
    await expect(page).toHaveURL("/contact");
  });
});
