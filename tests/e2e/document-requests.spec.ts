import { readFile } from "node:fs/promises";
import { documents as arabic } from "../../content/i18n/ar/messages/documents";
import { documents as english } from "../../content/i18n/en/messages/documents";
import { signInByApi } from "./support/admin";
import { DESKTOP, MOBILE, catalogueTest as test, expect, expectNoAxeViolations, hasHorizontalOverflow } from "./support/fixtures";

// A request adds a message to the inbox: these run on a server of their own per worker (catalogueTest).

const LANGUAGES = [
  { name: "English", prefix: "", texts: english },
  { name: "Arabic", prefix: "/ar", texts: arabic },
] as const;

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`document requests at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const { name, prefix, texts } of LANGUAGES) {
      test(`in ${name}, without JavaScript: a product's document on request, staff's approval, the downloaded file; axe clean`, async ({ browser, baseURL, page }) => {
        test.slow();
        const email = `buyer.${prefix.slice(1) || "en"}.${viewport.width}@nairobi-pharma.example`;
        // The buyer's browser runs no script at all.
        const buyer = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL });
        const tab = await buyer.newPage();

        await tab.goto(`${prefix}/product/verdamol-500-tablets`);
        const section = tab.getByTestId("product-documents");
        await section.getByRole("link", { name: new RegExp(`^${texts.actions.request}\\s*: CoPP, Verdamol 500 Tablets, Kenya`) }).click();
        await expect(tab).toHaveURL(/\/document-request\?document=/);
        await expect(tab.getByRole("heading", { level: 1, name: texts.request.title })).toBeVisible();
        await expect(tab.getByRole("checkbox", { name: /CoPP, Verdamol 500 Tablets, Kenya/ })).toBeChecked();
        expect(await hasHorizontalOverflow(tab)).toBe(false);

        // Sent once with a field left out: the error, and what was typed and ticked, come back.
        await tab.locator("#request-email").fill(email);
        await tab.locator("#request-company").fill("Nairobi Pharma Distributors");
        await tab.locator("#request-purpose").fill("Registration with the Pharmacy and Poisons Board");
        await tab.getByRole("button", { name: texts.request.submit }).click();
        await expect(tab.locator("#request-country-error")).toBeVisible();
        await expect(tab.locator("#request-email")).toHaveValue(email);
        await expect(tab.getByRole("checkbox", { name: /CoPP, Verdamol 500 Tablets, Kenya/ })).toBeChecked();
        await tab.locator("#request-country").fill("Kenya");
        await tab.getByRole("button", { name: texts.request.submit }).click();
        await expect(tab.getByRole("status")).toContainText(texts.request.sentTitle);

        // The same page with scripting on, for axe (which runs in the page).
        await page.goto(`${prefix}/document-request`);
        await expect(page.locator("html")).toHaveAttribute("dir", prefix ? "rtl" : "ltr");
        expect(await hasHorizontalOverflow(page)).toBe(false);
        await expectNoAxeViolations(page);

        // Staff find it in the inbox and approve it.
        await signInByApi(page);
        await page.goto(`/adminmessages?q=${encodeURIComponent(email)}`);
        await page.getByRole("link", { name: new RegExp(email.replace(/\./g, "\\.")) }).first().click();
        const panel = page.getByTestId("document-request");
        await expect(panel.getByRole("checkbox", { name: /CoPP, Verdamol 500 Tablets, Kenya/ })).toBeChecked();
        expect(await hasHorizontalOverflow(page)).toBe(false);
        await expectNoAxeViolations(page);
        await panel.getByRole("button", { name: /Approve selected/ }).click();
        const link = panel.getByTestId("document-link");
        await expect(link).toContainText("/document-request/");
        await expect(panel).toContainText("Downloads (0)");
        const path = new URL((await link.textContent())!.trim()).pathname;
        expect(path.startsWith(`${prefix}/document-request/`)).toBe(true);

        // The buyer's link: the approved file, downloaded.
        await tab.goto(path);
        await expect(tab.getByRole("heading", { level: 1, name: texts.link.title })).toBeVisible();
        const files = tab.getByTestId("granted-documents").getByRole("listitem");
        await expect(files).toHaveCount(1);
        const [download] = await Promise.all([tab.waitForEvent("download"), files.getByRole("link", { name: new RegExp(texts.actions.download) }).click()]);
        expect(download.suggestedFilename()).toMatch(/\.pdf$/);
        expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
        expect(await hasHorizontalOverflow(tab)).toBe(false);
        await buyer.close();

        // The download is in the request's log; the link's page passes axe.
        await page.reload();
        await expect(page.getByTestId("document-request")).toContainText("Downloads (1)");
        await page.goto(path);
        await expect(page.getByTestId("granted-documents").getByRole("listitem")).toHaveCount(1);
        await expectNoAxeViolations(page);
      });
    }
  });
}
