import type { Page } from "@playwright/test";
import { signInAsNewSalesperson } from "./support/admin";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, mailTest as test, type MailSite } from "./support/fixtures";

// A salesperson answers a French buyer from the lead's page (decision 0069): a reply from the
// French template leaves through the outbox, the buyer's answer comes back from the mailbox into
// the thread, and the lead is followed up and won. The site of these tests mails through a test
// SMTP server and reads a test IMAP mailbox (fixtures: mailTest).

async function sendFrenchInquiry(page: Page, email: string, message: string): Promise<string> {
  const res = await page.request.post("/api/inquiry", {
    data: { product: "Verdamol 500 Tablets", email, phone: "", country: "Senegal", message, locale: "fr" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}


/** The reply the buyer received (its subject starts with `subject`), once it has left. */
async function replyReceived(site: MailSite, email: string, subject: string) {
  await expect.poll(() => site.smtp.mails.some((mail) => mail.headers.to === email && (mail.headers.subject ?? "").startsWith(subject)), { timeout: 20_000 }).toBe(true);
  return site.smtp.mails.find((mail) => mail.headers.to === email && (mail.headers.subject ?? "").startsWith(subject))!;
}

/** The buyer answers `reply` from their own mail program: into the company's mailbox. */
async function buyerAnswers(site: MailSite, email: string, reply: { headers: Record<string, string> }, text: string) {
  await site.imap.deliver(
    [
      `From: Awa Diop <${email}>`,
      "To: sales@mailbox.example",
      `Subject: Re: ${reply.headers.subject}`,
      `Message-ID: <answer-${Date.now()}-${Math.random().toString(36).slice(2)}@pharmacie.example>`,
      `In-Reply-To: ${reply.headers["message-id"]}`,
      `References: ${reply.headers["message-id"]}`,
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: 8bit",
      "",
      text,
      "",
    ].join("\n"),
  );
}

const timeline = (page: Page) => page.getByTestId("lead-event");
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

for (const [label, viewport] of [
  ["1280", DESKTOP],
  ["390", MOBILE],
] as const) {
  test(`at ${label} px a salesperson takes a French lead, notes, replies from the French template, reads the answer, sets a follow-up and wins it`, async ({ page, mailSite }) => {
    await page.setViewportSize(viewport);
    const email = `achat-${label}@pharmacie.example`;
    const id = await sendFrenchInquiry(page, email, `Nous cherchons 20 000 boîtes (${label} px).`);
    await signInAsNewSalesperson(page);
    await page.goto(`/adminmessages/${id}`);

    await page.getByRole("button", { name: "Take this lead" }).click();
    await expect(timeline(page).last()).toContainText(/^Assigned to .+/);
    await page.getByLabel("Internal note").fill("Distributor in Dakar; wants the CoPP.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(timeline(page).last()).toHaveAttribute("data-kind", "note");

    // The draft is the inquiry's template in the buyer's language; asking for it again is a plain GET.
    await expect(page.getByRole("textbox", { name: "Subject", exact: true })).toHaveValue(/^Votre demande d’information à .+ \(M-[0-9A-F]{8}\)$/);
    await page.getByLabel("Template language").selectOption("fr");
    await page.getByRole("button", { name: "Use template" }).click();
    const text = page.getByRole("textbox", { name: "Text", exact: true });
    await expect(text).toHaveValue(/^Bonjour Madame, Monsieur,/);
    const draft = await text.inputValue();
    await text.fill(draft.replace("Verdamol 500 Tablets.", "Verdamol 500 Tablets.\n\nNotre prix : 1,20 USD la boîte, FOB Nhava Sheva."));
    const subject = await page.getByRole("textbox", { name: "Subject", exact: true }).inputValue();
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(timeline(page).filter({ hasText: `Reply sent to ${email}` })).toHaveCount(1);
    await expect(timeline(page).last()).toContainText("Stage changed from New to Contacted");

    const reply = await replyReceived(mailSite, email, subject);
    expect(reply.text).toContain("Notre prix : 1,20 USD la boîte, FOB Nhava Sheva.");
    await buyerAnswers(mailSite, email, reply, "Merci, le prix nous convient. Commande à suivre.");
    await expect(async () => {
      await page.reload();
      await expect(timeline(page).last()).toContainText(`Answer received from Awa Diop <${email}>`);
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId("thread-mail").last()).toContainText("Merci, le prix nous convient. Commande à suivre.");

    await page.getByLabel("Next follow-up").fill(tomorrow());
    await page.getByRole("button", { name: "Save follow-up" }).click();
    await expect(timeline(page).last()).toContainText(`Follow-up set for ${tomorrow()}`);
    await page.getByLabel("Stage").selectOption("won");
    await page.getByRole("button", { name: "Save stage" }).click();
    await expect(timeline(page).last()).toContainText("Stage changed from Contacted to Won");

    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoAxeViolations(page);
    await page.goto("/admintemplates?kind=inquiry&language=ar");
    await expect(page.getByRole("textbox", { name: "Subject", exact: true })).toHaveValue(/^استفسارك إلى/);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoAxeViolations(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false, allowedConsoleErrors: [/status of 4\d\d/] });

  test("a reply is drafted, refused while empty with what was typed kept, then sent; the answer shows and an unmatched one is attached from the mailbox page", async ({ page, mailSite }) => {
    const email = "sans-script@pharmacie.example";
    const id = await sendFrenchInquiry(page, email, "Liste de prix, s'il vous plaît.");
    await signInAsNewSalesperson(page);
    await page.goto(`/adminmessages/${id}?reply=en`);
    await expect(page.getByRole("textbox", { name: "Subject", exact: true })).toHaveValue(/^Your inquiry to /);
    await page.getByLabel("Template language").selectOption("fr");
    await page.getByRole("button", { name: "Use template" }).click();
    await expect(page.getByRole("textbox", { name: "Subject", exact: true })).toHaveValue(/^Votre demande d’information/);

    // Spaces pass the browser's own check of a required field; the server refuses them.
    await page.getByRole("textbox", { name: "Subject", exact: true }).fill("   ");
    await page.getByRole("textbox", { name: "Text", exact: true }).fill("Notre liste de prix est jointe.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Write the subject").first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Text", exact: true })).toHaveValue("Notre liste de prix est jointe.");

    await page.getByRole("textbox", { name: "Subject", exact: true }).fill("Liste de prix");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("The reply is on its way and in the timeline.")).toBeVisible();
    await expect(timeline(page).filter({ hasText: `Reply sent to ${email}: Liste de prix` })).toHaveCount(1);

    const reply = await replyReceived(mailSite, email, "Liste de prix");
    await buyerAnswers(mailSite, email, reply, "Bien reçu, merci.");
    // An answer that names no lead waits on the mailbox page.
    await mailSite.imap.deliver(["From: inconnu@ailleurs.example", "To: sales@mailbox.example", "Subject: Tarifs 2027 ?", "Message-ID: <orphan-e2e@ailleurs.example>", "", "Bonjour, vos tarifs ?", ""].join("\n"));
    await expect(async () => {
      await page.goto("/adminmailbox");
      await expect(page.getByTestId("unmatched-mail").filter({ hasText: "Tarifs 2027 ?" })).toHaveCount(1);
    }).toPass({ timeout: 20_000 });
    const orphan = page.getByTestId("unmatched-mail").filter({ hasText: "Tarifs 2027 ?" });
    await orphan.getByLabel("Lead's reference or message ID").fill(id);
    await orphan.getByRole("button", { name: "Attach" }).click();
    await expect(page.getByText("It is in the lead's thread now.")).toBeVisible();

    await page.goto(`/adminmessages/${id}`);
    await expect(page.getByTestId("thread-mail").filter({ hasText: "Bien reçu, merci." })).toHaveCount(1);
    await expect(page.getByTestId("thread-mail").filter({ hasText: "Bonjour, vos tarifs ?" })).toHaveCount(1);
  });
});
