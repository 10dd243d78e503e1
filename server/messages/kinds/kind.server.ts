import type { Issues } from "../../../app/forms/field-errors";
import type { CompanyDetails } from "../../../app/company/company";
import { dictionaryFor } from "../../../app/i18n/dictionary.server";
import { format } from "../../../app/i18n/format";
import { DEFAULT_LOCALE, isLocale, localeDirection, type Locale } from "../../../app/i18n/locales";
import { site } from "../../../app/config/site";
import { EMAIL_PATTERN } from "../../../app/schemas/form-rules";
import { languageLabel, type InboxMessage, type MessageKind } from "../../../app/schemas/inbox";
import { escapeHtml } from "../../html.server";
import { labelledMail, type EmailJsTemplate, type MailContent } from "../../outgoing-mail.server";
import type { MessageRow, QuoteLineRow } from "../message-repository.server";
import type { LeadColumns } from "../../db/schema.server";

/** The columns every message has, and the ones a kind fills (the rest are stored empty). */
type OwnColumns = Omit<MessageRow, "id" | "kind" | "status" | "locale" | "channel" | "created_at" | "updated_at" | LeadColumns>;
export type KindFields = Pick<OwnColumns, "email" | "phone"> & Partial<Omit<OwnColumns, "email" | "phone">>;

/** The columns a kind leaves empty: every one it does not fill. */
export const EMPTY_FIELDS: Omit<OwnColumns, "email" | "phone"> = {
  name: null,
  interest: null,
  product: null,
  country: null,
  country_code: null,
  message: null,
  client_time: null,
  company: null,
  destination: null,
  incoterm: null,
  wanted_by: null,
  documents: null,
  private_label: null,
  reference: null,
};

/** What the acknowledgement says of the company: who signs it and how to reach them (Settings). */
export type AcknowledgementSender = Pick<CompanyDetails, "name" | "phone" | "email" | "whatsapp">;

/** A visitor's submission checked by its kind: the columns to store, or the schema's issues. */
export type Submission = (input: Record<string, unknown>, locale: Locale) => { fields: KindFields } | { issues: Issues };

/** A submission from a kind's schema (shared with the browser's form) and the columns it fills. */
export function submission<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: Issues } },
  fields: (input: T, locale: Locale) => KindFields,
): Submission {
  return (input, locale) => {
    const parsed = schema.safeParse(input);
    return parsed.success ? { fields: fields(parsed.data, locale) } : { issues: parsed.error };
  };
}

/**
 * One kind of message a visitor can send: how it is checked and stored, and the mails it makes.
 * Its inbox view (labels, fields, badge) is its entry in `app/admin/message-kinds.ts`; both lists
 * are keyed by `MESSAGE_KINDS`, so TypeScript refuses a kind that one of them lacks.
 */
export interface MessageKindModule<K extends MessageKind> {
  kind: K;
  /**
   * Its submission through the messages service's `submit` (the API and the page's form post).
   * Null for a kind with an entry point of its own (the request for quotation: `submitQuote`).
   */
  submission: Submission | null;
  /** Whether it lists products (quote_lines): its mails, the inbox and the CSV show them. */
  lines: boolean;
  /** Its own terms as the inbox shows them (`InboxMessage.quote`); null for a kind with none. */
  inboxTerms(message: MessageRow): InboxMessage["quote"];
  /** The mail to the company: every field, Reply-To the sender. */
  companyMail(message: MessageRow, lines: QuoteLineRow[]): MailContent;
  /**
   * The mail that acknowledges it to the sender, queued when the transport can send one and the
   * address has not had its share today (decision 0028); null when the kind has none.
   */
  acknowledgement: ((message: MessageRow, lines: QuoteLineRow[], sender: AcknowledgementSender) => MailContent) | null;
  /** What EmailJS sends for it: one of the specification's templates, with `mail` (this delivery's mail) at hand. */
  emailJs(message: MessageRow, mail: MailContent): { template: EmailJsTemplate; params: Record<string, string> };
}

/**
 * The company's mail of a message, the same for every kind: a heading, the kind's fields
 * labelled (then its language and when it arrived), what follows them (a quote's products), and
 * its id. The schemas have already refused line breaks in every header field. Reply-To is the
 * sender whenever the address passes the forms' rule (decision 0025).
 */
export function companyMail(
  message: MessageRow,
  mail: { subject: string; heading: string; fields: Array<[label: string, value: string]>; after?: { text: string; html: string }; idLabel: string },
): MailContent {
  const fields: Array<[string, string]> = [
    ...mail.fields,
    ["Language", languageLabel(message.locale)],
    ["Received (UTC)", new Date(Number(message.created_at)).toISOString()],
  ];
  return labelledMail({
    subject: mail.subject,
    replyTo: EMAIL_PATTERN.test(message.email) ? { name: message.name ?? "", address: message.email } : undefined,
    heading: mail.heading,
    fields,
    after: mail.after,
    footer: `${mail.idLabel}: ${message.id}`,
  });
}

/**
 * A sender's acknowledgement, the same frame for every kind: in the language of the page they
 * sent from, the greeting, the kind's own paragraphs, then the company's name and contacts
 * (Settings), Reply-To the company. It goes to an address nobody has verified, so a kind's
 * paragraphs carry no word the sender typed: fixed text and what the site itself knows
 * (references, list values, catalogue names). Decision 0028.
 */
export function acknowledgementMail(
  message: MessageRow,
  sender: AcknowledgementSender,
  build: (locale: Locale) => { subject: string; paragraphs: string[]; after?: { text: string; html: string } },
): MailContent {
  const locale: Locale = isLocale(message.locale) ? message.locale : DEFAULT_LOCALE;
  const { mail } = dictionaryFor(locale).messages;
  const { subject, paragraphs, after } = build(locale);
  const contact = format(mail.contactLine, { phone: sender.phone, email: sender.email, whatsapp: sender.whatsapp });
  // Numbers and addresses keep their own direction inside an Arabic line.
  const isolated = (value: string) => `<bdi>${escapeHtml(value)}</bdi>`;
  const contactHtml = format(escapeHtml(mail.contactLine), { phone: isolated(sender.phone), email: isolated(sender.email), whatsapp: isolated(sender.whatsapp) });
  const text = [mail.greeting, ...paragraphs, ...(after ? [after.text] : []), `${sender.name}\n${contact}`].join("\n\n");
  const html =
    `<!doctype html><html lang="${locale}" dir="${localeDirection(locale)}"><body style="font-family:sans-serif">` +
    [mail.greeting, ...paragraphs].map((p) => `<p>${escapeHtml(p)}</p>`).join("") +
    (after?.html ?? "") +
    `<p>${escapeHtml(sender.name)}<br>${contactHtml}</p></body></html>`;
  return { subject, replyTo: { name: "", address: sender.email }, text: `${text}\n`, html };
}

/**
 * The acknowledgement of a message the company answers by hand (a contact message, an inquiry):
 * that it arrived and when to expect an answer. A reply reaches the company (Reply-To).
 */
export function receivedAcknowledgement(message: MessageRow, sender: AcknowledgementSender): MailContent {
  return acknowledgementMail(message, sender, (locale) => {
    const t = dictionaryFor(locale).messages.mail.messageAck;
    return {
      subject: t.subject,
      paragraphs: [format(t.intro, { hours: site.quoteTurnaroundHours })],
    };
  });
}
