import { useLocation, useMatches } from "react-router";
import type { ClientMessages } from "~content/i18n/types";
import { sitePath, type PublicPage, type SitePage, type SitePathArgs } from "~/config/paths";
import { received, type Sent } from "~/loader-data";
import { useSiteFrame } from "~/components/site/use-company";
import { localeOfPath, type Locale } from "./locales";

/** The language of the page being shown, from its path (so error views know it too). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The frame's texts (header, footer, switcher, error views). */
export type ChromeTexts = ClientMessages["chrome"];

/** The suggestion bar's texts in each language: the only words a page carries in more than its own language. */
export type SuggestionTexts = Record<Locale, ChromeTexts["languageSuggestion"]>;

/** One area of the interface texts: the frame's (`chrome`), the catalogue's or the forms'. */
export type TextArea = keyof ClientMessages;

/**
 * Interface texts as a loader sends them (`clientTexts` on the server): the areas it sends as one
 * JSON string (app/loader-data.ts), which `useTexts` reads back.
 */
export type SentTexts<A extends TextArea> = Sent<Pick<ClientMessages, A>>;

/** Loader data that carries interface texts. */
interface WithTexts {
  messages?: SentTexts<TextArea>;
}

/** The texts a loader sent, read back (where a hook cannot be used, as in `meta`). */
export function textsOf<A extends TextArea>(sent: SentTexts<A>): Pick<ClientMessages, A> {
  return received(sent);
}

/**
 * One area of the interface texts in the page's language, from whichever of the page's loaders
 * sent it: the site layout sends the frame's texts, each page the areas it shows (a page without
 * a form carries no form texts). Null where no loader sent it, as in an error view whose loader
 * failed, which then falls back to plain English.
 */
export function useTextsOrNull<A extends TextArea>(area: A): ClientMessages[A] | null {
  for (const match of useMatches()) {
    const sent = (match.loaderData as WithTexts | undefined)?.messages;
    const texts = typeof sent === "string" ? (textsOf(sent) as Partial<ClientMessages>)[area] : undefined;
    if (texts) return texts as ClientMessages[A];
  }
  return null;
}

/** One area of the interface texts in the page's language; throws if the page's loaders did not send it. */
export function useTexts<A extends TextArea>(area: A): ClientMessages[A] {
  const texts = useTextsOrNull(area);
  if (!texts) throw new Error(`The page's loaders did not send the "${area}" texts: add the area to clientTexts in its loader`);
  return texts;
}

/**
 * Every public page's name in the menus, in the page's language (the `nav` of each page's copy),
 * as the site layout's loader sent it; empty where it did not run (the root error view).
 */
export function usePageNames(): Partial<Record<PublicPage, string>> {
  return useSiteFrame()?.pageNames ?? {};
}

/**
 * The manifest's `sitePath` in the page's language: `to("products")` is "/fr/products" on a
 * French page, `to("product", { slug })` "/fr/product/<slug>".
 */
export function useSitePath(): <P extends SitePage>(page: P, ...params: SitePathArgs<P>) => string {
  const locale = useLocale();
  return (page, ...[params]) => sitePath(page, ...([{ ...params, locale }] as SitePathArgs<typeof page, { locale: Locale }>));
}
