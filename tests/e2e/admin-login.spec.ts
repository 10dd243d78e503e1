import { FIRST_ADMIN, createAdminByApi, showToast, signInByApi, signInByForm, toast, uniqueAdmin } from "./support/admin";
import { DESKTOP, expect, expectNoAxeViolations, test } from "./support/fixtures";

test.use({ viewport: DESKTOP });

test.describe("admin login", () => {
  test("shows 'Admin Login', a required e-mail field, a required password with a show/hide toggle, and Login", async ({
    page,
  }) => {
    await page.goto("/adminlogin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Login");
    const email = page.getByLabel("Email");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAttribute("required", "");
    const toggle = page.getByRole("button", { name: "Show password" });
    await password.fill("Visible123");
    await toggle.click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test("both fields are required: an empty form is not sent", async ({ page }) => {
    await page.goto("/adminlogin");
    let calls = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/admin/auth/adminlogin")) calls += 1;
    });
    await page.getByRole("button", { name: "Login" }).click();
    expect(await page.getByLabel("Email").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByRole("button", { name: "Login" }).click();
    expect(
      await page.getByLabel("Password", { exact: true }).evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    expect(calls).toBe(0);
    await expect(page).toHaveURL("/adminlogin");
  });

  test.describe("a failed login", () => {
    test.use({ allowedConsoleErrors: [/status of 401/] });

    test("shows 'Login Failed' with the server's message for 5 s, closable, and stays on the page", async ({ page }) => {
      await page.clock.install();
      await page.goto("/adminlogin");
      // Time stands still from here: the toast's 5 s are counted by the test, not by the wall clock.
      await page.clock.pauseAt(Date.now() + 1000);
      await signInByForm(page, { email: "nobody.here@example.com", password: "Wrong12345" });
      const failed = toast(page, "Login Failed");
      await showToast(page, failed);
      await expect(failed).toContainText("Invalid email or password");
      await expect(failed.getByRole("button", { name: "Close toast" })).toBeVisible();
      await expect(page).toHaveURL("/adminlogin");
      expect(await page.evaluate(() => window.sessionStorage.getItem("isAdmin"))).toBeNull();

      await page.clock.runFor(4_500);
      await expect(failed).toBeVisible();
      await page.clock.runFor(1_000);
      await expect(failed).toHaveCount(0);
    });

    test("its toast does not follow the admin onto the dashboard after a right password", async ({ page }) => {
      await page.clock.install();
      await page.goto("/adminlogin");
      // The toast cannot time out while the clock stands still: only the sign-in can take it away.
      await page.clock.pauseAt(Date.now() + 1000);
      await signInByForm(page, { email: "nobody.here@example.com", password: "Wrong12345" });
      await showToast(page, toast(page, "Login Failed"));
      await signInByForm(page, FIRST_ADMIN);
      await expect(page).toHaveURL("/admindashboard");
      await page.clock.runFor(100);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(toast(page, "Login Failed")).toHaveCount(0);
    });

    test("the toast closes with its close button", async ({ page }) => {
      await page.goto("/adminlogin");
      await signInByForm(page, { email: "nobody.else@example.com", password: "Wrong12345" });
      const failed = toast(page, "Login Failed");
      await expect(failed).toBeVisible();
      await failed.getByRole("button", { name: "Close toast" }).click();
      await expect(failed).toHaveCount(0);
    });
  });

  test.describe("when the server cannot be reached", () => {
    test.use({ allowedConsoleErrors: [/ERR_FAILED|Failed to load resource/] });

    test("'Login Failed' carries the generic message", async ({ page }) => {
      await page.goto("/adminlogin");
      // The form posts to the page's own action (React Router's .data request).
      await page.route("**/adminlogin.data*", (route) => route.abort("failed"));
      await signInByForm(page);
      await expect(toast(page, "Login Failed")).toContainText("Something went wrong. Please try again.");
      await expect(page).toHaveURL("/adminlogin");
    });
  });

  test("success stores isAdmin and adminName, goes to the dashboard and greets with the first 12 characters", async ({
    page,
  }) => {
    await page.goto("/adminlogin");
    await signInByForm(page);
    await expect(page).toHaveURL("/admindashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    expect(await page.evaluate(() => window.sessionStorage.getItem("isAdmin"))).toBe("true");
    expect(await page.evaluate(() => window.sessionStorage.getItem("adminName"))).toBe("Administrator");
    const sidebar = page.getByRole("complementary", { name: "Admin sidebar" });
    await expect(sidebar.getByTestId("admin-greeting")).toHaveText("Hello, Administrato");
    await expect(sidebar.getByTestId("admin-avatar")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a signed-in admin opening /adminlogin goes to the dashboard", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/adminlogin");
    await expect(page).toHaveURL("/admindashboard");
  });
});

test.describe("the guard", () => {
  // The edit page asks for an admin id that does not exist: its 404 is expected.
  test.use({ allowedConsoleErrors: [/status of 404/] });
  const pages = ["/admindashboard", "/adminalluser", "/createadmin", "/editUser/some-id", "/delete/some-id", "/adminSidebar"];

  for (const path of pages) {
    test(`${path} without a session goes to the login page and back after login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/adminlogin?redirectTo=${encodeURIComponent(path)}`);
      await signInByForm(page);
      await expect(page).toHaveURL(path);
    });
  }

  test("the page asked for keeps its query", async ({ page }) => {
    await page.goto("/adminalluser?sort=name&page=2");
    await signInByForm(page);
    await expect(page).toHaveURL("/adminalluser?sort=name&page=2");
  });

  for (const target of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
    test(`a redirectTo of ${JSON.stringify(target)} is ignored: login goes to the dashboard`, async ({ page }) => {
      await page.goto(`/adminlogin?redirectTo=${encodeURIComponent(target)}`);
      await signInByForm(page);
      await expect(page).toHaveURL("/admindashboard");
    });
  }

  test("a session that ends while on a page sends the next navigation to the login page", async ({ page }) => {
    const admin = uniqueAdmin("Ending");
    await signInByApi(page);
    await createAdminByApi(page, admin);
    await page.context().clearCookies();
    await signInByApi(page, admin);
    await page.goto("/admindashboard");
    const res = await page.request.post("/api/admin/auth/logout");
    expect(res.status()).toBe(200);
    await page.getByRole("complementary", { name: "Admin sidebar" }).getByRole("link", { name: "User" }).click();
    await expect(page).toHaveURL("/adminlogin?redirectTo=%2Fadminalluser");
  });
});

test.describe("sidebar", () => {
  test("links Dashboard, User, Messages, Products, Documents, Categories and forms, Account and Settings, each marked current on its page; the dashboard shows its counts", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/admindashboard");
    const nav = page.getByRole("complementary", { name: "Admin sidebar" }).getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link")).toHaveText(["Dashboard", "User", /^Messages(\d+)?$/, "Products", "Documents", "Categories and forms", "Account", "Settings"]);
    await nav.getByRole("link", { name: "User" }).click();
    await expect(page).toHaveURL("/adminalluser");
    await expect(nav.getByRole("link", { name: "User" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL("/admindashboard");
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

    // Other tests add and delete admins on this shared server meanwhile, so the exact counts
    // are checked on a server of their own (tests/integration/admin-dashboard.test.ts).
    for (const label of ["Admins", "Products", "Messages", "New messages"]) {
      await expect(page.getByTestId(`count-${label}`)).toHaveText(/^\d+$/);
    }
    expect(Number(await page.getByTestId("count-Admins").textContent())).toBeGreaterThanOrEqual(1);
  });

  test("greets 'Hello, Admin' when no name is stored", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/admindashboard");
    await expect(page.getByTestId("admin-greeting").first()).toHaveText("Hello, Admin");
  });

  test("greets with the first word of a long name, cut to 12 characters", async ({ page }) => {
    const admin = { ...uniqueAdmin(), FullName: "Venkataramanan Subramaniam" };
    await signInByApi(page);
    await createAdminByApi(page, admin);
    await page.context().clearCookies();
    await page.goto("/adminlogin");
    await signInByForm(page, admin);
    await expect(page.getByTestId("admin-greeting").first()).toHaveText("Hello, Venkataraman");
  });

  test("the sidebar page shows the sidebar alone", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/adminSidebar");
    const sidebar = page.getByRole("complementary", { name: "Admin sidebar" });
    await expect(sidebar.getByRole("link")).toHaveText(["Dashboard", "User", /^Messages(\d+)?$/, "Products", "Documents", "Categories and forms", "Account", "Settings"]);
    await expect(sidebar.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("Logout clears session storage, ends the server session and goes to /adminlogin", async ({ page }) => {
    await page.goto("/adminlogin");
    await signInByForm(page);
    await expect(page).toHaveURL("/admindashboard");
    const cookie = (await page.context().cookies()).find((c) => c.name === "sid");
    expect(cookie).toBeDefined();
    await page.evaluate(() => window.sessionStorage.setItem("other", "x"));
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/adminlogin");
    expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
    // The old cookie, sent again, no longer opens anything: the server ended the session.
    const replay = await page.request.get("/api/admin/auth/me", { headers: { cookie: `sid=${cookie!.value}` } });
    expect(replay.status()).toBe(401);
    await page.goto("/admindashboard");
    await expect(page).toHaveURL("/adminlogin?redirectTo=%2Fadmindashboard");
  });

  test("the login page and the dashboard keep FIRST_ADMIN's e-mail out of the HTML", async ({ page }) => {
    // A sanity check that nothing account-related is rendered into the public login page.
    const res = await page.request.get("/adminlogin");
    expect(await res.text()).not.toContain(FIRST_ADMIN.email);
  });
});
