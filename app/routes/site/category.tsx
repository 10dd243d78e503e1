import { data, Link } from "react-router";
import { CatalogueSearchForm } from "~/components/site/catalogue-search-form";
import { ProductGrid, ResultsSummary } from "~/components/site/product-grid";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { PaginationNav } from "~/components/ui/pagination-nav";
import { site } from "~/config/site";
import { categoryPath, listingHref } from "~/lib/catalogue-paths";
import { CATALOGUE_PAGE_SIZE, paginate, parsePageParam } from "~/lib/pagination";
import { toProductCard } from "~/lib/product-images";
import { canonicalUrl, pageMeta, truncateDescription } from "~/lib/seo";
import type { Route } from "./+types/category";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalogue, env, settings } = context.services;
  const company = settings.company();
  // Matched ignoring case (specification: Category page); the title uses the canonical spelling.
  const category = catalogue.findCategory(params.category);
  const products = category ? catalogue.listProductsInCategory(category) : [];
  const pagination = paginate({
    total: products.length,
    page: parsePageParam(new URL(request.url).searchParams.get("page")),
    pageSize: CATALOGUE_PAGE_SIZE,
  });
  const title = category ?? params.category;
  const forms = [...new Set(products.map((p) => p.dosageForm))];
  return data(
    {
      title,
      known: category !== null,
      pagination,
      products: products.slice(pagination.offset, pagination.offset + CATALOGUE_PAGE_SIZE).map(toProductCard),
      description: truncateDescription(
        `${products.length} ${title.toLowerCase()} products from ${company.name}, exporter in ${company.city}: ${forms
          .slice(0, 6)
          .join(", ")
          .toLowerCase()}. Composition, dosage form and pack size for each.`,
      ),
      canonical: canonicalUrl(env.SITE_URL, listingHref(categoryPath(title), { page: pagination.page })),
    },
    // The one 404 that is not thrown: an unknown category shows the page's empty state (the
    // specification's 'No products found in this category.'), and search engines get a 404.
    { status: category ? 200 : 404 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, pagination, known, description, canonical } = loaderData;
  const page = pagination.page > 1 ? `, page ${pagination.page} of ${pagination.pageCount}` : "";
  const pageTitle = `${title}${page} | ${site.shortName}`;
  if (!known) return [{ title: pageTitle }, { name: "robots", content: "noindex" }];
  return pageMeta({ title: pageTitle, description }, canonical);
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { title, pagination, products, known } = loaderData;
  return (
    <div className="container-page py-10 sm:py-14">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Products", to: "/products" }, { label: title }]} />
      <h1 className="mt-4 text-3xl font-bold break-words text-slate-900 sm:text-4xl">{title}</h1>
      {pagination.total > 0 && (
        <div className="mt-2">
          <ResultsSummary {...pagination} />
        </div>
      )}

      <div className="mt-6">
        <CatalogueSearchForm category={known ? title : ""} />
      </div>

      <div className="mt-8">
        {products.length > 0 ? (
          <>
            <ProductGrid products={products} eagerCount={2} />
            <PaginationNav
              pagination={pagination}
              hrefFor={(page) => listingHref(categoryPath(title), { page })}
              label={`${title} pages`}
            />
          </>
        ) : (
          <div className="rounded-lg border border-dashed border-slate-300 p-6 sm:p-8">
            <p className="text-lg font-semibold text-slate-900">No products found in this category.</p>
            <p className="mt-2 text-slate-700">
              <Link to="/products" className="font-semibold text-primary-800 underline underline-offset-2">
                See all product categories
              </Link>{" "}
              or{" "}
              <Link to="/contact" className="font-semibold text-primary-800 underline underline-offset-2">
                contact our team
              </Link>{" "}
              for a product you do not see.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
