export interface NavItem {
  label: string;
  to: string;
}

/** Top navigation and mobile menu (specification: Navigation and layout). */
export const mainNav: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Global Presence", to: "/globalPresence" },
  { label: "Services", to: "/service" },
  { label: "Products", to: "/products" },
  { label: "Contact Us", to: "/contact" },
];

/** Footer quick links: the same without Global Presence. */
export const footerNav: readonly NavItem[] = mainNav.filter((item) => item.to !== "/globalPresence");

/** The admin sidebar and its mobile drawer (specification: Admin sidebar). */
export const adminNav: readonly NavItem[] = [
  { label: "Dashboard", to: "/admindashboard" },
  { label: "User", to: "/adminalluser" },
  { label: "Messages", to: "/adminmessages" },
  { label: "Account", to: "/adminaccount" },
];
