import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { site } from "../../app/config/site";
import { formatDateTime } from "../../app/admin/date-time";
import { showToast, signInByApi, toast } from "./support/admin";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";

// A zone other than the server's (UTC), as an admin in Delhi has.
test.use({ timezoneId: "Asia/Kolkata" });

const MARKUP = "<img src=x onerror=alert(1)>";

let counter = 0;
/** A word no other test's message holds, so a search finds this test's messages alone. */
function uniqueTag(): string {
  counter += 1;
  return `tag${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

async function sendContact(page: Page, name: string, email = "buyer@example.com"): Promise<string> {
  const res = await page.request.post("/api/contact", {
    data: { name, email, phone: "", interest: "Cosmetic products", time: "1/2/2025, 09:30:00" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

async function sendInquiry(page: Page, fields: { product: string; email?: string; message?: string }): Promise<string> {
  const res = await page.request.post("/api/inquiry", {
    data: { email: "buyer@example.com", phone: "", country: "Kenya", message: "Please quote.", ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** The inbox table's body rows. */
const rows = (page: Page) => page.getByRole("region", { name: "Messages, newest first" }).locator("tbody tr");

/** A <time> element shows the admin's local time, its zone named ("22 Nov 2026, 15:27 UTC+5:30"). */
async function expectLocalTime(page: Page, time: Locator) {
  const iso = (await time.getAttribute("datetime"))!;
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(time).toHaveText(formatDateTime(iso, zone));
  await expect(time).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d UTC([+-]\d{1,2}(:\d\d)?)?$/);
}

/** Fails the test if anything opens a dialog (an injected alert() would). */
function guardDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test.describe("the inbox at 1280px", () => {
  test.use({ viewport: DESKTOP });

  test("shows a message sent from the contact form, markup in its name as plain text, in the list and on its page", async ({
    page,
  }) => {
    const dialogs = guardDialogs(page);
    const tag = uniqueTag();
    const name = `${MARKUP} Amara ${tag}`;
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill(`amara.${tag}@example.com`);
    await form.getByLabel("Phone").fill("2348012345678");
    await form.getByLabel("Interest").fill("Contract manufacturing");
    await form.getByLabel("Message").fill(`Loan licence terms, please.\n${MARKUP}`);
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/contact"));
    await form.getByRole("button", { name: "Submit" }).click();
    const senderTime = ((await sent).postDataJSON() as { time: string }).time;
    await expect(page.locator("[data-sonner-toast]").getByText("Message sent!", { exact: true })).toBeVisible();

    await signInByApi(page);
    await page.goto("/adminmessages");
    await page.getByLabel("Search").fill(tag);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(`/adminmessages?q=${tag}`);
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row.getByRole("cell")).toHaveText([
      "Contact",
      `${name}amara.${tag}@example.com`,
      "Contract manufacturing",
      "",
      "English (en)",
      /\d/,
      // The status, then the lead's stage and owner (decisions 0068, 0069).
      "NewNew, unassigned",
      "Not forwarded",
    ]);
    await expect(row.getByRole("link", { name, exact: true })).toBeVisible();
    await expectLocalTime(page, row.locator("time"));
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await row.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(/\/adminmessages\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Message from ${name}`);
    const details = page.getByRole("region", { name: "Contact message" });
    const field = (label: string) => details.locator(`xpath=.//dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`);
    await expect(field("Name")).toHaveText(name);
    await expect(field("Email")).toHaveText(`amara.${tag}@example.com`);
    await expect(field("Phone")).toHaveText("2348012345678");
    await expect(field("Interest")).toHaveText("Contract manufacturing");
    await expect(field("Sender's local time")).toHaveText(senderTime);
    await expect(field("Message")).toHaveText(`Loan licence terms, please.\n${MARKUP}`, { useInnerText: true });
    await expectLocalTime(page, field("Received").locator("time"));
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
      "href",
      `mailto:amara.${tag}@example.com?subject=${encodeURIComponent(`Re: Your message to ${site.shortName}`)}`,
    );
    await expectNoAxeViolations(page);

    // Back to the list as it was left.
    await page.getByRole("link", { name: "Back to messages" }).click();
    await expect(page).toHaveURL(`/adminmessages?q=${tag}`);
    expect(dialogs).toEqual([]);
  });

  test("filters by type, status and delivery, searches, and says when nothing matches", async ({ page }) => {
    await signInByApi(page);
    const tag = uniqueTag();
    await sendContact(page, `Contact ${tag}`);
    await sendInquiry(page, { product: `Neem Soap ${tag}` });
    await page.goto(`/adminmessages?q=${tag}`);
    await expect(rows(page)).toHaveCount(2);
    // Newest first.
    await expect(rows(page).nth(0)).toContainText(`Neem Soap ${tag}`);
    await expect(rows(page).nth(1)).toContainText(`Contact ${tag}`);
    await expect(page.getByTestId("inbox-summary")).toHaveText("Showing 1–2 of 2 messages");

    await page.getByLabel("Type").selectOption({ label: "Product inquiries" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(`/adminmessages?kind=inquiry&q=${tag}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().getByRole("cell").nth(2)).toHaveText(`Neem Soap ${tag}`);
    await expect(rows(page).first().getByRole("cell").nth(3)).toHaveText("Kenya");

    await page.getByLabel("Type").selectOption({ label: "All types" });
    await page.getByLabel("Delivery").selectOption({ label: "Sent" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(`/adminmessages?delivery=sent&q=${tag}`);
    await expect(page.getByText("No messages match these filters.")).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByLabel("Delivery").selectOption({ label: "Not forwarded" });
    await page.getByLabel("Status").selectOption({ label: "New" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(`/adminmessages?status=new&delivery=none&q=${tag}`);
    await expect(rows(page)).toHaveCount(2);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL("/adminmessages");
    await expect(page.getByLabel("Search")).toHaveValue("");
    await expect(page.getByLabel("Status")).toHaveValue("");
  });

  test("pages with links, keeping the filters", async ({ page }) => {
    await signInByApi(page);
    const tag = uniqueTag();
    for (let i = 1; i <= 23; i++) await sendContact(page, `Buyer ${i} ${tag}`);
    await page.goto(`/adminmessages?q=${tag}`);
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByTestId("inbox-summary")).toHaveText("Showing 1–20 of 23 messages");
    const pages = page.getByRole("navigation", { name: "Message pages" });
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", `/adminmessages?q=${tag}&page=2`);
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`/adminmessages?q=${tag}&page=2`);
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByTestId("inbox-summary")).toHaveText("Showing 21–23 of 23 messages");
    await expect(rows(page).last()).toContainText(`Buyer 1 ${tag}`);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  test("downloads the filtered list as CSV", async ({ page }) => {
    await signInByApi(page);
    const tag = uniqueTag();
    await sendContact(page, `=SUM(1+1) ${tag}`);
    await sendInquiry(page, { product: `Neem Soap ${tag}` });
    await page.goto(`/adminmessages?kind=contact&q=${tag}`);
    const link = page.getByRole("link", { name: "Download CSV" });
    await expect(link).toHaveAttribute("href", `/adminmessages.csv?kind=contact&q=${tag}`);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,contact,'=SUM(1+1) ${tag},buyer@example.com,`);
  });

  test("sets the status: 'Status updated' for 3 s, closable, and the list follows", async ({ page }) => {
    await signInByApi(page);
    const tag = uniqueTag();
    const id = await sendInquiry(page, { product: `Status Soap ${tag}` });
    await page.clock.install();
    await page.goto(`/adminmessages?q=${tag}`);
    await expect(rows(page).first().getByRole("cell").nth(6)).toHaveText("NewNew, unassigned");
    const sidebarLink = page.getByRole("complementary", { name: "Admin sidebar" }).getByRole("link", { name: /^Messages/ });
    await expect(sidebarLink).toHaveAccessibleName(/^Messages, \d+ new$/);
    await rows(page).first().getByRole("link").click();
    await expect(page).toHaveURL(`/adminmessages/${id}`);
    await expect(sidebarLink).toHaveAttribute("aria-current", "page");

    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByLabel("Set status").selectOption({ label: "Replied" });
    await page.getByRole("button", { name: "Save status" }).click();
    const saved = toast(page, "Status updated");
    await showToast(page, saved);
    await expect(saved).toContainText("Marked as Replied.");
    await expect(page.getByRole("main").locator("header").getByText("Replied", { exact: true })).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(saved).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(saved).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel("Set status")).toHaveValue("replied");
    await page.goto(`/adminmessages?status=replied&q=${tag}`);
    await expect(rows(page)).toHaveCount(1);

    // The toast closes on demand too.
    await page.goto(`/adminmessages/${id}`);
    await page.getByLabel("Set status").selectOption({ label: "Archived" });
    await page.getByRole("button", { name: "Save status" }).click();
    const archived = toast(page, "Status updated");
    await showToast(page, archived);
    await archived.getByRole("button", { name: "Close toast" }).click();
    // Long before its 3 s: the clock moves on only by the exit animation.
    await page.clock.runFor(500);
    await expect(archived).toHaveCount(0);
  });

  test("works with the keyboard alone", async ({ page }) => {
    await signInByApi(page);
    const tag = uniqueTag();
    await sendContact(page, `Keyboard ${tag}`);
    await page.goto("/adminmessages");
    await page.getByLabel("Search").focus();
    await page.keyboard.type(tag);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/adminmessages?q=${tag}`);

    const link = page.getByRole("link", { name: `Keyboard ${tag}`, exact: true });
    await expect(link).toBeVisible();
    for (let i = 0; i < 12 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    expect(await link.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Message from Keyboard ${tag}`);

    await page.getByLabel("Set status").focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByLabel("Set status")).toHaveValue("in_progress");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Save status" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page, "Status updated")).toBeVisible();
    await expect(page.getByRole("main").locator("header").getByText("In progress", { exact: true })).toBeVisible();
  });

  test.describe("an unknown message", () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("says so inside the admin area, with a 404", async ({ page }) => {
      await signInByApi(page);
      const res = await page.goto("/adminmessages/no-such-message");
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message not found");
      await expect(page.getByRole("link", { name: "Back to messages" })).toBeVisible();
    });
  });
});

