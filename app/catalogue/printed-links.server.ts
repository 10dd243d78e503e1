import { cataloguePath, dataSheetPath, WHOLE_CATALOGUE } from "../config/paths";
import type { Dictionary } from "../i18n/dictionary.server";
import { format } from "../i18n/format";
import { slugify } from "./slug";
import { categoryName } from "./catalogue-labels.server";
import type { PrintedLink } from "../components/site/printed-links";

/**
 * The links to the printed files (decision 0073) a page shows, in its language; none when the
 * site prints none (PRINTED_FILES=off). The files are printed in the background, so a link never
 * costs a render.
 */
export interface PrintedLinkOptions {
  printing: boolean;
  dictionary: Dictionary;
}

/** A product's data sheet. */
export function dataSheetLink({ printing, dictionary }: PrintedLinkOptions, slug: string): PrintedLink | null {
  return printing ? { href: dataSheetPath(slug, dictionary.locale), label: dictionary.messages.printed.links.dataSheet } : null;
}

/** The catalogues of these categories (their keys), then the whole catalogue. */
export function catalogueLinks({ printing, dictionary }: PrintedLinkOptions, categories: readonly string[]): { heading: string; links: PrintedLink[] } | null {
  if (!printing) return null;
  const t = dictionary.messages.printed.links;
  return {
    heading: t.heading,
    links: [
      ...categories.map((category) => ({ href: cataloguePath(slugify(category), dictionary.locale), label: format(t.categoryCatalogue, { category: categoryName(dictionary, category) }) })),
      { href: cataloguePath(WHOLE_CATALOGUE, dictionary.locale), label: t.catalogue },
    ],
  };
}
