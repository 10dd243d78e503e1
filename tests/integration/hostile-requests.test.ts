import { readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeProduct } from "../../app/schemas/product";
import { SHEET_TEXT } from "../../server/catalogue/sheet-files.server";
import { productSeeds } from "../../content/products";
import { login, openServerDatabase } from "../support/admin";
import { rawRequest } from "../support/raw-http";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/until";

const MB = 1024 * 1024;
const products = productSeeds.map(normalizeProduct);

/** The server process's resident memory and its peak since the last reset, in bytes (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1]) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

/** Starts a new peak: from now on VmHWM is the highest resident size reached. */
function resetPeak(pid: number): number {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
  return memoryOf(pid).rss;
}

/** The server's log lines at error level or above (pino: 50 and 60). */
function errorLines(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
}

/**
 * Bytes written on one connection as they are, and the answer's status (0 when the server closed
 * without one). `then` decides what follows the first write once the answer (or `waitMs`) came.
 */
function exchange(
  url: string,
  head: string,
  options: { body?: Buffer; streamBytes?: number; waitMs?: number; abortAfterBody?: boolean } = {},
): Promise<{ status: number; sent: number }> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port: Number(port) });
    let received = "";
    let sent = 0;
    let closed = false;
    const finish = () => {
      if (closed) return;
      closed = true;
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0), sent });
    };
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      // The head of an answer is enough: a refusal need not be waited out.
      if (received.includes("\r\n\r\n")) finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
    socket.on("connect", async () => {
      socket.write(head);
      if (options.body) {
        socket.write(options.body);
        sent += options.body.length;
        if (options.abortAfterBody) setTimeout(() => socket.destroy(), 50);
      }
      if (options.streamBytes === undefined) return;
      // A large body as an attacker sends it: 1 MB, a pause for an early answer, then the rest.
      const chunk = Buffer.alloc(MB);
      socket.write(chunk);
      sent += chunk.length;
      await new Promise((r) => setTimeout(r, options.waitMs ?? 1_000));
      while (!closed && sent < options.streamBytes) {
        const more = socket.write(chunk);
        sent += chunk.length;
        if (!more) await new Promise((r) => socket.once("drain", r));
      }
    });
  });
}

/** A deflate stream of `megabytes` MB of zeros in about 1 KB per MB: a zip bomb's entry. */
function zerosDeflated(megabytes: number): Buffer {
  // A full flush resets the history, so one flushed block can be repeated as it is.
  const block = zlib.deflateRawSync(Buffer.alloc(MB), { finishFlush: zlib.constants.Z_FULL_FLUSH, level: 9 });
  return Buffer.concat([...Array<Buffer>(megabytes).fill(block), Buffer.from([0x03, 0x00])]);
}

/** A one-entry zip whose directory declares `declared` bytes for an entry that inflates to far more. */
function lyingZip(data: Buffer, declared: number): Buffer {
  const name = Buffer.from("xl/worksheets/sheet1.xml");
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

function multipart(boundary: string, field: string, filename: string, bytes: Buffer, close = true): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(close ? `\r\n--${boundary}--\r\n` : ""),
  ]);
}

