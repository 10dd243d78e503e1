import { z } from "zod";
import type { CompanyDetails } from "~/company/company";
import { EMAIL_FORMAT, EMAIL_MAX } from "./admin-user";
import { asciiDigits, isSingleLine } from "./form-rules";

/*
 * The Settings form and PUT /api/admin/settings: the company's details. Full zod: only admin
 * screens and the server import this (docs/decisions/0013-zod-and-zod-mini.md); public pages get
 * the plain CompanyDetails from the site layout's loader.
 */

export const PHONE_FORMAT_MESSAGE = "Enter the number in international format, e.g. +91 98765 43210";
export const GSTIN_MESSAGE = "Enter a 15-character GSTIN, e.g. 07AAAAA0000A1Z0";
export const URL_MESSAGE = "Enter a full web address starting with https://";
export const CERTIFICATIONS_MAX = 20;

/**
 * International format: a plus, the country code (never 0), then digits with single spaces,
 * dashes or dots between groups; 8 to 15 digits in all (E.164's most).
 */
const INTERNATIONAL_PHONE = /^\+[1-9]\d*(?:[ .-]?\d+)*$/;

export function isInternationalPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return INTERNATIONAL_PHONE.test(value) && digits >= 8 && digits <= 15;
}

/**
 * The GSTIN's shape: state code (2 digits), the holder's PAN (5 letters, 4 digits, 1 letter),
 * the registration's number within the PAN (1-9 or a letter), "Z", and a check character.
 */
export const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    // Company details reach mail headers (the From name) and one-line layouts.
    .refine(isSingleLine, `${label} must be a single line of text`);

// Stored with ASCII digits, whichever digits the keyboard typed.
const phone = (label: string) => text(label, 30).transform(asciiDigits).refine(isInternationalPhone, PHONE_FORMAT_MESSAGE);

const httpsUrl = (label: string) =>
  text(label, 500).refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, URL_MESSAGE);

/** A form posts every field as text; JSON may send the year as a number. */
const year = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(asciiDigits(value.trim())) : value),
  z
    .number({ error: "Enter the year as four digits, e.g. 2018" })
    .int("Enter the year as four digits, e.g. 2018")
    .min(1800, "The year must be 1800 or later")
    .refine((value) => value <= new Date().getUTCFullYear(), "The year cannot be in the future"),
);

export const CompanySettingsSchema = z.object({
  name: text("Company name", 120),
  phone: phone("Phone"),
  email: text("E-mail", EMAIL_MAX).regex(EMAIL_FORMAT, "Invalid email format"),
  whatsapp: phone("WhatsApp number"),
  street: text("Street", 200),
  locality: text("Locality", 100),
  city: text("City", 100),
  region: text("State or region", 100),
  postalCode: text("PIN code", 12).transform(asciiDigits).pipe(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, "Enter the PIN code, e.g. 110092")),
  country: text("Country", 100),
  countryCode: text("Country code", 2)
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, "Enter the two-letter country code, e.g. IN")),
  gstNumber: text("GST number", 15)
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(GSTIN_FORMAT, GSTIN_MESSAGE)),
  mapUrl: httpsUrl("Map link"),
  mapEmbedUrl: httpsUrl("Map embed link"),
  established: year,
  turnoverBand: text("Turnover band", 60),
  certifications: z
    .array(
      z
        .string({ error: "Each certification must be text" })
        .trim()
        .max(60, "A certification must be at most 60 characters")
        .refine(isSingleLine, "A certification must be a single line of text"),
      {
      error: "Certifications must be a list",
    })
    // Blank rows of the form's list are left out, not refused.
    .transform((list) => list.filter((item) => item !== ""))
    .pipe(z.array(z.string()).max(CERTIFICATIONS_MAX, `At most ${CERTIFICATIONS_MAX} certifications`)),
}) satisfies z.ZodType<CompanyDetails, unknown>;

export type CompanySettingsInput = z.input<typeof CompanySettingsSchema>;

/** Every field of the form, in its order, with its label (the page and its tests share these). */
export const COMPANY_FIELD_LABELS = {
  name: "Company name",
  phone: "Phone",
  email: "E-mail",
  whatsapp: "WhatsApp number",
  street: "Street",
  locality: "Locality",
  city: "City",
  region: "State or region",
  postalCode: "PIN code",
  country: "Country",
  countryCode: "Country code",
  gstNumber: "GST number",
  mapUrl: "Map link",
  mapEmbedUrl: "Map embed link",
  established: "Year established",
  turnoverBand: "Turnover band",
  certifications: "Certifications",
} as const satisfies Record<keyof CompanyDetails, string>;
