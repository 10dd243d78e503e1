import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../app/config/site";
import { inlineScriptHashes } from "../../server/http/security-headers.server";
import { startTestServer, type TestServer } from "../support/server";

const ROOT = path.resolve(import.meta.dirname, "../..");

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe("headers on http", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("gives every page an enforced CSP that allows its own inline scripts by hash and nothing inline else", async () => {
    for (const page of ["/", "/products", "/contact", "/no/such/page", "/adminlogin"]) {
      const res = await fetch(`${server.url}${page}`);
      expect(res.headers.get("content-security-policy-report-only"), page).toBeNull();
      const csp = res.headers.get("content-security-policy");
      expect(csp, page).toBeTruthy();
      const d = directives(csp!);
      const scriptSrc = d.get("script-src")!;
      expect(scriptSrc, page).not.toContain("'unsafe-inline'");
      expect(scriptSrc, page).not.toContain("'unsafe-eval'");
      const hashes = inlineScriptHashes(await res.text());
      expect(hashes.length, page).toBeGreaterThan(0);
      expect(scriptSrc.sort(), page).toEqual(["'self'", ...hashes].sort());
      expect(d.get("object-src")).toEqual(["'none'"]);
      expect(d.get("base-uri")).toEqual(["'none'"]);
      expect(d.get("frame-ancestors")).toEqual(["'none'"]);
      expect(d.get("form-action")).toEqual(["'self'"]);
      expect(d.get("img-src")).toEqual(["'self'", "data:"]);
      expect(d.get("frame-src")).toEqual([new URL(site.map.embedUrl).origin]);
    }
  });

  it("sends nosniff, a referrer policy and no framing, and no HSTS on http", async () => {
    for (const url of ["/", "/healthz", "/api/nothing", "/favicon.svg"]) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), url).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options"), url).toBe("DENY");
      expect(res.headers.get("strict-transport-security"), url).toBeNull();
    }
  });

  it("serves hashed assets immutable and pre-compressed, public files revalidated", async () => {
    const assets = readdirSync(path.join(ROOT, "build/client/assets"));
    // The framework's chunk (decision 0074): every page loads it, and it is large enough to be stored compressed.
    const js = assets.find((f) => f.startsWith("framework-") && f.endsWith(".js"))!;
    const css = assets.find((f) => f.endsWith(".css"))!;
    for (const file of [js, css]) {
      const res = await fetch(`${server.url}/assets/${file}`, { headers: { "accept-encoding": "br" } });
      expect(res.status, file).toBe(200);
      expect(res.headers.get("cache-control"), file).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-encoding"), file).toBe("br");
      expect(res.headers.get("vary"), file).toBe("Accept-Encoding");
      expect(res.headers.get("content-type"), file).toMatch(file.endsWith(".js") ? /^text\/javascript/ : /^text\/css/);
      expect((await res.arrayBuffer()).byteLength, file).toBeGreaterThan(0);
    }

    // Each stored copy decodes (fetch decodes) to the very file.
    const plain = await (await fetch(`${server.url}/assets/${js}`, { headers: { "accept-encoding": "identity" } })).text();
    for (const encoding of ["br", "gzip"]) {
      const res = await fetch(`${server.url}/assets/${js}`, { headers: { "accept-encoding": encoding } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(Number(res.headers.get("content-length"))).toBeLessThan(plain.length / 2);
      expect(await res.text()).toBe(plain);
    }

    const favicon = await fetch(`${server.url}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(favicon.headers.get("content-type")).toBe("image/svg+xml");
    const etag = favicon.headers.get("etag")!;
    const again = await fetch(`${server.url}/favicon.svg`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("answers a missing asset with a short 404, not a page", async () => {
    const res = await fetch(`${server.url}/assets/no-such-file-1234.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("Not found");
  });
});

describe("headers on https", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SITE_URL: "https://exports.example" } });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("adds HSTS and upgrades stray http subresources", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});
