import type { Locator, Page } from "@playwright/test";
import { countryOptions } from "../../app/company/countries.server";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";

const PAGE = "/product/verdamol-500-tablets";
const PRODUCT = "Verdamol 500 Tablets";

const dialog = (page: Page) => page.getByRole("dialog", { name: `Inquire about ${PRODUCT}` });

async function openDialog(page: Page): Promise<Locator> {
  await page.goto(PAGE);
  await page.getByRole("button", { name: `Inquire About ${PRODUCT}` }).click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page);
}

async function fillValid(d: Locator) {
  await d.getByLabel("Email").fill("buyer@example.com");
  await d.getByLabel("Phone").fill("+254 722 000 000");
  await d.getByLabel("Country").fill("Kenya");
  await d.getByLabel("Message").fill("Please quote 50,000 strips, CIF Mombasa.");
}

async function settled(toast: Locator) {
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

test.describe("the inquiry form", () => {
  test.use({ viewport: DESKTOP });

  test("shows the three required messages under their fields, and editing a field clears its error", async ({ page }) => {
    const d = await openDialog(page);
    await d.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(d.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
    await expect(d.getByLabel("Country")).toHaveAccessibleDescription("Country is required");
    await expect(d.getByLabel("Message")).toHaveAccessibleDescription("Message is required");
    await expect(d.getByLabel("Phone")).not.toHaveAttribute("aria-invalid");
    await expectNoAxeViolations(page);

    await d.getByLabel("Country").press("K");
    await expect(d.getByText("Country is required")).toHaveCount(0);
    await expect(d.getByText("Email is required")).toBeVisible();
    await d.getByLabel("Message").fill("Hello");
    await expect(d.getByText("Message is required")).toHaveCount(0);
    await expect(d.getByText("Email is required")).toBeVisible();
  });

  test("takes a phone with +, spaces, dashes and brackets, and wants 10 digits in it", async ({ page }) => {
    const d = await openDialog(page);
    await fillValid(d);
    const phone = d.getByLabel("Phone");
    await phone.fill("+254 712 34");
    await d.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(phone).toHaveAccessibleDescription("Phone must be at least 10 digits");
    await phone.fill("+254 712 345678");
    const response = page.waitForResponse((r) => r.url().endsWith("/api/inquiry"));
    await d.getByRole("button", { name: "Send Inquiry" }).click();
    expect((await response).status()).toBe(201);
    await expect(dialog(page)).toHaveCount(0);
  });

  test.describe("with a country the server cannot place", () => {
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test("offers every country as a suggestion, and the server refuses a name that is none", async ({ page }) => {
      const d = await openDialog(page);
      const country = d.getByLabel("Country");
      const listId = await country.getAttribute("list");
      expect(listId).toBeTruthy();
      const options = page.locator(`datalist[id="${listId}"] option`);
      await expect(options).toHaveCount(countryOptions().length);
      await expect(page.locator(`datalist[id="${listId}"] option[value="USA"]`)).toHaveAttribute("label", "United States");
      await fillValid(d);
      await country.fill("Atlantis");
      const response = page.waitForResponse((r) => r.url().endsWith("/api/inquiry"));
      await d.getByRole("button", { name: "Send Inquiry" }).click();
      expect((await response).status()).toBe(400);
      await expect(country).toHaveAccessibleDescription("Choose a country from the list");
      await expect(country).toBeFocused();
      await expectNoAxeViolations(page);
    });
  });

  test("takes a country by its native name: 'Perú'", async ({ page }) => {
    const d = await openDialog(page);
    await fillValid(d);
    await d.getByLabel("Country").fill("Perú");
    const request = page.waitForRequest((r) => r.url().endsWith("/api/inquiry") && r.method() === "POST");
    const response = page.waitForResponse((r) => r.url().endsWith("/api/inquiry"));
    await d.getByRole("button", { name: "Send Inquiry" }).click();
    expect((await request).postDataJSON()).toMatchObject({ country: "Perú" });
    expect((await response).status()).toBe(201);
    await expect(dialog(page)).toHaveCount(0);
  });

  test("carries no country list on the product page until the dialog opens", async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator("datalist")).toHaveCount(0);
    await page.getByRole("button", { name: `Inquire About ${PRODUCT}` }).click();
    await expect(dialog(page).locator("datalist option")).toHaveCount(countryOptions().length);
  });

  test("sends the product's name with the inquiry, shows 'Message sent!' and closes the dialog", async ({ page }) => {
    const d = await openDialog(page);
    await fillValid(d);
    const request = page.waitForRequest((r) => r.url().endsWith("/api/inquiry") && r.method() === "POST");
    const response = page.waitForResponse((r) => r.url().endsWith("/api/inquiry"));
    await d.getByRole("button", { name: "Send Inquiry" }).click();
    expect((await request).postDataJSON()).toMatchObject({
      product: PRODUCT,
      email: "buyer@example.com",
      phone: "+254 722 000 000",
      country: "Kenya",
      message: "Please quote 50,000 strips, CIF Mombasa.",
    });
    expect((await response).status()).toBe(201);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/inquire=1/);
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast.getByText("Message sent!", { exact: true })).toBeVisible();
    await expect(toast.getByText("We have received your inquiry.", { exact: true })).toBeVisible();
    await toast.hover();
    await settled(toast);
    await expectNoAxeViolations(page);
  });

  test("opens again when reopened before the page's data has come back from closing it", async ({ page }) => {
    await openDialog(page);
    await expect(page).toHaveURL(/inquire=1/);
    // Closing steps back in history, and the page fetches its data again: on a slow network
    // the buyer can press the button again before that answer comes.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    const button = page.getByRole("button", { name: `Inquire About ${PRODUCT}` });
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    release();
    await expect(page).toHaveURL(/inquire=1/);
    await expect(dialog(page)).toBeVisible();
    // A real modal, with the keyboard inside it.
    expect(await dialog(page).evaluate((el) => el.matches(":modal") && el.contains(document.activeElement))).toBe(true);
    // And it closes as usual, back to the page without the parameter.
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/inquire=1/);
  });

  test.describe("typed before the dialog's script arrived", () => {
    // The country is refused (400), which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test("keeps what was typed into the dialog before its script arrived, and sends it", async ({ page }) => {
      // A shared link with ?inquire=1 on a slow phone: the page hydrates, the dialog's own chunk
      // comes later, and the buyer has typed by then.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/inquiry-dialog-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${PAGE}?inquire=1`);
      const d = dialog(page);
      await d.getByLabel("Email").fill("buyer@example.com");
      await d.getByLabel("Country").fill("Atlantis");
      await d.getByLabel("Message").fill("Please quote 10,000 strips.");
      release();
      // Hydrated: the dialog is a real modal now.
      await expect.poll(() => d.evaluate((el) => el.matches(":modal"))).toBe(true);
      await expect(d.getByLabel("Email")).toHaveValue("buyer@example.com");
      const answer = page.waitForResponse((r) => r.url().endsWith("/api/inquiry"));
      await d.getByRole("button", { name: "Send Inquiry" }).click();
      // The server had all three: it refuses only the country it cannot place.
      expect((await answer).status()).toBe(400);
      await expect(d.getByLabel("Country")).toHaveAccessibleDescription("Choose a country from the list");
      await expect(d.getByLabel("Message")).toHaveValue("Please quote 10,000 strips.");
      await expect(d.getByLabel("Email")).not.toHaveAttribute("aria-invalid");
    });
  });

  test.describe("when sending fails", () => {
    test.use({ allowedConsoleErrors: [/The message could not be sent|Failed to load resource/] });

    test("shows 'Something went wrong!', keeps the dialog open and the form filled, and logs the error", async ({ page }) => {
      const d = await openDialog(page);
      await fillValid(d);
      await page.route("**/api/inquiry", (route) => route.abort("connectionfailed"));
      const logged = page.waitForEvent("console", (m) => m.type() === "error" && m.text().includes("The message could not be sent"));
      await d.getByRole("button", { name: "Send Inquiry" }).click();
      await logged;
      const toast = page.locator("[data-sonner-toast]");
      await expect(toast.getByText("Something went wrong!", { exact: true })).toBeVisible();
      await expect(toast.getByText("Please try again later.", { exact: true })).toBeVisible();
      await expect(dialog(page)).toBeVisible();
      await expect(d.getByLabel("Message")).toHaveValue("Please quote 50,000 strips, CIF Mombasa.");
      await expect(page).toHaveURL(/inquire=1/);
    });
  });
});

