import type { MessageRow } from "../messages/message-repository.server";
import { composeMail } from "./mail-content.server";
import { COMPANY_DELIVERY, PermanentDeliveryError, type DeliveryTarget, type MailTransport } from "./mail-transport.server";

export interface EmailJsOptions {
  apiUrl: string;
  serviceId: string;
  templateContact: string;
  templateInquiry: string;
  publicKey: string;
  privateKey?: string;
}

export const DEFAULT_EMAILJS_API_URL = "https://api.emailjs.com";

/** The specification's template parameters, per kind of message. */
export function emailJsTemplateParams(message: MessageRow, target: DeliveryTarget = COMPANY_DELIVERY): Record<string, string> {
  if (message.kind === "quote") {
    // No template of its own in the specification: the inquiry's, with the whole request as its message.
    return {
      product: `Request for quotation ${message.reference ?? ""}`,
      email: message.email,
      phone: message.phone,
      country: message.country ?? "",
      message: composeMail(message, target).text,
    };
  }
  if (message.kind === "contact") {
    return {
      name: message.name ?? "",
      email: message.email,
      phone: message.phone,
      interest: message.interest ?? "",
      // The browser's local time, as in the original; the server's when the page had no script.
      time: message.client_time || new Date(message.created_at).toISOString(),
    };
  }
  return {
    product: message.product ?? "",
    email: message.email,
    phone: message.phone,
    country: message.country ?? "",
    message: message.message ?? "",
  };
}

/**
 * EmailJS's REST API, called from the server: no key ever reaches a browser. EmailJS takes no
 * idempotency key, so a retry after a timed-out call may deliver twice; SMTP's Message-ID
 * lets the mailbox recognise such a repeat, this cannot.
 */
/**
 * The EmailJS SDK version the request names (specification: Email-sending calls carry
 * lib_version); the REST API accepts the calls of any recent SDK.
 */
export const EMAILJS_LIB_VERSION = "4.4.1";

export class EmailJsTransport implements MailTransport {
  readonly name = "emailjs";
  readonly acknowledges = false;
  readonly endpoint: string;

  constructor(private readonly options: EmailJsOptions) {
    this.endpoint = `${options.apiUrl.replace(/\/+$/, "")}/api/v1.0/email/send`;
  }

  async send(message: MessageRow, _idempotencyKey?: string, target: DeliveryTarget = COMPANY_DELIVERY): Promise<void> {
    const body = {
      lib_version: EMAILJS_LIB_VERSION,
      service_id: this.options.serviceId,
      template_id: message.kind === "contact" ? this.options.templateContact : this.options.templateInquiry,
      user_id: this.options.publicKey,
      ...(this.options.privateKey ? { accessToken: this.options.privateKey } : {}),
      template_params: emailJsTemplateParams(message, target),
    };
    const res = await fetch(this.endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    if (res.ok) return;
    const detail = `EmailJS answered ${res.status}: ${(await res.text().catch(() => "")).slice(0, 200)}`;
    // A refused request stays refused; throttling and server errors may pass later.
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
      throw new PermanentDeliveryError(detail);
    }
    throw new Error(detail);
  }

  close(): void {}
}
