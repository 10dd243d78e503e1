import { Form, useNavigation } from "react-router";
import { controlClass, FormField } from "~/components/ui/form-field";
import { useFormResult } from "~/components/ui/use-form-result";
import { firstErrorField, useRefusalFocus } from "~/components/admin/use-refusal-focus";
import { HoneypotField } from "~/components/site/honeypot-field";
import { CountryField } from "~/components/site/country-field";
import { countryOptions } from "~/company/countries.server";
import { clientTexts, dictionaryFor, requestLocale } from "~/i18n/dictionary.server";
import { format } from "~/i18n/format";
import { useLocale, useTexts } from "~/i18n/use-messages";
import { sitePath } from "~/config/paths";
import { localizedSeo, pageMeta } from "~/seo/seo";
import { DOCUMENT_REQUEST_LIMITS } from "~/schemas/document-requests";
import { validationText, validationTexts, type ValidationText } from "~/schemas/validation-messages";
import type { FormResult } from "~/forms/form-result";
import { received, send } from "~/loader-data";
import type { Route } from "./+types/document-request";
import { handleDocumentRequestPost, requestableDocuments } from "./document-request.server";

const FORM = "document-request";

/**
 * The document request page (decision 0062): the documents the company shares on request, to
 * tick, and who asks for what. A plain form posted to this page's action, with or without
 * JavaScript; `?document=<id>` (a document card's Request link) ticks that one.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { services } = context;
  const chosen = new URL(request.url).searchParams.getAll("document").map((id) => id.toLowerCase());
  return {
    page: send({
      seo: localizedSeo({
        siteUrl: services.env.SITE_URL,
        path: sitePath("documentRequest"),
        locale,
        title: dictionaryFor(locale).messages.documents.request.title,
        description: dictionaryFor(locale).messages.documents.request.metaDescription,
      }),
      documents: requestableDocuments(services, locale),
      chosen,
      linkDays: services.env.DOCUMENT_LINK_DAYS,
      countries: countryOptions(locale),
    }),
    messages: clientTexts(locale, "documents", "forms"),
  };
}

export async function action(args: Route.ActionArgs) {
  return handleDocumentRequestPost(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData && received(loaderData.page).seo);

export default function DocumentRequestPage({ loaderData }: Route.ComponentProps) {
  const { documents, chosen, linkDays, countries } = received(loaderData.page);
  const texts = useTexts("documents");
  const forms = useTexts("forms");
  const t = texts.request;
  const locale = useLocale();
  const navigation = useNavigation();
  const { result, errors: shown } = useFormResult<FormResult<unknown, ValidationText>>(FORM);
  const errors = validationTexts(shown, forms.validation, locale);
  const values = result?.values ?? {};
  const posted = result?.values ? new Set((result.values.documents ?? "").split(" ").filter(Boolean)) : null;
  const ticked = posted ?? new Set(chosen);
  const pending = navigation.state === "submitting";
  // After a plain post, focus goes to the first field the server refused (which scrolls it into
  // view); with JavaScript the same, once the refusal is on screen.
  const firstError = firstErrorField(result);
  const { ref } = useRefusalFocus(result);

  return (
    <div className="container-page grid max-w-3xl gap-6 py-12 sm:py-16">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t.title}</h1>
        <p className="text-lg text-slate-700">{format(t.intro, { days: linkDays })}</p>
      </header>

      {result?.sent ? (
        <div role="status" tabIndex={-1} autoFocus className="rounded-md border border-primary-300 bg-primary-50 px-4 py-3 text-primary-900">
          <p className="font-semibold">{t.sentTitle}</p>
          <p>{t.sent}</p>
        </div>
      ) : documents.length === 0 ? (
        <p className="text-slate-700">{t.none}</p>
      ) : (
        <Form ref={ref} method="post" noValidate className="relative grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {result?.message ? (
            <div role="alert" tabIndex={-1} autoFocus={!firstError} className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
              <p className="font-semibold">{forms.notices.failedTitle}</p>
              <p>{validationText(result.message, forms.validation, locale)}</p>
            </div>
          ) : null}
          <fieldset aria-describedby={errors.documents ? "request-documents-error" : undefined} className="grid gap-3">
            <legend className="mb-1 font-medium text-slate-800">
              {t.documentsLegend}
              <span aria-hidden="true" className="text-red-700">
                {" "}
                *
              </span>
            </legend>
            {documents.map((document, index) => (
              <label key={document.id} className="flex items-start gap-3 rounded-md border border-slate-200 px-3 py-3 hover:bg-slate-50">
                <input
                  type="checkbox"
                  name="documents"
                  value={document.id}
                  defaultChecked={ticked.has(document.id)}
                  autoFocus={index === 0 && firstError === "documents"}
                  aria-invalid={errors.documents ? true : undefined}
                  className="mt-1 h-5 w-5 shrink-0"
                />
                <span className="grid min-w-0 gap-0.5">
                  <span className="font-semibold break-words text-slate-900">{document.title}</span>
                  <span className="text-sm text-slate-700">
                    {document.typeName}
                    {document.country ? ` · ${document.country}` : ""}
                  </span>
                  <span className="text-sm break-words text-slate-600">
                    <bdi>{document.products || t.companyDocument}</bdi>
                  </span>
                </span>
              </label>
            ))}
            {errors.documents ? (
              <p id="request-documents-error" className="text-sm font-medium text-red-700">
                {errors.documents}
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="request-email" name="email" label={t.email} required error={errors.email}>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  autoComplete="email"
                  maxLength={DOCUMENT_REQUEST_LIMITS.email}
                  defaultValue={values.email}
                  autoFocus={firstError === "email"}
                  className={controlClass}
                />
              )}
            </FormField>
            <FormField id="request-company" name="company" label={t.company} required error={errors.company}>
              {(control) => (
                <input
                  {...control}
                  autoComplete="organization"
                  maxLength={DOCUMENT_REQUEST_LIMITS.company}
                  defaultValue={values.company}
                  autoFocus={firstError === "company"}
                  className={controlClass}
                />
              )}
            </FormField>
          </div>
          <CountryField
            id="request-country"
            defaultValue={values.country ?? ""}
            error={errors.country}
            maxLength={DOCUMENT_REQUEST_LIMITS.country}
            autoFocus={firstError === "country"}
            options={countries}
          />
          <FormField id="request-purpose" name="purpose" label={t.purpose} required hint={t.purposeHint} error={errors.purpose}>
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={DOCUMENT_REQUEST_LIMITS.purpose}
                defaultValue={values.purpose}
                autoFocus={firstError === "purpose"}
                className={controlClass}
              />
            )}
          </FormField>
          <HoneypotField />
          <div>
            <button
              type="submit"
              disabled={pending}
              className="inline-flex min-h-11 items-center rounded-md bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800 disabled:opacity-70"
            >
              {pending ? t.sending : t.submit}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
