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
import { withQuery } from "~/config/paths";
import { ENHANCED_FIELD, answerForm, formValues, refusalReason } from "~/forms/form-result";
import { REGISTRATION_IMPORT_TEXT } from "~/catalogue/catalogue-import";
import { REGISTRATION_STATUS_LABELS } from "~/schemas/registrations";
import { requireAdmin } from "~server/auth/require-admin.server";
import { actorOf } from "~server/catalogue/product-admin.server";
import type { RegistrationValues } from "~server/catalogue/registration-sheet.server";
import type { Route } from "./+types/registrations-import-preview";

export const meta = () => adminMeta("Registrations preview");

const APPLY_FORM = "apply-registrations";
/** Where an applied import goes: the upload page, which says it was applied. */
const DONE = withQuery(adminPath("registrationsImport"), { notice: "applied" });

/** A registration as one line of the preview: "Registered, SAMPLE-KE-0417, valid until 2028-03-31". */
function described(values: RegistrationValues): string {
  return [REGISTRATION_STATUS_LABELS[values.status], values.number, values.validUntil && `valid until ${values.validUntil}`].filter(Boolean).join(", ");
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context.services, "registrationsImportPreview");
  const found = await context.services.registrationSheets.getPreview(actorOf(admin), params.token);
  if (found.kind !== "ok") throw data(found.message, { status: 404 });
  const { plan, ...preview } = found.value;
  return {
    ...preview,
    createdAt: new Date(preview.createdAt).toISOString(),
    expiresAt: new Date(preview.expiresAt).toISOString(),
    counts: plan.counts,
    ignoredColumns: plan.ignoredColumns,
    // Only what the page shows.
    rows: plan.rows.map((row) => ({
      row: row.row,
      action: row.action,
      product: row.product,
      country: row.country,
      what: row.action === "create" ? described(row.after) : row.action === "remove" ? described(row.before) : "",
      changes: row.action === "update" ? row.changes : [],
      problems: row.action === "error" ? row.problems : [],
    })),
  };
}

/** The confirm: applies exactly the stored preview, in one transaction, or nothing. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services, "registrationsImportPreview");
  const posted = formValues(await request.formData());
  const outcome = await context.services.registrationSheets.apply(actorOf(admin), params.token);
  return answerForm(APPLY_FORM, outcome, posted, DONE);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return enhanceAdminAction(serverAction, { success: "Registrations updated", failure: "Import failed", done: DONE });
}

type PreviewRow = Route.ComponentProps["loaderData"]["rows"][number];

const shown = (text: string) => (text === "" ? "(empty)" : text);

/** A changed row's columns, each with its value before and after. */
function ChangeList({ row }: { row: PreviewRow }) {
  return (
    <ul className="grid gap-1">
      {row.changes.map((change) => (
        <li key={change.column} className="break-words">
          <span className="font-semibold">{change.column}</span>
          {": "}
          <del className="text-slate-700">{shown(change.from)}</del>
          {" → "}
          <ins className="no-underline">{shown(change.to)}</ins>
        </li>
      ))}
    </ul>
  );
}

