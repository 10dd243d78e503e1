import { data, Form, useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminNotFound } from "~/components/admin/admin-not-found";
import { enhanceAdminAction } from "~/components/admin/admin-form-action";
import { LocalTime } from "~/components/admin/local-time";
import { stacked } from "~/components/admin/stacked-table";
import { useHydrated } from "~/components/ui/use-hydrated";
import { answerForm, ENHANCED_FIELD, formValues, refusalReason } from "~/forms/form-result";
import { useFormResult } from "~/components/ui/use-form-result";
import { adminPath } from "~/config/admin-paths";
import { PRODUCT_NOTICES } from "~/catalogue/product-form";
import { fieldSpec, PRODUCT_FIELD_KEYS, type ProductFieldKey } from "~/schemas/product-fields";
import { requireAdmin } from "~server/auth/require-admin.server";
import { actorOf } from "~server/catalogue/product-admin.server";
import type { ChangedField, ProductTranslation, ProductValues, RevisionAction } from "~server/catalogue/product-repository.server";
import { LOCALE_NAMES } from "~/i18n/locales";
import type { Route } from "./+types/product-history";

export const meta = () => adminMeta("Product history");

const RESTORE_FORM = "restore-revision";

const ACTION_LABELS: Record<RevisionAction, string> = {
  create: "Created",
  duplicate: "Created as a copy",
  update: "Edited",
  publish: "Published",
  hide: "Hidden",
  restore: "Restored an earlier version",
  delete: "Deleted",
  translate: "Translation saved",
};

/** A recorded value as the history shows it: a list on one line, yes or no, a choice's label, "(empty)". */
function valueText(field: ChangedField, value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? "(empty)" : value.map(String).join(" · ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const labels = fieldSpec(field).optionLabels;
  if (labels && typeof value === "string") return labels[value] ?? value;
  const text = value === null || value === undefined ? "" : String(value);
  return text === "" ? "(empty)" : text;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "productHistory");
  const found = await context.services.productAdmin.history(params.id);
  if (found.kind !== "ok") throw data(found.message, { status: 404 });
  const { product, revisions } = found.value;
  return {
    product: { id: product.id, name: product.name },
    revisions: revisions.map((r) => ({
      id: r.id,
      at: new Date(r.createdAt).toISOString(),
      who: r.adminName,
      action: r.translation
        ? `${r.action === "restore" ? "Restored an earlier translation" : ACTION_LABELS.translate} (${LOCALE_NAMES[r.translation.locale]})`
        : (ACTION_LABELS[r.action] ?? r.action),
      previous: r.previous,
      translation: r.translation ? { language: LOCALE_NAMES[r.translation.locale], previous: r.translation.previous } : null,
      // Older revisions recorded no changes (null): they show their action alone.
      changes:
        r.changes?.map((change) => ({
          label: r.translation ? `${fieldSpec(change.field).label} (${LOCALE_NAMES[r.translation.locale]})` : fieldSpec(change.field).label,
          before: valueText(change.field, change.before),
          after: valueText(change.field, change.after),
        })) ?? null,
    })),
  };
}

