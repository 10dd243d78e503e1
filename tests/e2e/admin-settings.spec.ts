import type { Page } from "@playwright/test";
import { companyDefaults } from "../../app/config/site";
import { PHONE_FORMAT_MESSAGE } from "../../app/schemas/company-settings";
import { startTestServer, type TestServer } from "../support/server";
import { FIRST_ADMIN, toast } from "./support/admin";
import { DESKTOP, expect, expectNoAxeViolations, MOBILE, test } from "./support/fixtures";

// Settings change what every public page shows, so these tests run on a server of their own:
// the other specs, on the shared server, keep the default details they check.
let server: TestServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server?.dispose();
});

const at = (path: string) => `${server.url}${path}`;

async function signIn(page: Page) {
  const res = await page.request.post(at("/api/admin/auth/adminlogin"), { data: FIRST_ADMIN });
  expect(res.status(), await res.text()).toBe(200);
}

async function resetSettings(page: Page) {
  const res = await page.request.put(at("/api/admin/settings"), { data: companyDefaults });
  expect(res.status(), await res.text()).toBe(200);
}

/** A public page as a visitor sees it: a context without the admin's session (which skips the page cache). */
async function visitorPage(page: Page, path: string): Promise<Page> {
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(at(path));
  return visitor;
}

test.describe("with JavaScript", () => {
  test.use({ viewport: DESKTOP });

  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await resetSettings(page);
  });

  test("an admin changes the phone and WhatsApp numbers and sees them in the header and the WhatsApp links", async ({ page }) => {
    // The visitor's page is cached first, so the change must drop it.
    const before = await visitorPage(page, "/");
    await expect(before.getByTestId("top-bar").getByRole("link", { name: companyDefaults.phone })).toBeVisible();
    await before.close();

    await page.goto(at("/admindashboard"));
    await page.getByRole("complementary", { name: "Admin sidebar" }).getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(at("/adminsettings"));
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await page.getByLabel("Phone", { exact: true }).fill("+91 11 4000 5000");
    await page.getByLabel("WhatsApp number").fill("+971 50 765 4321");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(toast(page, "Settings saved")).toBeVisible();
    await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+91 11 4000 5000");

    const home = await visitorPage(page, "/");
    const bar = home.getByTestId("top-bar");
    await expect(bar.getByRole("link", { name: "+91 11 4000 5000" })).toHaveAttribute("href", "tel:+911140005000");
    await expect(home.getByTestId("chat-button")).toHaveAttribute("href", "https://wa.me/971507654321");
    await expect(home.getByRole("contentinfo").getByRole("link", { name: "+91 11 4000 5000" })).toBeVisible();
    await home.goto(at("/product/verdamol-500-tablets"));
    const quoteOnWhatsApp = home.locator('main a[href^="https://wa.me/"]');
    await expect(quoteOnWhatsApp).toHaveAttribute("href", /^https:\/\/wa\.me\/971507654321\?text=/);
    await home.close();
  });

  test("a bad phone number is refused in the form with the field's message, keeping what was typed", async ({ page }) => {
    await page.goto(at("/adminsettings"));
    await page.getByLabel("Phone", { exact: true }).fill("98765");
    await page.getByLabel("Company name").fill("Typed Before The Error");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByLabel("Phone", { exact: true })).toHaveAccessibleDescription(new RegExp(PHONE_FORMAT_MESSAGE.replace(/[.+]/g, "\\$&")));
    await expect(page.getByLabel("Company name")).toHaveValue("Typed Before The Error");
    await expectNoAxeViolations(page);
  });

  test("certifications are edited as a list: added, moved and removed", async ({ page }) => {
    await page.goto(at("/adminsettings"));
    const list = page.getByRole("group", { name: "Certifications" });
    await list.getByRole("button", { name: "Add certification" }).click();
    await expect(list.getByRole("textbox", { name: "Certification 3", exact: true })).toBeFocused();
    await list.getByRole("textbox", { name: "Certification 3", exact: true }).fill("HACCP");
    await list.getByRole("button", { name: "Move certification 3 up" }).click();
    await list.getByRole("button", { name: "Remove certification 1" }).click();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(toast(page, "Settings saved")).toBeVisible();
    const saved = await page.request.get(at("/api/admin/settings"));
    expect(((await saved.json()) as { data: { company: { certifications: string[] } } }).data.company.certifications).toEqual([
      "HACCP",
      "ISO 9001:2015",
    ]);
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`the settings page passes axe at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(at("/adminsettings"));
      await expect(page.getByTestId("mail-status")).toContainText("Mail forwarding is not configured");
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    });
  }
});

test.describe("without JavaScript", () => {
  // A refused post is a 4xx page, which the browser logs.
  test.use({ viewport: DESKTOP, javaScriptEnabled: false, allowedConsoleErrors: [/status of (4\d\d|503)/] });

  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await resetSettings(page);
  });

  test("the form saves, says so, and a refused post keeps every value typed", async ({ page }) => {
    await page.goto(at("/adminsettings"));
    await page.getByLabel("Phone", { exact: true }).fill("+91 22 6000 7000");
    // Without script the list offers one blank row for a new entry.
    await page.getByRole("textbox", { name: "Certification 3", exact: true }).fill("HALAL");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page).toHaveURL(at("/adminsettings?notice=saved"));
    await expect(page.getByRole("status")).toHaveText("Settings saved. Every page shows the new details now.");
    await expect(page.getByRole("textbox", { name: "Certification 3", exact: true })).toHaveValue("HALAL");

    await page.getByLabel("E-mail", { exact: true }).fill("not an e-mail");
    await page.getByLabel("City").fill("New Delhi");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription("Invalid email format");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("not an e-mail");
    await expect(page.getByLabel("City")).toHaveValue("New Delhi");
    await expect(page.getByRole("textbox", { name: "Certification 3", exact: true })).toHaveValue("HALAL");

    const home = await visitorPage(page, "/");
    await expect(home.getByTestId("top-bar").getByRole("link", { name: "+91 22 6000 7000" })).toHaveAttribute("href", "tel:+912260007000");
    await home.close();
  });

  test("the test e-mail button answers why no mail can be sent", async ({ page }) => {
    await page.goto(at("/adminsettings"));
    await page.getByRole("button", { name: "Send a test e-mail" }).click();
    await expect(page.getByRole("alert")).toHaveText("Mail is not configured: set SMTP_URL to send e-mail");
  });
});
