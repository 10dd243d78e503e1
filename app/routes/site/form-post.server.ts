import { data, type AppLoadContext } from "react-router";
import { requestLocale } from "~/i18n/dictionary.server";
import { toFormResult, type FormResult } from "~/forms/form-result";
import { HONEYPOT_FIELD } from "~/schemas/form-rules";
import { says, type ValidationText } from "~/schemas/validation-messages";
import { FORM_BODY_LIMIT } from "~server/http/body-limit.server";


/**
 * The body as text, or null when it is longer than `limit` bytes. The body limit in front
 * (server/http/body-limit.server.ts) has refused any longer declared length already; this stops
 * reading at the limit all the same.
 */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A plain form post's fields, or the refusal to render when it is not a form or is larger
 * than `limit` bytes.
 */
export async function readFormPost(request: Request, form: string, limit: number = FORM_BODY_LIMIT) {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) {
    return data<FormResult<never, ValidationText>>({ form, message: says("sendFromPage") }, { status: 415 });
  }
  const text = await readLimited(request, limit);
  if (text === null) {
    return data<FormResult<never, ValidationText>>({ form, message: says("bodyTooLarge") }, { status: 413 });
  }
  return { params: new URLSearchParams(text) };
}

/**
 * A contact or inquiry form posted without JavaScript: the same service, rules and answers
 * as the API, rendered back into the page (errors under the fields, or a notice).
 */
export async function submitFormPost(
  form: "contact" | "inquiry",
  request: Request,
  context: AppLoadContext,
  /** Values the page knows better than the form, e.g. the product the page shows. */
  fixed: Record<string, string> = {},
) {
  const read = await readFormPost(request, form);
  if (!("params" in read)) return read;
  const values: Record<string, string> = {};
  for (const [key, value] of read.params) values[key] = value;
  Object.assign(values, fixed);
  // The page's language is the action's URL's (/fr/contact posts French).
  const outcome = await context.services.messages.submit(form, values, context.clientIp, requestLocale(request));
  delete values[HONEYPOT_FIELD];
  return toFormResult(form, outcome, values);
}
