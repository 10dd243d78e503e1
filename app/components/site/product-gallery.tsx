import { Icon } from "~/components/ui/icon";
import { useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { PRODUCT_IMAGE_SIZE, type ProductImage } from "~/lib/product-images";

const arrow =
  "absolute top-1/2 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full border border-slate-300 bg-white/95 text-slate-800 shadow-sm hover:bg-primary-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-white/95";

/**
 * The product's images with previous/next arrows and thumbnails (specification: Product page).
 * The index is clamped between the first and the last image: the arrows do not wrap, and an
 * arrow at its end is disabled (but keeps focus, so a keyboard user is not thrown out).
 */
export function ProductGallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  // The arrows and thumbnails need the script; until it runs they are not shown (the
  // thumbnails keep their place, so nothing moves when they appear).
  const hydrated = useHydrated();
  const last = images.length - 1;
  const current = images[Math.min(index, last)];
  if (!current) return null;
  const go = (next: number) => setIndex(Math.min(last, Math.max(0, next)));
  return (
    <section aria-label={`${name} images`} className="flex flex-col gap-4">
      <div className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        <img
          src={current.src}
          alt={current.alt}
          width={PRODUCT_IMAGE_SIZE.width}
          height={PRODUCT_IMAGE_SIZE.height}
          fetchPriority="high"
          className="aspect-square w-full object-contain"
          data-testid="gallery-image"
        />
        {last > 0 && hydrated && (
          <>
            <button
              type="button"
              className={`${arrow} left-3`}
              aria-label="Previous image"
              aria-disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              <Icon name="chevron-left" className="h-6 w-6" />
            </button>
            <button
              type="button"
              className={`${arrow} right-3`}
              aria-label="Next image"
              aria-disabled={index === last}
              onClick={() => go(index + 1)}
            >
              <Icon name="chevron-right" className="h-6 w-6" />
            </button>
            <p className="sr-only" aria-live="polite">
              {`Image ${index + 1} of ${images.length}`}
            </p>
          </>
        )}
      </div>
      {last > 0 && (
        <ul className={`flex flex-wrap gap-3 ${hydrated ? "" : "invisible"}`} aria-label="Thumbnails">
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
                className={`block overflow-hidden rounded-md border-2 bg-slate-50 ${
                  i === index ? "border-primary-700" : "border-slate-200 hover:border-primary-400"
                }`}
              >
                <img
                  src={image.src}
                  alt={image.alt}
                  width={PRODUCT_IMAGE_SIZE.width}
                  height={PRODUCT_IMAGE_SIZE.height}
                  loading="lazy"
                  decoding="async"
                  className="h-20 w-20 object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
