import { Icon } from "~/components/ui/icon";
import { useRef, useState, type FormEvent } from "react";
import { Form, useFetcher, useLocation, useNavigate } from "react-router";
import { Link } from "~/components/ui/link";
import { ENHANCED_FIELD } from "~/forms/form-result";
import { useFormResult } from "~/components/ui/use-form-result";
import { adminPath } from "~/config/admin-paths";
import { productListSearch } from "~/catalogue/product-form";
import { useVocabularyChoices } from "./use-vocabulary";
import {
  PRODUCT_STATUSES,
  PRODUCT_STATUS_LABELS,
  type ProductStatus,
} from "~/schemas/product-vocabulary";
import { ConfirmDialog } from "./confirm-dialog";
import { FilterSelect, filterControl } from "./filter-select";
import { stacked } from "./stacked-table";
import { useHydrated } from "~/components/ui/use-hydrated";

export const PRODUCT_ROW_FORM = "product-row";

/** What the list shows of a product. */
export interface ProductRow {
  id: string;
  name: string;
  slug: string;
  category: string;
  dosageForm: string;
  status: ProductStatus;
  featured: boolean;
  position: number;
}

export interface ProductFilterQuery {
  q?: string;
  category?: string;
  form?: string;
  status?: string;
}

const control = filterControl;

/**
 * The list's filters: a plain GET form (it works without JavaScript); with JavaScript the
 * empty fields are left out of the URL. On a phone they fold away behind "Filters".
 */
export function ProductFilters({ query }: { query: ProductFilterQuery }) {
  const navigate = useNavigate();
  const vocabulary = useVocabularyChoices();
  const applied = [query.q, query.category, query.form, query.status].filter(Boolean).length;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim() || undefined;
    void navigate(
      `${adminPath("products")}${productListSearch({ q: text("q"), category: text("category"), form: text("form"), status: text("status") })}`,
    );
  }

  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <details className="group sm:[&::details-content]:[content-visibility:visible]">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md font-semibold text-slate-900 sm:hidden">
          <Icon name="chevron-right" className="h-5 w-5 transition-transform group-open:rotate-90" />
          Filters
          {applied > 0 && <span className="font-normal text-slate-700">({applied} applied)</span>}
        </summary>
        <form
          key={productListSearch(query)}
          method="get"
          action={adminPath("products")}
          role="search"
          aria-label="Filter products"
          onSubmit={onSubmit}
          className="mt-3 grid gap-3 sm:mt-0 sm:grid-cols-2 xl:grid-cols-[minmax(0,1.5fr)_repeat(3,minmax(0,1fr))_auto] xl:items-end"
        >
          <div className="grid min-w-0 gap-1">
            <label htmlFor="products-q" className="font-medium text-slate-800">
              Search
            </label>
            <input
              id="products-q"
              name="q"
              type="search"
              defaultValue={query.q}
              maxLength={100}
              placeholder="Name, composition..."
              className={control}
            />
          </div>
          <FilterSelect
            idPrefix="products"
            name="category"
            text="Category"
            value={query.category}
            options={[["", "All categories"], ...vocabulary.category.map(([v, l]): [string, string] => [v, l])]}
          />
          <FilterSelect
            idPrefix="products"
            name="form"
            text="Dosage form"
            value={query.form}
            options={[["", "All dosage forms"], ...vocabulary.dosageForm.map(([v, l]): [string, string] => [v, l])]}
          />
          <FilterSelect
            idPrefix="products"
            name="status"
            text="Status"
            value={query.status}
            options={[["", "Any status"], ...PRODUCT_STATUSES.map((s): [string, string] => [s, PRODUCT_STATUS_LABELS[s]])]}
          />
          <button
            type="submit"
            className="inline-flex items-center justify-center gap-2 rounded-md bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
          >
            <Icon name="search" className="h-4 w-4" />
            Apply
          </button>
        </form>
      </details>
      {applied > 0 && (
        <Link to={adminPath("products")} className="text-sm font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900">
          Clear filters
        </Link>
      )}
    </div>
  );
}

const STATUS_STYLES: Record<ProductStatus, string> = {
  draft: "border-slate-400 bg-slate-100 text-slate-800",
  published: "border-green-600 bg-green-50 text-green-900",
  hidden: "border-amber-600 bg-amber-50 text-amber-900",
};

export function StatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>
      {PRODUCT_STATUS_LABELS[status]}
    </span>
  );
}

const head = "px-3 py-3 font-semibold whitespace-nowrap";
const cell = `${stacked.cell} px-3 align-middle sm:py-3`;
const action =
  "inline-flex min-h-9 items-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100";

/** A row's button that posts one intent to the list's action (the script adds the toast). */
function RowAction({ id, intent, label, name, icon }: { id: string; intent: string; label: string; name: string; icon: "rotate-ccw" | "eye" | "eye-off" | "package" }) {
  const hydrated = useHydrated();
  const location = useLocation();
  return (
    <Form method="post" action={`${adminPath("products")}${location.search}`}>
      {hydrated && <input type="hidden" name={ENHANCED_FIELD} value="1" />}
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className={action} aria-label={`${label} ${name}`}>
        <Icon name={icon} className="h-4 w-4" />
        {label}
      </button>
    </Form>
  );
}

/**
 * The products of one page of the list. Below 640px each product is a card with every column;
 * wider, the table scrolls sideways in its own box when narrower than its columns. Delete asks
 * first: without JavaScript it opens the list with the confirmation above it
 * (`?delete=<id>`), with it a dialog.
 */
