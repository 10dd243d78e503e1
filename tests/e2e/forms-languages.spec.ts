import type { Page } from "@playwright/test";
import { normalizeProduct } from "../../app/schemas/product";
import { productSeeds } from "../../content/products";
import { messages as ar } from "../../content/i18n/ar/messages";
import { messages as fr } from "../../content/i18n/fr/messages";
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, hasHorizontalOverflow, test } from "./support/fixtures";

/* The public forms in the page's language, script and toasts included. */

const product = normalizeProduct(productSeeds[0]!);
const arForm = (page: Page) => page.getByRole("form", { name: ar.forms.contact.formLabel });

/** Puts a product on the visitor's quote list, as a product card's plain form does. */
async function addToQuote(page: Page, path: string) {
  const res = await page.request.post(path, {
    form: { intent: "add", product: product.slug, enhanced: "1" },
    headers: { origin: new URL(page.url() === "about:blank" ? "http://localhost" : page.url()).origin },
  });
  expect(res.status()).toBe(200);
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`forms in other languages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("/ar/contact answers in Arabic: errors on Submit, then the success toast", async ({ page }) => {
      const v = ar.forms.validation;
      const fields = ar.forms.fields;
      await page.goto("/ar/contact");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const f = arForm(page);
      await f.getByRole("button", { name: ar.forms.contact.submit }).click();
      await expect(f.getByLabel(fields.name)).toHaveAccessibleDescription(v.nameRequired);
      await expect(f.getByLabel(fields.email)).toHaveAccessibleDescription(v.emailRequired);
      await expect(f.getByLabel(fields.interest)).toHaveAccessibleDescription(v.interestRequired);
      await expect(f.getByLabel(fields.name)).toBeFocused();
      await expectNoAxeViolations(page);
      expect(await hasHorizontalOverflow(page)).toBe(false);

      await f.getByLabel(fields.name).fill("Omar Haddad");
      await f.getByLabel(fields.email).fill("omar@example.com");
      await f.getByLabel(fields.phone).fill("+971 4 123 4567");
      await f.getByLabel(fields.interest).fill("Regulatory services");
      const request = page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST");
      await f.getByRole("button", { name: ar.forms.contact.submit }).click();
      expect((await request).postDataJSON()).toMatchObject({ locale: "ar" });
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: ar.forms.notices.sentTitle });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(ar.forms.notices.sentText);
      await expect(page.getByRole("button", { name: ar.forms.notices.closeToast })).toBeVisible();
      await expect(f.getByLabel(fields.name)).toHaveValue("");
    });

    test("/fr/quote: the list and the request in French, sent", async ({ page }) => {
      const t = fr.forms;
      await page.goto("/fr/quote");
      await expect(page.getByRole("heading", { level: 1, name: t.quote.title })).toBeVisible();
      await expect(page.getByText(t.quote.empty)).toBeVisible();
      await expect(page.getByRole("link", { name: t.quote.browse })).toHaveAttribute("href", "/fr/products");

      await addToQuote(page, "/fr/quote");
      await page.goto("/fr/quote");
      await expect(page.getByRole("heading", { name: t.quote.listHeadingOne.replace("{count}", "1") })).toBeVisible();
      await expect(page.getByRole("link", { name: product.name })).toHaveAttribute("href", `/fr/product/${product.slug}`);

      // Errors first, in French.
      await page.getByRole("button", { name: t.quote.send }).click();
      await expect(page.getByLabel(t.fields.name)).toHaveAccessibleDescription(t.validation.nameRequired);
      await expect(page.getByText(t.validation.correctFields)).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await hasHorizontalOverflow(page)).toBe(false);

      await page.getByLabel(t.fields.quantity).fill("12000");
      await page.getByLabel(t.fields.unit).selectOption({ label: t.quote.units.boxes });
      await page.getByLabel(t.fields.name).fill("Awa Diop");
      await page.getByLabel(t.fields.company).fill("Pharma Dakar SA");
      await page.getByLabel(t.fields.email).fill("awa@pharma-dakar.example");
      await page.getByLabel(t.fields.country).fill("Sénégal");
      await page.getByLabel(t.fields.destination).fill("Dakar");
      await page.getByLabel(t.fields.incoterm).selectOption("CIF");
      await page.getByLabel(t.quote.documents.coa).check();
      await page.getByLabel(t.quote.no, { exact: true }).check();
      await page.getByRole("button", { name: t.quote.send }).click();
      await expect(page.getByRole("heading", { name: t.quote.sentHeading })).toBeVisible();
      await expect(page.getByTestId("quote-reference")).toHaveText(/^Q-\d{4}-\d{5}$/);
      await expectNoAxeViolations(page);
    });
  });
}
