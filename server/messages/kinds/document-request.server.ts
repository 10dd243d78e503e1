import { countryLabel } from "../../../app/admin/message-kinds";
import { requestedDocumentLabel, type RequestedDocument } from "../../../app/schemas/document-requests";
import type { ResolvedDocumentRequest } from "../../../app/schemas/document-requests.server";
import type { MessageRow } from "../message-repository.server";
import { companyMail, type KindFields, type MessageKindModule } from "./kind.server";

/** The documents a stored request names, as its `documents` column keeps them (labels, in order). */
export function requestedLabels(message: Pick<MessageRow, "documents">): string[] {
  const parsed: unknown = JSON.parse(message.documents ?? "[]");
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

/** The columns a document request fills; the documents' ids go to `document_request_items` in the same commit. */
export function documentRequestFields(request: ResolvedDocumentRequest, documents: readonly RequestedDocument[]): KindFields {
  return {
    email: request.email,
    phone: "",
    company: request.company,
    country: request.country.name,
    country_code: request.country.code,
    message: request.purpose,
    documents: JSON.stringify(documents.map(requestedDocumentLabel)),
  };
}

/**
 * A buyer's request for documents shared on request (decision 0062), from the document request
 * page. Staff answer it in the inbox; the answer to the buyer (the link, or the reason for a
 * refusal) is the documents domain's mail, not an acknowledgement.
 */
export const documentRequest = {
  kind: "document-request",
  submission: null,
  lines: false,
  inboxTerms: () => null,
  companyMail(message) {
    const documents = requestedLabels(message);
    return companyMail(message, {
      subject: `Document request: ${documents.length} ${documents.length === 1 ? "document" : "documents"} (${message.company ?? ""}, ${message.country ?? ""})`,
      heading: "New document request",
      idLabel: "Reference",
      fields: [
        ["Company", message.company ?? ""],
        ["Email", message.email],
        ["Country", countryLabel(message.country, message.country_code)],
        ["Purpose", message.message ?? ""],
        ["Documents", documents.join("; ")],
      ],
    });
  },
  acknowledgement: null,
  emailJs: (message) => ({
    template: "inquiry",
    params: {
      product: requestedLabels(message).join("; "),
      email: message.email,
      phone: "",
      country: message.country ?? "",
      message: message.message ?? "",
    },
  }),
} satisfies MessageKindModule<"document-request">;
