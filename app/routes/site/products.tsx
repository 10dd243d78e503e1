import { Link } from "~/components/ui/link";
import { CatalogueSearchForm } from "~/components/site/catalogue-search-form";
import { CategoryCard } from "~/components/site/category-card";
import { ContactPrompt } from "~/components/site/contact-prompt";
import { ProductGrid, ResultsSummary } from "~/components/site/product-grid";
import { PaginationNav } from "~/components/ui/pagination-nav";
import { clientTexts, requestLocale, withTerms } from "~/i18n/dictionary.server";
import { pageSeo as seoOfPage } from "~/i18n/page-copy.server";
import { format } from "~/i18n/format";
import { useSitePath, useTexts } from "~/i18n/use-messages";
import { categoryName, dosageFormName, productCards, searchOptions } from "~/catalogue/catalogue-labels.server";
import { sitePath, withQuery } from "~/config/paths";
import { CATALOGUE_PAGE_SIZE, paginate } from "~/catalogue/pagination";
import { localizedSeo, pageMeta } from "~/seo/seo";
import { isSearch, parseCatalogueQuery } from "~/schemas/catalogue-query";
import { localCountryName } from "~/company/countries.server";
import { received, send } from "~/loader-data";
import type { Route } from "./+types/products";
import { catalogueLinks } from "~/catalogue/printed-links.server";
import { PrintedLinks } from "~/components/site/printed-links";

export function loader({ request, context }: Route.LoaderArgs) {
  const { catalogue, env } = context.services;
  const locale = requestLocale(request);
  const dictionary = withTerms(locale, context.services.vocabulary.termsFor(locale));
  const text = dictionary.messages.catalogue.products;
  const { vocabulary, registrations } = context.services;
  const countries = registrations.countriesOnSale();
  const query = parseCatalogueQuery(new URL(request.url).searchParams, {
    category: vocabulary.keys("category"),
    dosageForm: vocabulary.keys("dosageForm"),
    country: countries,
  });
  const searching = isSearch(query);
  const country = query.country ? (localCountryName(query.country, locale) ?? query.country) : "";
  let results = null;
  if (searching) {
    // A country chosen: only products registered there, or in process (those marked on their card).
    const found = context.services.publicCatalogue.find(query);
    const pagination = paginate({ total: found.length, page: query.page, pageSize: CATALOGUE_PAGE_SIZE });
    const shown = found.slice(pagination.offset, pagination.offset + CATALOGUE_PAGE_SIZE);
    const inProcess = format(dictionary.registrations.inProcessIn, { country });
    results = {
      pagination,
      products: productCards(dictionary, shown.map((hit) => hit.product)).map((card, i) => (shown[i]!.standing === "in-process" ? { ...card, note: inProcess } : card)),
    };
  }
  const pageSeo = seoOfPage("products", locale, context.services.settings.company());
  const path = searching ? searchHref(sitePath("products"), query, results?.pagination.page ?? 1) : sitePath("products");
  // What a search asked for, in words: '"zinc" in Nutraceuticals, Tablets'.
  const filters = [
    query.category ? categoryName(dictionary, query.category) : "",
    query.form ? dosageFormName(dictionary, query.form) : "",
    country ? format(text.registeredIn, { country }) : "",
  ]
    .filter(Boolean)
    .join(text.filterSeparator);
  const search =
    query.q && filters ? format(text.searchWordsIn, { q: query.q, filters }) : query.q ? format(text.searchWords, { q: query.q }) : filters;
  return {
    messages: clientTexts(locale, "catalogue"),
    page: send({
      total: catalogue.listProducts().length,
      categories: catalogue.listCategories().map((category) => ({ ...category, name: categoryName(dictionary, category.title) })),
      query: { q: query.q, category: query.category ?? "", form: query.form ?? "", country: query.country ?? "" },
      search,
      searchOptions: searchOptions(dictionary, countries),
      results,
      // The catalogues to download, with the categories (not on a search's results).
      printed: searching ? null : catalogueLinks({ printing: env.PRINTED_FILES === "on", dictionary }, catalogue.listCategories().map((category) => category.title)),
      seo: localizedSeo({
        siteUrl: env.SITE_URL,
        path,
        locale,
        ...(searching
          ? { ...pageSeo, title: format(text.searchResultsTitle, { search, title: pageSeo.title }) }
          : pageSeo),
      }),
    }),
  };
}

/** A search's results page at `base` (the products page, in a language or not). */
function searchHref(base: string, query: { q: string; category?: string; form?: string; country?: string }, page: number): string {
  return withQuery(base, { q: query.q, category: query.category, form: query.form, country: query.country, page });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { results, seo } = received(loaderData.page);
  if (!results) return pageMeta(seo);
  // Result pages are for visitors, not for the index: the categories and products are.
  return [...pageMeta(seo), { name: "robots", content: "noindex, follow" }];
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { total, categories, query, search, searchOptions: options, results, printed } = received(loaderData.page);
  const messages = useTexts("catalogue");
  const chrome = useTexts("chrome");
  const text = messages.products;
  const to = useSitePath();
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{text.heading}</h1>
          <p className="mt-2 text-lg text-slate-600">{text.intro}</p>
        </div>
        <p className="inline-flex items-baseline gap-2 self-start rounded-full bg-primary-50 px-4 py-2 text-primary-900 sm:self-auto">
          <span className="font-medium">{text.totalProducts}</span>
          <span className="text-xl font-bold" data-testid="total-products">
            {total}
          </span>
        </p>
      </header>

      <div className="mt-8">
        <CatalogueSearchForm options={options} q={query.q} category={query.category} form={query.form} country={query.country} />
      </div>

      {results ? (
        <section aria-labelledby="results-title" className="mt-10">
          <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <div>
              <h2 id="results-title" className="text-2xl font-semibold break-words text-slate-900">
                {format(text.searchResultsFor, { search })}
              </h2>
              {results.pagination.total > 0 && <ResultsSummary {...results.pagination} />}
            </div>
            <Link to={to("products")} className="font-semibold text-primary-800 underline underline-offset-2">
              {text.clearSearch}
            </Link>
          </div>
          {results.pagination.total > 0 ? (
            <>
              <ProductGrid products={results.products} headingLevel={3} />
              <PaginationNav
                pagination={results.pagination}
                hrefFor={(page) => searchHref(to("products"), query, page)}
                label={text.searchPagesLabel}
                texts={chrome.pagination}
              />
            </>
          ) : (
            <div className="rounded-lg border border-dashed border-slate-300 p-6 sm:p-8">
              <p className="text-lg font-semibold text-slate-900">{format(text.noMatch, { search })}</p>
              <p className="mt-2 text-slate-700">
                {text.noMatchHelp}{" "}
                <Link to={to("contact")} className="font-semibold text-primary-800 underline underline-offset-2">
                  {text.noMatchContact}
                </Link>{" "}
                {text.noMatchAfter}
              </p>
            </div>
          )}
        </section>
      ) : (
        <section aria-label={text.categoriesLabel} className="mt-10">
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {categories.map((category, index) => (
              <li key={category.title}>
                {/* One column on a phone: only the first card is in the first screen. */}
                <CategoryCard category={category} eager={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {printed && <PrintedLinks {...printed} />}

      <ContactPrompt />
    </div>
  );
}
