/**
 * A product's registrations as the product page's table shows them, in the page's language:
 * country names from the country list, statuses and headings from content/i18n/registrations.ts,
 * dates written as the language writes them. Server-only: every language's texts are here.
 */
import { dictionaryFor } from "~/i18n/dictionary.server";
import { localCountryName } from "~/company/countries.server";
import { format, formatDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { Registration } from "~/schemas/registrations";

export interface RegistrationRow {
  countryCode: string;
  country: string;
  status: Registration["status"];
  statusText: string;
  number: string;
  /** The date as the language writes it; machine form in `validUntilIso`. */
  validUntil: string;
  validUntilIso: string | null;
  /** The registration certificate in the document library: its link where public, words where on request. */
  certificate: { text: string; href?: string } | null;
}

/** A country's registration certificate as the library offers it to the public (see `registrationCertificates`). */
export type CertificateOffer = { href: string; format: string; size: string } | "on-request";

export interface ProductRegistrationsView {
  heading: string;
  intro: string;
  columns: { country: string; status: string; number: string; validUntil: string; certificate: string };
  rows: RegistrationRow[];
  /** A cell with nothing on record. */
  none: string;
}

/** The table, in the page's language; `certificates` are the library's, by country code. */
export function productRegistrationsView(
  registrations: readonly Registration[],
  locale: Locale,
  certificates: ReadonlyMap<string, CertificateOffer> = new Map(),
): ProductRegistrationsView {
  const texts = dictionaryFor(locale).registrations;
  const certificate = (offer: CertificateOffer | undefined): RegistrationRow["certificate"] =>
    offer === undefined
      ? null
      : offer === "on-request"
        ? { text: texts.certificateOnRequest }
        : { text: format(texts.certificateDownload, { format: offer.format, size: offer.size }), href: offer.href };
  const rows = registrations
    .map((registration) => ({
      countryCode: registration.countryCode,
      country: localCountryName(registration.countryCode, locale) ?? registration.countryCode,
      status: registration.status,
      statusText: texts.statuses[registration.status],
      number: registration.number ?? texts.none,
      validUntil: registration.validUntil ? formatDay(registration.validUntil, locale, "medium") : texts.none,
      validUntilIso: registration.validUntil,
      certificate: certificate(certificates.get(registration.countryCode)),
    }))
    .sort((a, b) => a.country.localeCompare(b.country, locale));
  return { heading: texts.heading, intro: texts.intro, columns: texts.columns, rows, none: texts.none };
}
