import type { Page } from "@playwright/test";
import { signInAsNewSalesperson, signInByApi, toast } from "./support/admin";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";

// A salesperson works a lead on its message page: takes it, writes an internal note, sets the
// next follow-up and closes it, each step on the timeline with who and when. Each test sends its
// own inquiry, so parallel workers never share a lead.

async function sendInquiry(page: Page, message: string): Promise<string> {
  const res = await page.request.post("/api/inquiry", {
    data: { product: "Verdamol 500 Tablets", email: "achat@pharmacie-centrale.example", phone: "", country: "Senegal", message },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const timeline = (page: Page) => page.getByTestId("lead-event");

/** Tomorrow as YYYY-MM-DD (UTC, as the forms write days). */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

for (const [label, viewport] of [
  ["1280", DESKTOP],
  ["390", MOBILE],
] as const) {
  test(`a lead at ${label} px: taken, noted, a follow-up set and closed as won, each on the timeline`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const id = await sendInquiry(page, `Tender for 40,000 strips (${label} px).`);
    await signInByApi(page);
    await page.goto(`/adminmessages/${id}`);

    await expect(timeline(page)).toHaveCount(1);
    await expect(timeline(page).first()).toHaveAttribute("data-kind", "received");

    await page.getByRole("button", { name: "Take this lead" }).click();
    await expect(timeline(page).last()).toContainText(/^Assigned to .+/);
    await expect(page.getByRole("button", { name: "Take this lead" })).toHaveCount(0);

    const note = "Buyer asked for the CoPP first; send it with the quotation.";
    await page.getByLabel("Internal note").fill(note);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(timeline(page).last()).toHaveAttribute("data-kind", "note");
    await expect(timeline(page).last()).toContainText(note);
    await expect(page.getByLabel("Internal note")).toHaveValue("");

    await page.getByLabel("Next follow-up").fill(tomorrow());
    await page.getByRole("button", { name: "Save follow-up" }).click();
    await expect(timeline(page).last()).toContainText(`Follow-up set for ${tomorrow()}`);

    await page.getByLabel("Stage").selectOption("won");
    await page.getByRole("button", { name: "Save stage" }).click();
    await expect(timeline(page).last()).toContainText("Stage changed from New to Won");

    // After a reload the stored lead shows the same: nothing lived only in the page.
    await page.reload();
    await expect(timeline(page)).toHaveCount(5);
    await expect(page.getByLabel("Stage")).toHaveValue("won");
    await expect(page.getByLabel("Next follow-up")).toHaveValue(tomorrow());
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoAxeViolations(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false, allowedConsoleErrors: [/status of 4\d\d/] });

  test("a lead is taken and closed as lost with its reason; a lost lead without a reason is refused under its field", async ({ page }) => {
    const id = await sendInquiry(page, "Price list for 2027, please.");
    await signInByApi(page);
    await page.goto(`/adminmessages/${id}`);

    await page.getByRole("button", { name: "Take this lead" }).click();
    await expect(timeline(page).last()).toContainText(/^Assigned to .+/);

    await page.getByLabel("Stage").selectOption("lost");
    await page.getByRole("button", { name: "Save stage" }).click();
    await expect(page.getByText("Choose why the lead was lost").first()).toBeVisible();
    await expect(timeline(page)).toHaveCount(2);

    await page.getByLabel("Stage").selectOption("lost");
    await page.getByLabel("Reason lost").selectOption("price");
    await page.getByLabel("More about why (optional)").fill("A local maker quoted 8% less.");
    await page.getByRole("button", { name: "Save stage" }).click();
    await expect(timeline(page).last()).toContainText("Stage changed from New to Lost (Price: A local maker quoted 8% less.)");
  });
});

/** Today as YYYY-MM-DD (UTC). */
const today = () => new Date().toISOString().slice(0, 10);


// The daily follow-up e-mail (decision 0070): asked for on the account page, with or without
// JavaScript; the dashboard lists the salesperson's due follow-ups, overdue first.
for (const [label, viewport] of [
  ["1280", DESKTOP],
  ["390", MOBILE],
] as const) {
  test(`the follow-up e-mail and the dashboard's due follow-ups at ${label} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAsNewSalesperson(page);
    const id = await sendInquiry(page, `Follow me up today (${label} px).`);
    await page.goto(`/adminmessages/${id}`);
    await page.getByRole("button", { name: "Take this lead" }).click();
    await expect(timeline(page).last()).toContainText(/^Assigned to .+/);
    await page.getByLabel("Next follow-up").fill(today());
    await page.getByRole("button", { name: "Save follow-up" }).click();
    await expect(timeline(page).last()).toContainText(`Follow-up set for ${today()}`);

    await page.goto("/admindashboard");
    const due = page.getByTestId("follow-up");
    await expect(due).toHaveCount(1);
    await expect(due.first()).toContainText(`due today, ${today()}`);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoAxeViolations(page);
    await due.first().getByRole("link").click();
    await expect(page).toHaveURL(`/adminmessages/${id}`);

    await page.goto("/adminaccount");
    const box = page.getByLabel("E-mail me my follow-ups each morning");
    await expect(box).not.toBeChecked();
    await box.check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Follow-up e-mail saved")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("E-mail me my follow-ups each morning")).toBeChecked();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoAxeViolations(page);
  });
}

test.describe("the follow-up e-mail without JavaScript", () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false });

  test("is turned on and off with the checkbox and its button", async ({ page }) => {
    await signInAsNewSalesperson(page);
    await page.goto("/adminaccount");
    const box = () => page.getByLabel("E-mail me my follow-ups each morning");
    await box().check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Your follow-up e-mail is saved")).toBeVisible();
    await page.goto("/adminaccount");
    await expect(box()).toBeChecked();
    await box().uncheck();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Your follow-up e-mail is saved")).toBeVisible();
    await page.goto("/adminaccount");
    await expect(box()).not.toBeChecked();
  });
});
