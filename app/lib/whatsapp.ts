import { whatsappUrl, type CompanyDetails } from "~/lib/company";

/** A product as a WhatsApp message names it: with its quantity and unit when the buyer set them. */
export interface WhatsAppLine {
  name: string;
  quantity?: number;
  unit?: string;
}

/** A wa.me link that opens a chat with the company, the message pre-filled with the products. */
export function whatsappQuoteHref(company: Pick<CompanyDetails, "whatsapp">, lines: readonly WhatsAppLine[]): string {
  const items = lines.map((l) => (l.quantity ? `- ${l.name}: ${l.quantity.toLocaleString("en")} ${l.unit ?? ""}`.trimEnd() : `- ${l.name}`));
  const text = `Hello, I would like a quotation for:\n${items.join("\n")}`;
  return `${whatsappUrl(company)}?text=${encodeURIComponent(text)}`;
}
