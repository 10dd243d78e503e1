import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { AddToQuote } from "~/components/site/add-to-quote";
import { format } from "~/i18n/format";
import { useSitePath, useTexts } from "~/i18n/use-messages";
import { ProductImageView } from "~/components/site/product-image";
import type { ProductCardData } from "~/catalogue/product-images";

interface ProductCardProps {
  product: ProductCardData;
  /** Heading level of the product name, so the page outline stays in order. */
  headingLevel?: 2 | 3;
  /** The first row of a listing is above the fold: load it at once. */
  eager?: boolean;
}

/**
 * A product in a listing (specification: Category page): image, category, composition and
 * 'Read more'. The name is shown too, as the card's heading, so a buyer scanning the grid
 * does not have to read it off the drawing. The whole card is clickable through the link.
 */
export function ProductCard({ product, headingLevel = 2, eager = false }: ProductCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const text = useTexts("catalogue").productCard;
  const href = useSitePath()("product", { slug: product.slug });
  return (
    // Side by side on a phone (a full-width square image per card makes a very long page),
    // stacked from the two-column width up.
    <article className="relative flex h-full flex-row overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md sm:flex-col">
      <ProductImageView
        image={product.image}
        sizes="(min-width: 640px) 320px, 112px"
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-square w-28 shrink-0 self-start bg-slate-50 object-contain sm:w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-primary-800 uppercase">{product.category}</p>
        {/* Names and compositions are printed in English on the pack: left to right on every page,
            so a right-to-left page neither reorders their brackets and numbers nor cuts them at
            the wrong end; there they stay flush with the page's start (the right). */}
        <Heading className="text-base leading-snug font-semibold text-slate-900">
          <bdi>{product.name}</bdi>
        </Heading>
        {/* Compositions run long (combinations list every molecule): three lines, full text on the product page. */}
        <p dir="ltr" className="line-clamp-3 text-sm text-slate-600 [[dir=rtl]_&]:text-right">
          {product.composition}
        </p>
        {product.note && <p className="text-sm font-medium text-amber-800">{product.note}</p>}
        <Link
          to={href}
          // The link's box stretches over the whole card, so the image and text are clickable too.
          className="mt-auto inline-flex items-center gap-1 self-start rounded-md pt-2 font-semibold text-primary-800 underline-offset-2 after:absolute after:inset-0 hover:underline"
        >
          {text.readMore}
          {/* Spoken and indexed as "Read more about {name}"; the spec's visible text stays. */}
          <span className="sr-only">{format(text.readMoreAbout, { name: product.name })}</span>
          <Icon name="arrow-right" className="h-4 w-4 rtl:-scale-x-100" />
        </Link>
        {/* Above the link's stretched box, so the button takes its own clicks. */}
        <AddToQuote slug={product.slug} name={product.name} className="relative z-10 pt-1" />
      </div>
    </article>
  );
}
