import { useState } from "react";
import type * as ToastRegionModule from "./toast-region";

type ToastRegion = typeof ToastRegionModule;

let loading: Promise<ToastRegion> | undefined;

/**
 * Loads the toast library when a visitor starts on a form (first focus), so pages, the form's
 * own page included, do not download it up front.
 */
function loadToastRegion(): Promise<ToastRegion> {
  loading ??= import("./toast-region").then((region) => {
    region.mountToastRegion();
    return region;
  });
  // A failed download (a dropped connection) may succeed on the next try.
  loading.catch(() => (loading = undefined));
  return loading;
}

export interface FormToasts {
  /** Starts loading the toasts; call when the visitor starts on the form. */
  prepare(): void;
  /** Shows a toast; if the toasts cannot be loaded, the form shows `fallback` in place. */
  show(kind: "sent" | "failed"): Promise<void>;
  /** What the form shows itself when no toast could be shown. */
  fallback: "sent" | "failed" | undefined;
  clearFallback(): void;
}

export function useFormToasts(): FormToasts {
  const [fallback, setFallback] = useState<"sent" | "failed">();
  return {
    prepare() {
      loadToastRegion().catch(() => {});
    },
    async show(kind) {
      setFallback(undefined);
      try {
        (await loadToastRegion()).showFormToast(kind);
      } catch {
        setFallback(kind);
      }
    },
    fallback,
    clearFallback: () => setFallback(undefined),
  };
}
