import { data, redirect, type ActionFunctionArgs } from "react-router";
import { toFormResult, type FormResult } from "~/forms/form-result";
import { reworded } from "~/forms/outcome";
import { safeRedirectPath } from "~/admin/safe-redirect";
import { HONEYPOT_FIELD } from "~/schemas/form-rules";
import { QUOTE_MESSAGES, lineKeys } from "~/schemas/quote";
import { says, validationText, type ValidationText } from "~/schemas/validation-messages";
import { QUOTE_LINES_LIST } from "~/quote/quote";
import { readListIntent } from "~/forms/list-intent";
import { sitePath } from "~/config/paths";
import { ADDED_PARAM } from "~/quote/quote-added";
import { clearQuoteCookie, readQuoteListId, serializeQuoteCookie } from "~server/quotes/quote-cookie.server";
import { DRAFT_FIELDS, type PostedLine } from "~server/quotes/quote-lists.server";
import { dictionaryFor, requestLocale } from "~/i18n/dictionary.server";
import { QUOTE_BODY_LIMIT } from "~server/http/body-limit.server";
import { readFormPost } from "./form-post.server";

/** What the /quote page's form answers after a request was stored. */
export interface QuoteSent extends FormResult<unknown, ValidationText> {
  reference?: string;
}

/** The request form's own fields (the lines travel as `quantity:<id>`, `unit:<id>`, `note:<id>`, by product id). */
const TERM_FIELDS = ["name", "company", "email", "phone", "country", "destination", "incoterm", "wantedBy", "privateLabel", "message"] as const;

/**
 * The /quote action: every change to the list and the request itself. Posted by plain forms
 * (then a product card's "Add to quote" returns to its page, at the card, with a confirmation)
 * and, with JavaScript, by fetchers and the page's own form, which send `enhanced=1` and stay
 * where they are.
 *
 * Every intent but "add" posts the whole /quote form, and what the buyer typed is saved before
 * anything else happens: "save" (sent by the page's script as the buyer types), "update",
 * "remove:lines:<product id>" (the list editor's Remove), "browse" (then the catalogue) and "send".
 */
export async function handleQuotePost({ request, context }: Pick<ActionFunctionArgs, "request" | "context">) {
  const { quotes, env } = context.services;
  const read = await readFormPost(request, "quote", QUOTE_BODY_LIMIT);
  if (!("params" in read)) return read;
  const { params } = read;
  const listId = readQuoteListId(request.headers.get("cookie"));
  const intent = params.get("intent") ?? "";
  const enhanced = params.get("enhanced") === "1";

  if (intent === "add") {
    const slug = params.get("product");
    const outcome = await quotes.add(listId, slug, context.clientIp);
    if (outcome.kind !== "ok") {
      // The product card that posted it carries no form texts: its answer comes in the page's language.
      const locale = requestLocale(request);
      const table = dictionaryFor(locale).messages.forms.validation;
      return toFormResult("add", reworded(outcome, (text: ValidationText) => validationText(text, table, locale)));
    }
    const headers = { "Set-Cookie": serializeQuoteCookie(env, outcome.value.listId) };
    if (enhanced) return data<FormResult>({ form: "add", sent: true }, { headers });
    // Back to the page it was sent from, whose button for this product then says it is on the
    // list and takes focus (which scrolls it into view: the page no longer opens at its top).
    const back = new URL(safeRedirectPath(params.get("returnTo"), sitePath("quote")), "http://same-site.invalid");
    back.searchParams.set(ADDED_PARAM, slug ?? "");
    throw redirect(`${back.pathname}${back.search}`, { headers });
  }

  // What the buyer typed, saved first: the lines as shown, and the request form as a draft.
  const lines = await quotes.lines(listId);
  const posted = new Map<string, PostedLine>();
  const values: Record<string, string> = {};
  for (const line of lines) {
    const keys = lineKeys(line.id);
    const figures: PostedLine = {};
    for (const field of ["quantity", "unit", "note"] as const) {
      const value = params.get(keys[field]);
      if (value === null) continue;
      figures[field] = value;
      values[keys[field]] = value;
    }
    posted.set(line.id, figures);
  }
  const terms: Record<string, unknown> = { documents: params.getAll("documents"), [HONEYPOT_FIELD]: params.get(HONEYPOT_FIELD) ?? undefined };
  for (const field of TERM_FIELDS) {
    const value = params.get(field);
    if (value === null) continue;
    terms[field] = value;
    values[field] = value;
  }
  values.documents = params.getAll("documents").join(",");
  const hasTerms = DRAFT_FIELDS.some((field) => params.has(field));
  const saved = await quotes.save(listId, posted, hasTerms ? terms : undefined);
  const lineErrors = saved.kind === "invalid" ? saved.errors : {};

  // Saving as the buyer types: figures that break a rule wait for "Update list" or "Send request" to say so.
  if (intent === "save") return data<FormResult>({ form: "list", sent: true });

  const listButton = readListIntent(intent);
  if (listButton?.op === "remove" && listButton.list === QUOTE_LINES_LIST && listButton.row !== undefined) {
    const removed = listButton.row;
    await quotes.remove(listId, removed);
    for (const key of Object.keys(lineErrors)) if (key.endsWith(`:${removed}`)) delete lineErrors[key];
  }

  if (intent === "send") {
    for (const line of lines) {
      const key = lineKeys(line.id).quantity;
      const typed = values[key] ?? (line.quantity === null ? "" : String(line.quantity));
      if (line.available && !lineErrors[key] && typed.trim() === "") lineErrors[key] = QUOTE_MESSAGES.quantityRequired;
    }
  }
  if (Object.keys(lineErrors).length > 0) {
    return data<FormResult<never, ValidationText>>({ form: "quote", errors: lineErrors, values, message: says("correctFields") }, { status: 400 });
  }
  if (intent === "browse") throw redirect(sitePath("products", { locale: requestLocale(request) }));
  if (intent !== "send") return data<FormResult>({ form: "list", sent: true });

  const outcome = await quotes.submit(listId, terms, context.clientIp, requestLocale(request));
  if (outcome.kind !== "ok") return toFormResult("quote", outcome, values);
  return data<QuoteSent>(
    { form: "quote", sent: true, reference: outcome.value.reference },
    { headers: { "Set-Cookie": clearQuoteCookie(env) } },
  );
}
