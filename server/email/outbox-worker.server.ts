import { randomUUID } from "node:crypto";
import type { OutboxRecipient } from "../../app/schemas/inbox";
import type { Env } from "../env.server";
import type { Logger } from "../logger.server";
import type { OutgoingMail } from "../outgoing-mail.server";
import { PermanentDeliveryError, type MailTransport } from "./mail-transport.server";
import { QueueWorker } from "../queue-worker.server";

/** One delivery, as the queue hands it out: of a stored message, a document's expiry notice, a reply or a digest. */
export interface QueuedDelivery {
  message_id: string | null;
  notice_id: string | null;
  mail_id: string | null;
  digest_id: string | null;
  recipient: OutboxRecipient | "admin";
  idempotency_key: string;
  attempts: number;
}

/**
 * The queue the worker drains (the messages' outbox table). The services container hands it
 * over, so this folder never reaches into the messages' storage.
 */
export interface DeliveryQueue {
  /** Claims up to `limit` due deliveries for one worker, counting an attempt on each. */
  claimDue(options: { now: number; leaseMs: number; limit: number; token: string }): Promise<QueuedDelivery[]>;
  /** False when the claim was lost. */
  markSent(idempotencyKey: string, token: string, now: number): Promise<boolean>;
  markFailed(idempotencyKey: string, token: string, outcome: { state: "queued" | "failed"; nextAttemptAt: number; error: string }, now: number): Promise<boolean>;
}

/** The mail of one delivery, as its kind of message or its notice words it; null when what it delivers is gone. */
export type RenderDelivery = (delivery: QueuedDelivery) => Promise<OutgoingMail | null>;

export interface OutboxOptions {
  /** Attempts before a message is parked as failed. */
  maxAttempts: number;
  /** Wait after the first failed attempt; doubles after each further one. */
  retryBaseMs: number;
  /** The longest wait between two attempts. */
  retryMaxMs: number;
  /** How long a claim lasts: a worker that died mid-send gives its rows back after this. */
  leaseMs: number;
  /** How often the queue is looked at (other processes' messages, retries that came due). */
  pollMs: number;
  /** Rows claimed, and sent side by side, at a time. */
  batchSize: number;
}

/** Exponential backoff: base, 2 base, 4 base... capped, after the given number of attempts. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Forwards queued messages. In-process: woken right after a message is stored, and by a timer
 * for retries and for rows other processes queued. Delivery is at least once; the
 * idempotency key (the mail's Message-ID) makes a repeat after an uncertain send recognisable.
 */
export class OutboxWorker extends QueueWorker {
  constructor(
    private readonly outbox: DeliveryQueue,
    private readonly render: RenderDelivery,
    private readonly transport: MailTransport,
    private readonly log: Logger,
    private readonly options: OutboxOptions,
    private readonly now: () => number = Date.now,
  ) {
    super(options.pollMs);
  }

  /** Stops taking work, waits a bounded time for sends under way (QueueWorker), closes the transport. */
  override async stop(waitMs = 5_000): Promise<void> {
    await super.stop(waitMs);
    this.transport.close();
  }

  protected async drain(): Promise<void> {
    try {
      for (;;) {
        if (this.stopped) return;
        const token = randomUUID();
        const claimed = await this.outbox.claimDue({
          now: this.now(),
          leaseMs: this.options.leaseMs,
          limit: this.options.batchSize,
          token,
        });
        if (claimed.length === 0) return;
        await Promise.all(claimed.map((row) => this.deliver(row, token)));
      }
    } catch (err) {
      // The database is unreachable or closing: the rows stay queued for the next pass.
      if (!this.stopped) this.log.warn({ err }, "outbox pass failed");
    }
  }

  private async deliver(row: QueuedDelivery, token: string): Promise<void> {
    const mail = await this.render(row);
    if (!mail) return;
    try {
      await this.transport.send(mail, row.idempotency_key);
    } catch (err) {
      const permanent = err instanceof PermanentDeliveryError;
      const park = permanent || row.attempts >= this.options.maxAttempts;
      const now = this.now();
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      await this.outbox.markFailed(
        row.idempotency_key,
        token,
        {
          state: park ? "failed" : "queued",
          nextAttemptAt: park ? now : now + retryDelay(row.attempts, this.options.retryBaseMs, this.options.retryMaxMs),
          error,
        },
        now,
      );
      const fields = { ...subject(row), recipient: row.recipient, attempts: row.attempts, transport: this.transport.name, error };
      if (park) this.log.error(fields, "message delivery failed; parked for the admin");
      else this.log.warn(fields, "message delivery failed; will retry");
      return;
    }
    const recorded = await this.outbox.markSent(row.idempotency_key, token, this.now());
    this.log.info({ ...subject(row), recipient: row.recipient, attempts: row.attempts, transport: this.transport.name, recorded }, "message delivered");
  }
}

/** What a delivery's log lines name: its message, notice, reply or digest. */
function subject(row: QueuedDelivery): Record<string, string> {
  if (row.message_id !== null) return { messageId: row.message_id };
  if (row.mail_id !== null) return { mailId: row.mail_id };
  if (row.digest_id !== null) return { digestId: row.digest_id };
  return { noticeId: row.notice_id ?? "" };
}

/** The longest wait between two delivery attempts. */
const RETRY_MAX_MS = 3_600_000;

/** The worker with the environment's retry settings (not started). */
export function createOutboxWorker(env: Env, queue: DeliveryQueue, render: RenderDelivery, transport: MailTransport, log: Logger): OutboxWorker {
  return new OutboxWorker(queue, render, transport, log, {
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: RETRY_MAX_MS,
    leaseMs: env.OUTBOX_LEASE_MS,
    pollMs: Math.min(5_000, env.OUTBOX_RETRY_BASE_MS),
    batchSize: 5,
  });
}
