import { dictionaryFor } from "~/i18n/dictionary.server";
import type { Locale } from "~/i18n/locales";
import { publicDocument } from "~server/documents/public-documents.server";
import type { Services } from "~server/services.server";

/**
 * A product page's Documents section: the product's public and on-request documents in the
 * page's language, with the texts its cards and heading read (not the documents' whole area);
 * null when it has none (the page then carries neither).
 */
export function productDocumentsSection(services: Pick<Services, "documents" | "catalogue">, locale: Locale, slug: string) {
  const id = services.catalogue.getProductId(slug);
  const listed = id ? services.documents.productDocuments(id) : [];
  if (listed.length === 0) return null;
  const today = services.documents.today();
  const { actions, fields, status, types, product } = dictionaryFor(locale).messages.documents;
  return { documents: listed.map((document) => publicDocument(document, locale, today)), texts: { actions, fields, status, types, product } };
}
