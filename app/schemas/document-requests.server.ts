import * as z from "zod/mini";
import { countryRule } from "./country.server";
import { DOCUMENT_REQUEST_LIMITS, DocumentRequestSchema } from "./document-requests";

/** The request as the server takes it: the shared schema, with the country resolved to its code and English name. */
export const DocumentRequestServerSchema = z.extend(DocumentRequestSchema, { country: countryRule(DOCUMENT_REQUEST_LIMITS.country) });

export type ResolvedDocumentRequest = z.infer<typeof DocumentRequestServerSchema>;
