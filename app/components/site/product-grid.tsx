import { format } from "~/i18n/format";
import { useTexts } from "~/i18n/use-messages";
import type { ProductCardData } from "~/catalogue/product-images";
import { ProductCard } from "./product-card";

/** Products in a grid of 1, 2, 3 or 4 columns by screen width (docs/requirements.md §1.4). */
interface ProductGridProps {
  products: readonly ProductCardData[];
  headingLevel?: 2 | 3;
  /** How many leading images load at once (above the fold); the rest load when scrolled to. */
  eagerCount?: number;
}

export function ProductGrid({ products, headingLevel = 2, eagerCount = 0 }: ProductGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCard product={product} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/** 'Showing X-Y of N results' (specification: Category page). */
export function ResultsSummary({ from, to, total }: { from: number; to: number; total: number }) {
  const text = useTexts("catalogue").resultsSummary;
  return (
    // One text node, so the raw HTML reads exactly as the specification writes it.
    <p className="text-slate-600">{format(text, { from, to, total })}</p>
  );
}
