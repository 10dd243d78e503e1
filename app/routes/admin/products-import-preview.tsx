import { useEffect } from "react";
import { Form, data, isRouteErrorResponse, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { toast } from "sonner";
import { enhanceAdminAction } from "~/components/admin/admin-form-action";
import { adminMeta } from "~/components/admin/admin-meta";
import { LocalTime } from "~/components/admin/local-time";
import { PreviewAlert, PreviewSection, RowsTable } from "~/components/admin/import-preview";
import { useFormResult } from "~/components/ui/use-form-result";
import { useHydrated } from "~/components/ui/use-hydrated";
import { Icon } from "~/components/ui/icon";
import { adminPath } from "~/config/admin-paths";
import { ENHANCED_FIELD, answerForm, formValues, refusalReason } from "~/forms/form-result";
import { requireAdmin } from "~server/auth/require-admin.server";
import { actorOf } from "~server/catalogue/product-admin.server";
import { IMPORT_TEXT } from "~/catalogue/catalogue-import";
import type { Route } from "./+types/products-import-preview";

export const meta = () => adminMeta("Import preview");

const APPLY_FORM = "apply-import";
/** Where an applied import goes: the products, as they now are. */
const DONE = adminPath("products");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context.services, "productsImportPreview");
  const found = await context.services.catalogueSheets.getPreview(actorOf(admin), params.token);
  if (found.kind !== "ok") throw data(found.message, { status: 404 });
  const { plan, ...preview } = found.value;
  return {
    ...preview,
    createdAt: new Date(preview.createdAt).toISOString(),
    expiresAt: new Date(preview.expiresAt).toISOString(),
    counts: plan.counts,
    ignoredColumns: plan.ignoredColumns,
    // Only what the page shows: a changed row's columns with their values before and after (a
    // preview stored before those were kept names the columns only).
    rows: plan.rows.map((row) => ({
      row: row.row,
      action: row.action,
      name: row.name,
      slug: row.slug,
      changes: row.action === "update" ? (row.changes ?? row.changed.map((column) => ({ column, from: null, to: null }))) : [],
      previousSlug: row.action === "update" && row.previousSlug !== row.slug ? row.previousSlug : null,
      problems: row.action === "error" ? row.problems : [],
    })),
  };
}

/** The confirm: applies exactly the stored preview, in one transaction, or nothing. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services, "productsImportPreview");
  const posted = formValues(await request.formData());
  const outcome = await context.services.catalogueSheets.apply(actorOf(admin), params.token);
  return answerForm(APPLY_FORM, outcome, posted, `${DONE}?notice=imported`);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return enhanceAdminAction(serverAction, { success: "Import applied", failure: "Import failed", done: DONE });
}

type PreviewRow = Route.ComponentProps["loaderData"]["rows"][number];

/** A value as the list shows it: a list's items on one line, an empty cell said. */
function shown(text: string): string {
  const items = text.split("\n").filter((item) => item !== "");
  return items.length === 0 ? "(empty)" : items.join(" · ");
}

/** A changed row's columns, each with its value before and after. */
function ChangeList({ row }: { row: PreviewRow }) {
  return (
    <ul className="grid gap-1">
      {row.changes.map((change) => (
        <li key={change.column} className="break-words">
          <span className="font-semibold">{change.column}</span>
          {change.from !== null && change.to !== null ? (
            <>
              {": "}
              <del className="text-slate-700">{shown(change.from)}</del>
              {" → "}
              <ins className="no-underline">{shown(change.to)}</ins>
            </>
          ) : null}
        </li>
      ))}
      {row.previousSlug ? <li className="break-words">{`Slug: ${row.previousSlug} → ${row.slug} (the old address leads to the new one)`}</li> : null}
    </ul>
  );
}

