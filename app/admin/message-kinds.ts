import { CHANNEL_LABELS, languageLabel, type InboxMessage, type MessageKind } from "../schemas/inbox";

/** "Peru (PE)": a country as stored, with its ISO code when it has one; "" for none. */
export function countryLabel(name: string | null, code: string | null): string {
  if (!name) return "";
  return code ? `${name} (${code})` : name;
}

/** One field of what the visitor sent, as the message page shows it. */
export interface VisitorField {
  label: string;
  value: (message: InboxMessage) => string | null;
  /** Across both columns. */
  wide?: boolean;
  /** A phone number: shown as call and WhatsApp links. */
  phone?: boolean;
}

/**
 * How the inbox shows one kind of message (its server side is `server/messages/kinds/`). Words
 * for the company's staff, in English like the rest of the admin.
 */
export interface MessageKindView {
  /** The badge's word in the list and on the page, and its colours. */
  label: string;
  badge: string;
  /** The type filter's option. */
  filterLabel: string;
  /** The page's heading, before the sender ("Inquiry from "), and its section's title. */
  title: string;
  section: string;
  /** What the visitor sent, in the form's order; the received time, the message and the id follow. */
  fields: VisitorField[];
  /** Whether the page shows "Message" when the visitor wrote none (the field is optional on its form). */
  messageOptional: boolean;
  /** What the page calls the visitor's text, when not "Message" (a document request's purpose). */
  messageLabel?: string;
  /** Whether it lists products (quote lines): the page shows them, with their XLSX. */
  lines: boolean;
  /** The subject of a reply by e-mail; null for the usual "Re: Your message to <site>". */
  replySubject(message: Pick<InboxMessage, "product"> & { quote?: InboxMessage["quote"] }): string | null;
}

const language: VisitorField = { label: "Language", value: (m) => languageLabel(m.locale) };
const email: VisitorField = { label: "Email", value: (m) => m.email };
const phone: VisitorField = { label: "Phone", value: (m) => m.phone, phone: true };

/** Every kind's view, keyed by `MESSAGE_KINDS`: a kind without one does not compile. */
export const MESSAGE_KIND_VIEWS: Record<MessageKind, MessageKindView> = {
  contact: {
    label: "Contact",
    badge: "border-sky-300 bg-sky-50 text-sky-900",
    filterLabel: "Contact messages",
    title: "Message from ",
    section: "Contact message",
    fields: [
      { label: "Name", value: (m) => m.name },
      email,
      phone,
      { label: "Interest", value: (m) => m.interest },
      { label: "Sender's local time", value: (m) => m.time },
      language,
    ],
    messageOptional: true,
    lines: false,
    replySubject: () => null,
  },
  inquiry: {
    label: "Inquiry",
    badge: "border-violet-300 bg-violet-50 text-violet-900",
    filterLabel: "Product inquiries",
    title: "Inquiry from ",
    section: "Product inquiry",
    fields: [
      { label: "Product", value: (m) => m.product, wide: true },
      email,
      phone,
      { label: "Country", value: (m) => countryLabel(m.country, m.countryCode) || null },
      language,
    ],
    messageOptional: false,
    lines: false,
    replySubject: (m) => (m.product ? `Re: Your inquiry about ${m.product}` : null),
  },
  quote: {
    label: "Quote request",
    badge: "border-emerald-300 bg-emerald-50 text-emerald-900",
    filterLabel: "Quote requests",
    title: "Quote request from ",
    section: "Request for quotation",
    fields: [
      { label: "Reference", value: (m) => m.quote?.reference ?? null },
      { label: "Name", value: (m) => m.name },
      { label: "Company", value: (m) => m.quote?.company ?? null },
      email,
      phone,
      { label: "Country", value: (m) => m.country },
      { label: "Destination port or city", value: (m) => m.quote?.destination ?? null },
      { label: "Incoterm", value: (m) => m.quote?.incoterm ?? null },
      { label: "Wanted by", value: (m) => m.quote?.wantedBy ?? null },
      { label: "Private label", value: (m) => m.quote?.privateLabel ?? null },
      language,
      // The website's form, or an assistant's request_quotation tool (decision 0063).
      { label: "Sent through", value: (m) => CHANNEL_LABELS[m.channel] },
      { label: "Documents needed", value: (m) => m.quote?.documents.join(", ") || null, wide: true },
    ],
    messageOptional: false,
    lines: true,
    replySubject: (m) => (m.quote ? `Re: Your request for quotation ${m.quote.reference}` : null),
  },
  "document-request": {
    label: "Document request",
    badge: "border-amber-300 bg-amber-50 text-amber-900",
    filterLabel: "Document requests",
    title: "Document request from ",
    section: "Document request",
    fields: [
      { label: "Company", value: (m) => m.company },
      email,
      { label: "Country", value: (m) => countryLabel(m.country, m.countryCode) || null },
      language,
    ],
    messageOptional: false,
    messageLabel: "Purpose",
    lines: false,
    replySubject: () => "Re: Your document request",
  },
};
