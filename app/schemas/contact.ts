import * as z from "zod/mini";
import { rule, says } from "./validation-messages";
import { EMAIL_PATTERN, PHONE_TOO_LONG, PHONE_TOO_SHORT, optionalPhone, optionalText, requiredText, singleLine } from "./form-rules";

/** Longest accepted value of each field; the form's inputs carry the same maxLength. */
import { CONTACT_LIMITS } from "./form-limits";

export { CONTACT_LIMITS };

export const CONTACT_MESSAGES = {
  nameRequired: says("nameRequired"),
  emailRequired: says("emailRequired"),
  emailInvalid: says("emailInvalid"),
  phoneShort: PHONE_TOO_SHORT,
  phoneLong: PHONE_TOO_LONG,
  interestRequired: says("interestRequired"),
} as const;

const M = CONTACT_MESSAGES;

/** The contact form (docs/requirements.md §1.2), checked the same way in the browser and the server. */
export const ContactSchema = z.object({
  name: requiredText("name", M.nameRequired, CONTACT_LIMITS.name).check(singleLine()),
  email: requiredText("email", M.emailRequired, CONTACT_LIMITS.email).check(z.regex(EMAIL_PATTERN, rule(M.emailInvalid))),
  // Optional; when given, at least 10 digits, written with +, spaces, dashes, dots or brackets if the buyer likes.
  phone: optionalPhone(CONTACT_LIMITS.phone),
  // Any words the buyer chooses (the form suggests the usual ones); one line, as it heads the mail's subject.
  interest: requiredText("interest", M.interestRequired, CONTACT_LIMITS.interest).check(singleLine()),
  /** Optional: what the buyer needs, in their own words. */
  message: optionalText("message", CONTACT_LIMITS.message),
  /** The sender's local date and time as their browser wrote it (the original's `time`). */
  time: optionalText("time", CONTACT_LIMITS.time, singleLine()),
});

export type Contact = z.infer<typeof ContactSchema>;
export type ContactInput = z.input<typeof ContactSchema>;
export type ContactField = keyof Contact;
