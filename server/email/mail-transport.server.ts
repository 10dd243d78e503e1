import type { OutboxRecipient } from "../db/schema.server";
import type { MessageRow, QuoteLineRow } from "../messages/message-repository.server";

/** Which mail of a message is sent: the company's, or a quote's acknowledgement to the buyer, with the quote's lines. */
export interface DeliveryTarget {
  recipient: OutboxRecipient;
  lines: QuoteLineRow[];
}

export const COMPANY_DELIVERY: DeliveryTarget = { recipient: "company", lines: [] };

/** One way of forwarding a stored message: SMTP or EmailJS. */
export interface MailTransport {
  readonly name: "smtp" | "emailjs";
  /** Whether it can mail the buyer an acknowledgement (EmailJS's templates have fixed recipients). */
  readonly acknowledges: boolean;
  /**
   * Sends one message. `idempotencyKey` is the same on every attempt for a message, so the
   * receiving side can recognise a repeat after an uncertain send. Throws on failure.
   */
  send(message: MessageRow, idempotencyKey: string, target?: DeliveryTarget): Promise<void>;
  close(): void;
}

/** A failure that retrying cannot fix (a 5xx SMTP reply, a 4xx from EmailJS): parked at once. */
export class PermanentDeliveryError extends Error {}
