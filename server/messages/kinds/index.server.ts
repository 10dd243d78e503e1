import type { MessageKind, OutboxRecipient } from "../../../app/schemas/inbox";
import type { OutgoingMail } from "../../outgoing-mail.server";
import type { MessageRow, QuoteLineRow } from "../message-repository.server";
import { contact } from "./contact.server";
import { documentRequest } from "./document-request.server";
import { inquiry } from "./inquiry.server";
import type { AcknowledgementSender, MessageKindModule } from "./kind.server";
import { quote } from "./quote.server";

/**
 * Every kind of message, by the name it is stored under: the one list a new kind joins (with its
 * name in `MESSAGE_KINDS` and its inbox view in `app/admin/message-kinds.ts`). Keyed by
 * `MessageKind`, so a kind without a module here does not compile.
 */
export const MESSAGE_KIND_MODULES = { contact, inquiry, quote, "document-request": documentRequest } satisfies { [K in MessageKind]: MessageKindModule<K> };

/** The kinds sent through the messages service's `submit`: those with a submission of their own. */
export type FormKind = { [K in MessageKind]: (typeof MESSAGE_KIND_MODULES)[K]["submission"] extends null ? never : K }[MessageKind];

/**
 * The mail of one delivery of `message`: its kind's mail to the company, or its acknowledgement
 * to the sender's address alone. `lines` are its products (none for a kind without lines).
 */
export function deliveryMail(message: MessageRow, lines: QuoteLineRow[], recipient: OutboxRecipient, sender: AcknowledgementSender): OutgoingMail {
  const kind: MessageKindModule<MessageKind> = MESSAGE_KIND_MODULES[message.kind];
  if (recipient === "company") {
    const content = kind.companyMail(message, lines);
    return { to: "company", content, emailJs: kind.emailJs(message, content) };
  }
  // Only a kind with an acknowledgement ever queues one (MessagesService.store).
  if (!kind.acknowledgement) throw new Error(`a ${message.kind} message has no acknowledgement to send`);
  const content = kind.acknowledgement(message, lines, sender);
  return { to: { address: message.email }, content, emailJs: kind.emailJs(message, content) };
}