export default function RegistrationsImportPreview({ loaderData }: Route.ComponentProps) {
  const { counts, rows, stale } = loaderData;
  const { result } = useFormResult(APPLY_FORM);
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const byAction = (action: PreviewRow["action"]) => rows.filter((row) => row.action === action);
  const blocked = counts.error > 0 || stale;
  const nothing = counts.create + counts.update + counts.remove === 0;
  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">Registrations preview</h1>
        <p className="break-words text-slate-700">
          {loaderData.fileName || "Uploaded file"}, read <LocalTime iso={loaderData.createdAt} />. Nothing is written until you apply it; this
          preview is kept until <LocalTime iso={loaderData.expiresAt} />.
        </p>
      </div>
      {/* Without script there is no toast: the refused confirm is said here. */}
      {!hydrated && result && !result.sent ? <PreviewAlert>{refusalReason(result)}</PreviewAlert> : null}
      <PreviewSection id="summary-heading" title="Summary">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {[
            ["Added", counts.create],
            ["Changed", counts.update],
            ["Removed", counts.remove],
            ["Unchanged", counts.unchanged],
            ["Rows with errors", counts.error],
          ].map(([label, count]) => (
            <div key={label} className="rounded-lg border border-slate-200 p-3">
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="text-2xl font-bold text-slate-900 tabular-nums">{count}</dd>
            </div>
          ))}
        </dl>
        <p className="text-slate-700">{REGISTRATION_IMPORT_TEXT.rowsAreChanges}</p>
        {loaderData.ignoredColumns.length > 0 ? (
          <p className="break-words text-slate-700">Columns not read (not registration columns): {loaderData.ignoredColumns.join(", ")}.</p>
        ) : null}
        {counts.error > 0 ? <PreviewAlert>{REGISTRATION_IMPORT_TEXT.hasErrors}</PreviewAlert> : null}
        {stale ? <PreviewAlert>{REGISTRATION_IMPORT_TEXT.stale}</PreviewAlert> : null}
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
                Apply ({counts.create} added, {counts.update} changed, {counts.remove} removed)
              </button>
            </Form>
          ) : null}
          {nothing && !blocked ? <p className="text-slate-700">The file changes nothing.</p> : null}
          <Link to={adminPath("registrationsImport")} className="font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900">
            {blocked ? "Upload a corrected file" : "Cancel and upload another file"}
          </Link>
        </div>
      </PreviewSection>
      {counts.error > 0 ? (
        <PreviewSection id="errors-heading" title={`Rows with errors (${counts.error})`}>
          <RowsTable
            caption="Rows with errors"
            columns={["Row", "Product", "Country", "Column", "Problem"]}
            rows={byAction("error")}
            cells={(row) => [row.row, row.product, row.country, row.problems[0]?.column, row.problems[0]?.message]}
          />
        </PreviewSection>
      ) : null}
      {counts.create > 0 ? (
        <PreviewSection id="added-heading" title={`Added registrations (${counts.create})`}>
          <RowsTable caption="Added registrations" columns={["Row", "Product", "Country", "Registration"]} rows={byAction("create")} cells={(row) => [row.row, row.product, row.country, row.what]} />
        </PreviewSection>
      ) : null}
      {counts.update > 0 ? (
        <PreviewSection id="changed-heading" title={`Changed registrations (${counts.update})`}>
          <RowsTable
            caption="Changed registrations"
            columns={["Row", "Product", "Country", "Changes"]}
            rows={byAction("update")}
            cells={(row) => [row.row, row.product, row.country, <ChangeList key="changes" row={row} />]}
          />
        </PreviewSection>
      ) : null}
      {counts.remove > 0 ? (
        <PreviewSection id="removed-heading" title={`Removed registrations (${counts.remove})`}>
          <RowsTable caption="Removed registrations" columns={["Row", "Product", "Country", "Registration"]} rows={byAction("remove")} cells={(row) => [row.row, row.product, row.country, row.what]} />
        </PreviewSection>
      ) : null}
      {counts.unchanged > 0 ? (
        <PreviewSection id="unchanged-heading" title={`Unchanged rows (${counts.unchanged})`}>
          <details>
            <summary className="cursor-pointer font-medium text-primary-800">Show the unchanged rows</summary>
            <ul className="mt-3 grid gap-1 text-slate-700">
              {byAction("unchanged").map((row) => (
                <li key={row.row} className="break-words">
                  Row {row.row}: {row.product}, {row.country}
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
      <h1 className="text-2xl font-bold text-slate-900">Registrations preview</h1>
      <p className="text-slate-700">{REGISTRATION_IMPORT_TEXT.expired}</p>
      <Link to={adminPath("registrationsImport")} className="justify-self-start font-medium text-primary-800 underline underline-offset-2">
        Upload a file
      </Link>
    </div>
  );
}
