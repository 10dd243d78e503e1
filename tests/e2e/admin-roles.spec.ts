import type { Browser } from "@playwright/test";
import { createAdminByApi, signInByApi, signInByForm, uniqueAdmin, type AdminDetails } from "./support/admin";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, test } from "./support/fixtures";

// A refused page answers 403, which the browser notes in the console.
test.use({ viewport: DESKTOP, allowedConsoleErrors: [/status of 403/] });

/** A new admin with `role`, created by the first admin (an owner) in a context of its own. */
async function adminWithRole(browser: Browser, role: "sales" | "catalogue"): Promise<AdminDetails> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page);
  const details = uniqueAdmin(role === "sales" ? "Seller" : "Cataloguer");
  const res = await page.request.post("/api/admin/auth/adminRegister", { data: { ...details, role } });
  expect(res.status(), await res.text()).toBe(201);
  await context.close();
  return details;
}

test.describe("roles in the admin (decision 0065)", () => {
  test("a Catalogue user sees no inbox: not in the menu, not on the dashboard, and the page itself says not allowed", async ({ page, browser }) => {
    const cataloguer = await adminWithRole(browser, "catalogue");
    await page.goto("/adminlogin");
    await signInByForm(page, cataloguer);
    await expect(page).toHaveURL("/admindashboard");
    const menu = page.getByRole("navigation", { name: "Admin" });
    await expect(menu.getByRole("link")).toHaveText(["Dashboard", "Products", "Documents", "Categories and forms", "Account"]);
    await expect(page.getByRole("link", { name: /Messages/ })).toHaveCount(0);
    await expect(page.getByText("Requests per week")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Documents to renew" })).toBeVisible();
    await expectNoAxeViolations(page);

    const answer = await page.goto("/adminmessages");
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not allowed");
    await expect(page.getByText("Your role does not allow this page or action.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Dashboard" }).last().click();
    await expect(page).toHaveURL("/admindashboard");
  });

  test("a Sales user has the inbox and their account, and no products, users or settings", async ({ page, browser }) => {
    const seller = await adminWithRole(browser, "sales");
    await signInByApi(page, seller);
    await page.goto("/admindashboard");
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link")).toHaveText(["Dashboard", /^Messages/, "Account"]);
    await expect(page.getByRole("link", { name: /Messages/ }).first()).toBeVisible();
    for (const path of ["/adminproducts", "/adminalluser", "/adminsettings", "/admindocuments"]) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not allowed");
    }
  });

  test("the menu on a small screen shows only what the role may use", async ({ page, browser }) => {
    const cataloguer = await adminWithRole(browser, "catalogue");
    await page.setViewportSize(MOBILE);
    await signInByApi(page, cataloguer);
    await page.goto("/adminproducts");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByRole("link")).toHaveText(["Dashboard", "Products", "Documents", "Categories and forms", "Account"]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("an owner creates a Catalogue user and makes them Sales on the users screens", async ({ page }) => {
      await signInByApi(page);
      const details = uniqueAdmin("Rolechosen");
      await page.goto("/createadmin");
      await page.getByLabel("Full Name").fill(details.FullName);
      await page.getByLabel("Email").fill(details.email);
      await page.getByLabel("Password", { exact: true }).fill(details.password);
      await expect(page.getByLabel("Role")).toHaveValue("owner");
      await page.getByLabel("Role").selectOption("catalogue");
      await page.getByRole("button", { name: "Create Admin" }).click();
      await expect(page).toHaveURL("/adminalluser?notice=created");

      const row = page.getByRole("row").filter({ hasText: details.email });
      await row.getByRole("link", { name: /^Edit/ }).click();
      await expect(page.getByLabel("Role")).toHaveValue("catalogue");
      await page.getByLabel("Role").selectOption("sales");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page).toHaveURL("/adminalluser?notice=updated");
      await row.getByRole("link", { name: /^Edit/ }).click();
      await expect(page.getByLabel("Role")).toHaveValue("sales");
    });

    test("the first admin, on the company's own address, saves Edit Admin while the address stays", async ({ page }) => {
      await signInByApi(page);
      const me = (await (await page.request.get("/api/admin/auth/me")).json()) as { data: { _id: string } };
      await page.goto(`/editUser/${me.data._id}`);
      await expect(page.getByLabel("Email")).toHaveValue("admin@example.com");
      await expect(page.getByLabel("Role")).toHaveValue("owner");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page).toHaveURL("/adminalluser?notice=updated");
    });
  });

  test("an owner still sees everything, and the users screens' Role field passes axe", async ({ page }) => {
    await signInByApi(page);
    const id = await createAdminByApi(page);
    await page.goto("/admindashboard");
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link")).toHaveCount(8);
    await page.goto("/createadmin");
    await expect(page.getByLabel("Role")).toHaveValue("owner");
    await expectNoAxeViolations(page);
    await page.goto(`/editUser/${id}`);
    await expect(page.getByLabel("Role")).toHaveValue("owner");
    await expectNoAxeViolations(page);
  });
});
