import { z } from "zod";
import { interestOptions, type Interest } from "../../content/site/contact";
import { EMAIL_PATTERN, SINGLE_LINE_MESSAGE, isSingleLine, optionalText, requiredText } from "./form-rules";

/** Longest accepted value of each field; the form's inputs carry the same maxLength. */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 15, time: 100 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  phoneShort: "Phone must be at least 10 digits",
  phoneLong: `Phone must be at most ${CONTACT_LIMITS.phone} digits`,
  interestRequired: "Interest is required",
  interestUnknown: "Choose one of the listed interests",
} as const;

const M = CONTACT_MESSAGES;

/** The contact form (specification section 5), checked the same way in the browser and the server. */
export const ContactSchema = z.object({
  name: requiredText("Name", M.nameRequired, CONTACT_LIMITS.name).refine(isSingleLine, SINGLE_LINE_MESSAGE),
  email: requiredText("Email", M.emailRequired, CONTACT_LIMITS.email).regex(EMAIL_PATTERN, M.emailInvalid),
  // Optional; when given, digits only and at least 10 of them (one message for both rules).
  phone: z
    .string({ error: M.phoneShort })
    .trim()
    .nullish()
    .transform((value) => value ?? "")
    .refine((value) => value === "" || /^\d{10,}$/.test(value), M.phoneShort)
    .refine((value) => value.length <= CONTACT_LIMITS.phone, M.phoneLong),
  interest: z
    .string({ error: M.interestRequired })
    .trim()
    .min(1, M.interestRequired)
    .refine((value) => (interestOptions as readonly string[]).includes(value), M.interestUnknown)
    .transform((value) => value as Interest),
  /** The sender's local date and time as their browser wrote it (the original's `time`). */
  time: optionalText("Time", CONTACT_LIMITS.time).refine(isSingleLine, SINGLE_LINE_MESSAGE),
});

export type Contact = z.infer<typeof ContactSchema>;
export type ContactInput = z.input<typeof ContactSchema>;
export type ContactField = keyof Contact;
