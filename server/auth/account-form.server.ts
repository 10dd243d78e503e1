import { data } from "react-router";
import type { AccountFormResult } from "../../app/schemas/admin-account";
import type { Outcome } from "./account.server";

const STATUS: Record<Outcome["outcome"], number> = { ok: 200, invalid: 400, "not-found": 404, conflict: 409, throttled: 429 };

/**
 * An outcome as a page action's answer: the toast's (or, without script, the notice's) title and
 * words, and the field errors for the form that posted.
 */
export function formOutcome<T>(
  form: string,
  outcome: Outcome<T>,
  titles: { ok: string; failed: string },
  extra: (value: T) => Partial<AccountFormResult> = () => ({}),
) {
  const ok = outcome.outcome === "ok";
  const headers: Record<string, string> = {};
  if (outcome.outcome === "throttled") headers["Retry-After"] = String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000)));
  return data<AccountFormResult>(
    {
      form,
      ok,
      title: ok ? titles.ok : titles.failed,
      description: outcome.message,
      ...(outcome.outcome === "invalid" ? { errors: outcome.errors } : {}),
      ...(ok ? extra(outcome.value) : {}),
    },
    { status: STATUS[outcome.outcome], headers },
  );
}
