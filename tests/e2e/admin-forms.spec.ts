import { createAdminByApi, showToast, signInByApi, toast, uniqueAdmin } from "./support/admin";
import { DESKTOP, expect, expectNoAxeViolations, test } from "./support/fixtures";

test.use({ viewport: DESKTOP });

test.beforeEach(async ({ page }) => {
  await signInByApi(page);
});

test.describe("create admin", () => {
  test("Full Name, Email, a read-only Username derived from the name, Password with show/hide, and Create Admin", async ({
    page,
  }) => {
    await page.goto("/createadmin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create Admin");
    const userName = page.getByLabel("Username");
    await expect(userName).toHaveAttribute("readonly", "");
    await page.getByLabel("Full Name").fill("  Meera  Nair ");
    await expect(userName).toHaveValue(/^meeranair\d{4}$/);
    const suffix = Number((await userName.inputValue()).slice("meeranair".length));
    expect(suffix).toBeGreaterThanOrEqual(1000);
    expect(suffix).toBeLessThanOrEqual(9999);
    // Every change of the name makes it again.
    await page.getByLabel("Full Name").fill("Meera");
    await expect(userName).toHaveValue(/^meera\d{4}$/);
    // Typing into it changes nothing.
    await userName.focus();
    await page.keyboard.type("zzz");
    await expect(userName).toHaveValue(/^meera\d{4}$/);

    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Create Admin" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("shows the specification's messages under the fields and sends nothing", async ({ page }) => {
    await page.goto("/createadmin");
    let calls = 0;
    page.on("request", (r) => {
      if (r.method() === "POST") calls += 1;
    });
    const submit = page.getByRole("button", { name: "Create Admin" });
    await submit.click();
    await expect(page.getByText("Please enter full name")).toBeVisible();
    await expect(page.getByText("Please enter email")).toBeVisible();
    await expect(page.getByText("Please enter password")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Full Name")).toHaveAccessibleDescription("Please enter full name");
    await expectNoAxeViolations(page);

    await page.getByLabel("Full Name").fill("Meera Nair");
    await expect(page.getByText("Please enter full name")).toHaveCount(0); // typing clears that field's error
    await page.getByLabel("Email").fill("meera@");
    await page.getByLabel("Password", { exact: true }).fill("Ab1");
    await submit.click();
    await expect(page.getByText("Invalid email format")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill("alllowercase1");
    await submit.click();
    await expect(page.getByText("Must contain uppercase, lowercase, and number")).toBeVisible();
    expect(calls).toBe(0);
  });

  test("success toasts 'Admin created successfully' for 3 s, closable, and goes to /adminalluser", async ({ page }) => {
    const admin = uniqueAdmin("Created");
    await page.clock.install();
    await page.goto("/createadmin");
    await page.getByLabel("Full Name").fill(admin.FullName);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole("button", { name: "Create Admin" }).click();
    const created = toast(page, "Admin created successfully");
    await showToast(page, created);
    await expect(created.getByRole("button", { name: "Close toast" })).toBeVisible();
    await expect(page).toHaveURL("/adminalluser");
    await expect(page.getByRole("cell", { name: admin.email })).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(created).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(created).toHaveCount(0);
  });

  test.describe("a create the server refuses", () => {
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test("toasts 'Failed to create admin' with the server's message and keeps the form", async ({ page }) => {
      const existing = uniqueAdmin("Existing");
      await createAdminByApi(page, existing);
      await page.goto("/createadmin");
      await page.getByLabel("Full Name").fill("Someone Else");
      await page.getByLabel("Email").fill(existing.email.toUpperCase());
      await page.getByLabel("Password", { exact: true }).fill("Secret123x");
      await page.getByRole("button", { name: "Create Admin" }).click();
      const failed = toast(page, "Failed to create admin");
      await expect(failed).toContainText("An admin with this email already exists");
      await expect(page).toHaveURL("/createadmin");
      await expect(page.getByLabel("Full Name")).toHaveValue("Someone Else");
      await expect(page.getByLabel("Email")).toHaveAccessibleDescription("An admin with this email already exists");
      await failed.getByRole("button", { name: "Close toast" }).click();
      await expect(failed).toHaveCount(0);
    });
  });

  test.describe("when the server cannot be reached", () => {
    test.use({ allowedConsoleErrors: [/ERR_FAILED|Failed to load resource|admin action failed/] });

    test("'Failed to create admin' says 'An error occurred'", async ({ page }) => {
      await page.goto("/createadmin");
      // The form's post never arrives; the page's own reload afterwards does.
      await page.route("**/createadmin.data*", (route) =>
        route.request().method() === "POST" ? route.abort("failed") : route.continue(),
      );
      const admin = uniqueAdmin();
      await page.getByLabel("Full Name").fill(admin.FullName);
      await page.getByLabel("Email").fill(admin.email);
      await page.getByLabel("Password", { exact: true }).fill(admin.password);
      await page.getByRole("button", { name: "Create Admin" }).click();
      await expect(toast(page, "Failed to create admin")).toContainText("An error occurred");
    });
  });
});

test.describe("edit admin", () => {
  test("shows a spinner while loading, then Full Name, Username and Email filled in, and Save Changes", async ({ page }) => {
    const admin = uniqueAdmin("Edited");
    const id = await createAdminByApi(page, admin);
    await page.goto("/adminalluser");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/editUser/${id}.data*`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: `Edit ${admin.FullName}` }).click();
    await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
    release();
    await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Admin");
    await expect(page.getByLabel("Full Name")).toHaveValue(admin.FullName);
    await expect(page.getByLabel("Username")).toHaveValue(admin.userName);
    await expect(page.getByLabel("Email")).toHaveValue(admin.email);
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("shows the specification's messages, the Gmail rule included", async ({ page }) => {
    const id = await createAdminByApi(page);
    await page.goto(`/editUser/${id}`);
    await expect(page.getByLabel("Full Name")).not.toHaveValue("");
    for (const label of ["Full Name", "Username", "Email"]) await page.getByLabel(label).fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Email must be a valid Gmail address")).toBeVisible();
  });

  test("success toasts 'Admin updated successfully!' for 3 s and goes to /adminalluser", async ({ page }) => {
    const id = await createAdminByApi(page);
    const renamed = uniqueAdmin("Renamed");
    await page.clock.install();
    await page.goto(`/editUser/${id}`);
    await expect(page.getByLabel("Full Name")).not.toHaveValue("");
    await page.getByLabel("Full Name").fill(renamed.FullName);
    await page.getByLabel("Username").fill(renamed.userName);
    await page.getByLabel("Email").fill(renamed.email);
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole("button", { name: "Save Changes" }).click();
    const updated = toast(page, "Admin updated successfully!");
    await showToast(page, updated);
    await expect(updated.getByRole("button", { name: "Close toast" })).toBeVisible();
    await expect(page).toHaveURL("/adminalluser");
    await expect(page.getByRole("cell", { name: renamed.FullName, exact: true })).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(updated).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(updated).toHaveCount(0);
  });

  test.describe("an update the server refuses", () => {
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test("toasts 'Update failed' with the reason and stays", async ({ page }) => {
      const other = uniqueAdmin("Other");
      await createAdminByApi(page, other);
      const id = await createAdminByApi(page);
      await page.goto(`/editUser/${id}`);
      await expect(page.getByLabel("Full Name")).not.toHaveValue("");
      await page.getByLabel("Username").fill(other.userName);
      await page.getByRole("button", { name: "Save Changes" }).click();
      const failed = toast(page, "Update failed");
      await expect(failed).toContainText("This username is already taken");
      await expect(page).toHaveURL(`/editUser/${id}`);
    });
  });

  test.describe("an admin that cannot be loaded", () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("toasts 'Error loading user'", async ({ page }) => {
      await page.goto("/editUser/no-such-admin");
      const failed = toast(page, "Error loading user");
      await expect(failed).toBeVisible();
      await expect(failed.getByRole("button", { name: "Close toast" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
    });
  });

  test("Edit in the users table opens the form of that admin", async ({ page }) => {
    const admin = uniqueAdmin("Clicked");
    const id = await createAdminByApi(page, admin);
    await page.goto("/adminalluser");
    await page.getByRole("link", { name: `Edit ${admin.FullName}` }).click();
    await expect(page).toHaveURL(`/editUser/${id}`);
    await expect(page.getByLabel("Email")).toHaveValue(admin.email);
  });
});
