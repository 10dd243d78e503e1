/**
 * What a service method answers (docs/requirements.md §4): the domain's words, not HTTP's. The JSON
 * adapter (server/http/api-outcome.server.ts) and the form adapter (~/forms/form-result) turn one
 * outcome into a status code and a body; a service throws only for bugs and broken parts.
 *
 * It lives outside the server folder because route components read the form results made from it.
 */
export type Outcome<T = undefined, M = string> =
  | { kind: "ok"; value: T }
  /** The input broke a rule: `errors` per field (may be empty), `message` for the whole. */
  | { kind: "invalid"; message: M; errors: Record<string, M> }
  | { kind: "not-found"; message: M }
  /** Who is asking could not be recognised (a wrong e-mail or password). */
  | { kind: "denied"; message: M }
  /** The input clashes with what is stored (a duplicate, a state that forbids the change). */
  | { kind: "conflict"; message: M; errors: Record<string, M> }
  | { kind: "throttled"; message: M; retryAfterMs: number }
  | { kind: "unavailable"; message: M };

/*
 * `M` is what a message is: English text (the admin's words) by default; for the public forms a
 * `ValidationText` (~/schemas/validation-messages), a key each page shows in its language.
 */

/** Any outcome but ok: what the adapters map to an error answer. */
export type Refusal<M = string> = Exclude<Outcome<never, M>, { kind: "ok" }>;

/** A success: an outcome of any kind of message (it has none). */
export function ok(): Outcome<undefined, never>;
export function ok<T>(value: T): Outcome<T, never>;
export function ok<T>(value?: T): Outcome<T | undefined, never> {
  return { kind: "ok", value };
}

/** Invalid input; without a message of its own the first field error speaks for the whole. */
export function invalid(errors: Record<string, string>, message?: string): Refusal;
export function invalid<M>(errors: Record<string, M>, message: M): Refusal<M>;
export function invalid<M>(errors: Record<string, M>, message?: M): Refusal<M | string> {
  return { kind: "invalid", errors, message: message ?? Object.values(errors)[0] ?? "Invalid request" };
}

export function notFound<M = string>(message: M): Refusal<M> {
  return { kind: "not-found", message };
}

export function denied<M = string>(message: M): Refusal<M> {
  return { kind: "denied", message };
}

export function conflict<M = string>(message: M, errors: Record<string, M> = {}): Refusal<M> {
  return { kind: "conflict", message, errors };
}

export function throttled<M = string>(message: M, retryAfterMs: number): Refusal<M> {
  return { kind: "throttled", message, retryAfterMs };
}

export function unavailable<M = string>(message: M): Refusal<M> {
  return { kind: "unavailable", message };
}

/** A refusal with its messages in other words (a public form's keys as text in a language). */
export function reworded<M, N>(refusal: Refusal<M>, word: (message: M) => N): Refusal<N> {
  const message = word(refusal.message);
  if (!("errors" in refusal)) return { ...refusal, message } as Refusal<N>;
  const errors = Object.fromEntries(Object.entries(refusal.errors).map(([field, text]) => [field, word(text)]));
  return { ...refusal, message, errors };
}

/** The HTTP status of each refusal (docs/requirements.md §5), for the JSON answer and the form post alike. */
export const REFUSAL_STATUS: Record<Refusal["kind"], number> = {
  invalid: 400,
  denied: 401,
  "not-found": 404,
  conflict: 409,
  throttled: 429,
  unavailable: 503,
};

/** Whole seconds for a Retry-After header: at least 1, so a client never retries at once. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
