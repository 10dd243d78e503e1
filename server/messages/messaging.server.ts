import type { Database } from "../db/database.server";
import type { Env } from "../env.server";
import type { Logger } from "../logger.server";
import type { RateLimiter } from "../security/rate-limiter.server";
import type { AcknowledgementSender } from "./kinds/kind.server";
import { MessageRepository } from "./message-repository.server";
import { MessagesService, type MessagesServiceDeps, type ProductLookup } from "./messages-service.server";
import { LeadRepository } from "./lead-repository.server";
import { LeadsService, type LeadActor } from "./leads-service.server";
import { OutboxRepository } from "./outbox-repository.server";
import { LeadMail, type LeadMailDeps } from "./lead-mail.server";
import { LeadMailRepository } from "./lead-mail-repository.server";
import { FollowUpDigestRepository } from "./follow-up-digest-repository.server";
import { FollowUpDigests } from "./follow-up-digests.server";

/**
 * The messages service, and the outbox it queues deliveries in: the services container hands
 * the outbox and `MessagesService.deliveryMail` to the mail worker when a transport is configured.
 * The leads service works on the same messages as leads (decision 0068); the follow-up digests
 * mail their owners the ones due (decision 0070).
 */
export function createMessaging(deps: {
  env: Env;
  log: Logger;
  database: Database;
  rateLimiter: RateLimiter;
  /** Whether a mail transport is configured, and whether it can mail a sender an acknowledgement. */
  forwarding: { acknowledgements: boolean } | undefined;
  sender: () => AcknowledgementSender;
  products?: ProductLookup;
  documentRequests?: MessagesServiceDeps["documentRequests"];
  /** Wakes this process's mail worker after a commit that queued a delivery. */
  onQueued: () => void;
  /** The admins a lead may be given to (the auth domain's, handed over by the services container). */
  assignable: () => Promise<LeadActor[]>;
  /** A reply's part from other domains: the documents it may carry, stored files, the Message-IDs' domain. */
  replies: Pick<LeadMailDeps, "documents" | "storage" | "messageIdDomain" | "canSend" | "sender" | "printQuotation">;
}): { messages: MessagesService; outbox: OutboxRepository; leads: LeadsService; leadMail: LeadMail; digests: FollowUpDigests } {
  const { env, log, database, rateLimiter, forwarding } = deps;
  const outbox = new OutboxRepository(database.db, database.kind);
  const messages = new MessagesService({
    db: database.db,
    messages: new MessageRepository(database.db),
    outbox,
    rateLimiter,
    log,
    rateLimit: env.FORM_RATE_LIMIT,
    forwarding: forwarding !== undefined,
    acknowledgements: forwarding?.acknowledgements ?? false,
    acknowledgementsPerAddress: env.ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
    sender: deps.sender,
    products: deps.products,
    documentRequests: deps.documentRequests,
    onQueued: deps.onQueued,
  });
  const leadRepository = new LeadRepository(database.db, database.kind);
  const leads = new LeadsService({ db: database.db, leads: leadRepository, assignable: deps.assignable });
  // A lead's replies and their thread (decision 0069).
  const leadMail = new LeadMail({
    ...deps.replies,
    db: database.db,
    mails: new LeadMailRepository(database.db),
    leads: leadRepository,
    messages: new MessageRepository(database.db),
    outbox,
    company: deps.sender,
    onQueued: deps.onQueued,
  });
  const digests = new FollowUpDigests({
    repository: new FollowUpDigestRepository(database.db),
    leads: leadRepository,
    queue: (digestId, now, trx) => outbox.queue({ digestId }, now, trx),
    onQueued: deps.onQueued,
    hour: env.FOLLOW_UP_DIGEST_HOUR,
    siteUrl: env.SITE_URL,
    log,
  });
  return { messages, outbox, leads, leadMail, digests };
}
