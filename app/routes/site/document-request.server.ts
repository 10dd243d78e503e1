import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { localCountryName } from "~/company/countries.server";
import { dictionaryFor, requestLocale } from "~/i18n/dictionary.server";
import type { Locale } from "~/i18n/locales";
import { toFormResult } from "~/forms/form-result";
import { HONEYPOT_FIELD } from "~/schemas/form-rules";
import { DOCUMENT_REQUEST_FIELDS } from "~/schemas/document-requests";
import { readFormPost } from "./form-post.server";

/** The form's fields other than the ticked documents. */
const TEXT_FIELDS = DOCUMENT_REQUEST_FIELDS.filter((field) => field !== "documents");

/** A document a buyer may tick on the request page, in the page's language. */
export interface RequestableDocument {
  id: string;
  title: string;
  typeName: string;
  /** The country it names (a CoPP's, a registration's), in the page's language. */
  country: string | null;
  /** The products it is attached to, by name; "" for a company document. */
  products: string;
}

export function requestableDocuments(services: AppLoadContext["services"], locale: Locale): RequestableDocument[] {
  const types = dictionaryFor(locale).messages.documents.types;
  return services.documentRequests.requestable().map((document) => ({
    id: document.id,
    title: document.title,
    typeName: types[document.type],
    country: document.country && (localCountryName(document.country, locale) ?? document.country),
    products: document.products.map((product) => product.name).join(", "),
  }));
}

/**
 * The request page's form, posted with or without JavaScript: the ticked documents (a repeated
 * field) and who asks. The answer is rendered in the page: the notice, or the errors with what
 * was typed (the ticked documents as one space-separated value).
 */
export async function handleDocumentRequestPost({ request, context }: Pick<ActionFunctionArgs, "request" | "context">) {
  const form = "document-request";
  const read = await readFormPost(request, form);
  if (!("params" in read)) return read;
  const { params } = read;
  const documents = params.getAll("documents");
  const input: Record<string, unknown> = { documents };
  for (const field of [...TEXT_FIELDS, HONEYPOT_FIELD]) {
    const value = params.get(field);
    if (value !== null) input[field] = value;
  }
  const outcome = await context.services.messages.submitDocumentRequest(input, context.clientIp, requestLocale(request));
  const values: Record<string, string> = { documents: documents.join(" ") };
  for (const field of TEXT_FIELDS) values[field] = params.get(field) ?? "";
  return toFormResult(form, outcome, values);
}
