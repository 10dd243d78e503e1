import { describe, expect, it } from "vitest";
import { damagedPdf, encryptedPdf, executable, htmlPage, jpeg, launchingPdf, plainPdf, png, scriptedPdf } from "../../tests/support/document-fixtures";
import { DOCUMENT_REFUSALS, checkDocumentFile } from "./document-files.server";

describe("a document's file is judged by its bytes", () => {
  it("takes a PDF, a JPEG and a PNG, as what they are", async () => {
    expect(await checkDocumentFile(await plainPdf())).toEqual({ ok: true, kind: { type: "application/pdf", extension: "pdf" } });
    expect(await checkDocumentFile(await jpeg())).toEqual({ ok: true, kind: { type: "image/jpeg", extension: "jpg" } });
    expect(await checkDocumentFile(await png())).toEqual({ ok: true, kind: { type: "image/png", extension: "png" } });
  });

  it("refuses an encrypted PDF, one with JavaScript, one with a launch action, a damaged one", async () => {
    expect(await checkDocumentFile(await encryptedPdf())).toEqual({ ok: false, reason: DOCUMENT_REFUSALS.encrypted });
    expect(await checkDocumentFile(await scriptedPdf())).toEqual({ ok: false, reason: DOCUMENT_REFUSALS.script });
    expect(await checkDocumentFile(await launchingPdf())).toEqual({ ok: false, reason: DOCUMENT_REFUSALS.launch });
    expect(await checkDocumentFile(damagedPdf())).toEqual({ ok: false, reason: DOCUMENT_REFUSALS.damaged });
  });

  it("refuses an executable, an HTML page and an empty file whatever they are called", async () => {
    expect(await checkDocumentFile(executable())).toEqual({ ok: false, reason: DOCUMENT_REFUSALS.type });
    expect(await checkDocumentFile(htmlPage())).toEqual({ ok: false, reason: DOCUMENT_REFUSALS.type });
    expect(await checkDocumentFile(Buffer.alloc(0))).toEqual({ ok: false, reason: DOCUMENT_REFUSALS.empty });
  });

  it("refuses a PNG cut short", async () => {
    const whole = await png();
    expect(await checkDocumentFile(whole.subarray(0, whole.length - 10))).toEqual({ ok: false, reason: DOCUMENT_REFUSALS.image });
  });
});
