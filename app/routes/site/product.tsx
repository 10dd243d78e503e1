import { Icon } from "~/components/ui/icon";
import { lazy, Suspense, useRef } from "react";
import { data, Form, redirect, useLocation, useNavigate, useSearchParams } from "react-router";
import { AddToQuote } from "~/components/site/add-to-quote";
import { ProductGallery } from "~/components/site/product-gallery";
import { ProductGrid } from "~/components/site/product-grid";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { site } from "~/config/site";
import { sitePath } from "~/config/paths";
import { countryOptions } from "~/company/countries.server";
import { productGallery } from "~/catalogue/product-images";
import { packSizeIn, productCards, productDetails, productLabels } from "~/catalogue/catalogue-labels.server";
import { productFactsJsonLd, productFactsView } from "~/catalogue/product-facts.server";
import { ProductFacts } from "~/components/site/product-facts";
import { productRegistrationsView } from "~/catalogue/product-registrations.server";
import { ProductRegistrations } from "~/components/site/product-registrations";
import { clientTexts, requestLocale, withTerms } from "~/i18n/dictionary.server";
import { pageNames } from "~/i18n/page-copy.server";
import { format, formatDay } from "~/i18n/format";
import { useLocale, useTexts } from "~/i18n/use-messages";
import type { Locale } from "~/i18n/locales";
import { canonicalUrl, localizedSeo, pageMeta, truncateDescription } from "~/seo/seo";
import { whatsappQuoteHref } from "~/quote/whatsapp";
import { useCompany } from "~/components/site/use-company";
import { received, send } from "~/loader-data";
import type { Route } from "./+types/product";
import { handleInquiryPost } from "./product-action.server";
import { productDocumentsSection } from "./public-documents.server";
import { registrationCertificates } from "~server/documents/public-documents.server";
import { ProductDocuments } from "~/components/site/documents/product-documents";

/**
 * The inquiry dialog and its form load when a buyer opens them, not with the page: most visits
 * never inquire, and the product page's script budget (docs/requirements.md §7) is the tightest. The
 * server still renders the dialog whole for `?inquire=1` (pages are rendered complete), so it
 * works without JavaScript, and hydration waits for this chunk.
 */
