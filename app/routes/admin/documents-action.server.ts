import { data, type AppLoadContext } from "react-router";
import { adminPath } from "~/config/admin-paths";
import { withQuery } from "~/config/paths";
import { answerForm, formValues, type FormResult } from "~/forms/form-result";
import { DOCUMENT_DETAILS_FORM, NEW_DOCUMENT_FORM, NEW_VERSION_FORM } from "~/components/admin/document-form";
import { countriesByName } from "~/company/countries.server";
import type { AdminUser } from "~server/auth/require-admin.server";
import { readRequestUpload } from "~server/http/multipart.server";
import { DOCUMENT_UPLOAD_LIMITS } from "~server/http/upload-limits.server";

/** What the library's forms choose from: every product, every country. */
export async function documentChoices(context: AppLoadContext) {
  const products = await context.services.documents.productChoices();
  return { products: products.map(({ id, name }) => ({ id, name })), countries: countriesByName() };
}

/** The posted values a refused form gets back: the product list as one JSON value. */
const postedBack = (fields: Record<string, string>, productIds: readonly string[]) => ({ ...fields, productIds: JSON.stringify(productIds) });

/**
 * The library's posts, with or without JavaScript (decision 0034): a new document (multipart:
 * details and file), a document's details (a plain form), a new version (multipart). Uploads
 * stream through the document's own limits; nothing of a refused file is stored.
 */
export async function documentsAction(request: Request, context: AppLoadContext, admin: AdminUser, documentId?: string) {
  const { documents } = context.services;
  const type = request.headers.get("content-type") ?? "";
  if (/^multipart\/form-data\b/i.test(type)) {
    const read = await readRequestUpload(request, DOCUMENT_UPLOAD_LIMITS);
    if (!read.ok) return data<FormResult>({ form: documentId ? NEW_VERSION_FORM : NEW_DOCUMENT_FORM, message: read.message }, { status: read.status });
    const productIds = read.lists.productIds ?? [];
    const file = read.files[0];
    if (documentId && read.fields.intent === NEW_VERSION_FORM) {
      const outcome = await documents.addVersion(documentId, file, admin.id);
      return answerForm(NEW_VERSION_FORM, outcome, read.fields, withQuery(adminPath("document", { id: documentId }), { notice: "version" }));
    }
    if (!documentId && read.fields.intent === NEW_DOCUMENT_FORM) {
      const outcome = await documents.create({ ...read.fields, productIds }, file, admin.id);
      return answerForm(NEW_DOCUMENT_FORM, outcome, postedBack(read.fields, productIds), (document) =>
        withQuery(adminPath("document", { id: document.id }), { notice: "created" }),
      );
    }
    return data<FormResult>({ form: "", message: "Unknown action" }, { status: 400 });
  }
  const form = await request.formData();
  const posted = formValues(form);
  if (documentId && posted.intent === DOCUMENT_DETAILS_FORM) {
    const productIds = form.getAll("productIds").map(String);
    const outcome = await documents.update(documentId, { ...posted, productIds });
    return answerForm(DOCUMENT_DETAILS_FORM, outcome, postedBack(posted, productIds), withQuery(adminPath("document", { id: documentId }), { notice: "saved" }));
  }
  return data<FormResult>({ form: "", message: "Unknown action" }, { status: 400 });
}
