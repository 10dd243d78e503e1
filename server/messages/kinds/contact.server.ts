import { dictionaryFor } from "../../../app/i18n/dictionary.server";
import { DEFAULT_LOCALE, type Locale } from "../../../app/i18n/locales";
import { ContactSchema } from "../../../app/schemas/contact";
import { companyMail, receivedAcknowledgement, submission, type MessageKindModule } from "./kind.server";

/**
 * A contact message's interest as the company reads it: one of the usual interests picked in
 * another language is stored as its English name; any other words are kept as written.
 */
export function englishInterest(interest: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return interest;
  const key = (text: string) => text.trim().toLocaleLowerCase(locale);
  const index = dictionaryFor(locale).messages.forms.contact.interestOptions.findIndex((option) => key(option) === key(interest));
  return index === -1 ? interest : (dictionaryFor(DEFAULT_LOCALE).messages.forms.contact.interestOptions[index] ?? interest);
}

/** The contact page's message (`POST /api/contact`). */
export const contact = {
  kind: "contact",
  submission: submission(ContactSchema, (message, locale) => ({
    name: message.name,
    email: message.email,
    phone: message.phone,
    interest: englishInterest(message.interest, locale),
    message: message.message || null,
    client_time: message.time || null,
  })),
  lines: false,
  inboxTerms: () => null,
  companyMail: (message) =>
    companyMail(message, {
      subject: `Contact message: ${message.interest ?? ""} (from ${message.name ?? message.email})`,
      heading: "New contact message",
      idLabel: "Reference",
      fields: [
        ["Name", message.name ?? ""],
        ["Email", message.email],
        ["Phone", message.phone],
        ["Interest", message.interest ?? ""],
        ["Message", message.message ?? ""],
        ["Sender's local time", message.client_time ?? ""],
      ],
    }),
  acknowledgement: (message, _lines, sender) => receivedAcknowledgement(message, sender),
  emailJs: (message) => ({
    template: "contact",
    params: {
      name: message.name ?? "",
      email: message.email,
      phone: message.phone,
      interest: message.interest ?? "",
      // The browser's local time, as in the original; the server's when the page had no script.
      time: message.client_time || new Date(message.created_at).toISOString(),
    },
  }),
} satisfies MessageKindModule<"contact">;
