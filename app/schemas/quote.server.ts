import * as z from "zod/mini";
import { countryRule } from "./country.server";
import { QUOTE_LIMITS, quoteRequestSchema } from "./quote";

/** The request as the server takes it: the shared schema, with the country resolved to its code and English name. */
export function quoteRequestServerSchema(earliest: string) {
  return z.extend(quoteRequestSchema(earliest), { country: countryRule(QUOTE_LIMITS.country) });
}

export type ResolvedQuoteRequest = z.infer<ReturnType<typeof quoteRequestServerSchema>>;
