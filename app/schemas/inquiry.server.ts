import * as z from "zod/mini";
import { countryRule } from "./country.server";
import { INQUIRY_LIMITS, InquirySchema } from "./inquiry";

/** The inquiry as the server takes it: the shared schema, with the country resolved to its code and English name. */
export const InquiryServerSchema = z.extend(InquirySchema, { country: countryRule(INQUIRY_LIMITS.country) });

export type ResolvedInquiry = z.infer<typeof InquiryServerSchema>;
