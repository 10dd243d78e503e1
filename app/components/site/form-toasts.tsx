import { useState } from "react";
import { localeDirection } from "~/i18n/locales";
import { useLocale, useTexts } from "~/i18n/use-messages";
import type * as ToastRegionModule from "./toast-region";

type ToastRegion = typeof ToastRegionModule;

let loading: Promise<ToastRegion> | undefined;

/**
 * Loads the toast library when a visitor starts on a form (first focus), so pages, the form's
 * own page included, do not download it up front.
 */
function loadToastRegion(texts: Parameters<ToastRegion["mountToastRegion"]>[0]): Promise<ToastRegion> {
  loading ??= import("./toast-region").then((region) => {
    region.mountToastRegion(texts);
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
  const { notices } = useTexts("forms");
  const dir = localeDirection(useLocale());
  const region = { close: notices.closeToast, region: notices.region, dir };
  return {
    prepare() {
      loadToastRegion(region).catch(() => {});
    },
    async show(kind) {
      setFallback(undefined);
      try {
        const title = kind === "sent" ? notices.sentTitle : notices.failedTitle;
        const description = kind === "sent" ? notices.sentText : notices.failedText;
        (await loadToastRegion(region)).showFormToast(kind, { ...region, title, description });
      } catch {
        setFallback(kind);
      }
    },
    fallback,
    clearFallback: () => setFallback(undefined),
  };
}
