import type { MessageRow } from "../messages/message-repository.server";

/** One way of forwarding a stored message: SMTP or EmailJS. */
export interface MailTransport {
  readonly name: "smtp" | "emailjs";
  /**
   * Sends one message. `idempotencyKey` is the same on every attempt for a message, so the
   * receiving side can recognise a repeat after an uncertain send. Throws on failure.
   */
  send(message: MessageRow, idempotencyKey: string): Promise<void>;
  close(): void;
}

/** A failure that retrying cannot fix (a 5xx SMTP reply, a 4xx from EmailJS): parked at once. */
export class PermanentDeliveryError extends Error {}
