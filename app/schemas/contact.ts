import * as z from "zod/mini";
import { interestOptions, type Interest } from "../../content/site/contact";
import { EMAIL_PATTERN, PHONE_TOO_LONG, PHONE_TOO_SHORT, optionalPhone, optionalText, requiredText, singleLine } from "./form-rules";

/** Longest accepted value of each field; the form's inputs carry the same maxLength. */
import { CONTACT_LIMITS } from "./form-limits";

export { CONTACT_LIMITS };

export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  phoneShort: PHONE_TOO_SHORT,
  phoneLong: PHONE_TOO_LONG,
  interestRequired: "Interest is required",
  interestUnknown: "Choose one of the listed interests",
} as const;

const M = CONTACT_MESSAGES;

const isInterest = (value: string): value is Interest => (interestOptions as readonly string[]).includes(value);

/** The contact form (specification section 5), checked the same way in the browser and the server. */
export const ContactSchema = z.object({
  name: requiredText("Name", M.nameRequired, CONTACT_LIMITS.name).check(singleLine()),
  email: requiredText("Email", M.emailRequired, CONTACT_LIMITS.email).check(z.regex(EMAIL_PATTERN, M.emailInvalid)),
  // Optional; when given, at least 10 digits, written with +, spaces, dashes, dots or brackets if the buyer likes.
  phone: optionalPhone(CONTACT_LIMITS.phone),
  interest: z.pipe(
    z.string({ error: M.interestRequired }).check(z.trim(), z.minLength(1, M.interestRequired), z.refine(isInterest, M.interestUnknown)),
    z.transform((value) => value as Interest),
  ),
  /** The sender's local date and time as their browser wrote it (the original's `time`). */
  time: optionalText("Time", CONTACT_LIMITS.time, singleLine()),
});

export type Contact = z.infer<typeof ContactSchema>;
export type ContactInput = z.input<typeof ContactSchema>;
export type ContactField = keyof Contact;
