import * as z from "zod/mini";
import { allCountries } from "../../content/site/countries";
import { optionalPhone, requiredText, singleLine } from "./form-rules";

import { INQUIRY_LIMITS } from "./form-limits";

export { INQUIRY_LIMITS };

export const INQUIRY_MESSAGES = {
  productRequired: "Product is required",
  emailRequired: "Email is required",
  countryRequired: "Country is required",
  countryUnknown: "Choose a country from the list",
  messageRequired: "Message is required",
} as const;

const M = INQUIRY_MESSAGES;

const countryByLowerCase = new Map(allCountries.map((country) => [country.toLowerCase(), country]));

/** The country as the list spells it, whatever the case the buyer typed it in; undefined if unknown. */
export function canonicalCountry(value: string): string | undefined {
  return countryByLowerCase.get(value.trim().toLowerCase());
}

/**
 * A product inquiry (specification section 5). As specified, the e-mail is required but its
 * form is not checked; it must still be one line, since it becomes the mail's Reply-To.
 */
export const InquirySchema = z.object({
  product: requiredText("Product", M.productRequired, INQUIRY_LIMITS.product).check(singleLine()),
  email: requiredText("Email", M.emailRequired, INQUIRY_LIMITS.email).check(singleLine()),
  phone: optionalPhone(INQUIRY_LIMITS.phone),
  country: z.pipe(
    requiredText("Country", M.countryRequired, INQUIRY_LIMITS.country).check(
      z.refine((value) => value === "" || canonicalCountry(value) !== undefined, M.countryUnknown),
    ),
    z.transform((value) => canonicalCountry(value) ?? value),
  ),
  message: requiredText("Message", M.messageRequired, INQUIRY_LIMITS.message),
});

export type Inquiry = z.infer<typeof InquirySchema>;
export type InquiryInput = z.input<typeof InquirySchema>;
export type InquiryField = keyof Inquiry;
