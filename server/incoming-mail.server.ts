/**
 * A mail read from the company's mailbox, parsed: the one shape the mail domain's reader
 * (`email/mailbox-reader.server.ts`) and the messages domain's thread (`messages/lead-mail.server.ts`)
 * both know, so neither imports the other (as `outgoing-mail.server.ts` is for mail going out).
 */
export interface InboundMail {
  /** Its Message-ID, angle brackets included; null when it has none. */
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  from: { address: string; name: string | null };
  to: string;
  subject: string;
  text: string;
  attachments: Array<{ fileName: string; contentType: string; content: Buffer }>;
  /** Where it was read (the mailbox's UIDVALIDITY and the mail's UID): its id when it has no Message-ID. */
  mailboxKey: string;
}
