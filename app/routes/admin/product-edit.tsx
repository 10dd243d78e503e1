import { data, Link, useLocation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminNotFound } from "~/components/admin/admin-not-found";
import { enhanceAdminAction } from "~/components/admin/admin-form-action";
import { ProductForm } from "~/components/admin/product-form";
import { StatusBadge } from "~/components/admin/products-view";
import { productPath } from "~/lib/catalogue-paths";
import { answerForm, formValues } from "~/lib/form-result";
import {
  answerListIntent,
  formValuesFromPost,
  formValuesOf,
  parseListIntent,
  PRODUCT_FORM,
  PRODUCT_NOTICES,
  PRODUCTS_PATH,
  productHistoryPath,
  productInputOf,
  productPicturesPath,
} from "~/lib/product-form";
import { requireAdmin } from "~server/auth/require-admin.server";
import { actorOf } from "~server/catalogue/product-admin.server";
import type { Route } from "./+types/product-edit";

export const meta = ({ data: loaded }: Route.MetaArgs) => adminMeta(loaded ? `Edit ${loaded.product.name}` : "Edit product");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  const found = await context.services.productAdmin.get(params.id);
  if (found.kind !== "ok") throw data(found.message, { status: 404 });
  const product = found.value;
  return {
    product: { id: product.id, name: product.name, slug: product.slug, status: product.status, edited: product.seedSlug !== null && product.editedAt !== null },
    values: formValuesOf(product),
  };
}

/** The form's entry point, with or without JavaScript: the same service as PUT /api/admin/products/:id. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services);
  const posted = formValues(await request.formData());
  const listIntent = parseListIntent(posted.intent);
  if (listIntent) return answerListIntent(posted, listIntent);
  const outcome = await context.services.productAdmin.update(params.id, productInputOf(formValuesFromPost(posted)), actorOf(admin));
  return answerForm(PRODUCT_FORM, outcome, posted, `${PRODUCTS_PATH}?notice=updated`);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return enhanceAdminAction(serverAction, { success: "Product updated", failure: "Failed to update product", done: PRODUCTS_PATH });
}

function EditPage({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-6">{children}</div>;
}

const link = "inline-flex items-center gap-1 font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900";

export default function EditProduct({ loaderData }: Route.ComponentProps) {
  const { product, values } = loaderData;
  const notice = PRODUCT_NOTICES[new URLSearchParams(useLocation().search).get("notice") ?? ""];
  return (
    <EditPage>
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold break-words text-slate-900">Edit product</h1>
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          <span className="font-medium break-words">{product.name}</span>
          <StatusBadge status={product.status} />
          {product.edited && <span className="text-sm">(edited here: the catalogue file no longer updates it)</span>}
        </p>
        <nav aria-label="This product" className="flex flex-wrap gap-x-5 gap-y-2">
          {product.status === "published" && (
            <Link to={productPath(product.slug)} className={link}>
              View on the site
            </Link>
          )}
          <Link to={productPicturesPath(product.id)} className={link}>
            Pictures
          </Link>
          <Link to={productHistoryPath(product.id)} className={link}>
            History
          </Link>
          <Link to={PRODUCTS_PATH} className={link}>
            All products
          </Link>
        </nav>
      </div>
      {notice && (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900">
          {notice}
        </p>
      )}
      {/* Another product remounts the form, so it never shows the previous product's values. */}
      <ProductForm key={product.id} initial={values} submitLabel="Save changes" />
    </EditPage>
  );
}

/** A product that is not there (thrown 404): said on the page and in a toast, inside the admin chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminNotFound error={error} toastTitle="Product not found">
      <EditPage>
        <h1 className="text-2xl font-bold text-slate-900">Edit product</h1>
        <p className="py-10 text-slate-700">This product could not be found. It may have been deleted.</p>
        <Link to={PRODUCTS_PATH} className={link}>
          All products
        </Link>
      </EditPage>
    </AdminNotFound>
  );
}