const loadInquiryDialog = () => import("~/components/site/inquiry-dialog");
const InquiryDialog = lazy(() => loadInquiryDialog().then((module) => ({ default: module.InquiryDialog })));
import { dataSheetLink } from "~/catalogue/printed-links.server";
import { PrintedLinks } from "~/components/site/printed-links";

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { catalogue, env, settings } = context.services;
  const locale = requestLocale(request);
  const dictionary = withTerms(locale, context.services.vocabulary.termsFor(locale));
  const text = dictionary.messages.catalogue;
  const company = settings.company();
  // Only while the inquiry dialog is open: the page itself carries no country list and no form texts.
  const inquiring = new URL(request.url).searchParams.get("inquire") === "1";
  const found = catalogue.getProductBySlug(params.slug);
  if (!found) {
    // A renamed product's old address: moved for good, so links and search engines follow.
    const moved = catalogue.findRedirect(params.slug);
    if (moved) throw redirect(`${sitePath("product", { slug: moved, locale })}${new URL(request.url).search}`, 301);
    // The site layout's error boundary shows this text as the page title, with the 404 status.
    throw data(text.product.notFound, { status: 404 });
  }
  // The description list and key benefits in the page's language (English when it has none).
  const product = catalogue.localize(found, locale);
  const labels = productLabels(dictionary, product);
  const gallery = productGallery(product, labels);
  // The details table's lines, as the field table says (dosage form, pack size...).
  const details = productDetails(dictionary, product);
  const facts = productFactsView(product, locale);
  const productId = catalogue.getProductId(product.slug);
  const crumbs = [
    { label: dictionary.messages.chrome.breadcrumbs.home, to: sitePath("home", { locale }) },
    { label: pageNames(locale).products, to: sitePath("products", { locale }) },
    { label: labels.category, to: sitePath("category", { category: product.category, locale }) },
    { label: product.name },
  ];
  return {
    // Nothing but the inquiry dialog reads the forms' texts (the quote button's words are the catalogue's).
    messages: inquiring ? clientTexts(locale, "catalogue", "forms") : clientTexts(locale, "catalogue"),
    page: send({
      product,
      labels: { category: labels.category },
      details,
      facts,
      registrations: productRegistrationsView(context.services.registrations.forProduct(productId), locale, registrationCertificates(context.services.documents, productId, locale)),
      gallery,
      related: productCards(dictionary, catalogue.listRelatedProducts(product, 4)),
      documents: productDocumentsSection(context.services, locale, product.slug),
      dataSheet: dataSheetLink({ printing: env.PRINTED_FILES === "on", dictionary }, product.slug),
      countryOptions: inquiring ? countryOptions(locale) : null,
      crumbs,
      // The day a printed page says it was served, written here so the page's script has nothing
      // to compute (a cached page keeps the day it was rendered).
      servedOn: servedOn(locale),
      seo: localizedSeo({
        siteUrl: env.SITE_URL,
        path: sitePath("product", { slug: product.slug }),
        locale,
        title: format(text.product.title, { name: product.name, brand: site.shortName }),
        description: truncateDescription(
          format(text.product.metaDescription, {
            name: product.name,
            dosageForm: labels.dosageForm,
            packSize: packSizeIn(dictionary, product.packSize),
            city: company.city,
            composition: product.composition,
          }),
        ),
      }),
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Product",
          name: product.name,
          description: [product.composition, ...product.descriptionList].join(". "),
          category: labels.category,
          image: gallery.map((image) => canonicalUrl(env.SITE_URL, image.src)),
          url: canonicalUrl(env.SITE_URL, sitePath("product", { slug: product.slug, locale })),
          sku: product.slug,
          brand: { "@type": "Brand", name: company.name },
          ...productFactsJsonLd(product, facts.facts, details),
        },
        {
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: crumbs.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.label,
            item: canonicalUrl(env.SITE_URL, crumb.to ?? sitePath("product", { slug: product.slug, locale })),
          })),
        },
      ],
    }),
  };
}

/** Today (UTC) as a day and as the language writes it. */
function servedOn(locale: Locale) {
  const day = new Date().toISOString().slice(0, 10);
  return { day, text: formatDay(day, locale) };
}

