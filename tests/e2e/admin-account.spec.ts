import type { Browser, BrowserContext, Page } from "@playwright/test";
import { generate } from "otplib";
import { ACCOUNT_TEXT } from "../../app/schemas/admin-account";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { FIRST_ADMIN, signInByApi, signInByForm, toast, uniqueAdmin, type AdminDetails } from "./support/admin";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";

test.use({ viewport: DESKTOP });

/** Toasts shown hold still (a pointer over one pauses them all) and finish moving. */
async function settleToasts(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  if ((await toasts.count()) === 0) return;
  await toasts.first().hover();
  for (const el of await toasts.all()) await el.evaluate((t) => Promise.all(t.getAnimations({ subtree: true }).map((a) => a.finished)));
}

/** axe at both widths the site promises, 1280 and 390 px (any toast shown included), and no sideways scroll. */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    await settleToasts(page);
    await expectNoAxeViolations(page);
    expect(await hasHorizontalOverflow(page), `overflow at ${viewport.width} px`).toBe(false);
  }
  await page.setViewportSize(DESKTOP);
}

/** A new admin of this test's own (created by the first admin through the API, from `base`). */
async function ownAdmin(browser: Browser, base?: string): Promise<AdminDetails> {
  const admin = uniqueAdmin("Account");
  const context = await browser.newContext(base ? { baseURL: base } : {});
  const login = await context.request.post("/api/admin/auth/adminlogin", { data: FIRST_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const created = await context.request.post("/api/admin/auth/adminRegister", { data: admin });
  expect(created.status(), await created.text()).toBe(201);
  await context.close();
  return admin;
}

async function signInAndOpenAccount(page: Page, admin: AdminDetails) {
  await page.goto("/adminlogin");
  await signInByForm(page, admin);
  await expect(page).toHaveURL("/admindashboard");
  await page.getByRole("complementary", { name: "Admin sidebar" }).getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL("/adminaccount");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account");
}

test.describe("changing one's own password", () => {
  test("needs the current password, then signs out the other sessions and keeps this one", async ({ page, browser }) => {
    const admin = await ownAdmin(browser);
    const elsewhere: BrowserContext = await browser.newContext();
    const otherPage = await elsewhere.newPage();
    await signInByApi(otherPage, admin);

    await signInAndOpenAccount(page, admin);
    await expectAccessibleAtBothWidths(page);
    await page.getByLabel("Current password").fill(admin.password);
    await page.getByLabel("New password").fill("Changed123x");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page, "Password changed")).toContainText(ACCOUNT_TEXT.passwordChanged);
    await expect(page.getByLabel("Current password")).toHaveValue("");

    await otherPage.goto("/admindashboard");
    await expect(otherPage).toHaveURL("/adminlogin?redirectTo=%2Fadmindashboard");
    await page.goto("/admindashboard");
    await expect(page).toHaveURL("/admindashboard");
    await elsewhere.close();

    await page.context().clearCookies();
    await page.goto("/adminlogin");
    await signInByForm(page, { email: admin.email, password: "Changed123x" });
    await expect(page).toHaveURL("/admindashboard");
  });

  test.describe("with a wrong current password", () => {
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test("says so at the field and in a toast", async ({ page, browser }) => {
      const admin = await ownAdmin(browser);
      await signInAndOpenAccount(page, admin);
      await page.getByLabel("Current password").fill("Wrong12345");
      await page.getByLabel("New password").fill("Changed123x");
      await page.getByRole("button", { name: "Change password" }).click();
      await expect(toast(page, "Password not changed")).toBeVisible();
      const field = page.getByLabel("Current password");
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(ACCOUNT_TEXT.wrongCurrentPassword, { exact: true }).first()).toBeVisible();
      await expectAccessibleAtBothWidths(page);
    });
  });
});

