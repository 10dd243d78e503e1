import { signInByApi } from "./support/admin";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";

test.describe("the dashboard's lead pictures", () => {
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
      await page.goto("/admindashboard");
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