/** Restores the values a revision kept: the product as it was before that change. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services, "productHistory");
  const posted = formValues(await request.formData());
  const outcome = await context.services.productAdmin.restore(params.id, posted.revision ?? "", actorOf(admin));
  return answerForm(RESTORE_FORM, outcome, posted, `${adminPath("productHistory", { id: params.id })}?notice=restored`);
}

export function clientAction({ serverAction, params }: Route.ClientActionArgs) {
  return enhanceAdminAction(serverAction, {
    success: "Product restored",
    failure: "Failed to restore product",
    done: adminPath("productHistory", { id: params.id }),
  });
}

/** Terms and their values, as a revision shows them. */
function TermList({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-700">{term}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The order of the values a revision kept; the fields not named follow in the table's order. */
const VALUES_ORDER: readonly ProductFieldKey[] = ["name", "status", "category", "dosageForm", "packSize", "composition", "descriptionList", "keyBenefits", "uses", "featured", "position", "remark"];
/** Shown with "Featured" ("Yes (order 2)") rather than on a line of its own. */
const SHOWN_WITH_FEATURED: ProductFieldKey = "featuredOrder";

/** One kept value as the list shows it: a list on one line, a choice's label, "None" for nothing. */
function keptText(field: ProductFieldKey, values: ProductValues): string {
  const value: unknown = values[field];
  if (field === "featured") return values.featured ? `Yes (order ${values.featuredOrder})` : "No";
  if (Array.isArray(value)) return value.join(" · ") || "None";
  const labels = fieldSpec(field).optionLabels;
  if (labels && typeof value === "string") return labels[value] ?? value;
  return value === null || value === undefined || value === "" ? "None" : String(value);
}

/** The values a revision kept, as a short list. */
function Values({ values }: { values: ProductValues }) {
  const fields = [...VALUES_ORDER, ...PRODUCT_FIELD_KEYS.filter((field) => !VALUES_ORDER.includes(field) && field !== SHOWN_WITH_FEATURED)];
  const rows = fields.map((field): [string, string] => [fieldSpec(field).label, keptText(field, values)]);
  return <TermList rows={rows} />;
}

/** A translation's texts before its save. */
function TranslationValues({ language, previous }: { language: string; previous: ProductTranslation | null }) {
  const rows: Array<[string, string]> = previous
    ? [
        [`Description list (${language})`, previous.descriptionList.join(" · ")],
        [`Key benefits (${language})`, previous.keyBenefits.join(" · ") || "None"],
        [`Uses (${language})`, previous.uses.join(" · ") || "None"],
      ]
    : [[language, "No translation: the English texts were shown"]];
  return <TermList rows={rows} />;
}

const head = "px-3 py-3 font-semibold whitespace-nowrap";
const cell = `${stacked.cell} px-3 align-top sm:py-3`;
const link = "font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900";

export default function ProductHistory({ loaderData }: Route.ComponentProps) {
  const { product, revisions } = loaderData;
  const hydrated = useHydrated();
  const notice = PRODUCT_NOTICES[new URLSearchParams(useLocation().search).get("notice") ?? ""];
  // A refused restore: the toast says it with JavaScript, this line without.
  const refused = useFormResult(RESTORE_FORM).result;
  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Product history</h1>
        <p className="break-words text-slate-700">{product.name}</p>
        <nav aria-label="This product" className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to={adminPath("editProduct", { id: product.id })} className={link}>
            Edit product
          </Link>
          <Link to={adminPath("products")} className={link}>
            All products
          </Link>
        </nav>
      </div>
      {notice && (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900">
          {notice}
        </p>
      )}
      {refused && !hydrated && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">
          {refusalReason(refused)}
        </p>
      )}
      <p className="text-slate-700">
        Newest first. Each change keeps the values the product had before it; restoring them is itself a change, which can be
        undone the same way.
      </p>
      {revisions.length === 0 ? (
        <p
          className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700"
          data-testid="no-history"
        >
          No changes yet: the product is as the catalogue file loaded it.
        </p>
      ) : (
        <div
          role="region"
          aria-labelledby="history-caption"
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <table className={`${stacked.table} sm:min-w-[44rem]`}>
            <caption id="history-caption" className="sr-only">
              Changes to this product, newest first
            </caption>
            <thead className={stacked.head}>
              <tr>
                <th scope="col" className={head}>
                  When
                </th>
                <th scope="col" className={head}>
                  Who
                </th>
                <th scope="col" className={head}>
                  Change
                </th>
                <th scope="col" className={head}>
                  Before the change
                </th>
              </tr>
            </thead>
            <tbody className={stacked.body}>
              {revisions.map((revision) => (
                <tr key={revision.id} className={stacked.row} data-testid="revision-row">
                  <td className={cell} data-label="When">
                    <LocalTime iso={revision.at} />
                  </td>
                  <td className={cell} data-label="Who">
                    {revision.who}
                  </td>
                  <td className={cell} data-label="Change">
                    <div className="grid gap-1">
                      <span>{revision.action}</span>
                      {revision.changes && revision.changes.length === 0 && <span className="text-slate-600">Saved without a change</span>}
                      {revision.changes && revision.changes.length > 0 && (
                        <ul className="grid gap-1" aria-label="What changed">
                          {revision.changes.map((change) => (
                            <li key={change.label} className="break-words">
                              <span className="font-semibold">{change.label}</span>
                              {": "}
                              <del className="text-slate-700">{change.before}</del>
                              {" → "}
                              <ins className="no-underline">{change.after}</ins>
                            </li>
                          ))}
                        </ul>
                      )}
                    </div>
                  </td>
                  <td className={cell} data-label="Before">
                    {revision.previous ? (
                      <div className="grid gap-2">
                        <details>
                          <summary className="cursor-pointer font-medium text-slate-800">Values before</summary>
                          {revision.translation ? (
                            <TranslationValues language={revision.translation.language} previous={revision.translation.previous} />
                          ) : (
                            <Values values={revision.previous} />
                          )}
                        </details>
                        <Form method="post">
                          {hydrated && <input type="hidden" name={ENHANCED_FIELD} value="1" />}
                          <input type="hidden" name="revision" value={revision.id} />
                          <button
                            type="submit"
                            className="inline-flex min-h-9 items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
                            aria-label={`Restore the values before the change of ${revision.at}`}
                          >
                            Restore these values
                          </button>
                        </Form>
                      </div>
                    ) : (
                      <span className="text-slate-600">Nothing: the product was new</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminNotFound error={error} toastTitle="Product not found">
      <div className="grid gap-6">
        <h1 className="text-2xl font-bold text-slate-900">Product history</h1>
        <p className="py-10 text-slate-700">This product could not be found. It may have been deleted.</p>
      </div>
    </AdminNotFound>
  );
}
