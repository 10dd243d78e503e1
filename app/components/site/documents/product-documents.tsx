import { Link } from "react-router";
import { useSitePath } from "~/i18n/use-messages";
import type { ClientMessages } from "~content/i18n/types";
import type { PublicDocument } from "~/schemas/documents";
import { DocumentCard } from "./document-card";

/** What the product page's loader sends for its Documents section (null: the product has none). */
export type ProductDocumentsData = { documents: PublicDocument[]; texts: ClientMessages["documents"] } | null;

/**
 * A product's Documents section: public documents download at once, documents on request say
 * so and lead to the company. Server-rendered; it adds no script of its own.
 */
export function ProductDocuments({ data }: { data: ProductDocumentsData }) {
  const to = useSitePath();
  if (!data) return null;
  const { documents, texts } = data;
  return (
    <section aria-labelledby="product-documents" className="mt-12" data-testid="product-documents">
      <h2 id="product-documents" className="text-2xl font-semibold text-slate-900">
        {texts.product.heading}
      </h2>
      <p className="mt-2 text-slate-700">{texts.product.intro}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {documents.map((document) => (
          <li key={document.id} className="grid">
            <DocumentCard
              document={document}
              texts={texts}
              request={
                <Link
                  to={to("contact")}
                  className="inline-flex min-h-11 items-center rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
                >
                  {texts.actions.onRequest}
                  <span className="sr-only">{`: ${texts.compliance.askUs}`}</span>
                </Link>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
