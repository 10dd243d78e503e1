import { createElement } from "react";

/**
 * A page's data as one JSON string. React Router encodes loader data for the page value by value
 * (turbo-stream, written in JavaScript): a product page's few hundred values cost about a tenth
 * of its render. The same data as one string costs the engine's own `JSON.stringify` and one
 * value to encode (docs/performance.md, "A page's data as one string").
 *
 * ```ts
 * export function loader() {
 *   return { messages: clientTexts(locale, "catalogue"), page: send({ product, related, seo }) };
 * }
 * export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData && received(loaderData.page).seo);
 * export default function ProductPage({ loaderData }: Route.ComponentProps) {
 *   const { product, related } = received(loaderData.page);
 * }
 * ```
 *
 * On the server, `received` hands back the very value `send` was given (kept by its JSON), so a
 * render reads nothing back; in the browser it reads the JSON once per string. So what is sent
 * must be what JSON carries unchanged (plain objects, arrays, strings, finite numbers, booleans,
 * null), or the browser would hydrate other data than the server rendered: outside production
 * builds `send` refuses anything else.
 *
 * A document (a page asked for by its URL, not a navigation's `.data` request) carries its data
 * beside React Router's: in a JSON data block that `<DocumentData />` writes before
 * `<Scripts />`, the loader data holding only a reference to it (`"\u0000" + a number`). The
 * JSON is then written once, as it is, instead of being escaped three times over into React
 * Router's stream script (as a string in its stream, that stream as a JavaScript string, that
 * script for HTML), which cost about a fifth of an uncached render. The server marks a document
 * request with `app/loader-data.server.ts`.
 */

/** A value as a loader sends it: its JSON, typed by what `received` gives back. */
export type Sent<T> = string & { readonly sentValue?: T };

/** The type of the value in a `Sent` string: `Received<Route.ComponentProps["loaderData"]["page"]>`. */
export type Received<S> = S extends Sent<infer T> ? T : never;

/**
 * Values by their JSON: what a server's loaders sent (a page's render reads them back a moment
 * later), or what a browser has read. The oldest goes first once full; one that is gone is read
 * from its JSON again.
 */
const values = new Map<string, unknown>();
const VALUES_KEPT = 256;

function keep(json: string, value: unknown): void {
  if (values.size >= VALUES_KEPT && !values.has(json)) values.delete(values.keys().next().value as string);
  values.set(json, value);
}

/** What a document's loaders sent (`app/loader-data.server.ts`). */
export interface DocumentData {
  /** The reference the loader data holds for the value, written as `json` in the data block. */
  add(json: string, value: unknown): string;
  /** The value behind a reference, as `add` was given it; undefined for none. */
  value(reference: string): unknown;
  /** The data block's text: each reference with its value, `<` escaped; "" for none. */
  text(): string;
}

/** The document whose loaders or render are running, where the server says (`sendInDocuments`). */
let documentNow: () => DocumentData | undefined = () => undefined;

/** Called once by the server: how `send` and `received` find the document request they serve. */
export function sendInDocuments(current: () => DocumentData | undefined): void {
  documentNow = current;
}

/** A reference begins with a character JSON never begins with. */
const REFERENCE = "\u0000";

/**
 * A document's data. References are numbered within the document, so the same page renders to
 * the same bytes (the page cache and ETags rely on it); on the server they are read back inside
 * the document's own request.
 */
export function documentData(): DocumentData {
  const values = new Map<string, unknown>();
  const entries: string[] = [];
  return {
    add(json, value) {
      const number = (values.size + 1).toString(36);
      const reference = REFERENCE + number;
      values.set(reference, value);
      entries.push(`"\\u0000${number}":${json}`);
      return reference;
    },
    value: (reference) => values.get(reference),
    // Inside a script element only `</script` and `<!--` end or bend it: `<` never appears in
    // JSON outside a string, and inside one `\u003c` reads back as the same character.
    text: () => (entries.length === 0 ? "" : `{${entries.join(",")}}`.replace(/</g, "\\u003c")),
  };
}

