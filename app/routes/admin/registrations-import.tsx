import { useEffect } from "react";
import { Form, data, redirect, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { toast } from "sonner";
import { adminMeta } from "~/components/admin/admin-meta";
import { useFormResult } from "~/components/ui/use-form-result";
import { useRefusalFocus } from "~/components/admin/use-refusal-focus";
import { useHydrated } from "~/components/ui/use-hydrated";
import { Icon } from "~/components/ui/icon";
import { FormField, controlClass } from "~/components/ui/form-field";
import { adminPath } from "~/config/admin-paths";
import { REGISTRATION_IMPORT_TEXT } from "~/catalogue/catalogue-import";
import { toFormResult, type FormResult } from "~/forms/form-result";
import { requireAdmin } from "~server/auth/require-admin.server";
import { actorOf } from "~server/catalogue/product-admin.server";
import { readRequestUpload } from "~server/http/multipart.server";
import { NO_IMPORT_FILE } from "~server/catalogue/catalogue-sheets.server";
import { IMPORT_UPLOAD_LIMITS } from "~server/http/upload-limits.server";
import type { Route } from "./+types/registrations-import";

export const meta = () => adminMeta("Registrations spreadsheet");

const IMPORT_FORM = "registrations-import";
/** The file input's name (IMPORT_UPLOAD_LIMITS.field). */
const FILE_FIELD = "file";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "registrationsImport");
  const applied = new URL(request.url).searchParams.get("notice") === "applied";
  return { notice: applied ? REGISTRATION_IMPORT_TEXT.applied : null };
}

/**
 * The upload: the file is read and compared with the registrations, the result kept under a
 * new token, and the browser sent to its preview. No registration changes here. The same
 * upload check and limits as the catalogue import (IMPORT_UPLOAD_LIMITS, decision 0046).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services, "registrationsImport");
  const upload = await readRequestUpload(request, IMPORT_UPLOAD_LIMITS);
  if (!upload.ok) {
    return data<FormResult>({ form: IMPORT_FORM, errors: { [FILE_FIELD]: upload.message } }, { status: upload.status });
  }
  const [file] = upload.files;
  if (!file) return data<FormResult>({ form: IMPORT_FORM, errors: { [FILE_FIELD]: NO_IMPORT_FILE } }, { status: 400 });
  const outcome = await context.services.registrationSheets.preview(actorOf(admin), file);
  if (outcome.kind === "ok") return redirect(adminPath("registrationsImportPreview", { token: outcome.value.token }));
  return toFormResult(IMPORT_FORM, outcome);
}

const card = "grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const linkClass = "inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100";

export default function RegistrationsImport({ loaderData }: Route.ComponentProps) {
  const { result, errors } = useFormResult(IMPORT_FORM);
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const reason = errors[FILE_FIELD] ?? result?.message;
  const { ref } = useRefusalFocus(result);
  // Without script the error under the field says it all; with script a toast says it too.
  useEffect(() => {
    if (hydrated && result && reason) toast.error("File not read", { description: reason });
  }, [hydrated, result, reason]);
  return (
    <div className="grid min-w-0 max-w-3xl gap-6">
      <div className="grid gap-2">
        <Link to={adminPath("products")} className="justify-self-start text-sm font-medium text-primary-800 underline">
          Back to products
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">Registrations spreadsheet</h1>
        {loaderData.notice && (
          <p role="status" className="rounded-md border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900">
            {loaderData.notice}
          </p>
        )}
      </div>
      <section aria-labelledby="download-heading" className={card}>
        <h2 id="download-heading" className="text-lg font-bold text-slate-900">
          Start from the export
        </h2>
        <p className="text-slate-700">
          Download every product&apos;s registrations, one row per product and country, and edit them in Excel or any spreadsheet program.
          Add a row for a new country (the product by its name or slug, the country by its ISO code or English name). Certificates are not
          in the file: they are filed in the document library with their product and country.
        </p>
        <ul className="flex flex-wrap gap-3">
          <li>
            <a href={adminPath("registrationsExportXlsx")} download className={linkClass}>
              <Icon name="download" className="h-4 w-4" />
              Export registrations (XLSX)
            </a>
          </li>
          <li>
            <a href={adminPath("registrationsExportCsv")} download className={linkClass}>
              <Icon name="download" className="h-4 w-4" />
              Export registrations (CSV)
            </a>
          </li>
        </ul>
      </section>
      <section aria-labelledby="upload-heading" className={card}>
        <h2 id="upload-heading" className="text-lg font-bold text-slate-900">
          Upload
        </h2>
        <p className="text-slate-700">
          An XLSX or CSV file up to 5 MB. You see what it would change first: nothing is written until you confirm.
        </p>
        <p className="text-slate-700" data-testid="rows-are-changes">
          {REGISTRATION_IMPORT_TEXT.rowsAreChanges}
        </p>
        <Form method="post" encType="multipart/form-data" className="grid gap-4" ref={ref}>
          <FormField id="registrations-file" name={FILE_FIELD} label="Spreadsheet (XLSX or CSV)" required error={reason}>
            {(control) => (
              <input
                {...control}
                // A plain post's refusal reloads the page at its top: the field takes the focus, which scrolls it into view.
                autoFocus={Boolean(result && reason)}
                type="file"
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                className={`${controlClass} min-w-0 file:mr-3 file:rounded file:border-0 file:bg-slate-200 file:px-3 file:py-1 file:font-semibold`}
              />
            )}
          </FormField>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex items-center justify-center gap-2 justify-self-start rounded-md bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy ? <Icon name="loader-circle" className="h-4 w-4 animate-spin" /> : null}
            Upload and preview
          </button>
        </Form>
      </section>
    </div>
  );
}
