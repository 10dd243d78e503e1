import type { IconName } from "~/components/ui/icon-names";
import { mayUse, type AdminRole } from "~/admin/roles";
import { ADMIN_PAGE_AREAS, adminPath, type FixedAdminPage } from "./admin-paths";

/** One entry of the admin sidebar (the admin stays in English: its labels live here). */
export interface AdminNavItem {
  page: FixedAdminPage;
  label: string;
  icon: IconName;
  to: string;
}

const adminItem = (page: FixedAdminPage, label: string, icon: IconName): AdminNavItem => ({ page, label, icon, to: adminPath(page) });

/** The admin sidebar and its mobile drawer (specification: Admin sidebar). */
export const adminNav: readonly AdminNavItem[] = [
  adminItem("dashboard", "Dashboard", "layout-dashboard"),
  adminItem("users", "User", "users-round"),
  adminItem("messages", "Messages", "inbox"),
  adminItem("products", "Products", "package"),
  adminItem("documents", "Documents", "file-check"),
  adminItem("catalogueTerms", "Categories and forms", "package"),
  adminItem("account", "Account", "shield-check"),
  adminItem("settings", "Settings", "building"),
];


/** The sidebar's entries a role may use: a page its role would be refused is not offered. */
export function adminNavFor(role: AdminRole): readonly AdminNavItem[] {
  return adminNav.filter((item) => {
    const area = ADMIN_PAGE_AREAS[item.page];
    return area === "open" || mayUse(role, area);
  });
}
