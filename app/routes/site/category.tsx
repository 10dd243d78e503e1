import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { CatalogueSearchForm } from "~/components/site/catalogue-search-form";
import { ProductGrid, ResultsSummary } from "~/components/site/product-grid";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { PaginationNav } from "~/components/ui/pagination-nav";
import { site } from "~/config/site";
import { clientTexts, requestLocale, withTerms } from "~/i18n/dictionary.server";
import { format } from "~/i18n/format";
import { usePageNames, useSitePath, useTexts } from "~/i18n/use-messages";
import { categoryName, dosageFormName, productCards, searchOptions } from "~/catalogue/catalogue-labels.server";
import { sitePath, withQuery } from "~/config/paths";
import { CATALOGUE_PAGE_SIZE, paginate, parsePageParam } from "~/catalogue/pagination";
import { localizedSeo, pageMeta, truncateDescription } from "~/seo/seo";
import { received, send } from "~/loader-data";
import type { Route } from "./+types/category";
import { catalogueLinks } from "~/catalogue/printed-links.server";
import { PrintedLinks } from "~/components/site/printed-links";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalogue, env, settings } = context.services;
  const locale = requestLocale(request);
  const dictionary = withTerms(locale, context.services.vocabulary.termsFor(locale));
  const text = dictionary.messages.catalogue.category;
  const company = settings.company();
  // Matched ignoring case (specification: Category page); the title uses the canonical spelling.
  const category = catalogue.findCategory(params.category);
  const products = category ? catalogue.listProductsInCategory(category) : [];
  const pagination = paginate({
    total: products.length,
    page: parsePageParam(new URL(request.url).searchParams.get("page")),
    pageSize: CATALOGUE_PAGE_SIZE,
  });
  // The URL keeps the English name; the page shows the name in its language.
  const slugName = category ?? params.category;
  const title = category ? categoryName(dictionary, category) : params.category;
  const forms = [...new Set(products.map((p) => dosageFormName(dictionary, p.dosageForm)))];
  // Past the first page, the title says which.
  const pageOfCount = pagination.page > 1 ? { page: pagination.page, pageCount: pagination.pageCount } : null;
  return data(
    {
      messages: clientTexts(locale, "catalogue"),
      page: send({
        title,
        slugName,
        known: category !== null,
        pagination,
        products: productCards(dictionary, products.slice(pagination.offset, pagination.offset + CATALOGUE_PAGE_SIZE)),
        searchOptions: searchOptions(dictionary, context.services.registrations.countriesOnSale()),
        printed: category && products.length > 0 ? catalogueLinks({ printing: env.PRINTED_FILES === "on", dictionary }, [category]) : null,
        seo: localizedSeo({
          siteUrl: env.SITE_URL,
          path: withQuery(sitePath("category", { category: slugName }), { page: pagination.page }),
          locale,
          title: pageOfCount
            ? format(text.titleWithPage, { category: title, ...pageOfCount, brand: site.shortName })
            : format(text.title, { category: title, brand: site.shortName }),
          description: truncateDescription(
            format(text.metaDescription, {
              count: products.length,
              category: title.toLocaleLowerCase(locale),
              company: company.name,
              city: company.city,
              forms: forms.slice(0, 6).join(", ").toLocaleLowerCase(locale),
            }),
          ),
        }),
      }),
    },
    // The one 404 that is not thrown: an unknown category shows the page's empty state (the
    // specification's 'No products found in this category.'), and search engines get a 404.
    { status: category ? 200 : 404 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo, known } = received(loaderData.page);
  if (!known) return [{ title: seo.title }, { name: "robots", content: "noindex" }];
  return pageMeta(seo);
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { title, slugName, pagination, products, known, searchOptions: options, printed } = received(loaderData.page);
  const messages = useTexts("catalogue");
  const chrome = useTexts("chrome");
  const text = messages.category;
  const to = useSitePath();
  const names = usePageNames();
  return (
    <div className="container-page py-10 sm:py-14">
      <Breadcrumbs
        label={chrome.breadcrumbs.label}
        items={[
          { label: chrome.breadcrumbs.home, to: to("home") },
          { label: names.products ?? "", to: to("products") },
          { label: title },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold break-words text-slate-900 sm:text-4xl">{title}</h1>
      {pagination.total > 0 && (
        <div className="mt-2">
          <ResultsSummary {...pagination} />
        </div>
      )}

      <div className="mt-6">
        <CatalogueSearchForm options={options} category={known ? slugName : ""} />
      </div>

      <div className="mt-8">
        {products.length > 0 ? (
          <>
            {/* The first card only: on a phone the second is below the search form, so lazy there. */}
            <ProductGrid products={products} eagerCount={1} />
            <PaginationNav
              pagination={pagination}
              hrefFor={(page) => withQuery(to("category", { category: slugName }), { page })}
              label={format(text.pagesLabel, { category: title })}
              texts={chrome.pagination}
            />
          </>
        ) : (
          <div className="rounded-lg border border-dashed border-slate-300 p-6 sm:p-8">
            <p className="text-lg font-semibold text-slate-900">{text.empty}</p>
            <p className="mt-2 text-slate-700">
              <Link to={to("products")} className="font-semibold text-primary-800 underline underline-offset-2">
                {text.emptyAllCategories}
              </Link>{" "}
              {text.emptyOr}{" "}
              <Link to={to("contact")} className="font-semibold text-primary-800 underline underline-offset-2">
                {text.emptyContact}
              </Link>{" "}
              {text.emptyAfter}
            </p>
          </div>
        )}
      </div>
      {printed && <PrintedLinks {...printed} />}
    </div>
  );
}
