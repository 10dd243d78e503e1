/**
 * A product's registrations as the product page's table shows them, in the page's language:
 * country names from the country list, statuses and headings from content/i18n/registrations.ts,
 * dates written as the language writes them. Server-only: every language's texts are here.
 */
import { registrationTexts } from "~content/i18n/registrations";
import { localCountryName } from "~/company/countries.server";
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
}

export interface ProductRegistrationsView {
  heading: string;
  intro: string;
  columns: { country: string; status: string; number: string; validUntil: string };
  rows: RegistrationRow[];
}

/** One date formatter per language, built when first needed (building one costs milliseconds). */
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { dateStyle: "medium", timeZone: "UTC" })));
  return format;
}

export function productRegistrationsView(registrations: readonly Registration[], locale: Locale): ProductRegistrationsView {
  const texts = registrationTexts[locale];
  const rows = registrations
    .map((registration) => ({
      countryCode: registration.countryCode,
      country: localCountryName(registration.countryCode, locale) ?? registration.countryCode,
      status: registration.status,
      statusText: texts.statuses[registration.status],
      number: registration.number ?? texts.none,
      validUntil: registration.validUntil ? dateFormat(locale).format(new Date(`${registration.validUntil}T00:00:00Z`)) : texts.none,
      validUntilIso: registration.validUntil,
    }))
    .sort((a, b) => a.country.localeCompare(b.country, locale));
  return { heading: texts.heading, intro: texts.intro, columns: texts.columns, rows };
}
