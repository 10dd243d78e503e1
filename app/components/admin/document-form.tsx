import { Form, useNavigation } from "react-router";
import { FormField, controlClass } from "~/components/ui/form-field";
import { useFormResult } from "~/components/ui/use-form-result";
import {
  COMPANY_DOCUMENT_TYPES,
  COUNTRY_REQUIRED_TYPES,
  DOCUMENT_ACCEPT,
  DOCUMENT_FILE_FIELD,
  DOCUMENT_LANGUAGES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_VISIBILITIES,
  EXPIRY_REQUIRED_TYPES,
  NOTE_MAX,
  PRODUCT_DOCUMENT_TYPES,
  REGISTRATION_DOCUMENT_TYPES,
  TEXT_MAX,
  VISIBILITY_LABELS,
} from "~/schemas/documents";

/** The forms of the library's pages. */
export const NEW_DOCUMENT_FORM = "new-document";
export const DOCUMENT_DETAILS_FORM = "document-details";
export const NEW_VERSION_FORM = "new-version";

/** A document's details as the form shows them (strings, the products as ids). */
export interface DocumentFormValues {
  type: string;
  title: string;
  number: string;
  issuer: string;
  issuedOn: string;
  expiresOn: string;
  country: string;
  scopeNote: string;
  verificationUrl: string;
  language: string;
  visibility: string;
  productIds: string[];
}

export const EMPTY_DOCUMENT: DocumentFormValues = {
  type: "",
  title: "",
  number: "",
  issuer: "",
  issuedOn: "",
  expiresOn: "",
  country: "",
  scopeNote: "",
  verificationUrl: "",
  language: "en",
  visibility: "public",
  productIds: [],
};

export interface DocumentChoices {
  products: { id: string; name: string }[];
  countries: { code: string; name: string }[];
}

const button = "inline-flex items-center justify-center rounded-md px-5 py-2.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";
export const primaryButton = `${button} justify-self-start bg-primary-700 text-white hover:bg-primary-800`;

const TYPE_GROUPS = [
  { label: "Company documents", types: COMPANY_DOCUMENT_TYPES },
  { label: "Product documents", types: PRODUCT_DOCUMENT_TYPES },
  { label: "Registrations", types: REGISTRATION_DOCUMENT_TYPES },
] as const;

/** A refused post's values over the page's own (a product list comes back as JSON). */
export function valuesAfter(values: DocumentFormValues, posted: Record<string, string> | undefined): DocumentFormValues {
  if (!posted) return values;
  const next = { ...values };
  for (const key of Object.keys(EMPTY_DOCUMENT) as (keyof DocumentFormValues)[]) {
    if (key === "productIds") continue;
    if (posted[key] !== undefined) next[key] = posted[key];
  }
  if (posted.productIds !== undefined) {
    try {
      next.productIds = JSON.parse(posted.productIds) as string[];
    } catch {
      next.productIds = [];
    }
  }
  return next;
}

/**
 * A document's details and, for a new document, its file: one multipart post that works
 * without JavaScript (the page comes back with its notice, or with the errors under the fields).
 */
