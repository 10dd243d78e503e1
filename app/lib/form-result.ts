/**
 * What a form's page action returns for a plain (script-less) post; the form renders it.
 * `sent` after success, `errors` (and the posted `values`) after invalid input, `message`
 * when the post was refused as a whole (rate limit, oversized body).
 */
export interface FormResult {
  form: "contact" | "inquiry";
  sent?: boolean;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  message?: string;
}

/** The action data, when it is this form's. */
export function formResultFor(form: FormResult["form"], actionData: unknown): FormResult | undefined {
  if (typeof actionData !== "object" || actionData === null) return undefined;
  return (actionData as FormResult).form === form ? (actionData as FormResult) : undefined;
}

/** The posted values of the form's own fields, to refill it after a refused post. */
export function postedValues<K extends string>(empty: Record<K, string>, posted: Record<string, string> | undefined): Record<K, string> {
  const values = { ...empty };
  for (const key of Object.keys(empty) as K[]) values[key] = posted?.[key] ?? "";
  return values;
}
