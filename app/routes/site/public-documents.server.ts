import { documentFilePath } from "~/config/paths";
import { localCountryName } from "~/company/countries.server";
import { formatDay, formatNumber } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { isExpired, type PublicDocument } from "~/schemas/documents";
import type { DocumentRecord } from "~server/documents/document-repository.server";
import type { Services } from "~server/services.server";
import { clientTexts } from "~/i18n/dictionary.server";
import type { CertificateOffer } from "~/catalogue/product-registrations.server";

/** A document as a public page shows it (PublicDocument), made here so no formatting code ships to the page. */

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
export function registrationCertificates(services: Pick<Services, "documents">, productId: string | null | undefined, locale: Locale): Map<string, CertificateOffer> {
  const offers = new Map<string, CertificateOffer>();
  if (!productId) return offers;
  const today = services.documents.today();
  for (const document of services.documents.productDocuments(productId)) {
    if (document.type !== "registration" || !document.country || offers.has(document.country)) continue;
    const shown = publicDocument(document, locale, today);
    if (shown.download) offers.set(document.country, shown.download);
    else if (shown.onRequest) offers.set(document.country, "on-request");
  }
  return offers;
}

/**
 * A product page's Documents section: the product's public and on-request documents in the
 * page's language, with the section's texts; null when it has none (the page then carries neither).
 */
export function productDocumentsSection(services: Pick<Services, "documents" | "catalogue">, locale: Locale, slug: string) {
  const id = services.catalogue.getProductId(slug);
  const listed = id ? services.documents.productDocuments(id) : [];
  if (listed.length === 0) return null;
  const today = services.documents.today();
  return { documents: listed.map((document) => publicDocument(document, locale, today)), texts: clientTexts(locale, "documents").documents };
}
