import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http";
import { startTestServer, type TestServer } from "../support/server";

const MALFORMED = "Bad request: the URL is malformed.";
const NOT_ALLOWED = "Method not allowed.";
const PAGE_ALLOW = "GET, HEAD, POST";
const API_ALLOW = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

/** The server's log lines at error level or above (pino: 50 and 60), and any that holds a stack. */
function errorLines(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .filter((line) => {
      const entry = JSON.parse(line) as { level: number };
      return entry.level >= 50 || line.includes('"stack"');
    });
}

describe("bad requests get 4xx, a plain message and no error in the log", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // The cache holds the home page, so the front listener's answers are checked with it warm.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it.each(["/%E0%A4%A", "/%", "/product/%ZZ", "/about/%C0%", "/%E0%A4%A?page=2"])("GET %s gets 400", async (target) => {
    const answer = await rawRequest(server.url, { method: "GET", target });
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.body).toBe(MALFORMED);
  });

  it("HEAD of a malformed URL gets 400 without a body", async () => {
    const answer = await rawRequest(server.url, { method: "HEAD", target: "/%ZZ" });
    expect(answer.status).toBe(400);
    expect(answer.body).toBe("");
  });

  it.each(["/api/%ZZ", "/api/admin/auth/getAdmin/%E0%A4%A"])("GET %s gets 400 in the JSON envelope", async (target) => {
    const answer = await rawRequest(server.url, { method: "GET", target });
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: MALFORMED });
  });

  it("a request line with an absolute URL gets 400: the site is no proxy", async () => {
    const answer = await rawRequest(server.url, { method: "GET", target: "http://evil.example/about" });
    expect(answer.status).toBe(400);
    expect(answer.body).toBe(MALFORMED);
  });

  it("a malformed query is no reason to refuse the page", async () => {
    expect((await rawRequest(server.url, { method: "GET", target: "/?q=%ZZ" })).status).toBe(200);
  });

  it.each([
    ["TRACE", "/"],
    ["TRACE", "/about"],
    ["PROPFIND", "/"],
    ["SEARCH", "/products"],
    ["MKCOL", "/x"],
    ["PUT", "/"],
    ["PATCH", "/about"],
    ["DELETE", "/contact"],
    ["OPTIONS", "/"],
  ])("%s %s gets 405 with Allow", async (method, target) => {
    const answer = await rawRequest(server.url, { method, target });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(PAGE_ALLOW);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(answer.body).toBe(NOT_ALLOWED);
  });

  it.each([
    ["TRACE", "/api/contact"],
    ["PROPFIND", "/api/admin/auth/me"],
  ])("%s %s gets 405 with Allow in the JSON envelope", async (method, target) => {
    const answer = await rawRequest(server.url, { method, target });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(API_ALLOW);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: NOT_ALLOWED });
  });

  it("TRACE with a body gets 405 and the connection closes", async () => {
    const answer = await rawRequest(server.url, { method: "TRACE", target: "/", body: "x".repeat(1000) });
    expect(answer.status).toBe(405);
    expect(answer.headers.connection).toBe("close");
  });

  it("CONNECT gets 405 rather than a dropped connection", async () => {
    const answer = await rawRequest(server.url, { method: "CONNECT", target: "evil.example:443" });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(PAGE_ALLOW);
    expect(answer.body).toBe(NOT_ALLOWED);
  });

  it("a POST to a page without a form gets React Router's 405 with Allow", async () => {
    const answer = await rawRequest(server.url, {
      method: "POST",
      target: "/about",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
  });

  it("a method Node does not know gets its 400", async () => {
    expect((await rawRequest(server.url, { method: "BREW", target: "/" })).status).toBe(400);
  });

  it("the API still answers OPTIONS per route", async () => {
    const answer = await rawRequest(server.url, { method: "OPTIONS", target: "/api/admin/auth/adminlogin" });
    expect(answer.status).toBe(200);
    expect(answer.headers.allow).toBe("POST");
  });

  it("the site still serves its pages, from the cache too", async () => {
    const first = await rawRequest(server.url, { method: "GET", target: "/about" });
    expect(first.status).toBe(200);
    // A cached copy carries an ETag; the cache stores the first render once it is compressed.
    const deadline = Date.now() + 10_000;
    let cached = await rawRequest(server.url, { method: "GET", target: "/about" });
    while (cached.headers.etag === undefined && Date.now() < deadline) {
      cached = await rawRequest(server.url, { method: "GET", target: "/about" });
    }
    expect(cached.status).toBe(200);
    expect(cached.headers.etag).toBeDefined();
    expect(cached.body).toBe(first.body);
  });

  it("logged none of these at error level, and no stack", () => {
    expect(server.output()).toContain("bad request refused");
    expect(errorLines(server.output())).toEqual([]);
  });
});
