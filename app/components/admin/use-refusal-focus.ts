import { useEffect, useRef, useState } from "react";
import type { FormResult } from "~/forms/form-result";

/** The first field marked invalid in a form, else its submit button (never the hidden default one). */
export function focusRefusal(form: HTMLElement | null) {
  const target =
    form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('button[type="submit"]:not([tabindex="-1"])');
  target?.focus();
}

/**
 * A refused post's answer in view and focused, as the contact form does it (decision 0016): with
 * JavaScript, once a new refusal is on screen, focus moves to the form's first invalid field,
 * else back to its submit button (a button disabled while the post was on its way has lost the
 * focus to the page); the toast says why. The server's answer to a plain post focuses by
 * `autofocus` instead (`firstErrorField`). `refuse()` asks the same after the form's own checks
 * refused a submit.
 */
export function useRefusalFocus<T extends HTMLElement = HTMLFormElement>(result: FormResult<unknown, unknown> | undefined) {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    // Adjusted during render: the focus request goes with the render that shows the refusal.
    setAnswered(result);
    if (result && !result.sent) setRequest((n) => n + 1);
  }
  useEffect(() => {
    if (request > 0) focusRefusal(ref.current);
  }, [request]);
  return { ref, refuse: () => setRequest((n) => n + 1) };
}

/** The field a plain post's answer focuses: the first the server refused. */
export function firstErrorField(result: FormResult<unknown, unknown> | undefined): string | undefined {
  return result?.errors ? Object.keys(result.errors)[0] : undefined;
}
