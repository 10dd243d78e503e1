import { ButtonLink } from "~/components/ui/button-link";
import { SectionHeading } from "~/components/site/section-heading";
import { ProductImageView } from "~/components/site/product-image";
import type { ProductImage } from "~/catalogue/product-images";
import { useHomeCopy } from "~/components/site/page-copy";
import { format } from "~/i18n/format";
import { useSitePath } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-messages";

/** What a featured card shows (specification: Featured product card). */
export interface FeaturedProductCard {
  slug: string;
  name: string;
  category: string;
  /** The first uploaded picture, or the pack drawing. */
  image: ProductImage;
}

export function FeaturedProductsSection({ products }: { products: readonly FeaturedProductCard[] }) {
  const { sectionIntros } = useHomeCopy();
  const texts = useTexts("chrome").sections;
  const to = useSitePath();
  return (
    <section aria-labelledby="featured-heading" className="container-page py-14 sm:py-16">
      <SectionHeading id="featured-heading" intro={sectionIntros.featuredProducts} />
      <ul className="mt-10 grid grid-cols-1 gap-5 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-5">
        {products.map((product) => (
          <li key={product.slug}>
            <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <ProductImageView
                image={product.image}
                sizes="(min-width: 1024px) 20vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
                loading="lazy"
                decoding="async"
                className="aspect-square w-full bg-primary-50 object-contain"
              />
              <div className="flex flex-1 flex-col p-4">
                <p className="text-xs font-semibold uppercase tracking-wide text-primary-700">{product.category}</p>
                <h3 className="mt-1 flex-1 font-semibold text-slate-900">{product.name}</h3>
                <ButtonLink to={to("product", { slug: product.slug })} variant="outline" className="mt-4 w-full text-sm">
                  {texts.viewDetails}
                  <span className="sr-only">{format(texts.viewDetailsOf, { name: product.name })}</span>
                </ButtonLink>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink to={to("products")}>{texts.viewAllProducts}</ButtonLink>
      </div>
    </section>
  );
}
