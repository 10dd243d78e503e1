import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageContentSecurityPolicy } from "./security-headers.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes every inline script and module, byte for byte, once each", () => {
    const a = `window.__ctx = {"a":"é<\\/b>"};`;
    const b = `\nimport * as r from "/assets/root.js";\n`;
    const html = `<head><script>${a}</script></head><body><script type="module" async="">${b}</script><SCRIPT>${a}</SCRIPT></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha(a), sha(b)]);
  });

  it("skips scripts loaded by URL and data blocks such as JSON-LD", () => {
    const html = `<script src="/assets/x.js"></script><script type="module" src="/a.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("finds start and end tags in any case, each script's body up to its own end tag", () => {
    const html = `<SCRIPT type="Module">one()</Script ><p>text</p><script>two()</SCRIPT><script src="/x.js"></script><script>three()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("one()"), sha("two()"), sha("three()")]);
  });

  it("hashes an empty inline script too (the browser would run it)", () => {
    expect(inlineScriptHashes("<script></script>")).toEqual([sha("")]);
  });
});

describe("pageContentSecurityPolicy", () => {
  const policy = pageContentSecurityPolicy("<script>go()</script>", { frameOrigins: ["https://www.google.com"] });
  const directives = new Map(
    policy.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

  it("allows scripts from the site and the page's own inline scripts by hash, never 'unsafe-inline'", () => {
    expect(directives.get("script-src")).toEqual(["'self'", sha("go()")]);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toContain("unsafe-eval");
  });

  it("has the directives of docs/requirements.md §8", () => {
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("form-action")).toEqual(["'self'"]);
    expect(directives.get("img-src")).toEqual(["'self'", "data:"]);
    expect(directives.get("frame-src")).toEqual(["https://www.google.com"]);
    expect(directives.get("connect-src")).toEqual(["'self'"]);
    expect(directives.has("upgrade-insecure-requests")).toBe(false);
  });

  it("lets Vite's hot reload socket through in development only, and upgrades on https", () => {
    expect(pageContentSecurityPolicy("", { frameOrigins: [], development: true })).toContain("connect-src 'self' ws: wss:");
    expect(pageContentSecurityPolicy("", { frameOrigins: [] })).toContain("frame-src 'none'");
    expect(pageContentSecurityPolicy("", { frameOrigins: [], https: true })).toContain("upgrade-insecure-requests");
  });
});
