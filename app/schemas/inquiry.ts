import * as z from "zod/mini";
import { optionalPhone, requiredText, singleLine } from "./form-rules";

import { COUNTRY_MESSAGES, INQUIRY_LIMITS } from "./form-limits";

export { INQUIRY_LIMITS };

export const INQUIRY_MESSAGES = {
  productRequired: "Product is required",
  emailRequired: "Email is required",
  countryRequired: COUNTRY_MESSAGES.required,
  countryUnknown: COUNTRY_MESSAGES.unknown,
  messageRequired: "Message is required",
} as const;

const M = INQUIRY_MESSAGES;

/**
 * A product inquiry (specification section 5). As specified, the e-mail is required but its
 * form is not checked; it must still be one line, since it becomes the mail's Reply-To. The
 * country is only required here; the server resolves it to a country with
 * `InquiryServerSchema` (inquiry.server.ts), whose names are too many to ship as script.
 */
export const InquirySchema = z.object({
  product: requiredText("Product", M.productRequired, INQUIRY_LIMITS.product).check(singleLine()),
  email: requiredText("Email", M.emailRequired, INQUIRY_LIMITS.email).check(singleLine()),
  phone: optionalPhone(INQUIRY_LIMITS.phone),
  country: requiredText("Country", M.countryRequired, INQUIRY_LIMITS.country).check(singleLine()),
  message: requiredText("Message", M.messageRequired, INQUIRY_LIMITS.message),
});

export type Inquiry = z.infer<typeof InquirySchema>;
export type InquiryInput = z.input<typeof InquirySchema>;
export type InquiryField = keyof Inquiry;
