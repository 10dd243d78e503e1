import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { DEFAULT_LOCALE, PREFIXED_LOCALES, type Locale } from "./i18n/locales";
import { PUBLIC_FILES, SITE_PAGES, pageFileName, routePath as at } from "./config/paths";
import { ADMIN_PAGES as A } from "./config/admin-paths";

/** A page's route file, named after its id in the manifest: globalPresence is global-presence.tsx. */
const siteFile = (page: string) => `routes/site/${pageFileName(page)}.tsx`;

/**
 * The public pages in one language, one per entry of the manifest's SITE_PAGES. English keeps
 * the manifest's paths and the files' own route ids; every other language gets the same files
 * under its prefix (/fr/products), with ids of its own (React Router needs each id once). Code
 * that looks a route up by id looks up only the site layout, which all languages share.
 */
function sitePages(locale: Locale): RouteConfigEntry[] {
  const english = locale === DEFAULT_LOCALE;
  const page = (path: string | null, file: string) =>
    english
      ? path === null
        ? index(file)
        : route(path, file)
      : route(path === null ? locale : `${locale}/${path}`, file, { id: `${locale}/${file.replace(/\.tsx$/, "")}` });
  return [
    ...Object.entries(SITE_PAGES).map(([id, path]) => page(path === "/" ? null : at(path), siteFile(id))),
    ...(english ? [route("__test/render-error", "routes/site/test-render-error.tsx")] : []),
    page("*", "routes/site/not-found.tsx"),
  ];
}

/**
 * Every URL of the site, one file per page; the paths themselves come from the URL manifest
 * (app/config/paths.ts). Paths match case-insensitively (React Router's default), so
 * /admindashboard and /adminDashboard are the same page.
 */
export default [
  layout("routes/site/site-layout.tsx", [...sitePages(DEFAULT_LOCALE), ...PREFIXED_LOCALES.flatMap(sitePages)]),
  route(at(PUBLIC_FILES.sitemap), "routes/site/sitemap.ts"),
  route(at(PUBLIC_FILES.robots), "routes/site/robots.ts"),
  route(at(A.login), "routes/admin/login.tsx"),
  route(at(A.logout), "routes/admin/logout.ts"),
  route(at(A.forgotPassword), "routes/admin/forgot-password.tsx"),
  route(at(A.resetPassword), "routes/admin/reset-password.tsx"),
  route(at(A.sidebar), "routes/admin/sidebar-only.tsx"),
  route(at(A.messagesCsv), "routes/admin/messages-csv.ts"),
  layout("routes/admin/admin-layout.tsx", [
    route(at(A.dashboard), "routes/admin/dashboard.tsx"),
    route(at(A.users), "routes/admin/all-users.tsx"),
    route(at(A.createAdmin), "routes/admin/create-admin.tsx"),
    route(at(A.editUser), "routes/admin/edit-user.tsx"),
    route(at(A.deleteUser), "routes/admin/delete-user.tsx"),
    route(at(A.messages), "routes/admin/messages.tsx"),
    route(at(A.message), "routes/admin/message.tsx"),
    route(at(A.account), "routes/admin/account.tsx"),
    route(at(A.products), "routes/admin/products.tsx"),
    route(at(A.newProduct), "routes/admin/product-new.tsx"),
    route(at(A.editProduct), "routes/admin/product-edit.tsx"),
    route(at(A.productHistory), "routes/admin/product-history.tsx"),
    route(at(A.settings), "routes/admin/settings.tsx"),
    route(at(A.productPictures), "routes/admin/product-pictures.tsx"),
    route(at(A.productsImport), "routes/admin/products-import.tsx"),
    route(at(A.productsImportPreview), "routes/admin/products-import-preview.tsx"),
    route(at(A.documents), "routes/admin/documents.tsx"),
    route(at(A.document), "routes/admin/document.tsx"),
    route(at(A.catalogueTerms), "routes/admin/catalogue-terms.tsx"),
    route(at(A.productRegistrations), "routes/admin/product-registrations.tsx"),
    route(at(A.registrationsImport), "routes/admin/registrations-import.tsx"),
    route(at(A.registrationsImportPreview), "routes/admin/registrations-import-preview.tsx"),
    route(at(A.replyTemplates), "routes/admin/reply-templates.tsx"),
    route(at(A.mailbox), "routes/admin/mailbox.tsx"),
    route(at(A.quotation), "routes/admin/quotation.tsx"),
  ]),
  route(at(A.messageLines), "routes/admin/message-lines-xlsx.ts"),
  route(at(A.productsExportXlsx), "routes/admin/products-export-xlsx.ts"),
  route(at(A.productsExportCsv), "routes/admin/products-export-csv.ts"),
  route(at(A.productsTemplate), "routes/admin/products-template.ts"),
  route(at(A.registrationsExportXlsx), "routes/admin/registrations-export-xlsx.ts"),
  route(at(A.registrationsExportCsv), "routes/admin/registrations-export-csv.ts"),
] satisfies RouteConfig;
