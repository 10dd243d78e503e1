import { adminMeta } from "~/components/admin/admin-meta";
import { enhanceAdminAction } from "~/components/admin/admin-form-action";
import { ProductForm } from "~/components/admin/product-form";
import { adminPath } from "~/config/admin-paths";
import { answerForm, formValues, type FormResult } from "~/forms/form-result";
import {
  answerListIntent,
  emptyFormValues,
  formValuesFromPost,
  parseListIntent,
  PRODUCT_FORM,
  productInputOf,
} from "~/catalogue/product-form";
import { requireAdmin } from "~server/auth/require-admin.server";
import { actorOf } from "~server/catalogue/product-admin.server";
import type { Route } from "./+types/product-new";

export const meta = () => adminMeta("New product");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "newProduct");
  return null;
}

/** The form's entry point, with or without JavaScript: the same service as POST /api/admin/products. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services, "newProduct");
  const posted = formValues(await request.formData());
  const listIntent = parseListIntent(posted.intent);
  if (listIntent) return answerListIntent(posted, listIntent);
  const outcome = await context.services.productAdmin.create(productInputOf(formValuesFromPost(posted)), actorOf(admin));
  // The new product's own page, where its pictures are one link away.
  return answerForm(PRODUCT_FORM, outcome, posted, (product) => `${adminPath("editProduct", { id: product.id })}?notice=created`, {
    data: (product) => ({ id: product.id }),
  });
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return enhanceAdminAction(serverAction, {
    success: "Product created",
    failure: "Failed to create product",
    done: (result: FormResult) => `${adminPath("editProduct", { id: (result.data as { id: string }).id })}?notice=created`,
  });
}

export default function NewProduct() {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-slate-900">New product</h1>
      <ProductForm initial={emptyFormValues()} submitLabel="Create product" />
    </div>
  );
}
