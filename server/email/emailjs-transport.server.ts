import type { EmailJsTemplate, OutgoingMail } from "../outgoing-mail.server";
import { PermanentDeliveryError, type MailTransport } from "./mail-transport.server";

export interface EmailJsOptions {
  apiUrl: string;
  serviceId: string;
  /** The template id of each of the specification's templates. */
  templates: Record<EmailJsTemplate, string>;
  publicKey: string;
  privateKey?: string;
}

export const DEFAULT_EMAILJS_API_URL = "https://api.emailjs.com";

/**
 * The EmailJS SDK version the request names (specification: Email-sending calls carry
 * lib_version); the REST API accepts the calls of any recent SDK.
 */
export const EMAILJS_LIB_VERSION = "4.4.1";

/**
 * EmailJS's REST API, called from the server: no key ever reaches a browser. EmailJS takes no
 * idempotency key, so a retry after a timed-out call may deliver twice; SMTP's Message-ID
 * lets the mailbox recognise such a repeat, this cannot.
 */
export class EmailJsTransport implements MailTransport {
  readonly name = "emailjs";
  readonly acknowledges = false;
  readonly endpoint: string;

  constructor(private readonly options: EmailJsOptions) {
    this.endpoint = `${options.apiUrl.replace(/\/+$/, "")}/api/v1.0/email/send`;
  }

  /** The template and parameters each kind of message chose (`messages/kinds/`). */
  async send(mail: OutgoingMail): Promise<void> {
    const body = {
      lib_version: EMAILJS_LIB_VERSION,
      service_id: this.options.serviceId,
      template_id: this.options.templates[mail.emailJs.template],
      user_id: this.options.publicKey,
      ...(this.options.privateKey ? { accessToken: this.options.privateKey } : {}),
      template_params: mail.emailJs.params,
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
