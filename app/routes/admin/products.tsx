import { Icon } from "~/components/ui/icon";
import { redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { adminMeta } from "~/components/admin/admin-meta";
import { useHydrated } from "~/components/ui/use-hydrated";
import { enhanceAdminAction } from "~/components/admin/admin-form-action";
import { PRODUCT_ROW_FORM, ProductFilters, ProductsTable, type ProductRow } from "~/components/admin/products-view";
import { PaginationNav } from "~/components/ui/pagination-nav";
import { ENHANCED_FIELD, formValues, refusalReason, toFormResult, type FormResult } from "~/forms/form-result";
import { useFormResult } from "~/components/ui/use-form-result";
import { invalid, type Outcome } from "~/forms/outcome";
import { PRODUCT_NOTICES, productListSearch } from "~/catalogue/product-form";
import { adminPath } from "~/config/admin-paths";
import { actorOf, parseProductListQuery } from "~server/catalogue/product-admin.server";
import type { ProductRecord } from "~server/catalogue/product-repository.server";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/products";

export const meta = () => adminMeta("Products");

/** Every product whatever its status, filtered, searched and paged by the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "products");
  const url = new URL(request.url);
  const { page, ...query } = parseProductListQuery(Object.fromEntries(url.searchParams));
  const { products, pagination } = await context.services.productAdmin.list({ ...query, page });
  const rows: ProductRow[] = products.map((p) => ({
    id: p.id,
    name: p.name,
    slug: p.slug,
    category: p.category,
    dosageForm: p.dosageForm,
    status: p.status,
    featured: p.featured,
    position: p.position,
  }));
  // /adminproducts?delete=<id>: the confirmation of that deletion, for browsers without JavaScript.
  const deleteId = url.searchParams.get("delete");
  const confirm = deleteId ? (await context.services.productAdmin.get(deleteId)) : null;
  return {
    query,
    pagination,
    products: rows,
    confirm: confirm?.kind === "ok" ? { id: confirm.value.id, name: confirm.value.name } : null,
    notice: PRODUCT_NOTICES[url.searchParams.get("notice") ?? ""] ?? null,
  };
}

const ROW_INTENTS = ["duplicate", "publish", "hide", "delete"] as const;
type RowIntent = (typeof ROW_INTENTS)[number];

/** The list's own URL without the one-off `delete` and `notice` parameters. */
function listUrl(request: Request, notice?: string): string {
  const url = new URL(request.url);
  url.searchParams.delete("delete");
  url.searchParams.delete("notice");
  url.searchParams.delete("index");
  if (notice) url.searchParams.set("notice", notice);
  return `${adminPath("products")}${url.search}`;
}

/** A row's Duplicate, Publish, Hide or Delete (after its confirmation), with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services, "products");
  const posted = formValues(await request.formData());
  const { productAdmin } = context.services;
  const actor = actorOf(admin);
  const intent = ROW_INTENTS.find((i) => i === posted.intent);
  const id = posted.id ?? "";
  let outcome: Outcome<ProductRecord | undefined>;
  if (intent === "duplicate") outcome = await productAdmin.duplicate(id, actor);
  else if (intent === "publish") outcome = await productAdmin.setStatus(id, "published", actor);
  else if (intent === "hide") outcome = await productAdmin.setStatus(id, "hidden", actor);
  else if (intent === "delete") outcome = await productAdmin.delete(id, actor);
  else outcome = invalid({}, "Unknown action");
  if (outcome.kind === "ok" && !posted[ENHANCED_FIELD]) {
    const copy = intent === "duplicate" ? outcome.value : undefined;
    return redirect(copy ? `${adminPath("editProduct", { id: copy.id })}?notice=duplicated` : listUrl(request, NOTICE_OF[intent!]));
  }
  return toFormResult(PRODUCT_ROW_FORM, outcome, {}, { data: (value) => ({ id: value?.id ?? id }) });
}

const NOTICE_OF: Record<RowIntent, string> = { duplicate: "duplicated", publish: "published", hide: "hidden", delete: "deleted" };

const TOASTS: Record<RowIntent, { success: string; failure: string }> = {
  duplicate: { success: "Product duplicated as a draft", failure: "Failed to duplicate product" },
  publish: { success: "Product published", failure: "Failed to publish product" },
  hide: { success: "Product hidden", failure: "Failed to hide product" },
  delete: { success: "Product deleted", failure: "Failed to delete product" },
};

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const posted = (await request.clone().formData()).get("intent");
  const intent = ROW_INTENTS.find((i) => i === posted) ?? "publish";
  return enhanceAdminAction(serverAction, {
    ...TOASTS[intent],
    done: (result: FormResult) =>
      intent === "duplicate" ? adminPath("editProduct", { id: (result.data as { id: string }).id }) : listUrl(request),
  });
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { query, pagination, products, confirm, notice } = loaderData;
  const filtered = Boolean(query.q || query.category || query.form || query.status);
  // A refused row action: the toast says it with JavaScript, this line without.
  const refused = useFormResult(PRODUCT_ROW_FORM).result;
  const hydrated = useHydrated();
  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Products ({pagination.total})</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={adminPath("productsImport")}
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2.5 font-semibold text-slate-900 hover:bg-slate-100"
          >
            <Icon name="download" className="h-5 w-5" />
            Import / export
          </Link>
          <Link
            to={adminPath("registrationsImport")}
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2.5 font-semibold text-slate-900 hover:bg-slate-100"
          >
            <Icon name="download" className="h-5 w-5" />
            Registrations spreadsheet
          </Link>
          <Link
            to={adminPath("newProduct")}
            className="inline-flex items-center gap-2 rounded-md bg-primary-700 px-4 py-2.5 font-semibold text-white hover:bg-primary-800"
          >
            <Icon name="package" className="h-5 w-5" />
            New product
          </Link>
        </div>
      </div>
      {notice && (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900">
          {notice}
        </p>
      )}
      {refused && !hydrated && !confirm && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">
          {refusalReason(refused)}
        </p>
      )}
      <ProductFilters query={query} />
      {products.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <Icon name="package" className="h-10 w-10 text-slate-500" />
          {filtered ? (
            <>
              <p className="font-semibold text-slate-900">No products match these filters.</p>
              <Link to={adminPath("products")} className="font-medium text-primary-800 underline underline-offset-2">
                Show all products
              </Link>
            </>
          ) : (
            <p className="font-semibold text-slate-900">No products yet.</p>
          )}
        </div>
      ) : (
        <>
          <p className="text-slate-700" data-testid="products-summary">
            Showing {pagination.from}–{pagination.to} of {pagination.total} {pagination.total === 1 ? "product" : "products"}
          </p>
          <ProductsTable products={products} confirm={confirm} />
          <PaginationNav
            pagination={pagination}
            hrefFor={(p) => `${adminPath("products")}${productListSearch({ ...query, page: p })}`}
            label="Product pages"
          />
        </>
      )}
    </div>
  );
}
