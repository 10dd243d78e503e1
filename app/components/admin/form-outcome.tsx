import { useEffect } from "react";
import { toast } from "sonner";
import type { AccountFormResult } from "~/schemas/admin-account";
import { useHydrated } from "./use-hydrated";

/**
 * An action's answer: a toast with JavaScript, a notice in the page without it (there are no
 * toasts without script).
 */
export function FormOutcome({ result }: { result: AccountFormResult | undefined }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!result) return;
    (result.ok ? toast.success : toast.error)(result.title, { description: result.description });
  }, [result]);
  if (hydrated || !result) return null;
  return (
    <div
      role={result.ok ? "status" : "alert"}
      className={`rounded-md border px-4 py-3 ${result.ok ? "border-primary-300 bg-primary-50 text-primary-900" : "border-red-300 bg-red-50 text-red-900"}`}
    >
      <p className="font-semibold">{result.title}</p>
      <p>{result.description}</p>
    </div>
  );
}

/** The field errors of `form`, when it is the form that posted. */
export function errorsOf(result: AccountFormResult | undefined, form: string): Record<string, string> {
  return result?.form === form ? (result.errors ?? {}) : {};
}
