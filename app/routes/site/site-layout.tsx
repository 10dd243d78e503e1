import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorContent, NOT_FOUND_TITLE, UNEXPECTED_ERROR_TITLE } from "~/components/site/error-content";
import { SiteChrome } from "~/components/site/site-chrome";
import { site } from "~/config/site";
import { clientMessages, requestLocale } from "~/i18n/dictionary.server";
import { readQuoteListId } from "~server/quotes/quote-cookie.server";
import type { Route } from "./+types/site-layout";

/**
 * The company's details for the header, footer, contact page and chat button (Settings, from
 * memory), and the header's quote count: read only for visitors with a quote cookie (whose
 * pages are not cached).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const listId = readQuoteListId(request.headers.get("cookie"));
  const locale = requestLocale(request);
  return {
    locale,
    messages: clientMessages(locale),
    company: context.services.settings.company(),
    quoteCount: listId ? await context.services.quotes.count(listId) : 0,
  };
}

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** Pages set their own tags; this covers a page that failed, whose error view shows here. */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound
    ? typeof error.data === "string" && error.data
      ? error.data
      : NOT_FOUND_TITLE
    : UNEXPECTED_ERROR_TITLE;
  return [{ title: `${title} | ${site.shortName}` }, { name: "robots", content: "noindex" }];
}

/** A page that is missing or failed keeps the site's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound && typeof error.data === "string" && error.data ? error.data : undefined;
  return (
    <SiteChrome>
      <div className="container-page py-16">
        <ErrorContent notFound={notFound} title={title} />
      </div>
    </SiteChrome>
  );
}
