import * as z from "zod/mini";
import { EMAIL_PATTERN, optionalPhone, requiredText, singleLine } from "./form-rules";

import { rule, says } from "./validation-messages";
import { COUNTRY_MESSAGES, INQUIRY_LIMITS } from "./form-limits";

export { INQUIRY_LIMITS };

export const INQUIRY_MESSAGES = {
  productRequired: says("productRequired"),
  emailRequired: says("emailRequired"),
  emailInvalid: says("emailInvalid"),
  countryRequired: COUNTRY_MESSAGES.required,
  countryUnknown: COUNTRY_MESSAGES.unknown,
  messageRequired: says("messageRequired"),
} as const;

const M = INQUIRY_MESSAGES;

/**
 * A product inquiry (docs/requirements.md §1.2), with its messages. Unlike the specification, the
 * e-mail's form is checked as the contact form's is ("Invalid email format"): a lead whose
 * address cannot be answered is lost (docs/decisions/0025-inquiry-email-checked.md). The
 * country is only required here; the server resolves it to a country with
 * `InquiryServerSchema` (inquiry.server.ts), whose names are too many to ship as script.
 */
export const InquirySchema = z.object({
  product: requiredText("product", M.productRequired, INQUIRY_LIMITS.product).check(singleLine()),
  email: requiredText("email", M.emailRequired, INQUIRY_LIMITS.email).check(z.regex(EMAIL_PATTERN, rule(M.emailInvalid))),
  phone: optionalPhone(INQUIRY_LIMITS.phone),
  country: requiredText("country", M.countryRequired, INQUIRY_LIMITS.country).check(singleLine()),
  message: requiredText("message", M.messageRequired, INQUIRY_LIMITS.message),
});

export type Inquiry = z.infer<typeof InquirySchema>;
export type InquiryInput = z.input<typeof InquirySchema>;
export type InquiryField = keyof Inquiry;
