import { useEffect } from "react";
import { toast } from "sonner";
import { refusalReason, type FormResult } from "~/forms/form-result";
import { useHydrated } from "~/components/ui/use-hydrated";

/** The toast's (or the notice's) title after a success and after a refusal. */
export interface OutcomeTitles {
  sent: string;
  failed: string;
}

/**
 * A plain form's result (~/forms/form-result): a toast with JavaScript, a notice in the page
 * without it (there are no toasts without script). The action's message is the description.
 * The notice takes the focus, which also scrolls it into view, so the admin sees the reaction
 * to the post wherever the form was on the page.
 */
export function FormOutcome({ result, titles }: { result: FormResult | undefined; titles: OutcomeTitles | undefined }) {
  const hydrated = useHydrated();
  const description = result && (result.sent ? result.message : refusalReason(result));
  const title = result && titles && (result.sent ? titles.sent : titles.failed);
  useEffect(() => {
    if (!result || !title) return;
    (result.sent ? toast.success : toast.error)(title, { description });
  }, [result, title, description]);
  if (hydrated || !result || !title) return null;
  return (
    <div
      role={result.sent ? "status" : "alert"}
      tabIndex={-1}
      autoFocus
      className={`rounded-md border px-4 py-3 ${result.sent ? "border-primary-300 bg-primary-50 text-primary-900" : "border-red-300 bg-red-50 text-red-900"}`}
    >
      <p className="font-semibold">{title}</p>
      <p>{description}</p>
    </div>
  );
}
