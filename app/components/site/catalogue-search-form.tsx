import { Icon } from "~/components/ui/icon";
import { Form } from "react-router";
import { MAX_QUERY_LENGTH } from "~/lib/search";
import { CATEGORIES, DOSAGE_FORMS } from "~/schemas/product-vocabulary";

interface CatalogueSearchFormProps {
  q?: string;
  category?: string;
  form?: string;
}

const field = "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900";

/**
 * Search by name or composition, narrowed by category and dosage form. A plain GET form to
 * /products, so results have a URL, are rendered on the server and work without JavaScript.
 */
export function CatalogueSearchForm({ q = "", category = "", form = "" }: CatalogueSearchFormProps) {
  return (
    <Form
      // Remounted when the URL's search changes, so the fields show the search on screen.
      key={`${q}|${category}|${form}`}
      method="get"
      action="/products"
      role="search"
      aria-label="Products"
      className="grid gap-3 rounded-lg sm:grid-cols-2 border border-slate-200 bg-slate-50 p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <label className="grid gap-1 sm:col-span-2 lg:col-span-1">
        <span className="text-sm font-medium text-slate-800">Search by name or composition</span>
        <input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="e.g. paracetamol, vitamin D3, aloe"
          className={field}
        />
      </label>
      <label className="grid min-w-0 gap-1">
        <span className="text-sm font-medium text-slate-800">Category</span>
        <select name="category" defaultValue={category} className={field}>
          <option value="">All categories</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className="grid min-w-0 gap-1">
        <span className="text-sm font-medium text-slate-800">Dosage form</span>
        <select name="form" defaultValue={form} className={field}>
          <option value="">All dosage forms</option>
          {DOSAGE_FORMS.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="inline-flex h-11 items-center justify-center gap-2 rounded-md bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 sm:col-span-2 lg:col-span-1"
      >
        <Icon name="search" className="h-4 w-4" />
        Search
      </button>
    </Form>
  );
}
