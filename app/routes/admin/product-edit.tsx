import { data, useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminNotFound } from "~/components/admin/admin-not-found";
import { enhanceAdminAction } from "~/components/admin/admin-form-action";
import { ProductForm, TranslationForm } from "~/components/admin/product-form";
import { isPrefixedLocale, LOCALE_NAMES, LOCALES, type Locale } from "~/i18n/locales";
import { StatusBadge } from "~/components/admin/products-view";
import { sitePath } from "~/config/paths";
import { adminPath } from "~/config/admin-paths";
import { answerForm, formValues } from "~/forms/form-result";
import {
  answerListIntent,
  formValuesFromPost,
  formValuesOf,
  parseListIntent,
  PRODUCT_FORM,
  PRODUCT_NOTICES,
  productInputOf,
  productLanguagePath,
  emptyFormValues,
} from "~/catalogue/product-form";
import { requireAdmin } from "~server/auth/require-admin.server";
import { actorOf } from "~server/catalogue/product-admin.server";
import type { Route } from "./+types/product-edit";

export const meta = ({ data: loaded }: Route.MetaArgs) => adminMeta(loaded ? `Edit ${loaded.product.name}` : "Edit product");

/** The language tab a URL asks for: `?lang=fr`; English (the product's own form) otherwise. */
function tabOf(url: string): Locale {
  const lang = new URL(url).searchParams.get("lang");
  return isPrefixedLocale(lang) ? lang : "en";
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "editProduct");
  const found = await context.services.productAdmin.get(params.id);
  if (found.kind !== "ok") throw data(found.message, { status: 404 });
  const product = found.value;
  const tab = tabOf(request.url);
  let values = formValuesOf(product);
  let translation: { language: string; translated: boolean; english: { descriptionList: string[]; keyBenefits: string[]; uses: string[] } } | null = null;
  if (tab !== "en") {
    const texts = await context.services.productAdmin.translation(product.id, tab);
    if (texts.kind !== "ok") throw data(texts.message, { status: 404 });
    values = { ...emptyFormValues(), descriptionList: texts.value.descriptionList, keyBenefits: texts.value.keyBenefits, uses: texts.value.uses };
    translation = { language: LOCALE_NAMES[tab], translated: texts.value.translated, english: texts.value.english };
  }
  return {
    product: { id: product.id, name: product.name, slug: product.slug, status: product.status, edited: product.seedSlug !== null && product.editedAt !== null },
    tab,
    values,
    translation,
  };
}

/**
 * The form's entry point, with or without JavaScript: the same service as PUT
 * /api/admin/products/:id, or on a language tab as PUT /api/admin/products/:id/translations/:locale.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services, "editProduct");
  const tab = tabOf(request.url);
  const posted = formValues(await request.formData());
  const listIntent = parseListIntent(posted.intent);
  if (listIntent) return answerListIntent(posted, listIntent);
  const input = productInputOf(formValuesFromPost(posted));
  if (tab !== "en") {
    const outcome = await context.services.productAdmin.saveTranslation(
      params.id,
      tab,
      { descriptionList: input.descriptionList, keyBenefits: input.keyBenefits, uses: input.uses },
      actorOf(admin),
    );
    return answerForm(PRODUCT_FORM, outcome, posted, `${productLanguagePath(params.id, tab)}&notice=translated`);
  }
  const outcome = await context.services.productAdmin.update(params.id, input, actorOf(admin));
  return answerForm(PRODUCT_FORM, outcome, posted, `${adminPath("products")}?notice=updated`);
}

export function clientAction({ serverAction, request, params }: Route.ClientActionArgs) {
  const tab = tabOf(request.url);
  if (tab !== "en") {
    return enhanceAdminAction(serverAction, {
      success: "Translation saved",
      failure: "Failed to save translation",
      done: productLanguagePath(params.id, tab),
    });
  }
  return enhanceAdminAction(serverAction, { success: "Product updated", failure: "Failed to update product", done: adminPath("products") });
}

function EditPage({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-6">{children}</div>;
}

const link = "inline-flex items-center gap-1 font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900";

export default function EditProduct({ loaderData }: Route.ComponentProps) {
  const { product, values, tab, translation } = loaderData;
  const noticeKey = new URLSearchParams(useLocation().search).get("notice") ?? "";
  const notice = PRODUCT_NOTICES[noticeKey];
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
            <Link to={sitePath("product", { slug: product.slug })} className={link}>
              View on the site
            </Link>
          )}
          <Link to={adminPath("productPictures", { id: product.id })} className={link}>
            Pictures
          </Link>
          <Link to={adminPath("productRegistrations", { id: product.id })} className={link}>
            Registrations
          </Link>
          <Link to={adminPath("productHistory", { id: product.id })} className={link}>
            History
          </Link>
          <Link to={adminPath("products")} className={link}>
            All products
          </Link>
        </nav>
      </div>
      {notice && (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900">
          {notice}
          {/* A new product has no pictures yet: the next step is one link away. */}
          {noticeKey === "created" && (
            <>
              {". Next: "}
              <Link to={adminPath("productPictures", { id: product.id })} className={link}>
                add its pictures
              </Link>
            </>
          )}
        </p>
      )}
      <nav aria-label="Languages" className="flex flex-wrap gap-1 border-b border-slate-200">
        {LOCALES.map((locale) => (
          <Link
            key={locale}
            to={productLanguagePath(product.id, locale)}
            lang={locale}
            aria-current={locale === tab ? "page" : undefined}
            className={`-mb-px rounded-t-md border px-4 py-2 font-medium ${
              locale === tab
                ? "border-slate-200 border-b-white bg-white text-primary-800"
                : "border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            }`}
          >
            {LOCALE_NAMES[locale]}
          </Link>
        ))}
      </nav>
      {/* Another product or language remounts the form, so it never shows another's values. */}
      {translation ? (
        <>
          <section aria-labelledby="english-texts" className="grid max-w-xl gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
            <h2 id="english-texts" className="font-semibold text-slate-900">
              English texts
            </h2>
            <p className="text-slate-700">
              {translation.translated ? `The ${translation.language} pages show the translation below instead of these lines.` : `Not translated yet: the ${translation.language} pages show these English texts.`}
            </p>
            <ul className="list-disc ps-5 text-slate-800">
              {translation.english.descriptionList.map((line, index) => (
                <li key={`d${index}`}>{line}</li>
              ))}
            </ul>
            {translation.english.keyBenefits.length > 0 && (
              <>
                <h3 className="font-semibold text-slate-900">Key benefits</h3>
                <ul className="list-disc ps-5 text-slate-800">
                  {translation.english.keyBenefits.map((line, index) => (
                    <li key={`k${index}`}>{line}</li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <TranslationForm
            key={`${product.id}-${tab}`}
            initial={values}
            submitLabel={`Save ${translation.language} texts`}
            action={productLanguagePath(product.id, tab)}
            language={translation.language}
          />
        </>
      ) : (
        <ProductForm key={product.id} initial={values} submitLabel="Save changes" />
      )}
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
        <Link to={adminPath("products")} className={link}>
          All products
        </Link>
      </EditPage>
    </AdminNotFound>
  );
}