function postHead(url: string, path: string, headers: Record<string, string | number>): string {
  const { host } = new URL(url);
  const lines = Object.entries({ host, ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `POST ${path} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`;
}

describe("hostile requests", () => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let cookie: string;
  let productId: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, MAIL_TO: "sales@exports.example", ENABLE_TEST_ROUTES: "true", FORM_RATE_LIMIT: "1000" },
    });
    cookie = await login(server);
    const database = openServerDatabase(server);
    productId = (await database.db.selectFrom("products").select("id").executeTakeFirstOrThrow()).id;
    await database.close();
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  describe("bodies are limited before they are read", () => {
    it.each(["/adminlogin", "/adminforgotpassword", "/adminresetpassword"])(
      "refuses 4 parallel 200 MB bodies to %s with 413 at once, the memory growing under 50 MB",
      async (path) => {
        const pid = server.process.pid!;
        const before = resetPeak(pid);
        const head = postHead(server.url, path, { "content-type": "application/x-www-form-urlencoded", "content-length": 200 * MB });
        const answers = await Promise.all(Array.from({ length: 4 }, () => exchange(server.url, head, { streamBytes: 200 * MB })));
        expect(answers.map((a) => a.status)).toEqual([413, 413, 413, 413]);
        expect(memoryOf(pid).peak - before).toBeLessThan(50 * MB);
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      },
    );

    it("refuses a form page's body without a declared length (411), and an API body over 16 KB (413)", async () => {
      const chunked = await exchange(
        server.url,
        postHead(server.url, "/adminlogin", { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked", connection: "close" }),
        { body: Buffer.from("5\r\nemail\r\n0\r\n\r\n") },
      );
      expect(chunked.status).toBe(411);
      const api = await fetch(`${server.url}/api/admin/auth/adminlogin`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "x".repeat(17 * 1024), password: "y" }),
      });
      expect(api.status).toBe(413);
      expect(await api.json()).toEqual({ success: false, message: "Request body is too large" });
    });

    it("gives the upload room only to a signed-in admin: the same 6 MB without a session is 413", async () => {
      const big = multipart("B", "file", "list.csv", Buffer.alloc(6 * MB, 0x61));
      const headers = { "content-type": "multipart/form-data; boundary=B", "content-length": big.length };
      const anonymous = await exchange(server.url, postHead(server.url, "/adminproducts/import", headers), { body: big });
      expect(anonymous.status).toBe(413);
      // The admin gets as far as the import's own 5 MB limit.
      const admin = await exchange(server.url, postHead(server.url, "/adminproducts/import", { ...headers, cookie }), { body: big });
      expect(admin.status).toBe(413);
      const small = multipart("B", "file", "list.csv", Buffer.from("Name\nA\n"));
      const allowed = await exchange(
        server.url,
        postHead(server.url, "/adminproducts/import", { ...headers, "content-length": small.length, cookie }),
        { body: small },
      );
      expect(allowed.status).not.toBe(413);
    });
  });

  describe("a broken upload is answered and the process keeps serving", () => {
    const endpoints = () => [
      { path: `/api/admin/products/${productId}/pictures`, field: "pictures" },
      { path: `/adminproducts/${productId}/pictures`, field: "pictures" },
      { path: "/adminproducts/import", field: "file" },
      { path: "/api/admin/products/import", field: "file" },
    ];
    const shapes: Array<{ name: string; body: (field: string) => Buffer; extra?: number; abort?: boolean }> = [
      { name: "cut inside a file part", body: (field) => multipart("B", field, "a.png", Buffer.alloc(40_000, 7), false) },
      { name: "cut inside the part headers", body: () => Buffer.from('--B\r\nContent-Disposition: form-data; name="pic') },
      { name: "a file under a wrong field name", body: () => multipart("B", "other", "a.png", Buffer.alloc(1000, 7)) },
      { name: "no boundary at all", body: () => Buffer.from("just some bytes") },
      { name: "an aborted connection", body: (field) => multipart("B", field, "a.png", Buffer.alloc(20_000, 7), false), extra: 100_000, abort: true },
    ];

    it("for every shape on every upload endpoint", async () => {
      for (const endpoint of endpoints()) {
        for (const shape of shapes) {
          const body = shape.body(endpoint.field);
          const head = postHead(server.url, endpoint.path, {
            "content-type": "multipart/form-data; boundary=B",
            "content-length": body.length + (shape.extra ?? 0),
            cookie,
            connection: "close",
          });
          const answer = await exchange(server.url, head, { body, abortAfterBody: shape.abort });
          if (!shape.abort) expect([400, 413], `${shape.name} on ${endpoint.path}`).toContain(answer.status);
          expect(server.process.exitCode, `${shape.name} on ${endpoint.path}`).toBeNull();
          expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        }
      }
      expect(server.output()).not.toContain("Unexpected end of form");
    });

    it("logs an error nothing listened for and goes on serving", async () => {
      expect((await fetch(`${server.url}/__test/uncaught`, { method: "POST" })).status).toBe(202);
      await until(async () => server.output().includes("provoked by a test") || undefined, "the error in the log");
      expect(server.process.exitCode).toBeNull();
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/about`)).status).toBe(200);
    });
  });

  it("does not relay: 20 requests naming one victim from 10 addresses mail it at most 3 times, with none of the sender's words", async () => {
    const victim = `victim-${Date.now()}@mail.example`;
    const phishing = "http://phish.example/login";
    const body = (i: number) =>
      JSON.stringify({
        name: `URGENT: your account is suspended ${phishing}`,
        company: `Security team ${phishing}`,
        email: victim,
        phone: "+254 712 345678",
        country: "Kenya",
        destination: `Verify now at ${phishing}`,
        incoterm: "CIF",
        wantedBy: "",
        documents: [],
        privateLabel: "no",
        message: `Click ${phishing} ${i}`,
        lines: [{ product: products[i % 5]!.slug, quantity: 1000, unit: "boxes", note: `Open ${phishing}` }],
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        rawRequest(server.url, {
          method: "POST",
          target: "/api/quote",
          headers: { "content-type": "application/json" },
          body: body(i),
          localAddress: `127.0.0.${10 + (i % 10)}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    // Every request reached the company; then the victim's count is final.
    await until(async () => (smtp.mails.filter((m) => m.headers.to === "sales@exports.example" && m.text.includes(victim)).length === 20 ? true : undefined), "the company's 20 mails");
    await new Promise((r) => setTimeout(r, 500));
    const toVictim = smtp.mails.filter((m) => m.headers.to?.includes(victim));
    expect(toVictim.length).toBeGreaterThan(0);
    expect(toVictim.length).toBeLessThanOrEqual(3);
    for (const mail of toVictim) {
      expect(mail.headers.to).toBe(victim);
      for (const text of [mail.raw, mail.text, mail.html]) {
        expect(text).not.toContain("phish.example");
        expect(text).not.toContain("URGENT");
        expect(text).not.toContain("Security team");
      }
    }
  });

  it("refuses an XLSX whose entry inflates to 1.9 GB while declaring 4 KB, with memory growth under 50 MB", async () => {
    const bomb = lyingZip(zerosDeflated(1900), 4096);
    expect(bomb.length).toBeLessThan(2.1 * MB);
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(bomb)]), "products.xlsx");
    const pid = server.process.pid!;
    const before = resetPeak(pid);
    const res = await fetch(`${server.url}/adminproducts/import`, { method: "POST", headers: { cookie }, body: form });
    const page = await res.text();
    expect(res.status).toBe(400);
    expect(page).toContain(SHEET_TEXT.tooBigUnpacked);
    expect(memoryOf(pid).peak - before).toBeLessThan(50 * MB);
  });

  it.each([
    "/fr//evil.example",
    "/es//evil.example/",
    "/ru//evil.example?x=1",
    "/ar//evil.example#top",
    "/fr///evil.example",
    "/ar/%2F%2Fevil.example",
    "/fr/%2f%2fevil.example",
    "/ru/\\evil.example",
    "/es/\\\\evil.example",
    "/fr/\\/evil.example",
    "/ar/%5C%5Cevil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "/fr//evil.example/products",
    "/FR//evil.example",
    "/ar//evil.example?lang=en",
    "/ru//%65vil.example",
    "/es//evil.example%2F",
    "/fr/%2F/evil.example",
  ])("links only to this site from %s", async (target) => {
    const answer = await rawRequest(server.url, { method: "GET", target });
    expect(answer.status).toBeLessThan(500);
    const hrefs = [...answer.body.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    if (answer.status === 200 || answer.status === 404) expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) {
      expect(href, target).not.toMatch(/^(?:\/\/|\/\\|\\)/);
      if (/^[a-z]+:/i.test(href)) expect(href, target).not.toContain("evil.example");
    }
  });

  it("answers malformed Host headers with 400 and wrong content types on form pages with 415, logging no error", async () => {
    const logged = errorLines(server.output()).length;
    const { port } = new URL(server.url);
    for (const host of ["", "a b", "127.0.0.1:99999999", "exa_mple.com"]) {
      expect((await rawRequest(server.url, { method: "GET", target: "/", headers: { host } })).status, host).toBe(400);
    }
    const withoutHost = await exchange(server.url, "GET /about HTTP/1.0\r\n\r\n");
    expect(withoutHost.status).toBe(400);
    for (const path of ["/adminlogin", "/adminforgotpassword", "/adminresetpassword", "/contact", "/quote"]) {
      for (const [type, body] of [
        ["text/plain", "email=a@b.co"],
        ["application/json", '{"email":"a@b.co"}'],
        ["multipart/form-data; boundary=B", "--B\r\nContent-Disposition: form-da"],
      ] as const) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: "POST", headers: { "content-type": type }, body });
        expect(res.status, `${type} to ${path}`).toBe(415);
      }
    }
    expect(errorLines(server.output()).slice(logged).filter((line) => !line.includes("provoked by a test"))).toEqual([]);
  });
});

