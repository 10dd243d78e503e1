import { plainPdf } from "../support/document-fixtures";
import { signInByApi } from "./support/admin";
import { DESKTOP, MOBILE, catalogueTest as test, expect, expectNoAxeViolations, hasHorizontalOverflow } from "./support/fixtures";

// The library's specs add documents: they run on a server of their own per worker (catalogueTest).

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`documents at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const locale of ["en", "ar"] as const) {
      test(`the compliance page in ${locale === "en" ? "English" : "Arabic"}: certificates, the issuer's link, the file; axe clean`, async ({ page }) => {
        await page.goto(locale === "en" ? "/compliance" : "/ar/compliance");
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "en" ? "ltr" : "rtl");
        const cards = page.getByTestId("document-card");
        await expect(cards.first()).toBeVisible();
        const who = cards.filter({ hasText: "WHO-GMP certificate" }).first();
        await expect(who.getByRole("link", { name: locale === "en" ? /Verify with the issuer/ : /التحقق لدى الجهة المصدرة/ })).toHaveAttribute("target", "_blank");
        const download = who.getByRole("link", { name: locale === "en" ? /Download \(PDF/ : /تنزيل/ });
        const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
        expect(file.suggestedFilename()).toMatch(/\.pdf$/);
        expect(await hasHorizontalOverflow(page)).toBe(false);
        await expectNoAxeViolations(page);
      });

      test(`a product's documents in ${locale === "en" ? "English" : "Arabic"}; axe clean`, async ({ page }) => {
        await page.goto(locale === "en" ? "/product/verdamol-500-tablets" : "/ar/product/verdamol-500-tablets");
        const section = page.getByTestId("product-documents");
        await expect(section.getByRole("heading", { level: 2 })).toBeVisible();
        // The certificate of analysis, the CoPP on request and the Kenyan registration certificate.
        await expect(section.getByTestId("document-card")).toHaveCount(3);
        const [file] = await Promise.all([page.waitForEvent("download"), section.getByRole("link", { name: locale === "en" ? /Download/ : /تنزيل/ }).first().click()]);
        expect(file.suggestedFilename()).toMatch(/\.pdf$/);
        expect(await hasHorizontalOverflow(page)).toBe(false);
        await expectNoAxeViolations(page);
      });
    }

    test("the admin library: add a document, upload a new version, see the history; axe clean", async ({ page }) => {
      await signInByApi(page);
      await page.goto("/admindocuments");
      await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
      await expectNoAxeViolations(page);
      const title = `GST registration ${viewport.width}`;
      await page.getByLabel("Type").selectOption("gst-registration");
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Number").fill("07AAACV1234F1Z5");
      await page.getByLabel("File").setInputFiles({ name: "gst.pdf", mimeType: "application/pdf", buffer: await plainPdf("GST") });
      await page.getByRole("button", { name: "Add document" }).click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId("version-list").getByRole("listitem")).toHaveCount(1);
      await page.getByLabel("New file").setInputFiles({ name: "gst-2027.pdf", mimeType: "application/pdf", buffer: await plainPdf("GST renewed") });
      await page.getByRole("button", { name: "Upload new version" }).click();
      await expect(page.getByTestId("version-list").getByRole("listitem")).toHaveCount(2);
      await expect(page.getByTestId("version-list").getByRole("listitem").first()).toContainText("gst-2027.pdf");
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("the admin library without JavaScript", () => {
  // The refused upload is answered 400, which the browser logs.
  test.use({ viewport: DESKTOP, javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  test("a refused upload says why under the file field; a good one lands on the document's page", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/admindocuments");
    await page.getByLabel("Type").selectOption("company-other");
    await page.getByLabel("Title").fill("Refused then taken");
    await page.getByLabel("File").setInputFiles({ name: "page.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html><body>not a pdf</body></html>") });
    await page.getByRole("button", { name: "Add document" }).click();
    await expect(page.locator("#new-document-file-error")).toContainText("Only PDF, JPEG and PNG files are accepted");
    await page.getByLabel("File").setInputFiles({ name: "ok.pdf", mimeType: "application/pdf", buffer: await plainPdf("OK") });
    await page.getByRole("button", { name: "Add document" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Refused then taken" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Document added.");
  });
});
