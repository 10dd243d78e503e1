import { data, redirect } from "react-router";
import { REFUSAL_STATUS, retryAfterSeconds, type Outcome } from "./outcome";

/**
 * What a form's route action returns; the form renders it. `sent` after success, `errors` (and
 * the posted `values`) after invalid input, `message` when the post was refused as a whole (rate
 * limit, duplicate, oversized body) or, after success, the success notice when the form shows
 * one. `data` is what a success hands back to the page (shown once). `form` names the form, for a
 * page with more than one. `M` is what a message is, as in the outcome: English text, or for the
 * public forms a `ValidationText` the page shows in its language.
 */
export interface FormResult<D = unknown, M = string> {
  form: string;
  sent?: boolean;
  errors?: Record<string, M>;
  values?: Record<string, string>;
  message?: M;
  data?: D;
}

/** What a success adds to the form result (the JSON adapter's `sendOutcome` takes the same). */
export interface FormSuccess<T, D, M = string> {
  message?: M;
  data?: (value: T) => D;
}

/**
 * The one way a service's outcome becomes a route action's answer (the JSON API's twin is
 * server/http/api-outcome.server.ts): the same status codes, field errors under the fields,
 * any other refusal as one message. The posted values come back so the form keeps them.
 */
export function toFormResult<T, D = never, M = string>(
  form: string,
  outcome: Outcome<T, M>,
  values: Record<string, string> = {},
  success: FormSuccess<T, D, M> = {},
) {
  if (outcome.kind === "ok") {
    return data<FormResult<D, M>>({
      form,
      sent: true,
      ...(success.message !== undefined ? { message: success.message } : {}),
      ...(success.data ? { data: success.data(outcome.value) } : {}),
    });
  }
  const errors = "errors" in outcome && Object.keys(outcome.errors).length > 0 ? outcome.errors : undefined;
  return data<FormResult<D, M>>(errors ? { form, errors, values } : { form, message: outcome.message, values }, {
    status: REFUSAL_STATUS[outcome.kind],
    headers: outcome.kind === "throttled" ? { "Retry-After": String(retryAfterSeconds(outcome.retryAfterMs)) } : undefined,
  });
}

/**
 * The hidden field a form carries once its script runs: the action then answers with data for
 * the script (which toasts and navigates) instead of the redirect a plain post gets.
 */
export const ENHANCED_FIELD = "enhanced";

/** A form's string fields; a file or a repeated name keeps its first text value only. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] ??= value;
  return values;
}

/**
 * An admin form's answer: after success a plain post is redirected to `done` (a fresh page,
 * so a reload cannot post twice; a function when the page depends on what was made); otherwise
 * the form result, with what `success` hands the script. Secrets are never sent back.
 */
export function answerForm<T, D = never>(
  form: string,
  outcome: Outcome<T>,
  posted: Record<string, string>,
  done: string | ((value: T) => string),
  success: FormSuccess<T, D> = {},
) {
  const { [ENHANCED_FIELD]: enhanced, password: _password, ...values } = posted;
  if (outcome.kind === "ok" && !enhanced) return redirect(typeof done === "string" ? done : done(outcome.value));
  return toFormResult(form, outcome, values, success);
}

/** The action data, when it is this form's (`M`: what its messages are, as the action made them). */
export function formResultFor<M = string>(form: string, actionData: unknown): FormResult<unknown, M> | undefined {
  if (typeof actionData !== "object" || actionData === null) return undefined;
  return (actionData as FormResult<unknown, M>).form === form ? (actionData as FormResult<unknown, M>) : undefined;
}

/** Why a post was refused, in one line: its message, else its first field error. */
export function refusalReason<M>(result: FormResult<unknown, M>): M | undefined {
  return result.message ?? Object.values(result.errors ?? {})[0];
}

/** The posted values of the form's own fields, to refill it after a refused post. */
export function postedValues<K extends string>(empty: Record<K, string>, posted: Record<string, string> | undefined): Record<K, string> {
  const values = { ...empty };
  for (const key of Object.keys(empty) as K[]) values[key] = posted?.[key] ?? "";
  return values;
}
