import * as z from "zod/mini";
import { optionalPhone, requiredText, singleLine } from "./form-rules";

import { VALIDATION_MESSAGES } from "./validation-messages";
import { COUNTRY_MESSAGES, INQUIRY_LIMITS } from "./form-limits";

export { INQUIRY_LIMITS };

export const INQUIRY_MESSAGES = {
  productRequired: VALIDATION_MESSAGES.productRequired,
  emailRequired: VALIDATION_MESSAGES.emailRequired,
  countryRequired: COUNTRY_MESSAGES.required,
  countryUnknown: COUNTRY_MESSAGES.unknown,
  messageRequired: VALIDATION_MESSAGES.messageRequired,
} as const;

const M = INQUIRY_MESSAGES;

/**
 * A product inquiry (specification section 5). As specified, the e-mail is required but its
 * form is not checked; it must still be one line, since it becomes the mail's Reply-To. The
 * country is only required here; the server resolves it to a country with
 * `InquiryServerSchema` (inquiry.server.ts), whose names are too many to ship as script.
 */
export const InquirySchema = z.object({
  product: requiredText("product", M.productRequired, INQUIRY_LIMITS.product).check(singleLine()),
  email: requiredText("email", M.emailRequired, INQUIRY_LIMITS.email).check(singleLine()),
  phone: optionalPhone(INQUIRY_LIMITS.phone),
  country: requiredText("country", M.countryRequired, INQUIRY_LIMITS.country).check(singleLine()),
  message: requiredText("message", M.messageRequired, INQUIRY_LIMITS.message),
});

export type Inquiry = z.infer<typeof InquirySchema>;
export type InquiryInput = z.input<typeof InquirySchema>;
export type InquiryField = keyof Inquiry;
