import { useRouteLoaderData } from "react-router";
import type { ClientMessages } from "~content/i18n/types";
import type { Locale } from "~/i18n/locales";
import { SITE_LAYOUT_ID } from "./use-company";

export type ChromeTexts = ClientMessages["chrome"];

/** The suggestion bar's texts in each language: the only words a page carries in more than its own language. */
export type SuggestionTexts = Record<Locale, ChromeTexts["languageSuggestion"]>;

/**
 * The frame's texts in the page's language, from the site layout's loader; null when that
 * loader did not run (its own failure), where the error view falls back to plain English.
 */
export function useChromeOrNull(): ChromeTexts | null {
  return useRouteLoaderData<{ messages: ClientMessages }>(SITE_LAYOUT_ID)?.messages.chrome ?? null;
}

/** The frame's texts in the page's language (inside the public site's layout). */
export function useChrome(): ChromeTexts {
  const chrome = useChromeOrNull();
  if (!chrome) throw new Error("useChrome is for the public site's pages");
  return chrome;
}
