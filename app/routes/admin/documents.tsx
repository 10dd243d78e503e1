import { useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { adminMeta } from "~/components/admin/admin-meta";
import { DocumentForm, EMPTY_DOCUMENT, NEW_DOCUMENT_FORM } from "~/components/admin/document-form";
import { adminPath } from "~/config/admin-paths";
import { DOCUMENT_TYPE_LABELS, isExpired, type DocumentVisibility } from "~/schemas/documents";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/documents";
import { documentChoices, documentsAction } from "./documents-action.server";

export const meta = () => adminMeta("Documents");

/** The library: every document, newest change first, and the form that adds one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "documents");
  const { documents } = context.services;
  const today = documents.today();
  const list = await documents.list();
  return {
    documents: list.map((document) => ({
      id: document.id,
      title: document.title,
      type: DOCUMENT_TYPE_LABELS[document.type],
      visibility: document.visibility,
      expiresOn: document.expiresOn,
      expired: isExpired(document.expiresOn, today),
      sample: document.sample,
      version: document.current.version,
      attachedTo: document.products.length === 0 ? "Company" : document.products.map((product) => product.name).join(", "),
    })),
    choices: await documentChoices(context),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services, "documents");
  return documentsAction(request, context, admin);
}

const VISIBILITY: Record<DocumentVisibility, string> = { public: "Public", "on-request": "On request", internal: "Internal" };

export default function Documents() {
  const { documents, choices } = useLoaderData<typeof loader>();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Documents</h1>
      <p className="text-slate-700">
        Certificates, product documents and registrations. Public documents are listed and downloadable on the site; documents on request are
        listed and sent through an approved request; internal ones stay here.
      </p>
      <section aria-labelledby="library-heading" className="grid gap-3">
        <h2 id="library-heading" className="text-lg font-semibold text-slate-900">
          {documents.length === 0 ? "No documents yet." : `${documents.length} ${documents.length === 1 ? "document" : "documents"}`}
        </h2>
        {documents.length > 0 && (
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
            <table className="w-full min-w-[40rem] text-start text-sm" data-testid="document-list">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start">Title</th>
                  <th scope="col" className="px-3 py-2 text-start">Type</th>
                  <th scope="col" className="px-3 py-2 text-start">Attached to</th>
                  <th scope="col" className="px-3 py-2 text-start">Visibility</th>
                  <th scope="col" className="px-3 py-2 text-start">Expires</th>
                  <th scope="col" className="px-3 py-2 text-start">Version</th>
                </tr>
              </thead>
              <tbody>
                {documents.map((document) => (
                  <tr key={document.id} className="border-t border-slate-200">
                    <th scope="row" className="px-3 py-2 text-start font-medium">
                      <Link to={adminPath("document", { id: document.id })} className="text-primary-800 underline">
                        {document.title}
                      </Link>
                      {document.sample && <span className="ms-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Sample</span>}
                    </th>
                    <td className="px-3 py-2">{document.type}</td>
                    <td className="px-3 py-2">{document.attachedTo}</td>
                    <td className="px-3 py-2">{VISIBILITY[document.visibility]}</td>
                    <td className="px-3 py-2">
                      {document.expiresOn ?? "—"}
                      {document.expired && <span className="ms-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">Expired</span>}
                    </td>
                    <td className="px-3 py-2">{document.version}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <DocumentForm form={NEW_DOCUMENT_FORM} values={EMPTY_DOCUMENT} choices={choices} withFile submitLabel="Add document" />
    </div>
  );
}
