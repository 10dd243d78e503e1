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
  if (values.size >= VALUES_KEPT) values.delete(values.keys().next().value as string);
  values.set(json, value);
}

/** In a loader: the value as JSON, for its component to read with `received`. */
export function send<T>(value: T): Sent<T> {
  if (import.meta.env.DEV) assertPlainJson(value, "value");
  const json = JSON.stringify(value);
  keep(json, value);
  return json as Sent<T>;
}

/** What `sendOnce` wrote, by owner and key. */
const sentFor = new WeakMap<object, Map<string, string>>();

/**
 * `send(make())`, written once for `owner` and `key`: for data that changes only with an object
 * the process replaces when it changes (the company's details, which a save replaces), such as a
 * page's copy with the company's facts filled in. Each render then hands on the same string.
 */
export function sendOnce<T>(owner: object, key: string, make: () => T): Sent<T> {
  let byKey = sentFor.get(owner);
  if (!byKey) sentFor.set(owner, (byKey = new Map()));
  let sent = byKey.get(key);
  if (sent === undefined) byKey.set(key, (sent = send(make())));
  return sent as Sent<T>;
}

/** The value a loader sent. */
export function received<T>(sent: Sent<T>): T {
  // JSON never reads back as undefined: undefined is a value not kept.
  const kept = values.get(sent);
  if (kept !== undefined) return kept as T;
  const value = JSON.parse(sent) as T;
  keep(sent, value);
  return value;
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
