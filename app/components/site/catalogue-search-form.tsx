import { Icon } from "~/components/ui/icon";
import { Form } from "react-router";
import { useSitePath, useTexts } from "~/i18n/use-messages";
import { MAX_QUERY_LENGTH } from "~/catalogue/search";

/** A choice of the form: its English value (in the URL) and its name in the page's language. */
export interface SearchOption {
  value: string;
  label: string;
}

export interface SearchOptions {
  categories: readonly SearchOption[];
  dosageForms: readonly SearchOption[];
  /** Countries some product is registered in: the value is the country's code. */
  countries: readonly SearchOption[];
}

interface CatalogueSearchFormProps {
  /** The choices, named by the page's loader in its language. */
  options: SearchOptions;
  q?: string;
  category?: string;
  form?: string;
  country?: string;
}

const field = "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900";

/** One of the form's narrowing choices: its label, "all" first, then the options. */
function FilterSelect({ name, label, all, options, value }: { name: string; label: string; all: string; options: readonly SearchOption[]; value: string }) {
  return (
    <label className="grid min-w-0 gap-1">
      <span className="text-sm font-medium text-slate-800">{label}</span>
      <select name={name} defaultValue={value} className={field}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Search by name or composition, narrowed by category, dosage form and the country a buyer
 * needs the product registered in (products in process there are listed and marked). A plain GET form to
 * /products (in the page's language), so results have a URL, are rendered on the server and
 * work without JavaScript.
 */
export function CatalogueSearchForm({ options, q = "", category = "", form = "", country = "" }: CatalogueSearchFormProps) {
  const text = useTexts("catalogue").searchForm;
  const to = useSitePath();
  return (
    <Form
      // Remounted when the URL's search changes, so the fields show the search on screen.
      key={`${q}|${category}|${form}|${country}`}
      method="get"
      action={to("products")}
      role="search"
      aria-label={text.label}
      // One column on a phone, two from 768px, one row of five from 1280px: each select keeps room
      // for its chosen option in every language (a browser test measures it).
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4 md:grid-cols-2 md:items-end xl:grid-cols-[minmax(12rem,1fr)_minmax(0,max-content)_minmax(0,max-content)_minmax(0,max-content)_auto]"
    >
      <label className="grid gap-1 md:col-span-2 xl:col-span-1">
        <span className="text-sm font-medium text-slate-800">{text.query}</span>
        <input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={text.placeholder}
          className={field}
        />
      </label>
      <FilterSelect name="category" label={text.category} all={text.allCategories} options={options.categories} value={category} />
      <FilterSelect name="form" label={text.dosageForm} all={text.allDosageForms} options={options.dosageForms} value={form} />
      <FilterSelect name="country" label={text.country} all={text.allCountries} options={options.countries} value={country} />
      <button
        type="submit"
        className="inline-flex h-11 items-center justify-center gap-2 rounded-md bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
      >
        <Icon name="search" className="h-4 w-4" />
        {text.submit}
      </button>
    </Form>
  );
}
