import { Link } from "react-router";
import { CatalogueSearchForm } from "~/components/site/catalogue-search-form";
import { CategoryCard } from "~/components/site/category-card";
import { ContactPrompt } from "~/components/site/contact-prompt";
import { ProductGrid, ResultsSummary } from "~/components/site/product-grid";
import { PaginationNav } from "~/components/ui/pagination-nav";
import { listingHref } from "~/lib/catalogue-paths";
import { CATALOGUE_PAGE_SIZE, paginate } from "~/lib/pagination";
import { toProductCard } from "~/lib/product-images";
import { canonicalUrl, pageMeta } from "~/lib/seo";
import { isSearch, parseCatalogueQuery } from "~/schemas/catalogue-query";
import { pageSeo } from "~content/site/seo";
import type { Route } from "./+types/products";

export function loader({ request, context }: Route.LoaderArgs) {
  const { catalogue, env } = context.services;
  const query = parseCatalogueQuery(new URL(request.url).searchParams);
  const searching = isSearch(query);
  let results = null;
  if (searching) {
    const found = catalogue.searchProducts(query);
    const pagination = paginate({ total: found.length, page: query.page, pageSize: CATALOGUE_PAGE_SIZE });
    results = {
      pagination,
      products: found.slice(pagination.offset, pagination.offset + CATALOGUE_PAGE_SIZE).map(toProductCard),
    };
  }
  const path = searching ? searchHref(query, results?.pagination.page ?? 1) : "/products";
  return {
    total: catalogue.listProducts().length,
    categories: catalogue.listCategories(),
    query: { q: query.q, category: query.category ?? "", form: query.form ?? "" },
    results,
    canonical: canonicalUrl(env.SITE_URL, path),
  };
}

function searchHref(query: { q: string; category?: string; form?: string }, page: number): string {
  return listingHref("/products", { q: query.q, category: query.category, form: query.form, page });
}

/** What a search asked for, in words: '"zinc" in Nutraceuticals, Tablets'. */
function describeSearch({ q, category, form }: { q: string; category: string; form: string }): string {
  const filters = [category, form].filter(Boolean).join(", ");
  if (q && filters) return `"${q}" in ${filters}`;
  return q ? `"${q}"` : filters;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const seo = pageSeo.products;
  if (!loaderData?.results) return pageMeta(seo, loaderData?.canonical);
  // Result pages are for visitors, not for the index: the categories and products are.
  return [
    ...pageMeta(
      { title: `Search results for ${describeSearch(loaderData.query)} | ${seo.title}`, description: seo.description },
      loaderData.canonical,
    ),
    { name: "robots", content: "noindex, follow" },
  ];
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { total, categories, query, results } = loaderData;
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Products</h1>
          <p className="mt-2 text-lg text-slate-600">Explore our wide range of high-quality products</p>
        </div>
        <p className="inline-flex items-baseline gap-2 self-start rounded-full bg-primary-50 px-4 py-2 text-primary-900 sm:self-auto">
          <span className="font-medium">Total Products</span>
          <span className="text-xl font-bold" data-testid="total-products">
            {total}
          </span>
        </p>
      </header>

      <div className="mt-8">
        <CatalogueSearchForm q={query.q} category={query.category} form={query.form} />
      </div>

      {results ? (
        <section aria-labelledby="results-title" className="mt-10">
          <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <div>
              <h2 id="results-title" className="text-2xl font-semibold break-words text-slate-900">
                {`Search results for ${describeSearch(query)}`}
              </h2>
              {results.pagination.total > 0 && <ResultsSummary {...results.pagination} />}
            </div>
            <Link to="/products" className="font-semibold text-primary-800 underline underline-offset-2">
              Clear search
            </Link>
          </div>
          {results.pagination.total > 0 ? (
            <>
              <ProductGrid products={results.products} headingLevel={3} />
              <PaginationNav
                pagination={results.pagination}
                hrefFor={(page) => searchHref(query, page)}
                label="Search results pages"
              />
            </>
          ) : (
            <div className="rounded-lg border border-dashed border-slate-300 p-6 sm:p-8">
              <p className="text-lg font-semibold text-slate-900">{`No products match ${describeSearch(query)}.`}</p>
              <p className="mt-2 text-slate-700">
                Try a shorter word, check the spelling, or choose another category or dosage form. We also supply
                many molecules and strengths that are not listed here:{" "}
                <Link to="/contact" className="font-semibold text-primary-800 underline underline-offset-2">
                  contact our team
                </Link>{" "}
                and tell us what you are looking for.
              </p>
            </div>
          )}
        </section>
      ) : (
        <section aria-label="Categories" className="mt-10">
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

      <ContactPrompt />
    </div>
  );
}
