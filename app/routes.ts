import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * Every URL of the site. Paths match case-insensitively (React Router's default), so
 * /admindashboard and /adminDashboard are the same page.
 */
export default [
  layout("routes/site/site-layout.tsx", [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("globalPresence", "routes/site/global-presence.tsx"),
    route("service", "routes/site/services.tsx"),
    route("products", "routes/site/products.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("category/:category", "routes/site/category.tsx"),
    route("product/:slug", "routes/site/product.tsx"),
    route("quote", "routes/site/quote.tsx"),
    route("__test/render-error", "routes/site/test-render-error.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("robots.txt", "routes/site/robots.ts"),
  route("adminlogin", "routes/admin/login.tsx"),
  route("adminSidebar", "routes/admin/sidebar-only.tsx"),
  route("adminmessages.csv", "routes/admin/messages-csv.ts"),
  layout("routes/admin/admin-layout.tsx", [
    route("adminDashboard", "routes/admin/dashboard.tsx"),
    route("adminalluser", "routes/admin/all-users.tsx"),
    route("createadmin", "routes/admin/create-admin.tsx"),
    route("editUser/:id", "routes/admin/edit-user.tsx"),
    route("delete/:id", "routes/admin/delete-user.tsx"),
    route("adminmessages", "routes/admin/messages.tsx"),
    route("adminmessages/:id", "routes/admin/message.tsx"),
  ]),
  route("adminmessages/:id/lines.xlsx", "routes/admin/message-lines-xlsx.ts"),
] satisfies RouteConfig;