test.describe("the inquiry form at 390px", () => {
  test.use({ viewport: MOBILE });

  test("fits the screen with its errors shown, and axe finds nothing", async ({ page }) => {
    const d = await openDialog(page);
    await d.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(d.getByText("Email is required")).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoAxeViolations(page);
  });
});

test.describe("the inquiry form without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP, allowedConsoleErrors: [/status of 400/] });

  test("opens with ?inquire=1 and answers a plain post with errors, then with the success notice", async ({ page }) => {
    await page.goto(PAGE);
    await page.getByRole("button", { name: `Inquire About ${PRODUCT}` }).click();
    await expect(page).toHaveURL(/inquire=1/);
    // The server-rendered dialog (the test page's; the product page's comes with issue-catalogue).
    const d = page.getByRole("dialog");
    await expect(d).toBeVisible();
    await expect(d.getByRole("heading", { name: `Inquire about ${PRODUCT}` })).toBeVisible();
    await d.getByLabel("Email").fill("buyer@example.com");
    await d.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(d.getByLabel("Country")).toHaveAccessibleDescription("Country is required");
    await expect(d.getByLabel("Message")).toHaveAccessibleDescription("Message is required");
    await expect(d.getByLabel("Email")).toHaveValue("buyer@example.com");
    await expect(d.locator("datalist option")).toHaveCount(countryOptions().length);
    await d.getByLabel("Country").fill("Atlantis");
    await d.getByLabel("Message").fill("Sent without JavaScript.");
    await d.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(d.getByLabel("Country")).toHaveAccessibleDescription("Choose a country from the list");
    await expect(d.getByLabel("Country")).toHaveValue("Atlantis");
    await d.getByLabel("Country").fill("Perú");
    await d.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(d.getByRole("status")).toContainText("Message sent!");
    await expect(d.getByRole("status")).toContainText("We have received your inquiry.");
  });
});
