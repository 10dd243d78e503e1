import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { formatNumber } from "~/i18n/format";
import { whatsappUrl, type CompanyDetails } from "~/company/company";

/** A product as a WhatsApp message names it: with its quantity and unit when the buyer set them. */
export interface WhatsAppLine {
  name: string;
  quantity?: number;
  unit?: string;
}

/**
 * A wa.me link that opens a chat with the company, the message pre-filled with the products, in
 * the page's language: the greeting (chrome.chatButton.quoteGreeting) and the numbers as that
 * language writes them, with Western digits.
 */
export function whatsappQuoteHref(
  company: Pick<CompanyDetails, "whatsapp">,
  lines: readonly WhatsAppLine[],
  greeting: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const items = lines.map((l) => (l.quantity ? `- ${l.name}: ${formatNumber(l.quantity, locale)} ${l.unit ?? ""}`.trimEnd() : `- ${l.name}`));
  const text = `${greeting}\n${items.join("\n")}`;
  return `${whatsappUrl(company)}?text=${encodeURIComponent(text)}`;
}
