import type { FormEvent } from "react";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminForm } from "~/components/admin/admin-form";
import { enhanceAdminAction } from "~/components/admin/admin-form-action";
import { controlClass } from "~/components/ui/form-field";
import { useFormResult } from "~/components/ui/use-form-result";
import { adminPath } from "~/config/admin-paths";
import { withQuery } from "~/config/paths";
import { answerForm, formValues, toFormResult } from "~/forms/form-result";
import { invalid } from "~/forms/outcome";
import { LANGUAGES, LOCALES, type Locale } from "~/i18n/locales";
import { TERM_NAME_MAX, VOCABULARY_LABELS } from "~/schemas/catalogue-terms";
import { VOCABULARY_KINDS, type VocabularyKind } from "~/schemas/product-vocabulary";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/catalogue-terms";

export const meta = () => adminMeta("Categories and dosage forms");

const NOTICES: Record<string, string> = { added: "Added. Products can be filed under it now.", renamed: "Names saved. Every page shows them now." };

/** A form's name on this page: adding to a list, or renaming one of its terms. */
const addForm = (kind: VocabularyKind) => `add-${kind}`;
const renameForm = (kind: VocabularyKind, key: string) => `rename-${kind}-${key}`;

/** The posted names (`names.en`, `names.fr`...) as one object. */
function namesOf(posted: Record<string, string>): Record<string, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, posted[`names.${locale}`] ?? ""]));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "catalogueTerms");
  const { vocabulary } = context.services;
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    lists: VOCABULARY_KINDS.map((kind) => ({ kind, terms: vocabulary.list(kind).map(({ key, names, seeded }) => ({ key, names, seeded })) })),
    notice: notice ? (NOTICES[notice] ?? null) : null,
  };
}

/** Adding and renaming, with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context.services, "catalogueTerms");
  const posted = formValues(await request.formData());
  const { vocabulary } = context.services;
  const kind = VOCABULARY_KINDS.find((k) => k === posted.kind);
  if (!kind) return toFormResult("unknown", invalid({}, "Unknown list"));
  if (posted.intent === "add") {
    return answerForm(addForm(kind), await vocabulary.add(kind, namesOf(posted)), posted, withQuery(adminPath("catalogueTerms"), { notice: "added" }));
  }
  if (posted.intent === "rename" && posted.key) {
    const outcome = await vocabulary.rename(kind, posted.key, namesOf(posted));
    return answerForm(renameForm(kind, posted.key), outcome, posted, withQuery(adminPath("catalogueTerms"), { notice: "renamed" }));
  }
  return toFormResult("unknown", invalid({}, "Unknown action"));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return enhanceAdminAction(serverAction, { success: "Saved", failure: "Not saved", done: adminPath("catalogueTerms") });
}

/** The form's own check before it posts: every language's name given (the server checks again). */
function checkNames(event: FormEvent<HTMLFormElement>, setErrors: (errors: Record<string, string>) => void) {
  const form = new FormData(event.currentTarget);
  const missing = Object.fromEntries(LOCALES.filter((locale) => String(form.get(`names.${locale}`) ?? "").trim() === "").map((locale) => [`names.${locale}`, "Name is required"]));
  if (Object.keys(missing).length > 0) {
    event.preventDefault();
    setErrors(missing);
  }
}

/** One name box per language, each in its own direction. */
function NameFields({ prefix, names, errors }: { prefix: string; names: Partial<Record<Locale, string>>; errors: Record<string, string> }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
      {LOCALES.map((locale) => {
        const id = `${prefix}-${locale}`;
        const error = errors[`names.${locale}`];
        return (
          <div key={locale} className="grid min-w-0 gap-1">
            <label htmlFor={id} className="font-medium text-slate-800">
              {LANGUAGES[locale].name}
            </label>
            <input
              id={id}
              name={`names.${locale}`}
              defaultValue={names[locale] ?? ""}
              lang={locale}
              dir={LANGUAGES[locale].direction}
              maxLength={TERM_NAME_MAX}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={controlClass}
            />
            {error && (
              <p id={`${id}-error`} className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

function RenameTerm({ kind, term }: { kind: VocabularyKind; term: { key: string; names: Record<Locale, string>; seeded: boolean } }) {
  const form = renameForm(kind, term.key);
  const { result, errors, setErrors } = useFormResult(form);
  const posted = result?.values as Record<string, string> | undefined;
  const names = posted ? (namesOf(posted) as Record<Locale, string>) : term.names;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-term={term.key}>
      <details open={result !== undefined}>
        <summary className="cursor-pointer font-semibold text-slate-900">
          {term.names.en}
          <span className="ms-2 text-sm font-normal text-slate-600">
            {term.key !== term.names.en ? `(added as ${term.key}) ` : ""}
            {term.seeded ? "from the specification" : "added by an admin"}
          </span>
        </summary>
        <div className="mt-3">
          <AdminForm result={result} submitLabel={`Save the names of ${term.names.en}`} onSubmit={(event) => checkNames(event, setErrors)}>
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="key" value={term.key} />
            <NameFields prefix={`${form}`.replace(/[^\w-]/g, "_")} names={names} errors={errors} />
          </AdminForm>
        </div>
      </details>
    </li>
  );
}

function AddTerm({ kind }: { kind: VocabularyKind }) {
  const form = addForm(kind);
  const { result, errors, setErrors } = useFormResult(form);
  const posted = result?.values as Record<string, string> | undefined;
  const label = VOCABULARY_LABELS[kind].toLowerCase();
  return (
    <section aria-labelledby={`${form}-title`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={`${form}-title`} className="font-semibold text-slate-900">{`Add a ${label}`}</h3>
      <p className="mt-1 text-sm text-slate-600">Its English name is also its key: products store it and the web address carries it, even after a rename.</p>
      <div className="mt-3">
        <AdminForm result={result} submitLabel={`Add the ${label}`} onSubmit={(event) => checkNames(event, setErrors)}>
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="kind" value={kind} />
          <NameFields prefix={form} names={posted ? namesOf(posted) : {}} errors={errors} />
        </AdminForm>
      </div>
    </section>
  );
}

export default function CatalogueTermsPage({ loaderData }: Route.ComponentProps) {
  const { lists, notice } = loaderData;
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Categories and dosage forms</h1>
        <p className="mt-1 text-slate-700">The lists a product is filed under, with their names in every language of the site.</p>
        {notice && (
          <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-green-900">
            {notice}
          </p>
        )}
      </div>
      {lists.map(({ kind, terms }) => (
        <section key={kind} aria-labelledby={`${kind}-list`} className="grid gap-3">
          <h2 id={`${kind}-list`} className="text-xl font-semibold text-slate-900">
            {kind === "category" ? "Categories" : "Dosage forms"}
          </h2>
          <ul className="grid gap-2">
            {terms.map((term) => (
              <RenameTerm key={term.key} kind={kind} term={term} />
            ))}
          </ul>
          <AddTerm kind={kind} />
        </section>
      ))}
    </div>
  );
}
