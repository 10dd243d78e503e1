import { companyDefaults } from "../../app/config/site";
import type { CompanyDetails } from "../../app/company/company";
import type { Env } from "../env.server";
import { DEFAULT_EMAILJS_API_URL, EmailJsTransport } from "./emailjs-transport.server";
import type { MailTransport } from "./mail-transport.server";
import { SmtpTransport } from "./smtp-transport.server";

const EMAILJS_REQUIRED = [
  "EMAILJS_SERVICE_ID",
  "EMAILJS_TEMPLATE_CONTACT",
  "EMAILJS_TEMPLATE_INQUIRY",
  "EMAILJS_PUBLIC_KEY",
] as const;

export class MailConfigError extends Error {}

/**
 * The transport the environment asks for: EmailJS when its variables are set, otherwise SMTP
 * when SMTP_URL is, otherwise none (messages are stored and shown in the inbox only).
 */
export function createMailTransport(env: Env, company: () => CompanyDetails = () => companyDefaults): MailTransport | undefined {
  const emailJsSet = EMAILJS_REQUIRED.filter((name) => env[name] !== undefined);
  if (emailJsSet.length > 0) {
    const missing = EMAILJS_REQUIRED.filter((name) => env[name] === undefined);
    if (missing.length > 0) throw new MailConfigError(`EmailJS is half configured: set ${missing.join(", ")} as well`);
    return new EmailJsTransport({
      apiUrl: env.EMAILJS_API_URL ?? DEFAULT_EMAILJS_API_URL,
      serviceId: env.EMAILJS_SERVICE_ID!,
      templates: { contact: env.EMAILJS_TEMPLATE_CONTACT!, inquiry: env.EMAILJS_TEMPLATE_INQUIRY! },
      publicKey: env.EMAILJS_PUBLIC_KEY!,
      privateKey: env.EMAILJS_PRIVATE_KEY,
    });
  }
  return createSmtpTransport(env, company);
}

/**
 * SMTP from SMTP_URL, or none. Account mail (password reset links) always goes this way, even
 * when messages are forwarded through EmailJS, whose templates are the messages' own.
 */
export function createSmtpTransport(env: Env, company: () => CompanyDetails = () => companyDefaults): SmtpTransport | undefined {
  if (!env.SMTP_URL) return undefined;
  // Without MAIL_TO the messages go to the company's published address (Settings), as it is now.
  const to = () => env.MAIL_TO ?? company().email;
  const from = () => env.MAIL_FROM ?? `"${company().name.replace(/["\\]/g, "")}" <${to()}>`;
  // Fixed at start: every attempt of one message must carry the same Message-ID.
  const fromDomain = /@([^>\s]+)>?\s*$/.exec(from())?.[1];
  return new SmtpTransport({
    url: env.SMTP_URL,
    from,
    to,
    messageIdDomain: fromDomain ?? new URL(env.SITE_URL).hostname,
  });
}