export function DocumentForm({
  form,
  values,
  choices,
  withFile,
  submitLabel,
}: {
  form: string;
  values: DocumentFormValues;
  choices: DocumentChoices;
  withFile: boolean;
  submitLabel: string;
}) {
  const { result, errors } = useFormResult(form);
  const shown = valuesAfter(values, result?.values);
  const posting = useNavigation().formData?.get("intent") === form;
  const id = (name: string) => `${form}-${name}`;
  const text = (name: keyof DocumentFormValues, label: string, options: { required?: boolean; max?: number; type?: string; hint?: string } = {}) => (
    <FormField id={id(name)} name={name} label={label} required={options.required} error={errors[name]} hint={options.hint}>
      {(control) => (
        <input
          {...control}
          type={options.type ?? "text"}
          defaultValue={shown[name] as string}
          maxLength={options.max}
          className={controlClass}
          dir={options.type === "url" || options.type === "date" ? "ltr" : "auto"}
        />
      )}
    </FormField>
  );
  return (
    <Form
      method="post"
      encType={withFile ? "multipart/form-data" : undefined}
      noValidate
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby={id("heading")}
    >
      <h2 id={id("heading")} className="text-lg font-semibold text-slate-900">
        {withFile ? "Add a document" : "Details"}
      </h2>
      {result && !result.sent && result.message && !result.errors && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {result.message}
        </p>
      )}
      <input type="hidden" name="intent" value={form} />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id={id("type")} name="type" label="Type" required error={errors.type}>
          {(control) => (
            <select {...control} defaultValue={shown.type} className={controlClass}>
              <option value="">Choose a type</option>
              {TYPE_GROUPS.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.types.map((type) => (
                    <option key={type} value={type}>
                      {DOCUMENT_TYPE_LABELS[type]}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </FormField>
        {text("title", "Title", { required: true, max: TEXT_MAX })}
        {text("number", "Number", { max: TEXT_MAX })}
        {text("issuer", "Issuer", { max: TEXT_MAX })}
        {text("issuedOn", "Issue date", { type: "date" })}
        {text("expiresOn", "Expiry date", {
          type: "date",
          hint: `Required for ${EXPIRY_REQUIRED_TYPES.map((type) => DOCUMENT_TYPE_LABELS[type]).join(", ")}.`,
        })}
        <FormField
          id={id("country")}
          name="country"
          label="Country"
          error={errors.country}
          hint={`Required for ${COUNTRY_REQUIRED_TYPES.map((type) => DOCUMENT_TYPE_LABELS[type]).join(" and ")}.`}
        >
          {(control) => (
            <select {...control} defaultValue={shown.country} className={controlClass}>
              <option value="">No country</option>
              {choices.countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={id("language")} name="language" label="Language" required error={errors.language}>
          {(control) => (
            <select {...control} defaultValue={shown.language} className={controlClass}>
              {Object.entries(DOCUMENT_LANGUAGES).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {text("verificationUrl", "Verification URL", { type: "url", max: 500, hint: "https:// address of the issuer's register, where a buyer checks the document." })}
        <FormField id={id("visibility")} name="visibility" label="Visibility" required error={errors.visibility}>
          {(control) => (
            <select {...control} defaultValue={shown.visibility} className={controlClass}>
              {DOCUMENT_VISIBILITIES.map((visibility) => (
                <option key={visibility} value={visibility}>
                  {VISIBILITY_LABELS[visibility]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField id={id("scopeNote")} name="scopeNote" label="Scope note" error={errors.scopeNote}>
        {(control) => <textarea {...control} defaultValue={shown.scopeNote} maxLength={NOTE_MAX} rows={2} className={controlClass} dir="auto" />}
      </FormField>
      <FormField
        id={id("productIds")}
        name="productIds"
        label="Products"
        error={errors.productIds}
        hint="A product document or registration: one or more products (Ctrl or Cmd to choose several). A company document: none."
      >
        {(control) => (
          <select {...control} multiple defaultValue={shown.productIds} size={8} className={controlClass}>
            {choices.products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {withFile && (
        <FormField
          id={id("file")}
          name={DOCUMENT_FILE_FIELD}
          label="File"
          required
          error={errors[DOCUMENT_FILE_FIELD]}
          hint="PDF, JPEG or PNG, up to 20 MB. A PDF that is encrypted or carries JavaScript is refused."
        >
          {(control) => <input {...control} type="file" accept={DOCUMENT_ACCEPT} className={controlClass} />}
        </FormField>
      )}
      <button type="submit" disabled={posting} className={primaryButton}>
        {posting ? "Saving…" : submitLabel}
      </button>
    </Form>
  );
}

/** The form that replaces a document's file; the earlier file stays in the history. */
export function NewVersionForm() {
  const { result, errors } = useFormResult(NEW_VERSION_FORM);
  const posting = useNavigation().formData?.get("intent") === NEW_VERSION_FORM;
  const error = errors[DOCUMENT_FILE_FIELD] ?? (result && !result.sent ? result.message : undefined);
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="new-version-heading">
      <h2 id="new-version-heading" className="text-lg font-semibold text-slate-900">
        Upload a new version
      </h2>
      <input type="hidden" name="intent" value={NEW_VERSION_FORM} />
      <FormField
        id="new-version-file"
        name={DOCUMENT_FILE_FIELD}
        label="New file"
        required
        error={error}
        hint="PDF, JPEG or PNG, up to 20 MB. It becomes the current file; the earlier ones stay in the history."
      >
        {(control) => <input {...control} type="file" accept={DOCUMENT_ACCEPT} className={controlClass} />}
      </FormField>
      <button type="submit" disabled={posting} className={primaryButton}>
        {posting ? "Uploading…" : "Upload new version"}
      </button>
    </Form>
  );
}
