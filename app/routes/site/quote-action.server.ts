import { data, redirect, type ActionFunctionArgs } from "react-router";
import { toFormResult, type FormResult } from "~/lib/form-result";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { HONEYPOT_FIELD } from "~/schemas/form-rules";
import { VALIDATION_MESSAGES } from "~/schemas/validation-messages";
import { QUOTE_PATH } from "~/lib/quote";
import { clearQuoteCookie, readQuoteListId, serializeQuoteCookie } from "~server/quotes/quote-cookie.server";
import { requestLocale } from "~/i18n/dictionary.server";
import { QUOTE_BODY_LIMIT } from "~server/http/body-limit.server";
import { readFormPost } from "./form-post.server";

/** A list of 50 lines with their notes, and the request's fields: more than a contact form, still bounded. */
export const QUOTE_FORM_BODY_LIMIT = QUOTE_BODY_LIMIT;

/** What the /quote page's form answers after a request was stored. */
export interface QuoteSent extends FormResult {
  reference?: string;
}

/** The request form's own fields (the lines travel as `quantity:<slug>`, `unit:<slug>`, `note:<slug>`). */
const TERM_FIELDS = ["name", "company", "email", "phone", "country", "destination", "incoterm", "wantedBy", "privateLabel", "message"] as const;

/**
 * The /quote action: every change to the list and the request itself. Posted by plain forms
 * (then a product card's "Add to quote" returns to its page) and, with JavaScript, by fetchers
 * and the page's own form, which send `enhanced=1` and stay where they are.
 */
export async function handleQuotePost({ request, context }: Pick<ActionFunctionArgs, "request" | "context">) {
  const { quotes, env } = context.services;
  const read = await readFormPost(request, "quote", QUOTE_FORM_BODY_LIMIT);
  if (!("params" in read)) return read;
  const { params } = read;
  const listId = readQuoteListId(request.headers.get("cookie"));
  const intent = params.get("intent") ?? "";
  const enhanced = params.get("enhanced") === "1";

  if (intent === "add") {
    const outcome = await quotes.add(listId, params.get("product"));
    if (outcome.kind !== "ok") return toFormResult("add", outcome);
    const headers = { "Set-Cookie": serializeQuoteCookie(env, outcome.value.listId) };
    if (enhanced) return data<FormResult>({ form: "add", sent: true }, { headers });
    throw redirect(safeRedirectPath(params.get("returnTo"), QUOTE_PATH), { headers });
  }

  if (intent.startsWith("remove:")) {
    await quotes.remove(listId, intent.slice("remove:".length));
    return data<FormResult>({ form: "list", sent: true });
  }

  // "update" and "send" both save the lines as shown first, so the request is what the buyer saw.
  const lines = await quotes.lines(listId);
  const lineErrors: Record<string, string> = {};
  for (const line of lines) {
    const outcome = await quotes.update(listId, line.slug, {
      quantity: params.get(`quantity:${line.slug}`) ?? line.quantity,
      unit: params.get(`unit:${line.slug}`) ?? line.unit,
      note: params.get(`note:${line.slug}`) ?? line.note,
    });
    if (outcome.kind === "invalid") {
      for (const [field, message] of Object.entries<string>(outcome.errors)) lineErrors[`${field}:${line.slug}`] = message;
    }
  }
  const terms: Record<string, unknown> = { documents: params.getAll("documents"), [HONEYPOT_FIELD]: params.get(HONEYPOT_FIELD) ?? undefined };
  const values: Record<string, string> = {};
  for (const field of TERM_FIELDS) {
    const value = params.get(field);
    if (value === null) continue;
    terms[field] = value;
    values[field] = value;
  }
  values.documents = params.getAll("documents").join(",");
  if (Object.keys(lineErrors).length > 0) {
    return data<FormResult>({ form: "quote", errors: lineErrors, values, message: VALIDATION_MESSAGES.correctFields }, { status: 400 });
  }
  if (intent === "update") return data<FormResult>({ form: "list", sent: true });

  const outcome = await quotes.submit(listId, terms, context.clientIp, requestLocale(request));
  if (outcome.kind !== "ok") return toFormResult("quote", outcome, values);
  return data<QuoteSent>(
    { form: "quote", sent: true, reference: outcome.value.reference },
    { headers: { "Set-Cookie": clearQuoteCookie(env) } },
  );
}
