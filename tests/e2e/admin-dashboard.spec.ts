import { DAY_MS, isoDay } from "../../app/schemas/days";
import { plainPdf } from "../support/document-fixtures";
import { signInByApi } from "./support/admin";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";

test.describe("the dashboard's lead pictures and documents to renew", () => {
  for (const [label, viewport] of [
    ["1280", DESKTOP],
    ["390", MOBILE],
  ] as const) {
    test(`shows the weekly requests, the products and the countries map as described images with their figures, at ${label}px`, async ({ page, request }) => {
      await test.step("a request from Peru, typed as 'Perú'", async () => {
        const res = await request.post("/api/inquiry", {
          data: { product: "Verdamol 500 Tablets", email: "dashboard@example.com", country: "Perú", message: "Price for 10,000 strips?" },
        });
        expect(res.status()).toBe(201);
      });
      await page.setViewportSize(viewport);
      await signInByApi(page);
      await test.step("an internal certificate that expires in five days", async () => {
        const added = await page.request.post("/admindocuments", {
          multipart: {
            intent: "new-document",
            type: "company-other",
            title: `Boiler inspection certificate (${label}px)`,
            expiresOn: isoDay(Date.now() + 5 * DAY_MS),
            language: "en",
            visibility: "internal",
            file: { name: "boiler.pdf", mimeType: "application/pdf", buffer: await plainPdf("Boiler") },
          },
          maxRedirects: 0,
        });
        expect(added.status()).toBe(302);
      });
      await page.goto("/admindashboard");
      const renew = page.getByRole("region", { name: "Documents to renew" });
      const expiring = renew.getByRole("list", { name: /^Expiring within 60 days/ });
      await expect(expiring.getByRole("listitem").filter({ hasText: `Boiler inspection certificate (${label}px)` })).toContainText("in 5 days");
      await expect(page.getByRole("img", { name: "Requests per week, last six months" })).toBeVisible();
      await expect(page.getByRole("img", { name: "Most requested products, last six months" })).toBeVisible();
      const map = page.getByRole("img", { name: "Requesting countries, last six months" });
      await expect(map).toBeVisible();
      await expect(map.locator('circle[data-country="PE"]')).toHaveCount(1);
      await expect(page.getByRole("table", { name: "Requesting countries, last six months" }).getByRole("rowheader", { name: "Peru (PE)" })).toBeVisible();
      await page.getByText("The figures, week by week").click();
      await expect(page.getByRole("table", { name: "Requests per week, last six months" }).getByRole("row")).toHaveCount(27);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await expectNoAxeViolations(page);
    });
  }
});
