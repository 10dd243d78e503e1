import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { listenLocally, type LocalServer } from "../../tests/support/server";
import { cloudflarePurger, fastlyPurger, varnishPurger } from "./purgers.server";

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A stand-in for the purge API: records each request and answers what `reply` says. */
async function standIn(reply: (seen: Seen) => { status: number; body: string }): Promise<LocalServer & { seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const request = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
      seen.push(request);
      const answer = reply(request);
      res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
    });
  });
  return Object.assign(await listenLocally(server), { seen });
}

const tags = Array.from({ length: 35 }, (_, i) => `product-${i}`);

describe("purgers", () => {
  let api: (LocalServer & { seen: Seen[] }) | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it("Cloudflare: POST /zones/{zone}/purge_cache with the bearer token and at most 30 tags a call", async () => {
    api = await standIn(() => ({ status: 200, body: JSON.stringify({ success: true, errors: [], messages: [], result: { id: "x" } }) }));
    await cloudflarePurger({ apiUrl: `${api.url}/client/v4/`, zoneId: "zone-1", token: "cf-token" }).purge(tags);
    expect(api.seen.map((s) => [s.method, s.url])).toEqual([
      ["POST", "/client/v4/zones/zone-1/purge_cache"],
      ["POST", "/client/v4/zones/zone-1/purge_cache"],
    ]);
    for (const s of api.seen) {
      expect(s.headers.authorization).toBe("Bearer cf-token");
      expect(s.headers["content-type"]).toBe("application/json");
    }
    expect(api.seen.map((s) => JSON.parse(s.body))).toEqual([{ tags: tags.slice(0, 30) }, { tags: tags.slice(30) }]);
  });

  it("Cloudflare: an error answer or success false is a failure (retried by the queue)", async () => {
    api = await standIn(() => ({ status: 200, body: JSON.stringify({ success: false, errors: [{ code: 1134, message: "Purge by tag requires Enterprise" }] }) }));
    await expect(cloudflarePurger({ apiUrl: api.url, zoneId: "z", token: "t" }).purge(["home"])).rejects.toThrow(/did not confirm/);
    await api.close();
    api = await standIn(() => ({ status: 403, body: "{}" }));
    await expect(cloudflarePurger({ apiUrl: api.url, zoneId: "z", token: "t" }).purge(["home"])).rejects.toThrow(/403/);
  });

  it("Fastly: POST /service/{id}/purge with Fastly-Key and the keys as surrogate_keys", async () => {
    api = await standIn(() => ({ status: 200, body: JSON.stringify(Object.fromEntries(tags.map((t) => [t, "purge-id"]))) }));
    await fastlyPurger({ apiUrl: api.url, serviceId: "svc 1", token: "fastly-token" }).purge(tags);
    expect(api.seen).toHaveLength(1);
    const [s] = api.seen;
    expect([s!.method, s!.url]).toEqual(["POST", "/service/svc%201/purge"]);
    expect(s!.headers["fastly-key"]).toBe("fastly-token");
    expect(s!.headers.accept).toBe("application/json");
    expect(JSON.parse(s!.body)).toEqual({ surrogate_keys: tags });
    await api.close();
    api = await standIn(() => ({ status: 401, body: '{"msg":"Provided credentials are missing or invalid"}' }));
    await expect(fastlyPurger({ apiUrl: api.url, serviceId: "s", token: "bad" }).purge(["home"])).rejects.toThrow(/401/);
  });

  it("Varnish: PURGE with the tags in xkey-purge, to every Varnish; a refusal is a failure", async () => {
    api = await standIn((s) => ({ status: s.headers["xkey-purge"] ? 200 : 400, body: "" }));
    const second = await standIn(() => ({ status: 403, body: "" }));
    try {
      await varnishPurger([`${api.url}/`]).purge(["home", "products"]);
      expect(api.seen.map((s) => [s.method, s.url, s.headers["xkey-purge"]])).toEqual([["PURGE", "/", "home products"]]);
      await expect(varnishPurger([`${api.url}/`, `${second.url}/`]).purge(["home"])).rejects.toThrow(/403/);
    } finally {
      await second.close();
    }
  });
});
