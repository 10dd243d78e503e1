import type { Database } from "../db/database.server";
import type { Env } from "../env.server";
import type { Logger } from "../logger.server";
import type { RateLimiter } from "../security/rate-limiter.server";
import type { MailTransport } from "../email/mail-transport.server";
import { MessageRepository } from "./message-repository.server";
import { MessagesService, type ProductLookup } from "./messages-service.server";
import { OutboxRepository } from "./outbox-repository.server";
import { OutboxWorker } from "../email/outbox-worker.server";

/** The longest wait between two delivery attempts. */
const RETRY_MAX_MS = 3_600_000;

/**
 * The messages service and, when a transport is configured, the outbox worker that forwards
 * what it stores (started here; the container stops it before closing the database).
 */
export function createMessaging(deps: {
  env: Env;
  log: Logger;
  database: Database;
  rateLimiter: RateLimiter;
  transport: MailTransport | undefined;
  products?: ProductLookup;
}): { messages: MessagesService; outbox: OutboxWorker | undefined } {
  const { env, log, database, rateLimiter, transport } = deps;
  const messageRepository = new MessageRepository(database.db);
  const outboxRepository = new OutboxRepository(database.db, database.kind);
  const outbox = transport
    ? new OutboxWorker(outboxRepository, messageRepository, transport, log, {
        maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
        retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
        retryMaxMs: RETRY_MAX_MS,
        leaseMs: env.OUTBOX_LEASE_MS,
        pollMs: Math.min(5_000, env.OUTBOX_RETRY_BASE_MS),
        batchSize: 5,
      })
    : undefined;
  const messages = new MessagesService({
    db: database.db,
    messages: messageRepository,
    outbox: outboxRepository,
    rateLimiter,
    log,
    rateLimit: env.FORM_RATE_LIMIT,
    forwarding: outbox !== undefined,
    acknowledgements: transport?.acknowledges ?? false,
    acknowledgementsPerAddress: env.ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
    products: deps.products,
    onQueued: () => outbox?.kick(),
  });
  outbox?.start();
  log.info({ transport: transport?.name ?? "none" }, "message forwarding");
  return { messages, outbox };
}
