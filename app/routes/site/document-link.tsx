import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import { clientTexts, dictionaryFor, requestLocale } from "~/i18n/dictionary.server";
import { format, formatDay } from "~/i18n/format";
import { textsOf, useSitePath, useTexts } from "~/i18n/use-messages";
import { grantedFilePath } from "~/config/paths";
import { PRIVATE_CACHE_CONTROL } from "~server/http/shared-cache.server";
import { received, send } from "~/loader-data";
import type { Route } from "./+types/document-link";
import { fileFacts } from "~server/documents/public-documents.server";

/** What the link's answer carries, whatever its state: never kept by a cache, never indexed, never sent on as a referrer. */
const PRIVATE_HEADERS = { "Cache-Control": PRIVATE_CACHE_CONTROL, "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };

/** A link that works answers 200; one whose time is up or that was revoked, 410; any other token, 404. */
const STATUS = { valid: 200, expired: 410, revoked: 410, unknown: 404 } as const;

/**
 * The page an approved document request's e-mail links to (decision 0062): the approved files
 * to download while the link works, or why it no longer does. The token in the path is the
 * permission, so the page is the visitor's alone.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const view = await context.services.documentRequests.link(params.token);
  const types = dictionaryFor(locale).messages.documents.types;
  return data(
    {
      page: send({
        state: view.state,
        until: view.until && formatDay(view.until, locale),
        documents: view.documents.map((document) => ({
          id: document.id,
          title: document.title,
          typeName: types[document.type],
          products: document.products,
          href: grantedFilePath(params.token, document.id),
          ...fileFacts(document.contentType, document.size, locale),
        })),
      }),
      messages: clientTexts(locale, "documents"),
    },
    { status: STATUS[view.state], headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? textsOf(loaderData.messages).documents.link.title : "" },
  { name: "robots", content: "noindex" },
];

export default function DocumentLink({ loaderData }: Route.ComponentProps) {
  const { state, until, documents } = received(loaderData.page);
  const texts = useTexts("documents");
  const to = useSitePath();
  const t = texts.link;
  const said = state === "valid" ? t.valid : state === "expired" ? t.expired : state === "revoked" ? t.revoked : t.unknown;
  return (
    <div className="container-page grid max-w-3xl gap-6 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t.title}</h1>
      <p className={state === "valid" ? "text-lg text-slate-700" : "rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"} data-testid="link-state">
        {format(said, { date: until ?? "" })}
      </p>
      {documents.length > 0 ? (
        <ul className="grid gap-3" data-testid="granted-documents">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="grid min-w-0 gap-0.5">
                <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase">{document.typeName}</p>
                <p className="font-bold break-words text-slate-900">{document.title}</p>
                {document.products ? (
                  <p className="text-sm break-words text-slate-600">
                    <bdi>{document.products}</bdi>
                  </p>
                ) : null}
              </div>
              <a
                href={document.href}
                download
                className="inline-flex min-h-11 items-center gap-2 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800"
              >
                <Icon name="download" className="h-4 w-4" />
                {`${texts.actions.download} (${document.format}, ${document.size})`}
                <span className="sr-only">{`: ${document.title}`}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Link to={to("documentRequest")} className="font-semibold text-primary-800 underline underline-offset-2">
            {t.requestAgain}
          </Link>
        </p>
      )}
    </div>
  );
}