describe("slow requests", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { HTTP_HEADERS_TIMEOUT_MS: "500", HTTP_REQUEST_TIMEOUT_MS: "1000" } });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("cuts a declared body that never arrives, and headers that never end, with 408", async () => {
    const head = postHead(server.url, "/contact", { "content-type": "application/x-www-form-urlencoded", "content-length": 100 });
    const body = await exchange(server.url, head, { body: Buffer.from("name=") });
    expect(body.status).toBe(408);
    const headers = await exchange(server.url, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    expect(headers.status).toBe(408);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe("anonymous quote lists", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { FORM_RATE_LIMIT: "10" } });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const add = (slug: string) =>
    fetch(`${server.url}/quote`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add", product: slug, enhanced: "1" }),
    });

  it("are created under the form rate limit, and lists untouched for 30 days are deleted", async () => {
    const database = openServerDatabase(server);
    try {
      const old = Date.now() - 31 * 24 * 3600 * 1000;
      await database.db.insertInto("quote_lists").values({ id: "0".repeat(32), created_at: old, updated_at: old }).execute();
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => add(products[i % 10]!.slug)));
      const created = answers.filter((a) => a.status === 200);
      expect(created.length).toBe(10);
      expect(answers.filter((a) => a.status === 429).length).toBe(30);
      const lists = await database.db.selectFrom("quote_lists").select("id").execute();
      expect(lists.map((l) => l.id)).not.toContain("0".repeat(32));
      expect(lists.length).toBe(10);
    } finally {
      await database.close();
    }
  });
});
