import { describe, expect, it } from "vitest";
import { LEAD_MAIL_MESSAGES, REPLY_DOCUMENTS_MAX, ReplySchema, TemplateSchema, fillTemplate } from "./lead-mail";

const values = { name: "Amélie", products: "- Paracetamol: 10 boxes", reference: "Q-2026-00042", company: "Verdant" };

describe("fillTemplate", () => {
  it("fills each placeholder it knows, every time it appears, and leaves other braces as written", () => {
    expect(fillTemplate("Dear {name}, {reference} ({reference}) for:\n{products}\n{company} {unknown} {}", values)).toBe(
      "Dear Amélie, Q-2026-00042 (Q-2026-00042) for:\n- Paracetamol: 10 boxes\nVerdant {unknown} {}",
    );
  });
  it("never fills a value's own braces again", () => {
    expect(fillTemplate("{name}", { ...values, name: "{reference}" })).toBe("{reference}");
  });
});

describe("ReplySchema", () => {
  it("keeps the text's lines, trims its ends and takes each document once", () => {
    const parsed = ReplySchema.parse({ language: "fr", subject: "  Offre ", body: "\n Ligne 1\n\n  Ligne 2 \n", documents: ["d1", "d1", "d2"] });
    expect(parsed).toEqual({ language: "fr", subject: "Offre", body: "Ligne 1\n\n  Ligne 2", documents: ["d1", "d2"] });
  });
  it("refuses an empty subject or text, an unknown language and too many documents, with the admin's words", () => {
    const result = ReplySchema.safeParse({ language: "xx", subject: " ", body: "", documents: Array.from({ length: REPLY_DOCUMENTS_MAX + 1 }, (_, i) => `d${i}`) });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ["language", LEAD_MAIL_MESSAGES.languageUnknown],
        ["subject", LEAD_MAIL_MESSAGES.subjectRequired],
        ["body", LEAD_MAIL_MESSAGES.bodyRequired],
        ["documents", LEAD_MAIL_MESSAGES.tooManyDocuments],
      ]),
    );
  });
});

describe("TemplateSchema", () => {
  it("takes a template of a known kind and language only", () => {
    expect(TemplateSchema.safeParse({ kind: "quote", language: "ar", subject: "s", body: "b" }).success).toBe(true);
    expect(TemplateSchema.safeParse({ kind: "newsletter", language: "ar", subject: "s", body: "b" }).error?.issues[0]?.message).toBe(LEAD_MAIL_MESSAGES.kindUnknown);
  });
});