export function ProductsTable({ products, confirm }: { products: ProductRow[]; confirm: { id: string; name: string } | null }) {
  const [pending, setPending] = useState<ProductRow | null>(null);
  const fetcher = useFetcher();
  const location = useLocation();
  const deleting = fetcher.state !== "idle";
  const opener = useRef<HTMLButtonElement | null>(null);
  const caption = useRef<HTMLParagraphElement | null>(null);

  async function confirmDelete() {
    if (!pending) return;
    await fetcher.submit(
      { [ENHANCED_FIELD]: "1", intent: "delete", id: pending.id },
      { method: "post", action: `${adminPath("products")}${location.search}` },
    );
    setPending(null);
  }

  return (
    <>
      {confirm && <DeleteConfirmation product={confirm} />}
      <div role="region" aria-labelledby="products-caption" tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className={`${stacked.table} sm:min-w-[52rem]`}>
          <caption id="products-caption" className="sr-only">
            Products in display order
          </caption>
          <thead className={stacked.head}>
            <tr>
              <th scope="col" className={head}>
                Name
              </th>
              <th scope="col" className={head}>
                Category
              </th>
              <th scope="col" className={head}>
                Dosage form
              </th>
              <th scope="col" className={head}>
                Status
              </th>
              <th scope="col" className={head}>
                Order
              </th>
              <th scope="col" className={head}>
                Action
              </th>
            </tr>
          </thead>
          <tbody className={stacked.body}>
            {products.map((product) => (
              <tr key={product.id} className={stacked.row} data-testid="product-row">
                <td className={cell} data-label="Name">
                  <Link
                    to={adminPath("editProduct", { id: product.id })}
                    className="block max-w-[18rem] font-semibold break-words text-primary-800 underline underline-offset-2 hover:text-primary-900"
                  >
                    {product.name}
                  </Link>
                </td>
                <td className={cell} data-label="Category">
                  {product.category}
                </td>
                <td className={cell} data-label="Dosage form">
                  {product.dosageForm}
                </td>
                <td className={cell} data-label="Status">
                  <span className="flex flex-wrap items-center gap-1">
                    <StatusBadge status={product.status} />
                    {product.featured && (
                      <span className="inline-block rounded-full border border-primary-600 bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-900">
                        Featured
                      </span>
                    )}
                  </span>
                </td>
                <td className={cell} data-label="Order">
                  {product.position}
                </td>
                <td className={`${stacked.cell} px-3 py-2`} data-label="Action">
                  <div className="flex flex-wrap gap-2">
                    <Link to={adminPath("editProduct", { id: product.id })} className={action} aria-label={`Edit ${product.name}`}>
                      <Icon name="pencil" className="h-4 w-4" />
                      Edit
                    </Link>
                    <Link to={adminPath("productHistory", { id: product.id })} className={action} aria-label={`History of ${product.name}`}>
                      <Icon name="rotate-ccw" className="h-4 w-4" />
                      History
                    </Link>
                    <RowAction id={product.id} intent="duplicate" label="Duplicate" name={product.name} icon="package" />
                    {product.status === "published" ? (
                      <RowAction id={product.id} intent="hide" label="Hide" name={product.name} icon="eye-off" />
                    ) : (
                      <RowAction id={product.id} intent="publish" label="Publish" name={product.name} icon="eye" />
                    )}
                    <form method="get" action={adminPath("products")}>
                      <input type="hidden" name="delete" value={product.id} />
                      <button
                        type="submit"
                        className={`${action} border-red-300 text-red-800 hover:bg-red-50`}
                        aria-label={`Delete ${product.name}`}
                        onClick={(event) => {
                          event.preventDefault();
                          opener.current = event.currentTarget;
                          setPending(product);
                        }}
                      >
                        <Icon name="trash" className="h-4 w-4" />
                        Delete
                      </button>
                    </form>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p ref={caption} tabIndex={-1} className="sr-only">
        Products
      </p>
      <ConfirmDialog
        subject={pending?.name}
        open={pending !== null}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onOpenChange={(open) => {
          if (!open && !deleting) setPending(null);
        }}
        onCloseFocus={() => (opener.current?.isConnected ? opener.current : caption.current)?.focus()}
      />
    </>
  );
}

/** `?delete=<id>`'s confirmation, a plain form: the dialog's words and choices, no script needed. */
function DeleteConfirmation({ product }: { product: { id: string; name: string } }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const refused = useFormResult(PRODUCT_ROW_FORM).result?.message;
  const back = new URLSearchParams(location.search);
  back.delete("delete");
  const backSearch = back.toString();
  return (
    <section aria-labelledby="confirm-delete-title" className="grid gap-3 rounded-xl border border-red-300 bg-white p-5 shadow-sm">
      <h2 id="confirm-delete-title" className="text-lg font-bold text-slate-900">
        Are you sure?
      </h2>
      <p className="text-slate-700">
        This action cannot be undone. <span className="font-medium">{product.name}</span> will be deleted.
      </p>
      {refused && !hydrated && (
        <p role="alert" className="font-medium text-red-700">
          {refused}
        </p>
      )}
      <Form method="post" action={`${adminPath("products")}${location.search}`} className="flex gap-3">
        {hydrated && <input type="hidden" name={ENHANCED_FIELD} value="1" />}
        <input type="hidden" name="id" value={product.id} />
        <Link
          to={`${adminPath("products")}${backSearch ? `?${backSearch}` : ""}`}
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
        >
          No
        </Link>
        <button type="submit" name="intent" value="delete" className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
          Yes
        </button>
      </Form>
    </section>
  );
}
