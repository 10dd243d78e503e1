import { data, useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { formatBytes } from "~/admin/format-bytes";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminNotFound } from "~/components/admin/admin-not-found";
import { DOCUMENT_DETAILS_FORM, DocumentForm, NewVersionForm, type DocumentFormValues } from "~/components/admin/document-form";
import { useHydrated } from "~/components/ui/use-hydrated";
import { adminDocumentFilePath, adminPath } from "~/config/admin-paths";
import { formatDateTime } from "~/admin/date-time";
import { DOCUMENT_TYPE_LABELS, isExpired } from "~/schemas/documents";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/document";
import { documentChoices, documentsAction } from "./documents-action.server";

export const meta = () => adminMeta("Document");

/** What a plain post's redirect says on the page. */
const NOTICES: Record<string, string> = {
  created: "Document added.",
  saved: "Details saved.",
  version: "New version uploaded; the earlier one is in the history.",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "document");
  const found = await context.services.documents.get(params.id);
  if (found.kind !== "ok") throw data(found.message, { status: 404 });
  const { document, versions } = found.value;
  const values: DocumentFormValues = {
    type: document.type,
    title: document.title,
    number: document.number ?? "",
    issuer: document.issuer ?? "",
    issuedOn: document.issuedOn ?? "",
    expiresOn: document.expiresOn ?? "",
    country: document.country ?? "",
    scopeNote: document.scopeNote ?? "",
    verificationUrl: document.verificationUrl ?? "",
    language: document.language,
    visibility: document.visibility,
    productIds: document.products.map((product) => product.id),
  };
  return {
    id: document.id,
    title: document.title,
    type: DOCUMENT_TYPE_LABELS[document.type],
    sample: document.sample,
    expired: isExpired(document.expiresOn, context.services.documents.today()),
    values,
    versions: versions.map((version) => ({
      version: version.version,
      fileName: version.fileName,
      size: version.size,
      contentType: version.contentType,
      createdAt: new Date(version.createdAt).toISOString(),
      href: adminDocumentFilePath(document.id, version.version),
    })),
    choices: await documentChoices(context),
    notice: NOTICES[new URL(request.url).searchParams.get("notice") ?? ""] ?? null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services, "document");
  return documentsAction(request, context, admin, params.id);
}


export default function DocumentPage() {
  const { id, title, type, sample, expired, values, versions, choices, notice } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  return (
    <div className="grid gap-6">
      <p>
        <Link to={adminPath("documents")} className="font-semibold text-primary-800 underline">
          All documents
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="flex flex-wrap gap-2 text-slate-700">
        <span>{type}</span>
        {sample && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-sm font-semibold text-amber-900">Sample: fictional, replace or delete it</span>}
        {expired && <span className="rounded bg-red-100 px-1.5 py-0.5 text-sm font-semibold text-red-900">Expired</span>}
      </p>
      {notice && (
        <p role="status" tabIndex={-1} autoFocus={!hydrated} className="rounded-md border border-primary-300 bg-primary-50 px-4 py-3 text-primary-900">
          {notice}
        </p>
      )}
      <section aria-labelledby="history-heading" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
          Files
        </h2>
        <ol className="grid gap-2" data-testid="version-list">
          {versions.map((version, index) => (
            <li key={version.version} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <a href={version.href} className="font-semibold text-primary-800 underline" download>
                {`Version ${version.version}`}
                <span className="sr-only">{` of ${title}`}</span>
              </a>
              <span className="text-slate-700">{`${version.fileName}, ${formatBytes(version.size)}, uploaded ${formatDateTime(version.createdAt)}`}</span>
              {index === 0 && <span className="rounded bg-primary-50 px-1.5 py-0.5 text-xs font-semibold text-primary-900">Current</span>}
            </li>
          ))}
        </ol>
      </section>
      <NewVersionForm />
      <DocumentForm key={id} form={DOCUMENT_DETAILS_FORM} values={values} choices={choices} withFile={false} submitLabel="Save details" />
    </div>
  );
}

/** A document that is not there (thrown 404): said inside the admin chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminNotFound error={error} toastTitle="Document not found">
      <div className="grid gap-6">
        <h1 className="text-2xl font-bold text-slate-900">Document</h1>
        <p className="py-10 text-slate-700">This document could not be found.</p>
      </div>
    </AdminNotFound>
  );
}
