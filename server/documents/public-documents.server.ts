import { documentFilePath } from "../../app/config/paths";
import { localCountryName } from "../../app/company/countries.server";
import { formatDay, formatNumber } from "../../app/i18n/format";
import type { Locale } from "../../app/i18n/locales";
import { isExpired, type PublicDocument } from "../../app/schemas/documents";
import type { CertificateOffer } from "../../app/catalogue/product-registrations.server";
import type { DocumentRecord } from "./document-repository.server";
import type { DocumentsService } from "./documents.server";

/**
 * A document as the public sees it (PublicDocument): on the compliance page, a product's page
 * and a request's link, and in the catalogue's JSON and the assistants' tools (decision 0063).
 * Made on the server, so no formatting code ships to a page.
 */

const FORMATS: Record<string, string> = { "application/pdf": "PDF", "image/jpeg": "JPEG", "image/png": "PNG" };

function formatSize(bytes: number, locale: Locale): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10, locale)} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)} KB`;
}

/** A file's format and size as a download button shows them ("PDF", "1.2 MB"), in the page's language. */
export function fileFacts(contentType: string, size: number, locale: Locale): { format: string; size: string } {
  return { format: FORMATS[contentType] ?? "PDF", size: formatSize(size, locale) };
}

export function publicDocument(document: DocumentRecord, locale: Locale, today: string): PublicDocument {
  const expired = isExpired(document.expiresOn, today);
  return {
    id: document.id,
    type: document.type,
    title: document.title,
    number: document.number,
    issuer: document.issuer,
    issuedOn: document.issuedOn && formatDay(document.issuedOn, locale),
    validUntil: document.expiresOn && formatDay(document.expiresOn, locale),
    expired,
    country: document.country && (localCountryName(document.country, locale) ?? document.country),
    verificationUrl: document.verificationUrl,
    download:
      document.visibility === "public" && !expired
        ? { href: documentFilePath(document.id), ...fileFacts(document.current.contentType, document.current.size, locale) }
        : null,
    onRequest: document.visibility === "on-request" && !expired,
    sample: document.sample,
  };
}

/**
 * A product's registration certificates the public may have, by country: a registration
 * certificate in the library, attached to the product, with its country, public or on request
 * and not expired. Where a country has several, the one changed last.
 */
export function registrationCertificates(
  documents: Pick<DocumentsService, "productDocuments" | "today">,
  productId: string | null | undefined,
  locale: Locale,
): Map<string, CertificateOffer> {
  const offers = new Map<string, CertificateOffer>();
  if (!productId) return offers;
  const today = documents.today();
  for (const document of documents.productDocuments(productId)) {
    if (document.type !== "registration" || !document.country || offers.has(document.country)) continue;
    const shown = publicDocument(document, locale, today);
    if (shown.download) offers.set(document.country, shown.download);
    else if (shown.onRequest) offers.set(document.country, "on-request");
  }
  return offers;
}
