export interface NavItem {
  label: string;
  to: string;
  /** Other paths of the same section, marked current with it. */
  section?: readonly string[];
}

/** Top navigation and mobile menu (specification: Navigation and layout). */
export const mainNav: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Global Presence", to: "/globalPresence" },
  { label: "Services", to: "/service" },
  { label: "Products", to: "/products", section: ["/category/", "/product/"] },
  { label: "Contact Us", to: "/contact" },
];

/** Whether `pathname` is the item's page or in its section (paths match ignoring case, as routes do). */
export function isCurrentSection(item: NavItem, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  const to = item.to.toLowerCase();
  return path === to || (item.section ?? []).some((prefix) => path.startsWith(prefix.toLowerCase()));
}

/** Footer quick links: the same without Global Presence. */
export const footerNav: readonly NavItem[] = mainNav.filter((item) => item.to !== "/globalPresence");

/** The admin sidebar and its mobile drawer (specification: Admin sidebar). */
export const adminNav: readonly NavItem[] = [
  { label: "Dashboard", to: "/admindashboard" },
  { label: "User", to: "/adminalluser" },
  { label: "Messages", to: "/adminmessages" },
  { label: "Products", to: "/adminproducts" },
  { label: "Account", to: "/adminaccount" },
];
