import type { Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { signInAsNewSalesperson } from "./support/admin";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, mailTest as test, type MailSite } from "./support/fixtures";

// A salesperson prices a buyer's request for quotation and sends it; the buyer opens the link in
// their language and accepts or declines (decision 0072). The site mails through a test SMTP
// server (fixtures: mailTest), so the link is read from the mail the buyer got.

async function sendRequest(page: Page, email: string, locale: "fr" | "ar"): Promise<string> {
  const res = await page.request.post("/api/quote", {
    data: {
      name: "Awa Diop",
      company: "Pharmacie Centrale de Dakar",
      email,
      phone: "+221 77 123 45 67",
      country: "Senegal",
      destination: "Dakar",
      incoterm: "CIF",
      wantedBy: "",
      documents: [],
      privateLabel: "no",
      message: "",
      locale,
      lines: [
        { product: "verdamol-500-tablets", quantity: 20000, unit: "boxes", note: "" },
        { product: "ambromer-ls-syrup", quantity: 5000, unit: "bottles", note: "" },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}


/** Drafts a quotation from the lead's page, prices its two lines, saves and sends it; answers the link's path. */
async function priceAndSend(page: Page, site: MailSite, leadId: string, email: string): Promise<string> {
  await page.goto(`/adminmessages/${leadId}`);
  await page.getByRole("button", { name: "Draft a quotation" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Quotation QT-\d{4}-\d{4}$/);
  await page.getByRole("textbox", { name: "Unit price, line 1" }).fill("0.95");
  await page.getByRole("textbox", { name: "Unit price, line 2" }).fill("1.2");
  await page.getByRole("textbox", { name: "Payment terms" }).fill("30% advance, 70% against documents");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("quotation-totals")).toContainText("25000.00 USD");
  await page.getByRole("button", { name: "Send to the buyer" }).click();
  await expect(page.getByText("It is on its way to the buyer", { exact: false }).first()).toBeVisible();
  // The quotation's mail carries its PDF, so it is multipart: read as a mail program reads it.
  const isQuotation = (mail: { headers: Record<string, string> }) => mail.headers.to === email && /^(Devis|عرض السعر) QT-/.test(mail.headers.subject ?? "");
  await expect.poll(() => site.smtp.mails.some(isQuotation), { timeout: 20_000 }).toBe(true);
  const parsed = await simpleParser(site.smtp.mails.find(isQuotation)!.raw);
  expect(parsed.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
  return /https?:\/\/[^/\s]+(\/(?:fr|ar)\/quotation\/[A-Za-z0-9_-]+)/.exec(parsed.text ?? "")![1]!;
}

for (const [label, viewport, locale] of [
  ["1280", DESKTOP, "fr"],
  ["390", MOBILE, "ar"],
] as const) {
  test(`at ${label} px a salesperson prices a ${locale} request and sends it; the buyer reads it in their language and accepts`, async ({ page, browser, mailSite }) => {
    await page.setViewportSize(viewport);
    const email = `acheteur-${label}@pharmacie.example`;
    const leadId = await sendRequest(page, email, locale);
    await signInAsNewSalesperson(page);
    const link = await priceAndSend(page, mailSite, leadId, email);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoAxeViolations(page);

    // The buyer, in a browser of their own.
    const buyer = await browser.newPage({ viewport });
    await buyer.goto(`${mailSite.server.url}${link}`);
    await expect(buyer.locator("html")).toHaveAttribute("lang", locale);
    await expect(buyer.getByRole("heading", { level: 1 })).toHaveText(locale === "fr" ? /^Devis QT-/ : /^عرض السعر QT-/);
    await expect(buyer.getByTestId("quotation-lines")).toContainText("Verdamol 500 Tablets");
    await expect(buyer.getByTestId("quotation-totals")).toContainText(locale === "fr" ? "25\u202f000,00\u00a0$US" : "25,000.00");
    expect(await hasHorizontalOverflow(buyer)).toBe(false);
    await expectNoAxeViolations(buyer);
    await buyer.getByRole("button", { name: locale === "fr" ? "Accepter ce devis" : "قبول عرض السعر" }).click();
    await expect(buyer.getByTestId("quotation-state")).toContainText(locale === "fr" ? "vous avez accepté ce devis" : "قبلت عرض السعر");
    await expectNoAxeViolations(buyer);
    await buyer.close();

    await page.goto(`/adminmessages/${leadId}`);
    await expect(page.getByTestId("lead-event").last()).toContainText("Stage changed from Quoted to Won");
    await expect(page.getByText(/Quotation QT-\d{4}-\d{4} \(version 1\) accepted by the buyer/)).toBeVisible();
  });
}

test.describe("the buyer without JavaScript", () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false, allowedConsoleErrors: [/status of 4\d\d/] });

  test("declines: refused without a reason with their words kept, then declined with one; the link then says so", async ({ page, browser, mailSite }) => {
    const email = "sans-script-devis@pharmacie.example";
    const leadId = await sendRequest(page, email, "fr");
    await signInAsNewSalesperson(page);
    const link = await priceAndSend(page, mailSite, leadId, email);

    const buyer = await browser.newPage({ javaScriptEnabled: false });
    await buyer.goto(`${mailSite.server.url}${link}`);
    await buyer.getByLabel("Ce que vous souhaitez nous dire (facultatif)").fill("Le délai est trop long pour notre appel d’offres.");
    await buyer.getByRole("button", { name: "Refuser ce devis" }).click();
    await expect(buyer.getByText("Choisissez un motif")).toBeVisible();
    await expect(buyer.getByLabel("Ce que vous souhaitez nous dire (facultatif)")).toHaveValue("Le délai est trop long pour notre appel d’offres.");
    await buyer.getByLabel("Motif").selectOption("lead-time");
    await buyer.getByRole("button", { name: "Refuser ce devis" }).click();
    await expect(buyer.getByTestId("quotation-state")).toContainText("Vous avez refusé ce devis");
    await expect(buyer.getByRole("button", { name: "Accepter ce devis" })).toHaveCount(0);
    await buyer.close();

    await page.goto(`/adminmessages/${leadId}`);
    await expect(page.getByTestId("lead-event").last()).toContainText("Stage changed from Quoted to Lost");
  });
});