export default function ProductsImportPreview({ loaderData }: Route.ComponentProps) {
  const { counts, rows, stale } = loaderData;
  const { result } = useFormResult(APPLY_FORM);
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const byAction = (action: PreviewRow["action"]) => rows.filter((row) => row.action === action);
  const blocked = counts.error > 0 || stale;
  const nothing = counts.create + counts.update === 0;
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">Import preview</h1>
        <p className="break-words text-slate-700">
          {loaderData.fileName || "Uploaded file"}, read <LocalTime iso={loaderData.createdAt} />. Nothing is written until you apply it; this
          preview is kept until <LocalTime iso={loaderData.expiresAt} />.
        </p>
      </div>
      {/* Without script there is no toast: the refused confirm is said here. */}
      {!hydrated && result && !result.sent ? <PreviewAlert>{refusalReason(result)}</PreviewAlert> : null}
      <PreviewSection id="summary-heading" title="Summary">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            ["New products", counts.create],
            ["Changed", counts.update],
            ["Unchanged", counts.unchanged],
            ["Rows with errors", counts.error],
          ].map(([label, count]) => (
            <div key={label} className="rounded-lg border border-slate-200 p-3">
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="text-2xl font-bold text-slate-900 tabular-nums">{count}</dd>
            </div>
          ))}
        </dl>
        {loaderData.ignoredColumns.length > 0 ? (
          <p className="text-slate-700">Columns not read (not catalogue columns): {loaderData.ignoredColumns.join(", ")}.</p>
        ) : null}
        {counts.error > 0 ? <PreviewAlert>{IMPORT_TEXT.hasErrors}</PreviewAlert> : null}
        {stale ? <PreviewAlert>{IMPORT_TEXT.stale}</PreviewAlert> : null}
        <div className="flex flex-wrap items-center gap-3">
          {!blocked && !nothing ? (
            <Form method="post">
              {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
              <button
                type="submit"
                disabled={busy}
                className="inline-flex items-center justify-center gap-2 rounded-md bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {busy ? <Icon name="loader-circle" className="h-4 w-4 animate-spin" /> : null}
                Apply import ({counts.create} new, {counts.update} changed)
              </button>
            </Form>
          ) : null}
          {nothing && !blocked ? <p className="text-slate-700">The file changes nothing.</p> : null}
          <Link to={adminPath("productsImport")} className="font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900">
            {blocked ? "Upload a corrected file" : "Cancel and upload another file"}
          </Link>
        </div>
      </PreviewSection>
      {counts.error > 0 ? (
        <PreviewSection id="errors-heading" title={`Rows with errors (${counts.error})`}>
          <RowsTable
            caption="Rows with errors"
            columns={["Row", "Product", "Column", "Problem"]}
            rows={byAction("error")}
            cells={(row) => [row.row, row.name, row.problems[0]?.column, row.problems[0]?.message]}
          />
        </PreviewSection>
      ) : null}
      {counts.create > 0 ? (
        <PreviewSection id="new-heading" title={`New products (${counts.create})`}>
          <RowsTable caption="New products" columns={["Row", "Product", "Slug"]} rows={byAction("create")} cells={(row) => [row.row, row.name, row.slug]} />
        </PreviewSection>
      ) : null}
      {counts.update > 0 ? (
        <PreviewSection id="changed-heading" title={`Changed products (${counts.update})`}>
          <RowsTable
            caption="Changed products"
            columns={["Row", "Product", "Changes"]}
            rows={byAction("update")}
            cells={(row) => [row.row, row.name, <ChangeList key="changes" row={row} />]}
          />
        </PreviewSection>
      ) : null}
      {counts.unchanged > 0 ? (
        <PreviewSection id="unchanged-heading" title={`Unchanged products (${counts.unchanged})`}>
          <details>
            <summary className="cursor-pointer font-medium text-primary-800">Show the unchanged rows</summary>
            <ul className="mt-3 grid gap-1 text-slate-700">
              {byAction("unchanged").map((row) => (
                <li key={row.row}>
                  Row {row.row}: {row.name}
                </li>
              ))}
            </ul>
          </details>
        </PreviewSection>
      ) : null}
    </div>
  );
}

/** An expired, applied or someone else's preview (thrown 404): said inside the admin chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) toast.error("Preview not found");
  }, [notFound]);
  if (!notFound) throw error;
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Import preview</h1>
      <p className="text-slate-700">{IMPORT_TEXT.expired}</p>
      <Link to={adminPath("productsImport")} className="justify-self-start font-medium text-primary-800 underline underline-offset-2">
        Upload a file
      </Link>
    </div>
  );
}
