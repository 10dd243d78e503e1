import { PUBLIC_PAGES, SITE_PAGES, sitePath, type PublicPage, type SitePage } from "./paths";

/**
 * One entry of a public menu, by page id: its label is the `nav` text of the same id in the
 * page's language, its link `sitePath(page)` (`to` is the English path).
 */
export interface NavItem {
  page: PublicPage;
  to: string;
  /** Other pages of the same section, marked current with it. */
  section?: readonly SitePage[];
}

/** Pages that belong to a menu entry's section besides its own. */
const SECTIONS: Partial<Record<PublicPage, readonly SitePage[]>> = {
  products: ["category", "product"],
};

/** Every public page of the manifest, in its order, as a menu entry. */
const publicNav: readonly NavItem[] = (Object.keys(PUBLIC_PAGES) as PublicPage[]).map((page) => ({
  page,
  to: sitePath(page),
  section: SECTIONS[page],
}));

/** Pages the main menu leaves out: the compliance page is linked from the footer and About. */
const NOT_IN_MAIN_MENU: readonly PublicPage[] = ["compliance"];

/**
 * Top navigation and mobile menu (specification: Navigation and layout): the public pages of
 * the manifest, in its order, but those left to the footer.
 */
export const mainNav: readonly NavItem[] = publicNav.filter((item) => !NOT_IN_MAIN_MENU.includes(item.page));

/** The first segment of a page's path with its slashes ("/category/" of "/category/:category"). */
const sectionPrefix = (page: SitePage) => `${SITE_PAGES[page].split("/").slice(0, 2).join("/")}/`;

/** Whether `pathname` is the item's page or in its section (paths match ignoring case, as routes do). */
export function isCurrentSection(item: NavItem, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  const to = item.to.toLowerCase();
  return path === to || (item.section ?? []).some((page) => path.startsWith(sectionPrefix(page).toLowerCase()));
}

/** Pages the footer's quick links leave out. */
const NOT_IN_FOOTER: readonly PublicPage[] = ["globalPresence"];

/** Footer quick links: every public page but Global Presence (Quality and compliance among them). */
export const footerNav: readonly NavItem[] = publicNav.filter((item) => !NOT_IN_FOOTER.includes(item.page));
