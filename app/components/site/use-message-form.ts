import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { Issues } from "~/forms/field-errors";
import { postedValues, type FormResult } from "~/forms/form-result";
import { useFormResult } from "~/components/ui/use-form-result";
import { useLocale, useTexts } from "~/i18n/use-messages";
import { HONEYPOT_FIELD } from "~/schemas/form-limits";
import { validationErrors, validationTexts, type ValidationText } from "~/schemas/validation-messages";
import { useFormToasts } from "./form-toasts";
import { sendMessage } from "./send-message";

type ParseResult =
  | { success: true; data: object }
  | { success: false; error: Issues };

export interface MessageFormOptions<F extends string> {
  form: "contact" | "inquiry";
  /** The API endpoint the checked values are posted to (the page's language goes with the values). */
  endpoint: string;
  /** The fields, in the order their errors are focused. */
  fields: readonly F[];
  /** Checks the values (and anything added to them) with the shared schema, loaded on demand. */
  parse: (values: Record<F, string>) => Promise<ParseResult>;
  /** Called after the server accepted the message. */
  onSent?: () => void;
}

/** The values in the page's boxes where they differ from `values` (in the browser, while hydrating); `values` elsewhere. */
function typedBeforeHydration<F extends string>(id: string, fields: readonly F[], values: Record<F, string>): Record<F, string> {
  if (typeof document === "undefined") return values;
  const typed = { ...values };
  for (const field of fields) {
    const control = document.getElementById(`${id}-${field}`);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) typed[field] = control.value;
  }
  return typed;
}

/**
 * The behaviour the contact and inquiry forms share (docs/requirements.md §1.6): checked on
 * Submit, errors under each field with focus on the first, typing clears that field's error,
 * toasts for success and failure, cleared on success and kept on failure. Without JavaScript
 * the page's action answers and its result (action data) seeds the same state. Errors are kept
 * as the rules give them (keys) and shown in the page's language.
 */
export function useMessageForm<F extends string>({ form, endpoint, fields, parse, onSent }: MessageFormOptions<F>) {
  const { result, errors, setErrors } = useFormResult<FormResult<unknown, ValidationText>>(form);
  const empty = Object.fromEntries(fields.map((f) => [f, ""])) as Record<F, string>;
  const id = useId();
  // What was typed before this form's script ran (a slow phone, a dialog whose chunk came late)
  // is in the page's boxes already: hydration starts from it, so a re-render cannot empty a box
  // and Submit sends what the visitor sees. Each box's id is `${id}-${field}` (MessageField,
  // CountryField), the same on the server and in the browser.
  const [values, setValues] = useState<Record<F, string>>(() => typedBeforeHydration(id, fields, postedValues(empty, result?.values)));
  const [pending, setPending] = useState(false);
  const toasts = useFormToasts();
  const formRef = useRef<HTMLFormElement>(null);
  const locale = useLocale();
  const validation = useTexts("forms").validation;

  const change = (field: F) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    toasts.clearFallback();
  };

  function showErrors(next: Record<string, ValidationText>) {
    setErrors(next);
    const first = fields.find((field) => next[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    // An error on a field the visitor cannot see (the product's name) means a broken page.
    else void toasts.show("failed");
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // Read before any await: React clears currentTarget once the handler yields.
    const formElement = event.currentTarget;
    let parsed: ParseResult;
    try {
      parsed = await parse(values);
    } catch (error) {
      // The schema chunk could not be loaded (connection lost): a failure like any other.
      console.error("The form could not be checked:", error);
      void toasts.show("failed");
      return;
    }
    if (!parsed.success) {
      showErrors(validationErrors(parsed.error));
      return;
    }
    setPending(true);
    const trap = new FormData(formElement).get(HONEYPOT_FIELD);
    const outcome = await sendMessage(endpoint, { ...parsed.data, locale, [HONEYPOT_FIELD]: trap || undefined });
    setPending(false);
    if (outcome.sent) {
      void toasts.show("sent");
      setValues(empty);
      setErrors({});
      onSent?.();
    } else if (outcome.errors) {
      showErrors(outcome.errors);
    } else {
      void toasts.show("failed");
    }
  }

  // After a post without JavaScript the page reloads at its top, far from the form: the first
  // invalid field takes focus as the page loads (the browser scrolls it into view), or the
  // notice does. Only the server's answer does this; the script focuses its own errors.
  const firstInvalid = result?.errors ? fields.find((field) => result.errors?.[field]) : undefined;
  const autoFocus = (field: F) => (field === firstInvalid ? { autoFocus: true } : {});
  const noticeFocus = Boolean(result && !firstInvalid);

  // The rules answer by key (the server's and the browser's alike); shown in the page's language.
  const shownErrors = validationTexts(errors, validation, locale);

  return { id, formRef, result, values, errors: shownErrors, pending, toasts, change, submit, autoFocus, noticeFocus };
}
