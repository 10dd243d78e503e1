import { adminNav } from "../../app/config/admin-navigation";
import { signInByApi, signInByForm } from "./support/admin";
import { MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";

test.use({ viewport: MOBILE });

test.describe("admin at 390px", () => {
  test("the sidebar gives way to a menu button that opens a left drawer titled 'Menu' with the same links", async ({
    page,
  }) => {
    await page.goto("/adminlogin");
    await signInByForm(page);
    await expect(page).toHaveURL("/admindashboard");
    await expect(page.getByRole("complementary", { name: "Admin sidebar" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // Messages carries the count of new messages beside its label.
    await expect(drawer.getByRole("link")).toHaveText(adminNav.map((i) => new RegExp(`^${i.label}(\\d+)?$`)));
    await expect(drawer.getByTestId("admin-greeting")).toHaveText("Hello, Administrato");
    const box = (await drawer.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBeLessThan(MOBILE.width);
    await expectNoAxeViolations(page);

    await drawer.getByRole("link", { name: "User" }).click();
    await expect(page).toHaveURL("/adminalluser");
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the drawer works with the keyboard and Logout in it signs out", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/admindashboard");
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/adminlogin");
  });

  for (const path of ["/adminlogin", "/admindashboard", "/adminalluser", "/createadmin"]) {
    test(`${path} has no horizontal overflow`, async ({ page }) => {
      if (path !== "/adminlogin") await signInByApi(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path === "/adminalluser") await expect(page.getByRole("cell", { name: "admin@example.com" })).toBeVisible();
      expect(await hasHorizontalOverflow(page)).toBe(false);
    });
  }
});
