import { redirect } from "react-router";
import { toast } from "sonner";
import { refusalReason, type FormResult } from "~/forms/form-result";

interface Texts {
  /** The success toast's title. */
  success: string;
  /** The failure toast's title; the server's reason (or 'An error occurred') is its description. */
  failure: string;
  /** Where a success goes (from the result, when the success names what it made). */
  done: string | ((result: FormResult) => string);
}

/**
 * The browser half of an admin form's route action (its clientAction): posts to the server
 * action, toasts the outcome (docs/requirements.md §1.4: 3 s, closable) and goes on after a
 * success. A post the server never answered is a failure like any other, not a crash.
 */
export async function enhanceAdminAction(serverAction: () => Promise<unknown>, texts: Texts) {
  let result: FormResult;
  try {
    result = (await serverAction()) as FormResult;
  } catch (error) {
    console.error("The admin action failed:", error);
    result = { form: "" };
  }
  if (result.sent) {
    toast.success(texts.success);
    return redirect(typeof texts.done === "string" ? texts.done : texts.done(result));
  }
  const reason = refusalReason(result) ?? "An error occurred";
  toast.error(texts.failure, { description: reason });
  return result;
}
