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

/** The specification's two EmailJS templates (EMAILJS_TEMPLATE_CONTACT, EMAILJS_TEMPLATE_INQUIRY). */
export type EmailJsTemplate = "contact" | "inquiry";

export interface OutgoingMail {
  /** "company": the company's address (MAIL_TO, else Settings); otherwise that address alone. */
  to: "company" | { address: string };
  content: MailContent;
  /** What EmailJS sends instead: one of the specification's templates, and its parameters. */
  emailJs: { template: EmailJsTemplate; params: Record<string, string> };
}
