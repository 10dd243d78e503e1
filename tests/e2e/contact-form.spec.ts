import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";
import type { Locator, Page } from "@playwright/test";
import { showToast } from "./support/admin";
import { messages } from "../../content/i18n/en/messages";

const { interestOptions } = messages.forms.contact;

const form = (page: Page) => page.getByRole("form", { name: "Contact form" });

async function fillValid(page: Page, name = "Amara Okafor") {
  const f = form(page);
  await f.getByLabel("Name").fill(name);
  await f.getByLabel("Email").fill("amara@example.com");
  await f.getByLabel("Phone").fill("+254 712 345678");
  await f.getByLabel("Interest").fill("Contract manufacturing");
}

/** Waits for the toast's entry transition, so axe sees its final colours. */
async function settled(toast: Locator) {
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

test.describe("the contact form", () => {
  test.use({ viewport: DESKTOP });

  test("shows each error under its field on Submit, with the specification's messages", async ({ page }) => {
    await page.goto("/contact");
    const f = form(page);
    await f.getByRole("button", { name: "Submit" }).click();
    await expect(f.getByLabel("Name")).toHaveAccessibleDescription("Name is required");
    await expect(f.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
    await expect(f.getByLabel("Interest")).toHaveAccessibleDescription("Interest is required");
    await expect(f.getByLabel("Phone")).not.toHaveAttribute("aria-invalid");
    await expect(f.getByLabel("Name")).toBeFocused();
    await expectNoAxeViolations(page);

    await f.getByLabel("Name").fill("Amara");
    await f.getByLabel("Email").fill("amara at example.com");
    await f.getByLabel("Phone").fill("+91 98765");
    await f.getByRole("button", { name: "Submit" }).click();
    await expect(f.getByLabel("Email")).toHaveAccessibleDescription("Invalid email format");
    await expect(f.getByLabel("Phone")).toHaveAccessibleDescription("Phone must be at least 10 digits");
    await f.getByLabel("Phone").fill("(011) 2345-6789");
    await f.getByRole("button", { name: "Submit" }).click();
    await expect(f.getByLabel("Phone")).not.toHaveAttribute("aria-invalid");
    await expect(f.getByLabel("Email")).toHaveAccessibleDescription("Invalid email format");
    await expect(f.getByText("Name is required")).toHaveCount(0);
  });

  test("typing in a field clears that field's error, and only that one", async ({ page }) => {
    await page.goto("/contact");
    const f = form(page);
    await f.getByRole("button", { name: "Submit" }).click();
    await expect(f.getByText("Name is required")).toBeVisible();
    await f.getByLabel("Name").press("A");
    await expect(f.getByText("Name is required")).toHaveCount(0);
    await expect(f.getByLabel("Name")).not.toHaveAttribute("aria-invalid");
    await expect(f.getByText("Email is required")).toBeVisible();
    await f.getByLabel("Interest").press("O");
    await expect(f.getByText("Interest is required")).toHaveCount(0);
    await expect(f.getByText("Email is required")).toBeVisible();
  });

  test("sends the message with the browser's local time, shows 'Message sent!' and clears the form", async ({ page }) => {
    await page.goto("/contact");
    await fillValid(page);
    const request = page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST");
    const response = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
    await form(page).getByRole("button", { name: "Submit" }).click();
    const sent = (await request).postDataJSON();
    expect((await response).status()).toBe(201);
    const localNow = await page.evaluate(() => new Date().toLocaleString());
    expect(sent).toMatchObject({
      name: "Amara Okafor",
      email: "amara@example.com",
      phone: "+254 712 345678",
      interest: "Contract manufacturing",
    });
    // The browser's own toLocaleString() format, written a moment ago.
    expect(sent.time.replace(/\d/g, "0")).toBe(localNow.replace(/\d/g, "0"));

    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toHaveCount(1);
    await expect(toast.getByText("Message sent!", { exact: true })).toBeVisible();
    await expect(toast.getByText("We have received your inquiry.", { exact: true })).toBeVisible();
    for (const label of ["Name", "Email", "Phone"]) await expect(form(page).getByLabel(label)).toHaveValue("");
    await expect(form(page).getByLabel("Interest")).toHaveValue("");
    // Closable (and gone by itself after its 3 seconds in any case: the next test).
    await toast.getByRole("button", { name: /close/i }).click();
    await expect(toast).toHaveCount(0);
  });

  test("axe finds nothing with the toast shown", async ({ page }) => {
    await page.goto("/contact");
    await fillValid(page);
    await form(page).getByRole("button", { name: "Submit" }).click();
    const toast = page.locator("[data-sonner-toast]");
    // A pointer over the toast holds it (sonner pauses its timer) while axe looks.
    await toast.hover();
    await settled(toast);
    await expectNoAxeViolations(page);
  });

  test("the toast shows for 3 s, measured on the page's clock", async ({ page }) => {
    await page.clock.install();
    await page.goto("/contact");
    await fillValid(page);
    await page.clock.pauseAt(Date.now() + 1000);
    await form(page).getByRole("button", { name: "Submit" }).click();
    const sent = page.locator("[data-sonner-toast]").filter({ has: page.getByText("Message sent!", { exact: true }) });
    await showToast(page, sent);
    await page.clock.runFor(2_500);
    await expect(sent).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(sent).toHaveCount(0);
  });

  test.describe("when sending fails", () => {
    // One pattern: Playwright reads a two-element array option as [value, options].
    test.use({ allowedConsoleErrors: [/The message could not be sent|Failed to load resource/] });

    test("shows 'Something went wrong!', keeps the form and logs the error", async ({ page }) => {
      await page.goto("/contact");
      await fillValid(page);
      // The connection drops: the request never reaches the server.
      await page.route("**/api/contact", (route) => route.abort("connectionfailed"));
      const logged = page.waitForEvent("console", (m) => m.type() === "error" && m.text().includes("The message could not be sent"));
      await form(page).getByRole("button", { name: "Submit" }).click();
      await logged;
      const toast = page.locator("[data-sonner-toast]");
      await expect(toast.getByText("Something went wrong!", { exact: true })).toBeVisible();
      await expect(toast.getByText("Please try again later.", { exact: true })).toBeVisible();
      await expect(form(page).getByLabel("Name")).toHaveValue("Amara Okafor");
      await expect(form(page).getByLabel("Interest")).toHaveValue("Contract manufacturing");
      await expect(toast.getByRole("button", { name: /close/i })).toBeVisible();
    });
  });

  test("takes an interest in the buyer's own words, suggests the usual ones, and sends the optional message", async ({ page }) => {
    await page.goto("/contact");
    const f = form(page);
    const interest = f.getByLabel("Interest");
    const listId = await interest.getAttribute("list");
    await expect(page.locator(`datalist[id="${listId}"] option`)).toHaveCount(interestOptions.length);
    await expect(page.locator(`datalist[id="${listId}"] option`).first()).toHaveAttribute("value", interestOptions[0]!);
    await fillValid(page);
    await interest.fill("Veterinary antibiotics, CIF Lagos");
    await f.getByLabel("Message").fill("Amoxicillin 500 capsules, 200,000 units.\nCIF Mombasa.");
    const request = page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST");
    const response = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
    await f.getByRole("button", { name: "Submit" }).click();
    expect((await request).postDataJSON()).toMatchObject({
      interest: "Veterinary antibiotics, CIF Lagos",
      message: "Amoxicillin 500 capsules, 200,000 units.\nCIF Mombasa.",
    });
    expect((await response).status()).toBe(201);
    await expect(interest).toHaveValue("");
    await expect(f.getByLabel("Message")).toHaveValue("");
    await expectNoAxeViolations(page);
  });

  test("is keyboard operable", async ({ page }) => {
    await page.goto("/contact");
    const f = form(page);
    await f.getByLabel("Name").focus();
    await page.keyboard.type("Keyboard User");
    await page.keyboard.press("Tab");
    await page.keyboard.type("kb@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(f.getByLabel("Interest")).toBeFocused();
    await page.keyboard.type("Other");
    await page.keyboard.press("Tab");
    await expect(f.getByLabel("Message")).toBeFocused();
    await page.keyboard.type("Typed at the keyboard.");
    await page.keyboard.press("Tab");
    await expect(f.getByRole("button", { name: "Submit" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-sonner-toast]").getByText("Message sent!")).toBeVisible();
  });
});

test.describe("the contact form at 390px", () => {
  test.use({ viewport: MOBILE });

  test("fits the screen with its errors shown, and axe finds nothing", async ({ page }) => {
    await page.goto("/contact");
    await form(page).getByRole("button", { name: "Submit" }).click();
    await expect(form(page).getByText("Name is required")).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoAxeViolations(page);
  });
});

test.describe("the contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP, allowedConsoleErrors: [/status of 400/] });
  // axe needs a script in the page; the same markup is checked with JavaScript above.

  test("answers a plain post with the errors under the fields, keeping what was typed", async ({ page }) => {
    await page.goto("/contact");
    await form(page).getByLabel("Name").fill("No Script");
    await form(page).getByLabel("Email").fill("wrong");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await form(page).getByRole("button", { name: "Submit" }).click();
    expect((await response).status()).toBe(400);
    await expect(form(page).getByLabel("Email")).toHaveAccessibleDescription("Invalid email format");
    await expect(form(page).getByLabel("Interest")).toHaveAccessibleDescription("Interest is required");
    await expect(form(page).getByLabel("Name")).toHaveValue("No Script");
  });

  test("answers a valid plain post with the success notice and an empty form", async ({ page }) => {
    await page.goto("/contact");
    await fillValid(page, "No Script Buyer");
    await form(page).getByLabel("Interest").fill("Ayurvedic syrups under our own label");
    await form(page).getByLabel("Message").fill("Sent without JavaScript.");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await form(page).getByRole("button", { name: "Submit" }).click();
    expect((await response).status()).toBe(200);
    const notice = page.getByRole("status");
    await expect(notice).toContainText("Message sent!");
    await expect(notice).toContainText("We have received your inquiry.");
    await expect(form(page).getByLabel("Name")).toHaveValue("");
    await expect(form(page).getByLabel("Message")).toHaveValue("");
  });
});
