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

/**
 * Top navigation and mobile menu (specification: Navigation and layout): every public page of
 * the manifest, in its order.
 */
export const mainNav: readonly NavItem[] = (Object.keys(PUBLIC_PAGES) as PublicPage[]).map((page) => ({
  page,
  to: sitePath(page),
  section: SECTIONS[page],
}));

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

/** Footer quick links: the main menu without Global Presence. */
export const footerNav: readonly NavItem[] = mainNav.filter((item) => !NOT_IN_FOOTER.includes(item.page));
