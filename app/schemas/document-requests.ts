import * as z from "zod/mini";
import { COUNTRY_MESSAGES } from "./form-limits";
import { EMAIL_PATTERN, requiredText, singleLine } from "./form-rules";
import { rule, says } from "./validation-messages";
import { DOCUMENT_TYPE_LABELS, type DocumentType } from "./documents";

/**
 * A buyer's request for documents the company shares on request (decision 0062): which ones,
 * and who asks, for what. The server checks each id against the library (`documentUnknown` for
 * one that is not, or no longer, on request) and resolves the country (`.server.ts`).
 */
export const DOCUMENT_REQUEST_LIMITS = { documents: 20, email: 254, company: 200, country: 100, purpose: 2000 } as const;

/** The form's fields; `documents` repeats, once per chosen document. */
export const DOCUMENT_REQUEST_FIELDS = ["documents", "email", "company", "country", "purpose"] as const;

export const DOCUMENT_REQUEST_MESSAGES = {
  documentsRequired: says("documentsRequired"),
  documentsTooMany: says("documentsTooMany", { max: DOCUMENT_REQUEST_LIMITS.documents }),
  documentUnknown: says("documentUnknown"),
  emailRequired: says("emailRequired"),
  emailInvalid: says("emailInvalid"),
  companyRequired: says("companyRequired"),
  countryRequired: COUNTRY_MESSAGES.required,
  countryUnknown: COUNTRY_MESSAGES.unknown,
  purposeRequired: says("purposeRequired"),
} as const;

const M = DOCUMENT_REQUEST_MESSAGES;
const L = DOCUMENT_REQUEST_LIMITS;

/** A document's id as the library writes them: a UUID, so anything else is not one of ours. */
const DOCUMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DocumentRequestSchema = z.object({
  documents: z
    .array(z.string({ error: rule(M.documentUnknown) }).check(z.regex(DOCUMENT_ID, rule(M.documentUnknown))), { error: rule(M.documentsRequired) })
    .check(z.minLength(1, rule(M.documentsRequired)), z.maxLength(L.documents, rule(M.documentsTooMany))),
  email: requiredText("email", M.emailRequired, L.email).check(z.regex(EMAIL_PATTERN, rule(M.emailInvalid))),
  company: requiredText("company", M.companyRequired, L.company).check(singleLine()),
  country: requiredText("country", M.countryRequired, L.country).check(singleLine()),
  purpose: requiredText("purpose", M.purposeRequired, L.purpose),
});

export type DocumentRequest = z.infer<typeof DocumentRequestSchema>;

/** How long an approval's link lets the buyer download, unless DOCUMENT_LINK_DAYS says otherwise. */
export const DOCUMENT_LINK_DAYS_DEFAULT = 7;
/** The longest note or reason staff may give the buyer with a decision. */
export const DECISION_REASON_MAX = 1000;
export const DECISION_MESSAGES = {
  noneChosen: "Choose at least one document to approve, or decline the request",
  reasonRequired: "Say why the request is declined: the buyer reads it",
  reasonTooLong: `The reason must be at most ${DECISION_REASON_MAX} characters`,
  alreadyDecided: "This request has already been answered",
  notARequest: "This message is not a document request",
  notApproved: "Only an approved request has a link to revoke",
  alreadyRevoked: "The link was already revoked",
} as const;

/** What a link's page says of it: it works, its time is up, staff revoked it, or there is no such link. */
export type DocumentLinkState = "valid" | "expired" | "revoked" | "unknown";

/** A link's state at `now` (milliseconds), from its decision's row. */
export function documentLinkState(decision: { decision: string; expires_at: number | null; revoked_at: number | null } | undefined, now: number): DocumentLinkState {
  if (!decision || decision.decision !== "approved" || decision.expires_at === null) return "unknown";
  if (decision.revoked_at !== null) return "revoked";
  return now < Number(decision.expires_at) ? "valid" : "expired";
}

/** A requested document as a request stores it (and the company's mail and the inbox name it). */
export interface RequestedDocument {
  id: string;
  title: string;
  type: DocumentType;
  /** The products it is attached to, by name, separated by ", " ("" for a company document). */
  products: string;
}

/** "Title (Certificate of analysis; Verdamol 500 Tablets)": a requested document in English, for staff. */
export function requestedDocumentLabel(document: Pick<RequestedDocument, "title" | "type" | "products">): string {
  return `${document.title} (${DOCUMENT_TYPE_LABELS[document.type] ?? document.type}${document.products ? `; ${document.products}` : ""})`;
}

/** A document request as its inbox page shows it: the documents asked for, staff's answer, the downloads. */
export interface DocumentRequestView {
  items: Array<{ documentId: string; title: string; type: string; products: string; approved: boolean | null; exists: boolean }>;
  decision: {
    decision: "approved" | "declined";
    reason: string | null;
    decidedAt: string;
    /** The link the buyer was sent (approved only). */
    link: string | null;
    expiresAt: string | null;
    revokedAt: string | null;
    state: DocumentLinkState | null;
  } | null;
  downloads: Array<{ title: string; version: number; address: string; at: string }>;
}
