import { createAdminByApi, signInByApi, uniqueAdmin } from "./support/admin";
import { DESKTOP, expect, test } from "./support/fixtures";

// Every admin user screen is a route action first: with scripts off, create, edit and delete
// still work, with the specification's messages. Each test makes its own admins (two workers
// share one server). A refused post is a 4xx page, which the browser logs. Axe needs scripts:
// the same screens are checked with them on (admin-forms and admin-users).
test.use({ viewport: DESKTOP, javaScriptEnabled: false, allowedConsoleErrors: [/status of 4\d\d/] });

test.beforeEach(async ({ page }) => {
  await signInByApi(page);
});

test.describe("without JavaScript", () => {
  test("Create Admin creates the admin (the server derives the user name) and lists it", async ({ page }) => {
    const admin = uniqueAdmin("Plain");
    await page.goto("/createadmin");
    await page.getByLabel("Full Name").fill(admin.FullName);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Create Admin" }).click();
    await expect(page).toHaveURL("/adminalluser?notice=created");
    await expect(page.getByRole("status")).toHaveText("Admin created successfully");
    await expect(page.getByRole("cell", { name: admin.email })).toBeVisible();
    const listed = await page.request.get("/api/admin/auth/getAllAdmin");
    const created = ((await listed.json()) as { data: Array<{ email: string; userName: string }> }).data.find(
      (a) => a.email === admin.email,
    );
    expect(created?.userName).toMatch(new RegExp(`^${admin.FullName.toLowerCase().replace(/\s+/g, "")}\\d{4}$`));
  });

  test("Create Admin answers with the specification's messages under the fields and keeps the values", async ({ page }) => {
    await page.goto("/createadmin");
    await page.getByLabel("Full Name").fill("Meera Nair");
    await page.getByLabel("Email").fill("meera@");
    await page.getByLabel("Password", { exact: true }).fill("Ab1");
    await page.getByRole("button", { name: "Create Admin" }).click();
    await expect(page).toHaveURL("/createadmin");
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Invalid email format");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/Password must be at least 8 characters$/);
    await expect(page.getByLabel("Full Name")).toHaveValue("Meera Nair");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(""); // a password is never sent back
  });

  test("Create Admin refuses a taken e-mail with the server's message", async ({ page }) => {
    const existing = uniqueAdmin("Taken");
    await createAdminByApi(page, existing);
    await page.goto("/createadmin");
    await page.getByLabel("Full Name").fill("Someone Else");
    await page.getByLabel("Email").fill(existing.email);
    await page.getByLabel("Password", { exact: true }).fill("Secret123x");
    await page.getByRole("button", { name: "Create Admin" }).click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("An admin with this email already exists");
  });

  test("Edit Admin saves, keeps the Gmail rule, and lists the new values", async ({ page }) => {
    const id = await createAdminByApi(page);
    const renamed = uniqueAdmin("Reworded");
    await page.goto(`/editUser/${id}`);
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email must be a valid Gmail address");
    await page.getByLabel("Full Name").fill(renamed.FullName);
    await page.getByLabel("Username").fill(renamed.userName);
    await page.getByLabel("Email").fill(renamed.email);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL("/adminalluser?notice=updated");
    await expect(page.getByRole("status")).toHaveText("Admin updated successfully!");
    await expect(page.getByRole("cell", { name: renamed.FullName, exact: true })).toBeVisible();
  });

  test("Delete asks 'Are you sure?' on /delete/:id; No keeps the admin, Yes deletes it", async ({ page }) => {
    const admin = uniqueAdmin("Unscripted");
    const id = await createAdminByApi(page, admin);
    await page.goto("/adminalluser");
    await page.getByRole("button", { name: `Delete ${admin.FullName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/delete/${id}\\??$`));
    const confirm = page.getByRole("region", { name: "Are you sure?" });
    await expect(confirm).toContainText("This action cannot be undone.");
    await confirm.getByRole("link", { name: "No" }).click();
    await expect(page).toHaveURL("/adminalluser");
    await expect(page.getByRole("cell", { name: admin.email })).toBeVisible();

    await page.getByRole("button", { name: `Delete ${admin.FullName}` }).click();
    await page.getByRole("region", { name: "Are you sure?" }).getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL("/adminalluser?notice=deleted");
    await expect(page.getByRole("status")).toHaveText("User deleted");
    await expect(page.getByRole("cell", { name: admin.email })).toHaveCount(0);
  });

  test("Logout ends the session and goes to /adminlogin", async ({ page }) => {
    await page.goto("/admindashboard");
    const cookie = (await page.context().cookies()).find((c) => c.name === "sid");
    expect(cookie).toBeDefined();
    await page.getByRole("complementary", { name: "Admin sidebar" }).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/adminlogin");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    // The old cookie, sent again, no longer opens anything: the server ended the session.
    const replay = await page.request.get("/api/admin/auth/me", { headers: { cookie: `sid=${cookie!.value}` } });
    expect(replay.status()).toBe(401);
    await page.goto("/admindashboard");
    await expect(page).toHaveURL("/adminlogin?redirectTo=%2Fadmindashboard");
  });

  test("a delete the server refuses says why and keeps the admin", async ({ page }) => {
    const me = uniqueAdmin("Selfish");
    const id = await createAdminByApi(page, me);
    await page.context().clearCookies();
    await signInByApi(page, me);
    await page.goto(`/delete/${id}`);
    await page.getByRole("region", { name: "Are you sure?" }).getByRole("button", { name: "Yes" }).click();
    await expect(page.getByRole("alert")).toHaveText("You cannot delete your own account");
    await expect(page.getByRole("cell", { name: me.email })).toBeVisible();
  });
});
