import { useRef, type TouchEvent } from "react";

/** How far a finger must travel sideways before a swipe counts. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * Handlers that turn a sideways swipe on a touch screen into a step: +1 for a swipe to the left
 * (the next item), -1 to the right. Touch events, not pointer events: a vertical scroll that
 * starts on the element stays the browser's, and no pointer capture is needed.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const startX = useRef<number | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      startX.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = startX.current;
      const end = event.changedTouches[0]?.clientX;
      startX.current = null;
      if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD_PX) return;
      onSwipe(end < start ? 1 : -1);
    },
  };
}
