import { useEffect, type FormEvent } from "react";
import { Form, data, redirect, useNavigate, useNavigation } from "react-router";
import { toast } from "sonner";
import { adminMeta } from "~/components/admin/admin-meta";
import { useFormResult } from "~/components/ui/use-form-result";
import { UploadProgress, useUploadWithProgress } from "~/components/admin/upload-progress";
import { useRefusalFocus } from "~/components/admin/use-refusal-focus";
import { useHydrated } from "~/components/ui/use-hydrated";
import { Icon } from "~/components/ui/icon";
import { FormField, controlClass } from "~/components/ui/form-field";
import { ADMIN_API_PREFIXES, adminPath } from "~/config/admin-paths";
import { toFormResult, type FormResult } from "~/forms/form-result";
import { requireAdmin } from "~server/auth/require-admin.server";
import { actorOf } from "~server/catalogue/product-admin.server";
import { readRequestUpload } from "~server/http/multipart.server";
import { NO_IMPORT_FILE } from "~server/catalogue/catalogue-sheets.server";
import { IMPORT_UPLOAD_LIMITS } from "~server/http/upload-limits.server";
import type { Route } from "./+types/products-import";

export const meta = () => adminMeta("Import products");

const IMPORT_FORM = "import";
/** The JSON endpoint the page's script uploads to (server/api/admin-import-router.server.ts). */
const IMPORT_API = `${ADMIN_API_PREFIXES.adminProducts}/import`;
/** The file input's name (IMPORT_UPLOAD_LIMITS.field). */
const FILE_FIELD = "file";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "productsImport");
  return null;
}

/**
 * The upload: the file is read and compared with the catalogue, the result kept under a new
 * token, and the browser sent to its preview. Nothing in the catalogue changes here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services, "productsImport");
  const upload = await readRequestUpload(request, IMPORT_UPLOAD_LIMITS);
  if (!upload.ok) {
    return data<FormResult>({ form: IMPORT_FORM, errors: { [FILE_FIELD]: upload.message } }, { status: upload.status });
  }
  const [file] = upload.files;
  if (!file) return data<FormResult>({ form: IMPORT_FORM, errors: { [FILE_FIELD]: NO_IMPORT_FILE } }, { status: 400 });
  const outcome = await context.services.catalogueSheets.preview(actorOf(admin), file);
  if (outcome.kind === "ok") return redirect(adminPath("productsImportPreview", { token: outcome.value.token }));
  return toFormResult(IMPORT_FORM, outcome);
}

const card = "grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const linkClass =
  "inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100";

/** The downloads an import starts from: the template, or the catalogue as it is. */
function SheetDownloads() {
  return (
    <ul className="flex flex-wrap gap-3">
      <li>
        <a href={adminPath("productsTemplate")} download className={linkClass}>
          <Icon name="download" className="h-4 w-4" />
          Template (XLSX)
        </a>
      </li>
      <li>
        <a href={adminPath("productsExportXlsx")} download className={linkClass}>
          <Icon name="download" className="h-4 w-4" />
          Export catalogue (XLSX)
        </a>
      </li>
      <li>
        <a href={adminPath("productsExportCsv")} download className={linkClass}>
          <Icon name="download" className="h-4 w-4" />
          Export catalogue (CSV)
        </a>
      </li>
    </ul>
  );
}

export default function ProductsImport() {
  const { result, errors, setErrors } = useFormResult(IMPORT_FORM);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { sent, upload } = useUploadWithProgress();
  const busy = useNavigation().state === "submitting" || sent !== null;
  const reason = errors[FILE_FIELD] ?? result?.message;
  const { ref } = useRefusalFocus(result);
  // Without script the error under the field says it all; with script a toast says it too.
  useEffect(() => {
    if (hydrated && result && reason) toast.error("File not read", { description: reason });
  }, [hydrated, result, reason]);
  // With script the file goes to the JSON endpoint, which says how far the upload is.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const answer = await upload(IMPORT_API, form);
    const preview = (answer.body.data as { preview?: string } | undefined)?.preview;
    if (answer.status === 201 && preview) {
      form.reset();
      await navigate(preview);
      return;
    }
    const refusal = answer.body.errors?.[FILE_FIELD] ?? answer.body.message ?? "An error occurred";
    setErrors({ [FILE_FIELD]: refusal });
    // The refusal is said under the field, which takes the focus (and so comes into view).
    (form.elements.namedItem(FILE_FIELD) as HTMLInputElement | null)?.focus();
    toast.error("File not read", { description: refusal });
  };
  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Import products</h1>
      <section aria-labelledby="download-heading" className={card}>
        <h2 id="download-heading" className="text-lg font-bold text-slate-900">
          Start from a spreadsheet
        </h2>
        <p className="text-slate-700">
          Download the template, or the catalogue as it is, and edit it in Excel or any spreadsheet program: one row per product, a list
          (description list, key benefits) in one cell with one item per line. Pictures are not in the file: they are uploaded on each
          product&apos;s pictures page. The template&apos;s Instructions sheet explains every
          column.
        </p>
        <SheetDownloads />
      </section>
      <section aria-labelledby="upload-heading" className={card}>
        <h2 id="upload-heading" className="text-lg font-bold text-slate-900">
          Upload
        </h2>
        <p className="text-slate-700">
          An XLSX or CSV file up to 5 MB. You see what it would change first: nothing is written until you confirm. Rows are matched to
          products by ID, or by slug; products missing from the file stay as they are.
        </p>
        <Form method="post" encType="multipart/form-data" onSubmit={hydrated ? (event) => void submit(event) : undefined} className="grid gap-4" ref={ref}>
          <FormField id="import-file" name={FILE_FIELD} label="Spreadsheet (XLSX or CSV)" required error={reason}>
            {(control) => (
              <input
                {...control}
                // A plain post's refusal reloads the page at its top: the field takes the focus, which scrolls it into view.
                autoFocus={Boolean(result && reason)}
                type="file"
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                className={`${controlClass} file:mr-3 file:rounded file:border-0 file:bg-slate-200 file:px-3 file:py-1 file:font-semibold`}
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
          <UploadProgress sent={sent} />
        </Form>
      </section>
    </div>
  );
}
