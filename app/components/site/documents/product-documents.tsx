import type { ClientMessages } from "~content/i18n/types";
import type { PublicDocument } from "~/schemas/documents";
import { DocumentCards, type DocumentCardTexts } from "./document-card";

/** What the product page's loader sends for its Documents section (null: the product has none). */
export type ProductDocumentsData = { documents: PublicDocument[]; texts: DocumentCardTexts & Pick<ClientMessages["documents"], "product"> } | null;

/**
 * A product's Documents section: public documents download at once, documents on request say
 * so and lead to the company. Server-rendered; it adds no script of its own.
 */
export function ProductDocuments({ data }: { data: ProductDocumentsData }) {
  if (!data) return null;
  const { documents, texts } = data;
  // Off paper: its cards are links to download, request or verify, nothing to read in print.
  return (
    <section aria-labelledby="product-documents" className="mt-12 print:hidden" data-testid="product-documents">
      <h2 id="product-documents" className="text-2xl font-semibold text-slate-900">
        {texts.product.heading}
      </h2>
      <p className="mt-2 text-slate-700">{texts.product.intro}</p>
      <div className="mt-4">
        <DocumentCards documents={documents} texts={texts} />
      </div>
    </section>
  );
}
