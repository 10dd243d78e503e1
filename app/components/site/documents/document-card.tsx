import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import { format } from "~/i18n/format";
import { useSitePath } from "~/i18n/use-messages";
import { withQuery } from "~/config/paths";
import type { ClientMessages } from "~content/i18n/types";
import type { PublicDocument } from "~/schemas/documents";

/** The documents' texts a card reads: a product page sends only these (`productDocumentsSection`). */
export type DocumentCardTexts = Pick<ClientMessages["documents"], "actions" | "fields" | "status" | "types">;

/**
 * One document as a public page shows it: its number, issuer and validity (an expired one says
 * so and is never offered), the issuer's register to verify it, and the file where public.
 * `request` is what an on-request document offers instead of a download.
 */
export function DocumentCard({ document, texts, headingLevel = 3, request }: { document: PublicDocument; texts: DocumentCardTexts; headingLevel?: 2 | 3; request?: ReactNode }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const fact = (label: string, value: string | null) =>
    value ? (
      <div className="flex flex-wrap gap-x-2">
        <dt className="font-semibold text-slate-700">{label}</dt>
        <dd className="text-slate-900">{value}</dd>
      </div>
    ) : null;
  return (
    <article className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="document-card">
      <div className="grid gap-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-800">{texts.types[document.type]}</p>
        <Heading className="text-lg font-bold text-slate-900">{document.title}</Heading>
        {document.sample && <p className="text-sm font-semibold text-amber-900">{texts.status.sample}</p>}
      </div>
      <dl className="grid gap-1 text-sm">
        {fact(texts.fields.number, document.number)}
        {fact(texts.fields.issuer, document.issuer)}
        {fact(texts.fields.country, document.country)}
        {!document.expired && fact(texts.fields.validUntil, document.validUntil ?? texts.fields.noExpiry)}
      </dl>
      {document.expired && document.validUntil && (
        <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="document-expired">
          <strong>{format(texts.status.expired, { date: document.validUntil })}</strong> {texts.status.expiredNote}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {document.download && (
          <a
            href={document.download.href}
            download
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800"
          >
            <Icon name="download" className="h-4 w-4" />
            {`${texts.actions.download} (${document.download.format}, ${document.download.size})`}
            <span className="sr-only">{`: ${document.title}`}</span>
          </a>
        )}
        {document.onRequest && request}
        {document.verificationUrl && (
          <a
            href={document.verificationUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-primary-700 px-4 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-50"
          >
            <Icon name="badge-check" className="h-4 w-4" />
            {texts.actions.verify}
            <span className="sr-only">{`: ${document.title}. ${texts.actions.opensNewTab}`}</span>
            <Icon name="external-link" className="h-4 w-4 rtl:-scale-x-100" />
          </a>
        )}
      </div>
    </article>
  );
}

/**
 * Documents as a grid of cards, the compliance page's and a product's: an on-request document
 * offers its Request link instead of a download (the request page, with it ticked).
 */
export function DocumentCards({ documents, texts, testId }: { documents: readonly PublicDocument[]; texts: DocumentCardTexts; testId?: string }) {
  const to = useSitePath();
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-testid={testId}>
      {documents.map((document) => (
        <li key={document.id} className="grid">
          <DocumentCard
            document={document}
            texts={texts}
            request={
              <Link
                to={withQuery(to("documentRequest"), { document: document.id })}
                className="inline-flex min-h-11 items-center gap-2 rounded-md border border-primary-700 px-4 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-50"
              >
                <Icon name="mail" className="h-4 w-4" />
                {texts.actions.request}
                <span className="sr-only">{`: ${document.title} (${texts.actions.onRequest})`}</span>
              </Link>
            }
          />
        </li>
      ))}
    </ul>
  );
}
