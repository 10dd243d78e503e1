import type { AddressObject } from "mailparser";
import type { Logger } from "../logger.server";
import { QueueWorker } from "../queue-worker.server";
import type { InboundMail } from "../incoming-mail.server";
import { retryDelay } from "./outbox-worker.server";

/** What the dashboard says of the company's mailbox. */
export interface MailboxStatus {
  /** "ok": the last look worked; "failing": it did not, and the reader waits before the next. */
  state: "starting" | "ok" | "failing";
  lastCheckedAt: number | null;
  lastError: string | null;
  /** Looks that failed in a row. */
  failures: number;
  nextAttemptAt: number | null;
}

export interface MailboxReaderOptions {
  /** imaps://user:password@host:993/INBOX (or imap:// for a server on this machine); the path names the folder. */
  url: string;
  pollMs: number;
  /** The wait after the first failed look; doubles after each further one, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Mails read per look at most (the rest wait for the next). */
  batchSize: number;
}

/** A mail's Message-IDs as a header lists them: each `<...>`, in order. */
export function messageIds(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(" ") : (header ?? "");
  return [...text.matchAll(/<[^<>\s]+>/g)].map((match) => match[0]).slice(-50);
}

function firstAddress(field: AddressObject | AddressObject[] | undefined): { address: string; name: string | null } | null {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  for (const group of list) {
    for (const entry of group.value) {
      if (entry.address) return { address: entry.address.slice(0, 320), name: entry.name ? entry.name.slice(0, 200) : null };
    }
  }
  return null;
}

/** The largest mail read whole (its attachments are then kept up to their own limits). */
export const MAIL_SOURCE_MAX = 30 * 1024 * 1024;

/** A mail too large to read: kept by its envelope, its text saying where the whole mail is. */
export function oversizedMail(
  head: { size?: number; envelope?: { messageId?: string; inReplyTo?: string; subject?: string; from?: Array<{ name?: string; address?: string }>; to?: Array<{ address?: string }> } },
  mailboxKey: string,
): InboundMail | null {
  const sender = head.envelope?.from?.find((entry) => entry.address);
  if (!sender?.address) return null;
  return {
    messageId: messageIds(head.envelope?.messageId)[0] ?? null,
    inReplyTo: messageIds(head.envelope?.inReplyTo)[0] ?? null,
    references: [],
    from: { address: sender.address.slice(0, 320), name: sender.name ? sender.name.slice(0, 200) : null },
    to: head.envelope?.to?.find((entry) => entry.address)?.address ?? "",
    subject: head.envelope?.subject ?? "",
    text: `[This mail is ${head.size ?? 0} bytes, over the ${MAIL_SOURCE_MAX} the site reads: open it in the mailbox itself.]`,
    attachments: [],
    mailboxKey,
  };
}

/** A raw mail, parsed into what a thread keeps; null for one with no sender. */
export async function parseMail(source: Buffer, mailboxKey: string): Promise<InboundMail | null> {
  // imapflow and mailparser are loaded when a mailbox is read, not at every start of the server.
  const { simpleParser } = await import("mailparser");
  const parsed = await simpleParser(source, { skipHtmlToText: false, skipTextToHtml: true, skipImageLinks: true });
  const from = firstAddress(parsed.from);
  if (!from) return null;
  const to = firstAddress(parsed.to);
  const messageId = messageIds(parsed.messageId)[0] ?? null;
  return {
    messageId,
    inReplyTo: messageIds(parsed.inReplyTo)[0] ?? null,
    references: messageIds(parsed.references),
    from,
    to: to?.address ?? "",
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    attachments: parsed.attachments.map((file) => ({ fileName: file.filename ?? "attachment", contentType: file.contentType, content: file.content })),
    mailboxKey,
  };
}

/**
 * Reads buyers' answers from the company's mailbox (IMAP_URL; decision 0069): each look takes
 * the unread mails, hands each to `receive` (which stores it once, whichever process read it
 * first) and marks it read. An unreachable mailbox is retried with backoff and reported by
 * `status()`; it never stops the site.
 */
export class MailboxReader extends QueueWorker {
  private current: MailboxStatus = { state: "starting", lastCheckedAt: null, lastError: null, failures: 0, nextAttemptAt: null };

  constructor(
    private readonly options: MailboxReaderOptions,
    private readonly receive: (mail: InboundMail) => Promise<boolean>,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {
    super(options.pollMs);
  }

  status(): MailboxStatus {
    return { ...this.current };
  }

  protected async drain(): Promise<void> {
    const now = this.now();
    if (this.current.nextAttemptAt !== null && now < this.current.nextAttemptAt) return;
    try {
      const stored = await this.look();
      this.current = { state: "ok", lastCheckedAt: this.now(), lastError: null, failures: 0, nextAttemptAt: null };
      if (stored > 0) this.log.info({ stored }, "answers read from the mailbox");
    } catch (error) {
      if (this.stopped) return;
      const failures = this.current.failures + 1;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
      this.current = {
        state: "failing",
        lastCheckedAt: now,
        lastError: message,
        failures,
        nextAttemptAt: now + retryDelay(failures, this.options.retryBaseMs, this.options.retryMaxMs),
      };
      this.log.warn({ err: message, failures }, "mailbox unreachable; will retry");
    }
  }

  /** One look at the mailbox: how many mails this process stored. */
  private async look(): Promise<number> {
    const url = new URL(this.options.url);
    const { ImapFlow } = await import("imapflow");
    const client = new ImapFlow({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === "imaps:" ? 993 : 143,
      secure: url.protocol === "imaps:",
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
      logger: false,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
    // A connection that drops between commands must not become an unhandled error.
    client.on("error", (err: unknown) => this.log.warn({ err }, "mailbox connection error"));
    await client.connect();
    let stored = 0;
    try {
      const folder = decodeURIComponent(url.pathname.replace(/^\//, "")) || "INBOX";
      const lock = await client.getMailboxLock(folder);
      try {
        const mailbox = client.mailbox;
        const validity = mailbox && typeof mailbox === "object" ? String(mailbox.uidValidity) : "0";
        const unread = ((await client.search({ seen: false }, { uid: true })) || []).slice(0, this.options.batchSize);
        for (const uid of unread) {
          if (this.stopped) break;
          // Its size first: a mail over the limit is never read into memory, only named.
          const head = await client.fetchOne(String(uid), { size: true, envelope: true }, { uid: true });
          const key = `${validity}-${uid}`;
          let mail: InboundMail | null = null;
          if (head && (head.size ?? 0) > MAIL_SOURCE_MAX) mail = oversizedMail(head, key);
          else {
            const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
            if (message && message.source) mail = await parseMail(message.source, key);
          }
          if (mail && (await this.receive(mail))) stored += 1;
          // Read once stored (or stored by another process): the next look skips it.
          await client.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
    return stored;
  }
}
