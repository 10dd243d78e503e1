import { Icon } from "~/components/ui/icon";
import { useId, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { ProductImageView } from "~/components/site/product-image";
import type { ProductImage } from "~/catalogue/product-images";
import { format } from "~/i18n/format";
import { useLocale, useTexts } from "~/i18n/use-messages";
import { localeDirection } from "~/i18n/locales";

/** How far a finger must travel sideways before a swipe turns the image (the banner's threshold). */
const SWIPE_PX = 50;

const arrow = "gallery-button top-1/2 -translate-y-1/2 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-white/95";

/**
 * The product's images with previous/next arrows and thumbnails (specification: Product page).
 * The index is clamped between the first and the last image: the arrows do not wrap, and an
 * arrow at its end is disabled (but keeps focus, so a keyboard user is not thrown out). On a
 * touch screen a sideways swipe does what the arrows do.
 *
 * The zoom view is the browser's own modal <dialog>, opened and closed by invoker commands
 * (`command`/`commandfor`) and closed by Escape or a click outside (`closedby="any"`), with focus
 * back on the zoom button: no script at all, so it works before hydration and adds nothing to
 * the page's JavaScript budget. Its image loads lazily, when the dialog first shows.
 */
export function ProductGallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const text = useTexts("catalogue").gallery;
  // Right to left, the next image lies to the left: arrows and swipes turn the other way.
  const rtl = localeDirection(useLocale()) === "rtl";
  const zoomId = useId();
  const swipeFrom = useRef<number | null>(null);
  // The arrows and thumbnails need the script; until it runs they are not shown (the
  // thumbnails keep their place, so nothing moves when they appear; without scripting, none).
  const hydrated = useHydrated();
  const last = images.length - 1;
  const go = (next: number) => setIndex(Math.min(last, Math.max(0, next)));
  const current = images[Math.min(index, last)];
  if (!current) return null;
  return (
    <section aria-label={format(text.label, { name })} className="flex flex-col gap-4">
      <div
        className="relative touch-pan-y overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
        // A sideways swipe of a finger (touch-pan-y leaves vertical scrolling to the browser).
        onPointerDown={(e) => (swipeFrom.current = e.pointerType === "touch" ? e.clientX : null)}
        onPointerUp={(e) => {
          const dx = e.clientX - (swipeFrom.current ?? e.clientX);
          if (Math.abs(dx) >= SWIPE_PX) go(index + ((dx < 0) !== rtl ? 1 : -1));
        }}
      >
        <ProductImageView
          image={current}
          sizes="(min-width: 1024px) 50vw, 100vw"
          fetchPriority="high"
          draggable={false}
          className="aspect-square w-full object-contain"
          data-testid="gallery-image"
        />
        <button
          type="button"
          {...invoke("show-modal", zoomId)}
          className="gallery-button end-3 bottom-3"
          aria-label={text.zoom}
          aria-haspopup="dialog"
        >
          <Icon name="search" className="h-5 w-5" />
        </button>
        {last > 0 && hydrated && (
          <>
            <button
              type="button"
              className={`${arrow} start-3`}
              aria-label={text.previous}
              aria-disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              <Icon name="chevron-left" className="h-6 w-6 rtl:-scale-x-100" />
            </button>
            <button
              type="button"
              className={`${arrow} end-3`}
              aria-label={text.next}
              aria-disabled={index === last}
              onClick={() => go(index + 1)}
            >
              <Icon name="chevron-right" className="h-6 w-6 rtl:-scale-x-100" />
            </button>
            <p className="sr-only" aria-live="polite">
              {format(text.position, { index: index + 1, count: images.length })}
            </p>
          </>
        )}
      </div>
      {last > 0 && (
        <ul className={`flex flex-wrap gap-3 noscript:hidden print:hidden ${hydrated ? "" : "invisible"}`} aria-label={text.thumbnails}>
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
      <dialog
        id={zoomId}
        closedby="any"
        aria-label={format(text.zoomed, { alt: current.alt })}
        className="zoom-dialog"
      >
        <ProductImageView image={current} sizes="100vw" loading="lazy" className="h-full w-full object-contain" />
        <button
          type="button"
          {...invoke("close", zoomId)}
          className="gallery-button top-3 end-3"
          aria-label={text.closeZoom}
        >
          <Icon name="x" className="h-6 w-6" />
        </button>
      </dialog>
    </section>
  );
}

/** The invoker command attributes (HTML's, which React's types do not list yet). */
function invoke(command: "show-modal" | "close", target: string): Record<string, string> {
  return { command, commandfor: target };
}
