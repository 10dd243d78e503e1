import type { Readable } from "node:stream";
import { escapeHtml } from "./html.server";

/**
 * A mail ready to send. The messages domain renders one for each delivery (each kind of message
 * has its own words, in `messages/kinds/`); a transport (`email/`) only sends it. The one shape
 * both sides know, so neither imports the other: the services container joins them.
 */
export interface MailContent {
  subject: string;
  /** Reply-To: the sender (every form checks the address; a message stored before that may have none). */
  replyTo?: { name: string; address: string };
  text: string;
  html: string;
}

/** Fields as plain text lines: "Label: value", or the label alone on a line above a multi-line value. */
function fieldsText(fields: Array<[string, string]>): string {
  return fields.map(([label, value]) => (value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value || "-"}`)).join("\n");
}

function fieldsHtml(fields: Array<[string, string]>): string {
  return fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value || "-")}</td></tr>`,
    )
    .join("");
}

/**
 * A mail to the company that lists labelled fields under a heading, then what follows them and a
 * last grey line (a reference): the same in text and HTML, every value escaped. A message's mail
 * and a document's expiry notice are written with it.
 */
export function labelledMail(mail: {
  subject: string;
  replyTo?: MailContent["replyTo"];
  heading: string;
  fields: Array<[label: string, value: string]>;
  after?: { text: string; html: string };
  footer: string;
}): MailContent {
  const after = mail.after ? { text: `${mail.after.text}\n\n`, html: mail.after.html } : { text: "", html: "" };
  return {
    subject: mail.subject,
    replyTo: mail.replyTo,
    text: `${mail.heading}\n\n${fieldsText(mail.fields)}\n\n${after.text}${mail.footer}\n`,
    html:
      `<!doctype html><html><body style="font-family:sans-serif"><h1 style="font-size:18px">${escapeHtml(mail.heading)}</h1>` +
      `<table>${fieldsHtml(mail.fields)}</table>${after.html}` +
      `<p style="color:#666">${escapeHtml(mail.footer)}</p></body></html>`,
  };
}

/** The specification's two EmailJS templates (EMAILJS_TEMPLATE_CONTACT, EMAILJS_TEMPLATE_INQUIRY). */
export type EmailJsTemplate = "contact" | "inquiry";

/** A file a mail carries, opened on each attempt (so a retry sends it whole again). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  open(): Promise<Readable>;
}

export interface OutgoingMail {
  /** "company": the company's address (MAIL_TO, else Settings); otherwise that address alone. */
  to: "company" | { address: string };
  content: MailContent;
  /** A reply of a lead's thread: the mails it answers (Message-IDs, angle brackets included), oldest first. */
  thread?: { inReplyTo: string | null; references: string[] };
  attachments?: MailAttachment[];
  /** What EmailJS sends instead: one of the specification's templates, and its parameters. */
  emailJs: { template: EmailJsTemplate; params: Record<string, string> };
}