/** The inquiry form posted without JavaScript. */
export async function action(args: Route.ActionArgs) {
  return handleInquiryPost(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  // Unknown slug: the site layout's meta titles the error view.
  if (!loaderData) return [];
  const { seo, jsonLd } = received(loaderData.page);
  return [
    ...pageMeta(seo),
    // React Router writes these as JSON-LD scripts with `<` escaped.
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const page = received(loaderData.page);
  const { product, labels, details, facts, registrations, gallery, related, crumbs, countryOptions, seo, servedOn } = page;
  const messages = useTexts("catalogue");
  const chrome = useTexts("chrome");
  const locale = useLocale();
  const text = messages.product;
  const company = useCompany();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  const inquiring = searchParams.get("inquire") === "1";
  const openedHere = (location.state as { inquiryOpened?: boolean } | null)?.inquiryOpened === true;

  const closeInquiry = () => {
    // Opened from the button: step back, so Back does not reopen it. Arrived with ?inquire=1
    // (a shared link, or the page without JavaScript): drop the parameter in place.
    if (openedHere) navigate(-1);
    else {
      const rest = new URLSearchParams(searchParams);
      rest.delete("inquire");
      const query = rest.toString();
      navigate({ pathname: location.pathname, search: query ? `?${query}` : "" }, { replace: true, preventScrollReset: true });
    }
    trigger.current?.focus();
  };

  return (
    <div className="container-page py-8 sm:py-12">
      <Breadcrumbs items={crumbs} label={chrome.breadcrumbs.label} />

      {/* On paper: the picture beside the facts, a third of the width. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12 print:mt-0 print:grid-cols-[1fr_2fr] print:gap-6">
        <ProductGallery key={product.slug} images={gallery} name={product.name} />

        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase">{labels.category}</p>
          {/* Name and composition as printed on the pack: left to right in every language. */}
          <h1 className="mt-1 text-3xl font-bold break-words text-slate-900">
            <bdi>{product.name}</bdi>
          </h1>
          <p dir="ltr" className="mt-3 text-lg break-words text-slate-700 [[dir=rtl]_&]:text-right" data-testid="composition">
            {product.composition}
          </p>

          <ul className="mt-5 list-disc space-y-1 ps-5 text-slate-700">
            {product.descriptionList.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ul>

          {/* Framed on every side; row headers at the start like their values. */}
          <div className="mt-6 overflow-hidden rounded-lg border border-slate-200">
            <table className="w-full border-collapse text-start" data-testid="product-details">
              <caption className="sr-only">{text.details}</caption>
              <tbody className="divide-y divide-slate-200">
                {details.map((detail) => (
                  <tr key={detail.label}>
                    <th scope="row" className="w-40 bg-slate-50 px-4 py-3 text-start font-semibold text-slate-900">
                      {detail.label}
                    </th>
                    <td className="px-4 py-3">{detail.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ProductFacts {...facts} />
          <ProductRegistrations {...registrations} />

          {product.keyBenefits.length > 0 && (
            <section aria-labelledby="key-benefits" className="mt-6">
              <h2 id="key-benefits" className="text-xl font-semibold text-slate-900">
                {text.keyBenefits}
              </h2>
              <ul className="mt-3 list-disc space-y-1 ps-5 text-slate-700">
                {product.keyBenefits.map((benefit, index) => (
                  <li key={`${index}-${benefit}`}>{benefit}</li>
                ))}
              </ul>
            </section>
          )}

          <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
            <AddToQuote slug={product.slug} name={product.name} />
            <a
              href={whatsappQuoteHref(company, [{ name: product.name }], chrome.chatButton.quoteGreeting, locale)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold text-primary-800 underline underline-offset-2 hover:bg-primary-50"
            >
              <Icon name="message-circle" className="h-4 w-4" />
              {text.askOnWhatsApp}
              <span className="sr-only">{text.opensInNewTab}</span>
            </a>
            {page.dataSheet && <PrintedLinks links={[page.dataSheet]} />}
          </div>

          {/* A GET form: ?inquire=1 opens the dialog, with or without JavaScript. */}
          <Form method="get" preventScrollReset state={{ inquiryOpened: true }} className="mt-8 print:hidden">
            <button
              ref={trigger}
              type="submit"
              name="inquire"
              value="1"
              // Fetched as the pointer or the keyboard reaches the button, so it opens at once.
              onPointerEnter={() => void loadInquiryDialog()}
              onFocus={() => void loadInquiryDialog()}
              className="inline-flex items-center gap-2 rounded-md bg-primary-700 px-5 py-3 text-start font-semibold text-white hover:bg-primary-800"
            >
              <Icon name="message-square" className="h-5 w-5 shrink-0" />
              {format(text.inquire, { name: product.name })}
            </button>
          </Form>
        </div>
      </div>

      <ProductDocuments data={page.documents} />

      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-16 print:hidden">
          <h2 id="related-title" className="mb-6 text-2xl font-semibold text-slate-900">
            {text.related}
          </h2>
          <ProductGrid products={related} headingLevel={3} />
        </section>
      )}

      {/* Printed only: where the page came from (its canonical address) and the day it was served. */}
      <p className="mt-6 hidden border-t border-slate-300 pt-2 text-sm text-slate-700 print:block" data-testid="print-source">
        <span dir="ltr">{seo.canonical}</span> · <time dateTime={servedOn.day}>{servedOn.text}</time>
      </p>

      {inquiring && (
        <Suspense fallback={null}>
          {/* One dialog per visit to ?inquire=1: reopened while the step back from closing is still
              loading, the page never left ?inquire=1, and the closed dialog would stay closed. */}
          <InquiryDialog key={location.key} productName={product.name} closeHref={location.pathname} onClose={closeInquiry} countryOptions={countryOptions} />
        </Suspense>
      )}
    </div>
  );
}
