import { useState } from "react";
import { useActionData } from "react-router";
import { formResultFor, type FormResult } from "~/forms/form-result";

/** The type of a result's messages: text, or a public form's keys (`ValidationText`). */
type MessageOf<R> = R extends FormResult<unknown, infer M> ? M : string;

/**
 * The one way a form reads its post's answer: the page's action result when it is this form's
 * (`form` names it, for a page with more than one), and the field errors shown. Each new
 * result replaces the errors (the server's word); the form's own checks and typing change them
 * in between. Without JavaScript the result comes with the page the action drew; with it, the
 * router's submission brings it, and the same state shows it.
 */
export function useFormResult<R extends FormResult<unknown, unknown> = FormResult>(form: string) {
  const result = formResultFor(form, useActionData()) as R | undefined;
  const [errors, setErrors] = useState<Record<string, MessageOf<R>>>(() => (result?.errors ?? {}) as Record<string, MessageOf<R>>);
  const [shown, setShown] = useState(result);
  if (result !== shown) {
    // Adjusted during render, not in an effect: the new errors show in the same paint.
    setShown(result);
    setErrors((result?.errors ?? {}) as Record<string, MessageOf<R>>);
  }
  return { result, errors, setErrors };
}
