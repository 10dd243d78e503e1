import { z } from "zod";

/** Where a product stands in a country (its words on the pages: content/i18n/registrations.ts). */
export const REGISTRATION_STATUSES = ["registered", "in-process", "not-registered", "withdrawn"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** How each status reads in the admin. */
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  registered: "Registered",
  "in-process": "In process",
  "not-registered": "Not registered",
  withdrawn: "Withdrawn",
};

export const REGISTRATION_NUMBER_MAX = 60;

/**
 * One registration as an admin writes it (the product's registrations page, the JSON body alike):
 * the country by its ISO code (resolved from a name by the service), a status, and optionally
 * the number and the date it is valid until.
 */
export const RegistrationInputSchema = z.object({
  country: z.string({ error: "Choose a country" }).trim().min(1, "Choose a country").max(100, "Choose a country"),
  status: z.enum(REGISTRATION_STATUSES, { error: "Choose a status: registered, in process, not registered or withdrawn" }),
  number: z
    .string({ error: "Registration number must be text" })
    .trim()
    .max(REGISTRATION_NUMBER_MAX, `Registration number must be at most ${REGISTRATION_NUMBER_MAX} characters`)
    .optional()
    .transform((value) => value || null),
  validUntil: z
    .string({ error: "Valid until must be a date" })
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)), "Valid until must be a date (YYYY-MM-DD)"),
});
export type RegistrationInput = z.infer<typeof RegistrationInputSchema>;

/** A stored registration. */
export interface Registration {
  countryCode: string;
  status: RegistrationStatus;
  number: string | null;
  validUntil: string | null;
  sample: boolean;
}
