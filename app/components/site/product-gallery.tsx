import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { useSwipe } from "~/components/ui/use-swipe";
import { useHydrated } from "~/components/ui/use-hydrated";
import { ProductImageView } from "~/components/site/product-image";
import type { ProductImage } from "~/lib/product-images";

const arrow =
  "absolute top-1/2 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full border border-slate-300 bg-white/95 text-slate-800 shadow-sm hover:bg-primary-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-white/95";

/**
 * The product's images with previous/next arrows and thumbnails (specification: Product page).
 * The index is clamped between the first and the last image: the arrows do not wrap, and an
 * arrow at its end is disabled (but keeps focus, so a keyboard user is not thrown out). On a
 * touch screen a sideways swipe does what the arrows do; the zoom button shows the image at its
 * largest in a modal <dialog> (the browser's own: Escape closes it, focus goes back).
 */
export function ProductGallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const zoomButton = useRef<HTMLButtonElement>(null);
  // The arrows and thumbnails need the script; until it runs they are not shown (the
  // thumbnails keep their place, so nothing moves when they appear).
  const hydrated = useHydrated();
  useEffect(() => {
    if (zoomed) dialog.current?.showModal();
  }, [zoomed]);
  const last = images.length - 1;
  const go = (next: number) => setIndex(Math.min(last, Math.max(0, next)));
  const swipe = useSwipe((step) => go(index + step));
  const current = images[Math.min(index, last)];
  if (!current) return null;
  return (
    <section aria-label={`${name} images`} className="flex flex-col gap-4">
      <div
        className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
        {...swipe}
      >
        <ProductImageView
          image={current}
          sizes="(min-width: 1024px) 50vw, 100vw"
          fetchPriority="high"
          draggable={false}
          className="aspect-square w-full object-contain"
          data-testid="gallery-image"
        />
        {hydrated && (
          <button
            ref={zoomButton}
            type="button"
            className="absolute right-3 bottom-3 inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white/95 text-slate-800 shadow-sm hover:bg-primary-50"
            aria-label="Zoom image"
            aria-haspopup="dialog"
            onClick={() => setZoomed(true)}
          >
            <Icon name="search" className="h-5 w-5" />
          </button>
        )}
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
                <ProductImageView image={image} sizes="80px" loading="lazy" decoding="async" className="h-20 w-20 object-contain" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed && (
        <dialog
          ref={dialog}
          aria-label={`${current.alt} (zoomed)`}
          className="m-auto h-full max-h-none w-full max-w-none bg-white p-0 backdrop:bg-slate-900/80"
          onClose={() => {
            setZoomed(false);
            zoomButton.current?.focus();
          }}
          // A click on the backdrop (the dialog box itself, outside its content) closes it.
          onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}
          data-testid="gallery-zoom"
        >
          <ProductImageView image={current} sizes="100vw" className="h-full w-full object-contain" />
          <button
            type="button"
            className="fixed top-3 right-3 inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-primary-50"
            aria-label="Close zoomed image"
            onClick={() => dialog.current?.close()}
          >
            <Icon name="x" className="h-6 w-6" />
          </button>
        </dialog>
      )}
    </section>
  );
}
