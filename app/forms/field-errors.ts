/** The part of a failed zod parse this needs (zod and zod/mini errors both have it). */
export interface Issues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** A failed parse as `{field: message}`: the first problem of each top-level field, as `read` takes its message. */
export function fieldErrors(error: Issues): Record<string, string>;
export function fieldErrors<M>(error: Issues, read: (message: string) => M): Record<string, M>;
export function fieldErrors(error: Issues, read: (message: string) => unknown = (message) => message): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (!(field in errors)) errors[field] = read(issue.message);
  }
  return errors;
}
