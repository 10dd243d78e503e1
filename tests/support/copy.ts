import type { NavItem } from "../../app/config/navigation";
import { PUBLIC_PAGES, pageFileName, type PublicPage } from "../../app/config/paths";
import { companyDefaults } from "../../app/config/site";
import { companyFactsFor } from "../../app/i18n/dictionary.server";
import { formatAll } from "../../app/i18n/format";
import type { Locale } from "../../app/i18n/locales";
import * as about from "../../content/site/about";
import * as contact from "../../content/site/contact";
import * as globalPresence from "../../content/site/global-presence";
import * as home from "../../content/site/home";
import * as products from "../../content/site/products";
import * as services from "../../content/site/services";

/**
 * The English page copy as a new database shows it: the copy names the company's facts as
 * placeholders, filled here with the defaults of app/config/site.ts, as the pages fill them.
 * (The site finds the copy modules by their names, app/i18n/page-copy.server.ts; the tests,
 * run outside the build, import them.)
 */
export const englishCopy = formatAll({ home, about, globalPresence, services, products, contact }, companyFactsFor("en", companyDefaults));

/** Every public page's English name in the menus, read from each page's copy module by its name, as the site finds it. */
const englishNames = Object.fromEntries(
  await Promise.all(
    (Object.keys(PUBLIC_PAGES) as PublicPage[]).map(async (page) => [page, ((await import(`../../content/site/${pageFileName(page)}.ts`)) as { nav: string }).nav]),
  ),
) as Record<PublicPage, string>;

/** A menu entry's English label: the `nav` text of its page's copy. */
export const navLabel = (item: NavItem): string => englishNames[item.page];

/** A page's copy in a language, filled with the default company's facts, as a new database shows it. */
export async function copyIn<Page extends keyof typeof englishCopy>(page: Page, locale: Locale): Promise<(typeof englishCopy)[Page]> {
  const file = pageFileName(page);
  const module: unknown = await import(locale === "en" ? `../../content/site/${file}.ts` : `../../content/i18n/${locale}/${file}.ts`);
  return formatAll(module as (typeof englishCopy)[Page], companyFactsFor(locale, companyDefaults));
}