/** The id of the document's data block. */
const DOCUMENT_DATA_ID = "page-data";

/** In the browser: the document's data block, as first read (React keeps it as it is). */
let documentText: string | undefined;
let documentValues: Record<string, unknown> | undefined;

function browserDocumentText(): string {
  documentText ??= document.getElementById(DOCUMENT_DATA_ID)?.textContent ?? "";
  return documentText;
}

/**
 * The document's data block, in the root layout before `<Scripts />`: the values its loaders
 * sent, by reference. The browser renders it with the text it was given, so hydration and every
 * later render leave it untouched.
 */
export function DocumentData() {
  const text = import.meta.env.SSR ? (documentNow()?.text() ?? "") : browserDocumentText();
  if (!text) return null;
  return createElement("script", { type: "application/json", id: DOCUMENT_DATA_ID, dangerouslySetInnerHTML: { __html: text } });
}

/** The value as a loader sends it, its JSON written: a reference in a document, the JSON elsewhere. */
function sendWritten<T>(json: string, value: T): Sent<T> {
  const document = documentNow();
  if (document) return document.add(json, value) as Sent<T>;
  keep(json, value);
  return json as Sent<T>;
}

/** In a loader: the value as JSON, for its component to read with `received`. */
export function send<T>(value: T): Sent<T> {
  if (import.meta.env.DEV) assertPlainJson(value, "value");
  return sendWritten(JSON.stringify(value), value);
}

/** What `sendOnce` wrote, by owner and key. */
const sentFor = new WeakMap<object, Map<string, { json: string; value: unknown }>>();

/**
 * `send(make())`, written once for `owner` and `key`: for data that changes only with an object
 * the process replaces when it changes (the company's details, which a save replaces), such as a
 * page's copy with the company's facts filled in. Each render then hands on the same string.
 */
export function sendOnce<T>(owner: object, key: string, make: () => T): Sent<T> {
  let byKey = sentFor.get(owner);
  if (!byKey) sentFor.set(owner, (byKey = new Map()));
  let once = byKey.get(key);
  if (once === undefined) {
    const value = make();
    if (import.meta.env.DEV) assertPlainJson(value, "value");
    byKey.set(key, (once = { json: JSON.stringify(value), value }));
  }
  return sendWritten(once.json, once.value as T);
}

/** The value a loader sent. */
export function received<T>(sent: Sent<T>): T {
  if (sent.startsWith(REFERENCE)) return referencedValue(sent) as T;
  // JSON never reads back as undefined: undefined is a value not kept.
  const kept = values.get(sent);
  if (kept !== undefined) return kept as T;
  const value = JSON.parse(sent) as T;
  keep(sent, value);
  return value;
}

function referencedValue(reference: string): unknown {
  if (!import.meta.env.SSR) {
    documentValues ??= JSON.parse(browserDocumentText() || "{}") as Record<string, unknown>;
    if (reference in documentValues) return documentValues[reference];
  } else {
    const value = documentNow()?.value(reference);
    if (value !== undefined) return value;
  }
  throw new Error("The page's data is not there: read outside its document, or its data block is missing.");
}

/** Throws where JSON would not give the same value back (a Date, a Map, undefined in an array, NaN...). */
export function assertPlainJson(value: unknown, at: string): void {
  if (value === null || typeof value === "string" || typeof value === "boolean") return;
  if (typeof value === "number") {
    if (!Number.isFinite(value))
      throw new TypeError(`${at} is ${value}, which JSON writes as null`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (item === undefined)
        throw new TypeError(
          `${at}[${index}] is undefined, which JSON writes as null`,
        );
      assertPlainJson(item, `${at}[${index}]`);
    });
    return;
  }
  if (typeof value === "object") {
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) {
      throw new TypeError(
        `${at} is a ${(value as object).constructor?.name ?? "object"}, which JSON does not give back`,
      );
    }
    for (const [key, item] of Object.entries(value))
      if (item !== undefined) assertPlainJson(item, `${at}.${key}`);
    return;
  }
  throw new TypeError(`${at} is a ${typeof value}, which JSON does not carry`);
}