test.describe("two-factor sign-in", () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test("enrols with a QR code and a code, signs in with a code, and a recovery code works once", async ({ page, browser }) => {
    // One whole journey (enrol, four sign-ins, axe at two widths, turn off): on two busy cores
    // it takes longer than the default 30 s.
    test.setTimeout(90_000);
    const admin = await ownAdmin(browser);
    await signInAndOpenAccount(page, admin);
    const section = page.getByRole("region", { name: "Two-factor sign-in" });
    await section.getByLabel("Password", { exact: true }).fill(admin.password);
    await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();

    const qr = section.getByRole("img", { name: "QR code for your authenticator app" });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = (await section.getByTestId("totp-secret").textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectAccessibleAtBothWidths(page);

    await section.getByLabel("Authentication code").fill(await generate({ secret }));
    await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(toast(page, "Two-factor sign-in on")).toBeVisible();
    const codes = (await section.getByTestId("recovery-codes").getByRole("listitem").allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    await expect(section.getByTestId("recovery-codes-left")).toHaveText("10");
    await expectAccessibleAtBothWidths(page);

    // Sign in again: the password, then a code of the next 30 s step (the enrolment's code is spent).
    await page.context().clearCookies();
    await page.goto("/adminlogin");
    await signInByForm(page, admin);
    const code = page.getByLabel("Authentication code");
    await expect(code).toBeFocused();
    expect((await page.context().cookies()).filter((c) => c.name === "sid")).toEqual([]);
    await expectAccessibleAtBothWidths(page);
    await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL("/admindashboard");
    expect(await page.evaluate(() => window.sessionStorage.getItem("adminName"))).toBe(admin.FullName);

    // A recovery code signs in once...
    for (const attempt of ["first", "second"] as const) {
      await page.context().clearCookies();
      await page.goto("/adminlogin");
      await signInByForm(page, admin);
      await page.getByLabel("Authentication code").fill(codes[0]!);
      await page.getByRole("button", { name: "Verify" }).click();
      if (attempt === "first") {
        await expect(page).toHaveURL("/admindashboard");
      } else {
        // ...and is refused the second time.
        await expect(toast(page, "Login Failed")).toContainText(ACCOUNT_TEXT.invalidCode);
        await expect(page).toHaveURL("/adminlogin");
        await expect(page.getByLabel("Authentication code")).toBeVisible();
      }
    }

    // Turning it off takes the password.
    await page.getByLabel("Authentication code").fill(codes[1]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL("/admindashboard");
    // The refused code's 'Login Failed' stays behind on the login page.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(toast(page, "Login Failed")).toHaveCount(0);
    await page.goto("/adminaccount");
    await expect(section.getByTestId("recovery-codes-left")).toHaveText("8");
    await section.getByLabel("Password", { exact: true }).fill(admin.password);
    await section.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await expect(toast(page, "Two-factor sign-in off")).toBeVisible();
    await expect(section.getByRole("button", { name: "Set up two-factor sign-in" })).toBeVisible();
  });
});

test.describe("sessions", () => {
  test("lists this device and another, and signs the other out", async ({ page, browser }) => {
    const admin = await ownAdmin(browser);
    const phone = await browser.newContext({
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    });
    const phonePage = await phone.newPage();
    await phonePage.goto("/adminlogin");
    await signInByForm(phonePage, admin);
    await expect(phonePage).toHaveURL("/admindashboard");

    await signInAndOpenAccount(page, admin);
    const sessions = page.getByRole("region", { name: "Active sessions" }).getByTestId("session");
    await expect(sessions).toHaveCount(2);
    const mine = sessions.filter({ hasText: "This device" });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole("button", { name: /Sign out/ })).toHaveCount(0);
    const other = sessions.filter({ hasText: "Safari on iPhone" });
    await expect(other.locator("time")).toHaveCount(2);
    // Where each signed in from and when it was last used tell two sessions apart.
    for (const session of [mine, other]) await expect(session).toContainText(/From (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1) · last used/);
    await expectAccessibleAtBothWidths(page);

    await other.getByRole("button", { name: "Sign out Safari on iPhone" }).click();
    await expect(toast(page, "Signed out")).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await phonePage.goto("/adminaccount");
    await expect(phonePage).toHaveURL("/adminlogin?redirectTo=%2Fadminaccount");
    await phone.close();
  });
});

test.describe("choosing a password", () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("the rules show before any error, and the current password is refused as the new one", async ({ page, browser }) => {
    const admin = await ownAdmin(browser);
    await signInAndOpenAccount(page, admin);
    const section = page.getByRole("region", { name: "Change password" });
    const rules = "At least 8 characters, with an uppercase letter, a lowercase letter and a number.";
    await expect(section.getByText(rules)).toBeVisible();
    await section.getByLabel("Current password").fill(admin.password);
    await section.getByLabel("New password").fill(admin.password);
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(section.getByLabel("New password")).toHaveAccessibleDescription(`${rules} ${ACCOUNT_TEXT.samePassword}`);
    await page.goto("/createadmin");
    await expect(page.getByText(rules)).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test("login works, and a wrong password is told in the page", async ({ browser }) => {
    const admin = await ownAdmin(browser);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto("/adminlogin?redirectTo=%2Fadminaccount");
    await signInByForm(page, { email: admin.email, password: "Wrong12345" });
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await signInByForm(page, admin);
    await expect(page).toHaveURL("/adminaccount");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account");
    await context.close();
  });
});

test.describe("forgot password, through the e-mail", () => {
  // The shared server sends no mail (the inbox tests count on that): this one has its own
  // server, wired to a real SMTP server the test reads.
  let smtp: TestSmtpServer;
  let server: TestServer;

  test.beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: "Website <web@exports.example>" } });
  });
  test.afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  test("'Forgot password?' mails a one-time link that sets a new password", async ({ browser }) => {
    const admin = await ownAdmin(browser, server.url);
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto("/adminlogin");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL("/adminforgotpassword");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot password");
    await expectAccessibleAtBothWidths(page);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByTestId("forgot-answer")).toHaveText(ACCOUNT_TEXT.forgotAnswer);
    await expectAccessibleAtBothWidths(page);

    const mail = await expect
      .poll(() => smtp.mails.find((m) => m.headers.to === admin.email), { timeout: 20_000 })
      .toBeTruthy()
      .then(() => smtp.mails.find((m) => m.headers.to === admin.email)!);
    const link = /(http\S+\/adminresetpassword\?token=[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const path = new URL(link!).pathname + new URL(link!).search;

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    await expectAccessibleAtBothWidths(page);
    await page.getByLabel("New password").fill("Recovered123");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText(ACCOUNT_TEXT.passwordReset).first()).toBeVisible();

    // The link is spent.
    await page.goto(path);
    await expect(page.getByTestId("reset-invalid")).toHaveText(ACCOUNT_TEXT.resetLinkInvalid);
    await expectAccessibleAtBothWidths(page);

    await page.goto("/adminlogin");
    await signInByForm(page, { email: admin.email, password: "Recovered123" });
    await expect(page).toHaveURL("/admindashboard");
    await context.close();
  });
});
