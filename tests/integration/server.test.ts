import { spawn } from "node:child_process";
import { navLabel } from "../support/copy";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mainNav } from "../../app/config/navigation";
import { startTestServer, type TestServer } from "../support/server";

const expectedDb = process.env.DATABASE_URL ? "postgres" : "sqlite";

describe("the server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ENABLE_TEST_ROUTES: "true" } });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("answers /healthz with the database it uses", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: expectedDb });
  });

  it("renders the layout on the server: the raw HTML holds the six navigation labels", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(mainNav).toHaveLength(6);
    for (const item of mainNav) {
      expect(html).toContain(`href="${item.to}"`);
      expect(html).toContain(`>${navLabel(item)}</a>`);
    }
  });

  it("matches paths ignoring case", async () => {
    const lower = await fetch(`${server.url}/about`);
    const upper = await fetch(`${server.url}/ABOUT`);
    expect(lower.status).toBe(200);
    expect(upper.status).toBe(200);
  });

  it("answers an unknown URL with the branded page and 404", async () => {
    const res = await fetch(`${server.url}/no/such/page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page not found");
    expect(html).toContain(">About Us</a>");
  });

  it("answers a render error with 'Unexpected Application Error!', 500, a log line and no stack", async () => {
    const res = await fetch(`${server.url}/__test/render-error`);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).not.toMatch(/at \w+ \(|\.tsx?:\d+/);
    expect(server.output()).toContain("Deliberate render error for the tests");
  });

  it("hides the test routes unless they are enabled", async () => {
    const plain = await startTestServer();
    try {
      expect((await fetch(`${plain.url}/__test/render-error`)).status).toBe(404);
    } finally {
      await plain.dispose();
    }
  });

  describe("API input errors: a clear JSON message, never a stack trace", () => {
    it("malformed JSON gets 400", async () => {
      const res = await fetch(`${server.url}/api/anything`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{bad json",
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: "Request body is not valid JSON" });
    });

    it("a body that is not JSON gets 415", async () => {
      const res = await fetch(`${server.url}/api/anything`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "hello",
      });
      expect(res.status).toBe(415);
      expect((await res.json()).success).toBe(false);
    });

    it("a 2 MB body gets 413", async () => {
      const res = await fetch(`${server.url}/api/anything`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: "x".repeat(2 * 1024 * 1024) }),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ success: false, message: "Request body is too large" });
    });

    it("an unknown API path gets a JSON 404", async () => {
      const res = await fetch(`${server.url}/api/nothing-here`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: "Not found" });
    });
  });

  it("sends the basic security headers", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });
});

describe("start-up and shut-down", () => {
  it("refuses a bad environment value with one line naming the variable", async () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.server.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", PORT: "not-a-port" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let err = "";
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(err.trim().split("\n")).toHaveLength(1);
    expect(err).toMatch(/^Invalid environment variable PORT: /);
  });

  it("on SIGTERM lets an in-flight request finish, then exits 0", async () => {
    const server = await startTestServer();
    try {
      // A slow client: headers now, the body after the signal. The request is in flight
      // when SIGTERM arrives and must still be answered.
      const body = JSON.stringify({ hello: "world" });
      const socket = net.connect(server.port, "127.0.0.1");
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
      let answer = "";
      socket.on("data", (d: Buffer) => (answer += d.toString()));
      const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
      socket.write(
        `POST /api/slow-probe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      await new Promise((r) => setTimeout(r, 200));
      const exit = server.stop("SIGTERM");
      await new Promise((r) => setTimeout(r, 500));
      expect(server.process.exitCode).toBeNull(); // still draining
      socket.write(body);
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 404 /);
      expect(answer).toContain('"message":"Not found"');
      expect(await exit).toBe(0);
      expect(server.output()).toContain("server stopped");
    } finally {
      await server.dispose();
    }
  });
});

describe("cross-site protection", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["a cross-site Sec-Fetch-Site", { "sec-fetch-site": "cross-site" }],
    ["an opaque Origin", { origin: "null" }],
  ])("refuses a state-changing request with %s (403)", async (_label, headers) => {
    const res = await fetch(`${server.url}/api/anything`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: "{}",
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, message: "Cross-site request refused" });
  });

  it("lets same-origin requests and safe methods through", async () => {
    const same = await fetch(`${server.url}/api/anything`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, "sec-fetch-site": "same-origin" },
      body: "{}",
    });
    expect(same.status).toBe(404);
    const get = await fetch(`${server.url}/`, { headers: { origin: "https://evil.example" } });
    expect(get.status).toBe(200);
  });
});
