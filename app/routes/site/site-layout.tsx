import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorContent, NOT_FOUND_TITLE, UNEXPECTED_ERROR_TITLE } from "~/components/site/error-content";
import { SiteChrome } from "~/components/site/site-chrome";
import type { SuggestionTexts } from "~/i18n/use-messages";
import { textsOf, useTextsOrNull } from "~/i18n/use-messages";
import { site } from "~/config/site";
import { clientTexts, dictionaryFor, requestLocale } from "~/i18n/dictionary.server";
import { pageNames } from "~/i18n/page-copy.server";
import { LOCALES, type Locale } from "~/i18n/locales";
import type { CompanyDetails } from "~/company/company";
import { readQuoteListId } from "~server/quotes/quote-cookie.server";
import { sendOnce } from "~/loader-data";
import type { SiteFrame } from "~/components/site/use-company";
import type { Route } from "./+types/site-layout";

/** The language suggestion's few words in every language: the bar speaks the visitor's language, not the page's. */
const suggestions = Object.fromEntries(
  LOCALES.map((locale) => [locale, dictionaryFor(locale).messages.chrome.languageSuggestion]),
) as SuggestionTexts;

/** The frame's data in a language, written once per saved company details (a save replaces them). */
function sendFrame(locale: Locale, company: CompanyDetails) {
  return sendOnce<SiteFrame>(company, `${locale}:frame`, () => ({ pageNames: pageNames(locale), suggestions, company }));
}

/**
 * The menus' page names, the company's details for the header, footer, contact page and chat
 * button (Settings, from memory), as one JSON string (app/loader-data.ts); the page's
 * language's interface texts, and the header's quote count: null for a page rendered for a GET, which is the same for every visitor and gets the
 * count when it is answered (docs/decisions/0017-quote-list-cookie.md); read for a form post and
 * a data request.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const listId = context.quoteCountAtAnswer ? undefined : readQuoteListId(request.headers.get("cookie"));
  const locale = requestLocale(request);
  return {
    messages: clientTexts(locale, "chrome"),
    frame: sendFrame(locale, context.services.settings.company()),
    quoteCount: context.quoteCountAtAnswer ? null : listId ? await context.services.quotes.count(listId) : 0,
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
export function meta({ error, loaderData }: Route.MetaArgs) {
  if (!error) return [];
  const errors = loaderData ? textsOf(loaderData.messages).chrome.errors : undefined;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound
    ? typeof error.data === "string" && error.data
      ? error.data
      : (errors?.notFoundTitle ?? NOT_FOUND_TITLE)
    : (errors?.errorTitle ?? UNEXPECTED_ERROR_TITLE);
  return [{ title: `${title} | ${site.shortName}` }, { name: "robots", content: "noindex" }];
}

/** A page that is missing or failed keeps the site's header and footer (when the layout's own data is there). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const chrome = useTextsOrNull("chrome");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound && typeof error.data === "string" && error.data ? error.data : undefined;
  const content = (
    <div className="container-page py-16">
      <ErrorContent notFound={notFound} title={title} />
    </div>
  );
  if (!chrome) return <main id="main">{content}</main>;
  return <SiteChrome>{content}</SiteChrome>;
}
