import { z } from "zod";

/**
 * The document library (decision 0050): certificates, product documents and registration
 * certificates, with their fields and rules, shared by the admin's forms and the server.
 */

/** The company's own documents. */
export const COMPANY_DOCUMENT_TYPES = ["who-gmp", "iso-9001", "manufacturing-licence", "import-export-code", "gst-registration", "company-other"] as const;
/** A product's documents. */
export const PRODUCT_DOCUMENT_TYPES = [
  "coa",
  "copp",
  "free-sale",
  "sds",
  "stability",
  "specification",
  "leaflet",
  "bioequivalence",
  "product-other",
] as const;
export const REGISTRATION_DOCUMENT_TYPES = ["registration"] as const;

export const DOCUMENT_TYPES = [...COMPANY_DOCUMENT_TYPES, ...PRODUCT_DOCUMENT_TYPES, ...REGISTRATION_DOCUMENT_TYPES] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The admin's names of the types (the admin is in English; the public site has its own words). */
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  "who-gmp": "WHO-GMP certificate",
  "iso-9001": "ISO 9001 certificate",
  "manufacturing-licence": "Manufacturing licence",
  "import-export-code": "Import-export code",
  "gst-registration": "GST registration",
  "company-other": "Other company document",
  coa: "Certificate of analysis",
  copp: "Certificate of pharmaceutical product (CoPP)",
  "free-sale": "Free sale certificate",
  sds: "Safety data sheet",
  stability: "Stability summary",
  specification: "Specification",
  leaflet: "Patient information leaflet",
  bioequivalence: "Bioequivalence summary",
  "product-other": "Other product document",
  registration: "Registration certificate",
};

export const isCompanyType = (type: DocumentType) => (COMPANY_DOCUMENT_TYPES as readonly string[]).includes(type);

/** Types that name one country: a CoPP is issued for one importing country, a registration is one country's. */
export const COUNTRY_REQUIRED_TYPES: readonly DocumentType[] = ["copp", "registration"];
/** Types whose document always has an end of validity. */
export const EXPIRY_REQUIRED_TYPES: readonly DocumentType[] = ["who-gmp", "iso-9001", "manufacturing-licence", "copp", "free-sale", "registration"];

export const DOCUMENT_VISIBILITIES = ["public", "on-request", "internal"] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];
export const VISIBILITY_LABELS: Record<DocumentVisibility, string> = {
  public: "Public: listed and downloadable",
  "on-request": "On request: listed, downloaded through an approved request",
  internal: "Internal: admin only",
};

/** The languages a document may be written in (ISO 639-1). */
export const DOCUMENT_LANGUAGES = { en: "English", fr: "French", es: "Spanish", ru: "Russian", ar: "Arabic", hi: "Hindi", pt: "Portuguese" } as const;
export type DocumentLanguage = keyof typeof DOCUMENT_LANGUAGES;

/** The multipart field of a document's file. */
export const DOCUMENT_FILE_FIELD = "file";
/** A document's file: PDF, JPEG or PNG up to 20 MB. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** For the file input's accept attribute: a hint to the browser's picker, never trusted. */
export const DOCUMENT_ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";
export const DOCUMENT_TOO_LARGE = "The file is larger than 20 MB.";

export const TEXT_MAX = 200;
export const NOTE_MAX = 1000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || null);
const optionalDate = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || (DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))), `${label} must be a date`)
    .transform((value) => value || null);

/** A document's details as the admin's form posts them (its file comes apart). */
export const DocumentFieldsSchema = z
  .object({
    type: z.enum(DOCUMENT_TYPES, { error: "Choose the document's type" }),
    title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(TEXT_MAX, `Title must be at most ${TEXT_MAX} characters`),
    number: optionalText(TEXT_MAX, "Number"),
    issuer: optionalText(TEXT_MAX, "Issuer"),
    issuedOn: optionalDate("Issue date"),
    expiresOn: optionalDate("Expiry date"),
    country: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || /^[A-Z]{2}$/.test(value), "Choose a country from the list")
      .transform((value) => value || null),
    scopeNote: optionalText(NOTE_MAX, "Scope note"),
    verificationUrl: z
      .string()
      .trim()
      .max(500, "Verification URL must be at most 500 characters")
      .optional()
      .refine((value) => {
        if (!value) return true;
        try {
          return new URL(value).protocol === "https:";
        } catch {
          return false;
        }
      }, "Verification URL must be an https:// address")
      .transform((value) => value || null),
    language: z.enum(Object.keys(DOCUMENT_LANGUAGES) as [DocumentLanguage, ...DocumentLanguage[]], { error: "Choose the document's language" }),
    visibility: z.enum(DOCUMENT_VISIBILITIES, { error: "Choose who may see the document" }),
    productIds: z.array(z.string().min(1)).max(200).default([]),
  })
  .superRefine((value, ctx) => {
    if (COUNTRY_REQUIRED_TYPES.includes(value.type) && !value.country) {
      ctx.addIssue({ code: "custom", path: ["country"], message: "This type of document needs its country" });
    }
    if (EXPIRY_REQUIRED_TYPES.includes(value.type) && !value.expiresOn) {
      ctx.addIssue({ code: "custom", path: ["expiresOn"], message: "This type of document needs its expiry date" });
    }
    if (value.issuedOn && value.expiresOn && value.expiresOn < value.issuedOn) {
      ctx.addIssue({ code: "custom", path: ["expiresOn"], message: "The expiry date must come after the issue date" });
    }
    if (isCompanyType(value.type) && value.productIds.length > 0) {
      ctx.addIssue({ code: "custom", path: ["productIds"], message: "A company document is not attached to products" });
    }
    if (!isCompanyType(value.type) && value.productIds.length === 0) {
      ctx.addIssue({ code: "custom", path: ["productIds"], message: "Attach the document to at least one product" });
    }
  });
export type DocumentFields = z.output<typeof DocumentFieldsSchema>;

/** Whether a document is past its expiry date on `today` (YYYY-MM-DD, UTC): valid through its last day. */
export function isExpired(expiresOn: string | null, today: string): boolean {
  return expiresOn !== null && expiresOn < today;
}


/**
 * A document as a public page shows it (the compliance page, a product's Documents section):
 * dates, country and size already written in the page's language, the download's URL only
 * where the public may download. Made on the server (server/documents/public-documents.server.ts).
 */
export interface PublicDocument {
  id: string;
  type: DocumentType;
  title: string;
  number: string | null;
  issuer: string | null;
  issuedOn: string | null;
  /** Written in the page's language; null when the document has no end of validity. */
  validUntil: string | null;
  /** Past its expiry date: never shown as valid, never offered for download. */
  expired: boolean;
  country: string | null;
  verificationUrl: string | null;
  /** Public and not expired: the file's URL, format and size. */
  download: { href: string; format: string; size: string } | null;
  /** On request (and not expired): listed, sent through an approved request. */
  onRequest: boolean;
  sample: boolean;
}

