/**
 * What a service method answers (docs/requirements.md §4): the domain's words, not HTTP's. The JSON
 * adapter (server/http/api-outcome.server.ts) and the form adapter (~/lib/form-result) turn one
 * outcome into a status code and a body; a service throws only for bugs and broken parts.
 *
 * It lives outside the server folder because route components read the form results made from it.
 */
export type Outcome<T = undefined> =
  | { kind: "ok"; value: T }
  /** The input broke a rule: `errors` per field (may be empty), `message` for the whole. */
  | { kind: "invalid"; message: string; errors: Record<string, string> }
  | { kind: "not-found"; message: string }
  /** Who is asking could not be recognised (a wrong e-mail or password). */
  | { kind: "denied"; message: string }
  /** The input clashes with what is stored (a duplicate, a state that forbids the change). */
  | { kind: "conflict"; message: string; errors: Record<string, string> }
  | { kind: "throttled"; message: string; retryAfterMs: number }
  | { kind: "unavailable"; message: string };

/** Any outcome but ok: what the adapters map to an error answer. */
export type Refusal = Exclude<Outcome<never>, { kind: "ok" }>;

export function ok(): Outcome<undefined>;
export function ok<T>(value: T): Outcome<T>;
export function ok<T>(value?: T): Outcome<T | undefined> {
  return { kind: "ok", value };
}

/** Invalid input; without a message of its own the first field error speaks for the whole. */
export function invalid(errors: Record<string, string>, message?: string): Refusal {
  return { kind: "invalid", errors, message: message ?? Object.values(errors)[0] ?? "Invalid request" };
}

export function notFound(message: string): Refusal {
  return { kind: "not-found", message };
}

export function denied(message: string): Refusal {
  return { kind: "denied", message };
}

export function conflict(message: string, errors: Record<string, string> = {}): Refusal {
  return { kind: "conflict", message, errors };
}

export function throttled(message: string, retryAfterMs: number): Refusal {
  return { kind: "throttled", message, retryAfterMs };
}

export function unavailable(message: string): Refusal {
  return { kind: "unavailable", message };
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
