import { z } from "zod";
import { LOCALES, type Locale } from "../i18n/locales";
import { MESSAGE_KINDS, type MessageKind } from "./inbox";

/**
 * A lead's mail (docs/decisions/0069-lead-mail.md): staff's replies, written from a template in
 * the lead's language, and the buyer's answers read from the company's mailbox. The admin's
 * words for them, their limits and the reply form's rules.
 */

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 20_000;
/** Documents one reply may carry (each a library document's current file, at most 20 MB). */
export const REPLY_DOCUMENTS_MAX = 5;

/** What a template may say of the lead; the reply form fills them in before staff edit the text. */
export const TEMPLATE_PLACEHOLDERS = ["name", "products", "reference", "company"] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export const PLACEHOLDER_HINTS: Record<TemplatePlaceholder, string> = {
  name: "the buyer's name",
  products: "the products of the request, one per line",
  reference: "the request's reference",
  company: "our company's name",
};

export const LEAD_MAIL_MESSAGES = {
  subjectRequired: "Write the subject",
  subjectTooLong: `Keep the subject to ${REPLY_SUBJECT_MAX} characters`,
  bodyRequired: "Write the reply",
  bodyTooLong: `Keep the reply to ${REPLY_BODY_MAX} characters`,
  languageUnknown: "Choose a language from the list",
  kindUnknown: "Choose a kind of message from the list",
  documentUnknown: "Choose documents from the library's list",
  tooManyDocuments: `Attach at most ${REPLY_DOCUMENTS_MAX} documents`,
  noTransport: "Replies need an SMTP server: set SMTP_URL (EmailJS sends only to the company).",
  mailNotFound: "Mail not found",
  leadRequired: "Enter the lead's reference (Q-2026-00042 or M-1A2B3C4D) or its message ID",
  leadUnknown: "No lead has that reference or message ID",
  notUnmatched: "This mail is already in a thread or discarded",
  notSendable: "It cannot be sent as it stands: reload the page",
} as const;

const trimmed = z.string().trim();
const subject = trimmed.pipe(
  z.string().min(1, { error: LEAD_MAIL_MESSAGES.subjectRequired }).max(REPLY_SUBJECT_MAX, { error: LEAD_MAIL_MESSAGES.subjectTooLong }),
);
// The body keeps its lines and inner spaces; only its ends are trimmed.
const body = trimmed.pipe(z.string().min(1, { error: LEAD_MAIL_MESSAGES.bodyRequired }).max(REPLY_BODY_MAX, { error: LEAD_MAIL_MESSAGES.bodyTooLong }));
const language = z.string().refine((value): value is Locale => (LOCALES as readonly string[]).includes(value), { error: LEAD_MAIL_MESSAGES.languageUnknown });

/** The reply form: subject, text, language and the library documents to attach. */
export const ReplySchema = z.object({
  language,
  subject,
  body,
  documents: z
    .array(z.string())
    .optional()
    .transform((ids) => [...new Set(ids ?? [])])
    .refine((ids) => ids.length <= REPLY_DOCUMENTS_MAX, { error: LEAD_MAIL_MESSAGES.tooManyDocuments }),
});
export type ReplyInput = z.output<typeof ReplySchema>;

/** A template as staff edit it, for one kind of message and one language. */
export const TemplateSchema = z.object({
  kind: z.string().refine((value): value is MessageKind => (MESSAGE_KINDS as readonly string[]).includes(value), { error: LEAD_MAIL_MESSAGES.kindUnknown }),
  language,
  subject,
  body,
});

/** A reply's document, as it was when the reply was written (the version sent on every attempt). */
export interface ReplyDocument {
  documentId: string;
  version: number;
  title: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** A document the site prints for a reply (a quotation's PDF, decision 0072): printed on each attempt. */
export interface PrintedAttachment {
  quotationId: string;
  version: number;
  title: string;
  fileName: string;
}

/** What a reply carries: library documents and printed ones. */
export type ReplyAttachment = ReplyDocument | PrintedAttachment;
export const isPrinted = (attachment: ReplyAttachment): attachment is PrintedAttachment => "quotationId" in attachment;

/** An answer's attachment, stored in the media storage (never served inline). */
export interface AnswerAttachment {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** One mail of a thread as the message page shows it. */
export type ThreadMail = {
  id: string;
  subject: string;
  body: string;
  at: string;
} & (
  | { direction: "out"; to: string; by: string | null; documents: Array<{ key: string; title: string; fileName: string; size: number | null }>; delivery: "queued" | "sending" | "sent" | "failed" | null }
  | { direction: "in"; from: string; attachments: Array<Omit<AnswerAttachment, "key"> & { index: number }> }
);

/** Replaces each {placeholder} it knows; any other braces stay as written. */
export function fillTemplate(text: string, values: Record<TemplatePlaceholder, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => ((TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as TemplatePlaceholder] : whole));
}
