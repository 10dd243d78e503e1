import { useId } from "react";
import { Link } from "~/components/ui/link";
import { format } from "~/i18n/format";
import { useSitePath, useTexts } from "~/i18n/use-messages";
import { CATEGORY_IMAGE_SIZE } from "~/catalogue/product-images";
import type { Category } from "~/schemas/product-vocabulary";

export interface CategoryCardData {
  /** The English name: the URL's. */
  title: Category;
  /** The name in the page's language. */
  name: string;
  count: number;
  image: string;
}

/** A category on the Products page: image, title, '(N products)' and 'View Products'. */
export function CategoryCard({ category, eager = false }: { category: CategoryCardData; eager?: boolean }) {
  const titleId = useId();
  const text = useTexts("catalogue").categoryCard;
  const to = useSitePath();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <img
        src={category.image}
        // A category an admin added has no drawing described here: its picture is decoration beside its name.
        alt={(text.imageAlt as Partial<Record<string, string>>)[category.title] ?? ""}
        width={CATEGORY_IMAGE_SIZE.width}
        height={CATEGORY_IMAGE_SIZE.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[8/5] w-full object-cover"
      />
      <div className="flex flex-1 flex-col items-start gap-1 p-5">
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {category.name}
        </h2>
        <p className="text-slate-600">{format(text.count, { count: category.count })}</p>
        <Link
          to={to("category", { category: category.title })}
          aria-describedby={titleId}
          className="mt-4 inline-flex items-center rounded-md bg-primary-700 px-4 py-2.5 font-semibold text-white hover:bg-primary-800"
        >
          {text.viewProducts}
        </Link>
      </div>
    </article>
  );
}
