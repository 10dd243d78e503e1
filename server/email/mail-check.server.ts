import { ok, unavailable, invalid, type Outcome } from "../../app/forms/outcome";
import type { Env } from "../env.server";
import type { Logger } from "../logger.server";
import type { MailTransport } from "./mail-transport.server";
import type { SmtpTransport } from "./smtp-transport.server";

/** What the Settings page says about mail: how messages are forwarded, and where. */
export interface MailStatus {
  /** How contact messages, inquiries and quote requests leave the site. */
  forwarding: "smtp" | "emailjs" | "none";
  /** The SMTP server (scheme, host and port only), when SMTP_URL is set. */
  smtpServer: string | null;
  /** Where the company's mail goes over SMTP (MAIL_TO, else the company's e-mail). */
  recipient: string | null;
  from: string | null;
  /** Password reset links and test e-mails need SMTP. */
  canSendTest: boolean;
}

export type TestRecipient = "me" | "company";

export const TEST_MAIL_SUBJECT = "Test e-mail from the website";

/** The mail part of Settings: the status of mail forwarding, and a test e-mail. */
export class MailCheck {
  constructor(
    private readonly options: {
      env: Env;
      /** The forwarding transport (absent: messages are only stored). */
      transport: MailTransport | undefined;
      /** SMTP for the site's own mail (absent without SMTP_URL). */
      smtp: SmtpTransport | undefined;
      log: Logger;
    },
  ) {}

  status(): MailStatus {
    const { transport, smtp } = this.options;
    return {
      forwarding: transport?.name ?? "none",
      smtpServer: smtp?.server ?? null,
      recipient: smtp?.to ?? null,
      from: smtp?.from ?? null,
      canSendTest: smtp !== undefined,
    };
  }

  /**
   * Sends a short e-mail through SMTP to the signed-in admin or to the company's recipient, and
   * answers the SMTP server's reason when it fails. Never queued: the admin is waiting for it.
   */
  async sendTest(to: unknown, admin: { email: string; name: string }): Promise<Outcome<{ recipient: string }>> {
    if (to !== "me" && to !== "company") return invalid({ to: "Choose who receives the test e-mail" });
    const smtp = this.options.smtp;
    if (!smtp) return unavailable("Mail is not configured: set SMTP_URL to send e-mail");
    const recipient = to === "me" ? admin.email : smtp.to;
    try {
      await smtp.sendNotice({
        to: recipient,
        subject: TEST_MAIL_SUBJECT,
        text: `This is a test e-mail sent from the website's Settings page by ${admin.name}.\n\nIf you are reading it, the site can send e-mail through ${smtp.server} from ${smtp.from}.\n`,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.options.log.warn({ err: error, recipient }, "test e-mail failed");
      return unavailable(`The test e-mail could not be sent: ${reason}`);
    }
    this.options.log.info({ recipient }, "test e-mail sent");
    return ok({ recipient });
  }
}
