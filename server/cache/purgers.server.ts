/**
 * Purgers: how a list of tags is purged from the cache in front (docs/decisions/0040). Each
 * throws when the cache did not confirm the purge, and the queue tries again later.
 */
export interface Purger {
  name: string;
  purge(tags: readonly string[]): Promise<void>;
}

/** A purge that takes longer than this is counted as failed and retried. */
const REQUEST_TIMEOUT_MS = 10_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

async function expectOk(res: Response, what: string): Promise<string> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 200)}`);
  return text;
}

/**
 * Varnish with the kit's VCL (deploy/varnish/site.vcl): `PURGE` with the tags in `xkey-purge`,
 * to every Varnish in front (each keeps its own copy), from an address its ACL allows.
 */
export function varnishPurger(urls: readonly string[]): Purger {
  return {
    name: "varnish",
    async purge(tags) {
      for (const url of urls) {
        const res = await fetch(url, { method: "PURGE", headers: { "xkey-purge": tags.join(" ") }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        await expectOk(res, `Varnish at ${url}`);
      }
    },
  };
}

/** Cloudflare's purge by cache tag (an Enterprise zone): `POST /zones/{zone}/purge_cache {"tags": [...]}`, 30 tags a call. */
export function cloudflarePurger(o: { apiUrl: string; zoneId: string; token: string }): Purger {
  return {
    name: "cloudflare",
    async purge(tags) {
      for (const part of chunks(tags, 30)) {
        const res = await fetch(`${o.apiUrl.replace(/\/+$/, "")}/zones/${encodeURIComponent(o.zoneId)}/purge_cache`, {
          method: "POST",
          headers: { authorization: `Bearer ${o.token}`, "content-type": "application/json" },
          body: JSON.stringify({ tags: part }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await expectOk(res, "Cloudflare");
        let success = false;
        try {
          success = (JSON.parse(text) as { success?: unknown }).success === true;
        } catch {
          // not JSON: not a confirmation
        }
        if (!success) throw new Error(`Cloudflare did not confirm the purge: ${text.slice(0, 200)}`);
      }
    },
  };
}

/** Fastly's purge of several surrogate keys: `POST /service/{id}/purge {"surrogate_keys": [...]}` with `Fastly-Key`, 256 keys a call. */
export function fastlyPurger(o: { apiUrl: string; serviceId: string; token: string }): Purger {
  return {
    name: "fastly",
    async purge(tags) {
      for (const part of chunks(tags, 256)) {
        const res = await fetch(`${o.apiUrl.replace(/\/+$/, "")}/service/${encodeURIComponent(o.serviceId)}/purge`, {
          method: "POST",
          headers: { "fastly-key": o.token, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ surrogate_keys: part }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await expectOk(res, "Fastly");
      }
    },
  };
}
