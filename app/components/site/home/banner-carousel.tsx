import { Icon } from "~/components/ui/icon";
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FocusEvent } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { ButtonLink } from "~/components/ui/button-link";
import type { BannerSlide } from "~content/site/home";
import { format } from "~/i18n/format";
import { useSitePath } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-messages";

/** docs/requirements.md §1.4: a slide every 4000 ms; the 600 ms slide is `duration-600` below. */
export const AUTOPLAY_INTERVAL_MS = 4000;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The server cannot know the preference: it renders the autoplaying state. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Where a slide sits relative to the one on show: -1 left, 0 in view, 1 right. With three or
 * more slides the one after the last is the first, so the track loops without rewinding.
 */
function offsetOf(index: number, current: number, count: number): -1 | 0 | 1 {
  let distance = (index - current + count) % count;
  if (distance > count / 2) distance -= count;
  return distance === 0 ? 0 : distance < 0 ? -1 : 1;
}

/** How far a finger must travel sideways before a swipe changes the slide. */
const SWIPE_THRESHOLD_PX = 50;

// Right to left, the next slide waits on the left: the same offsets, mirrored.
const positionClass = {
  "-1": "-translate-x-full rtl:translate-x-full",
  "0": "translate-x-0",
  "1": "translate-x-full rtl:-translate-x-full",
} as const;

/**
 * The home page's banner: every slide is server-rendered (the first shows without
 * JavaScript), then it advances every 4000 ms in an endless loop. It follows the WAI-ARIA
 * carousel pattern: a rotation button, previous/next and dots, autoplay held while the
 * pointer is over it or focus is inside it, and no autoplay when the visitor prefers
 * reduced motion.
 */
export function BannerCarousel({ slides }: { slides: readonly BannerSlide[] }) {
  const count = slides.length;
  const [position, setPosition] = useState({ current: 0, previous: 0 });
  /** The visitor's explicit choice on the rotation button; null until they make one. */
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotationButton = useRef<HTMLButtonElement>(null);
  const touchStartX = useRef<number | null>(null);
  const slidesId = useId();
  const hydrated = useHydrated();
  const texts = useTexts("chrome").carousel;

  const playing = userPlaying ?? !reducedMotion;
  const rotating = playing && !hovered && !focused;
  const { current, previous } = position;

  const goTo = useCallback(
    (index: number) => setPosition((p) => ({ previous: p.current, current: (index + count) % count })),
    [count],
  );

  useEffect(() => {
    if (!rotating) return;
    // A fresh full interval after every move, whether automatic or by the visitor.
    const timer = window.setTimeout(() => goTo(current + 1), AUTOPLAY_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, goTo]);

  // Focus on the rotation button itself does not hold the slides: pressing "Play" must play.
  const onFocus = (event: FocusEvent<HTMLElement>) => setFocused(event.target !== rotationButton.current);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={texts.label}
      className="bg-primary-50"
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div
        className="overflow-hidden"
        onTouchStart={(event) => (touchStartX.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={(event) => {
          const start = touchStartX.current;
          const end = event.changedTouches[0]?.clientX;
          touchStartX.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD_PX) return;
          // A swipe towards the reading direction's start shows the next slide.
          const towardsStart = document.documentElement.dir === "rtl" ? end > start : end < start;
          goTo(towardsStart ? current + 1 : current - 1);
        }}
      >
        {/* All slides share one grid cell, so the track is as tall as the tallest slide. */}
        <div id={slidesId} className="grid" aria-live={rotating ? "off" : "polite"}>
          {slides.map((slide, index) => {
            const offset = offsetOf(index, current, count);
            // A slide that wraps from one side to the other jumps unseen instead of crossing the view.
            const animate = Math.abs(offset - offsetOf(index, previous, count)) <= 1;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={format(texts.slide, { index: index + 1, count })}
                inert={offset !== 0}
                data-current={offset === 0}
                className={`col-start-1 row-start-1 ${positionClass[offset]} ${
                  animate ? "transition-transform duration-600 ease-in-out" : ""
                }`}
              >
                <Slide slide={slide} first={index === 0} />
              </div>
            );
          })}
        </div>
      </div>
      {/* The controls need the script: until it runs they keep their place (no layout shift) unseen;
          without scripting they take no room. */}
      <div className={`container-page flex items-center justify-center gap-2 py-3 noscript:hidden ${hydrated ? "" : "invisible"}`}>
        <button
          ref={rotationButton}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-primary-900 hover:bg-primary-100"
          aria-label={playing ? texts.pause : texts.play}
          aria-controls={slidesId}
          onClick={() => setUserPlaying(!playing)}
        >
          {playing ? <Icon name="pause" className="h-5 w-5" /> : <Icon name="play" className="h-5 w-5" />}
        </button>
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-primary-900 hover:bg-primary-100"
          aria-label={texts.previous}
          aria-controls={slidesId}
          onClick={() => goTo(current - 1)}
        >
          <Icon name="chevron-left" className="h-6 w-6 rtl:-scale-x-100" />
        </button>
        <div className="flex items-center gap-1">
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className="inline-flex h-11 w-8 items-center justify-center rounded-full"
              aria-label={format(texts.showSlide, { index: index + 1, count })}
              aria-current={index === current ? "true" : undefined}
              aria-controls={slidesId}
              onClick={() => goTo(index)}
            >
              <span
                className={`block h-3 rounded-full transition-all ${
                  index === current ? "w-6 bg-primary-700" : "w-3 bg-slate-500 hover:bg-primary-600"
                }`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-primary-900 hover:bg-primary-100"
          aria-label={texts.next}
          aria-controls={slidesId}
          onClick={() => goTo(current + 1)}
        >
          <Icon name="chevron-right" className="h-6 w-6 rtl:-scale-x-100" />
        </button>
      </div>
    </section>
  );
}

function Slide({ slide, first }: { slide: BannerSlide; first: boolean }) {
  const to = useSitePath();
  return (
    <div className="relative h-full md:aspect-8/3 md:max-h-[560px] md:min-h-[400px]">
      <img
        src={slide.image}
        alt={slide.imageAlt}
        width={1600}
        height={600}
        // The first banner is the page's largest paint; the others wait their turn.
        fetchPriority={first ? "high" : undefined}
        loading={first ? "eager" : "lazy"}
        decoding="async"
        // The drawings stand on the right, the words beside them at the start: right to left the
        // drawing is mirrored (no text in it), so it stands on the left, whole on a phone too.
        className="h-48 w-full object-cover object-right sm:h-64 rtl:-scale-x-100 md:absolute md:inset-0 md:h-full"
      />
      <div className="relative md:absolute md:inset-0 md:flex md:items-center md:bg-linear-to-r md:from-white/85 md:via-white/40 rtl:md:bg-linear-to-l md:to-transparent">
        <div className="container-page py-6 md:py-10">
          <div className="max-w-xl md:w-[52%] lg:w-[45%]">
            <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl lg:text-4xl">{slide.heading}</h2>
            <p className="mt-3 text-base text-slate-700 sm:text-lg">{slide.text}</p>
            {slide.cta ? (
              <ButtonLink to={to(slide.cta.page)} className="mt-5">
                {slide.cta.label}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
