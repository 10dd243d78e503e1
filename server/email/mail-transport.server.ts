import type { OutgoingMail } from "../outgoing-mail.server";

/** One way of forwarding a stored message: SMTP or EmailJS. */
export interface MailTransport {
  readonly name: "smtp" | "emailjs";
  /** Whether it can mail the sender an acknowledgement (EmailJS's templates have fixed recipients). */
  readonly acknowledges: boolean;
  /**
   * Sends one mail. `idempotencyKey` is the same on every attempt for a delivery, so the
   * receiving side can recognise a repeat after an uncertain send. Throws on failure.
   */
  send(mail: OutgoingMail, idempotencyKey: string): Promise<void>;
  close(): void;
}

/** A failure that retrying cannot fix (a 5xx SMTP reply, a 4xx from EmailJS): parked at once. */
export class PermanentDeliveryError extends Error {}
