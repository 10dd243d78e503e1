import { useLocation, useRouteLoaderData } from "react-router";
import type { ClientMessages } from "~content/i18n/types";
import { SITE_LAYOUT_ID } from "~/components/site/use-company";
import { localeOfPath, localizePath, type Locale } from "./locales";

/** The language of the page being shown, from its path (so error views know it too). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The frame's texts (header, footer, switcher, error views). */
export type ChromeTexts = ClientMessages["chrome"];

/** The suggestion bar's texts in each language: the only words a page carries in more than its own language. */
export type SuggestionTexts = Record<Locale, ChromeTexts["languageSuggestion"]>;

/**
 * The interface texts in the page's language, as the site layout's loader sent them; null where
 * that loader did not run (its own failure), where the error view falls back to plain English.
 */
export function useMessagesOrNull(): ClientMessages | null {
  return useRouteLoaderData<{ messages: ClientMessages }>(SITE_LAYOUT_ID)?.messages ?? null;
}

/**
 * The interface texts in the page's language. Throws outside the public site's layout: only the
 * public pages speak more than English.
 */
export function useMessages(): ClientMessages {
  const messages = useMessagesOrNull();
  if (!messages) throw new Error("useMessages is for the public site's pages");
  return messages;
}

/** Turns a site path into the same page in the page's language: `to("/products")` is "/fr/products" in French. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