test.describe("the inbox at 390px", () => {
  test.use({ viewport: MOBILE });

  test("the table is one card per message, long visitor text wraps, and nothing scrolls sideways", async ({ page }) => {
    await signInByApi(page);
    const tag = uniqueTag();
    const email = `a.very.long.address.without.any.break.${"x".repeat(120)}.${tag}@example.com`;
    const id = await sendInquiry(page, {
      product: `Neem Soap ${tag}`,
      email,
      message: `Line one\n${"unbroken".repeat(40)}\nLine three`,
    });
    await page.goto(`/adminmessages?q=${tag}`);
    await expect(rows(page)).toHaveCount(1);
    const region = page.getByRole("region", { name: "Messages, newest first" });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    // The lead views sit above the table: the card's last cells may be below the first screen,
    // but scrolled down to, they are within its width.
    const status = rows(page).first().getByRole("cell", { name: /Status/ });
    await status.scrollIntoViewIfNeeded();
    await expect(status).toBeInViewport();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoAxeViolations(page);

    await page.goto(`/adminmessages/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inquiry from ${email}`);
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoAxeViolations(page);

    // The sidebar's drawer has the inbox too.
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByRole("link", { name: /^Messages/ })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("the message page without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("saves the status with a plain form post and says so", async ({ page }) => {
    await signInByApi(page);
    const tag = uniqueTag();
    const id = await sendContact(page, `No Script ${tag}`);
    await page.goto(`/adminmessages?q=${tag}`);
    await page.getByRole("link", { name: `No Script ${tag}` }).click();
    await expect(page).toHaveURL(`/adminmessages/${id}`);
    await page.getByLabel("Set status").selectOption({ label: "In progress" });
    await page.getByRole("button", { name: "Save status" }).click();
    const notice = page.getByRole("status").filter({ hasText: "Status updated" });
    await expect(notice).toContainText("Marked as In progress.");
    await expect(page.getByLabel("Set status")).toHaveValue("in_progress");
    // The filter form is a plain GET too.
    await page.goto("/adminmessages");
    await page.getByLabel("Search").fill(tag);
    await page.getByLabel("Status").selectOption({ label: "In progress" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`status=in_progress.*q=${tag}`));
    await expect(rows(page)).toHaveCount(1);
  });
});
