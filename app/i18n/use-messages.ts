import { useLocation, useRouteLoaderData } from "react-router";
import type { ClientMessages } from "~content/i18n/types";
import { SITE_LAYOUT_ID } from "~/components/site/use-company";
import { localeOfPath, localizePath, type Locale } from "./locales";

/** The language of the page being shown, from its path (so error views know it too). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/**
 * The interface texts in the page's language, as the site layout's loader sent them. Throws
 * outside the public site's layout: only the public pages speak more than English.
 */
export function useMessages(): ClientMessages {
  const data = useRouteLoaderData<{ messages: ClientMessages }>(SITE_LAYOUT_ID);
  if (!data) throw new Error("useMessages is for the public site's pages");
  return data.messages;
}

/** Turns a site path into the same page in the page's language: `to("/products")` is "/fr/products" in French. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
