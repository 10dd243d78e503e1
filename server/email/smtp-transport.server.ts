import nodemailer, { type Transporter } from "nodemailer";
import type { OutgoingMail } from "../outgoing-mail.server";
import { PermanentDeliveryError, type MailTransport } from "./mail-transport.server";

export interface SmtpOptions {
  url: string;
  /** A getter where the default follows the company's details in Settings. */
  from: string | (() => string);
  to: string | (() => string);
  /** The domain of the Message-IDs (the part after @). */
  messageIdDomain: string;
}

/** The Message-ID of a message's mail: the same on every attempt, derived from its key. */
export function messageIdFor(idempotencyKey: string, domain: string): string {
  return `<${idempotencyKey}@${domain}>`;
}

export class SmtpTransport implements MailTransport {
  readonly name = "smtp";
  readonly acknowledges = true;
  private readonly transporter: Transporter;

  constructor(private readonly options: SmtpOptions) {
    // Bounded waits: a hung server must fail the attempt well within the outbox lease.
    this.transporter = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as nodemailer.TransportOptions);
  }

  async send(mail: OutgoingMail, idempotencyKey: string): Promise<void> {
    const { content, thread } = mail;
    const attachments = await Promise.all(
      (mail.attachments ?? []).map(async (file) => ({ filename: file.fileName, contentType: file.contentType, content: await file.open() })),
    );
    try {
      await this.transporter.sendMail({
        from: this.from,
        // The sender's address alone: a display name from the request would let a sender write
        // their own words into the To line of the company's mail.
        to: mail.to === "company" ? this.to : mail.to.address,
        replyTo: content.replyTo,
        subject: content.subject,
        text: content.text,
        html: content.html,
        messageId: messageIdFor(idempotencyKey, this.options.messageIdDomain),
        ...(thread && { inReplyTo: thread.inReplyTo ?? undefined, references: thread.references }),
        attachments,
        headers: { "X-Idempotency-Key": idempotencyKey },
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (error) {
      for (const file of attachments) file.content.destroy();
      const code = (error as { responseCode?: number }).responseCode;
      if (code !== undefined && code >= 500) {
        throw new PermanentDeliveryError(error instanceof Error ? error.message : String(error));
      }
      throw error;
    }
  }

  /** A mail of the site's own to one person (a password reset link), not a forwarded message. */
  async sendNotice(mail: { to: string; subject: string; text: string }): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  /** The domain of its Message-IDs, fixed at start (a reply's is stored before it is sent). */
  get messageIdDomain(): string {
    return this.options.messageIdDomain;
  }

  /** Where the company's mail goes: MAIL_TO, else the company's e-mail in Settings. */
  get to(): string {
    return typeof this.options.to === "string" ? this.options.to : this.options.to();
  }

  get from(): string {
    return typeof this.options.from === "string" ? this.options.from : this.options.from();
  }

  /** The From line as a name and an address ("Sales <sales@x.example>", or the address alone). */
  get fromAddress(): { name: string; address: string } {
    const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(this.from);
    return match ? { name: match[1]!.trim(), address: match[2]!.trim() } : { name: "", address: this.from.trim() };
  }

  /** The server SMTP_URL names, without its credentials: safe to show an admin. */
  get server(): string {
    const url = new URL(this.options.url);
    return `${url.protocol}//${url.host}`;
  }

  close(): void {
    this.transporter.close();
  }
}
