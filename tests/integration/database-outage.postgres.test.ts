import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { login } from "../support/admin";
import { createTestDatabase, testPostgresUrl } from "../support/database";
import { HEALTH_BUDGET_MS, cleanupsAfterEach, expectUnavailable, postContact, timed, writesWhileHeld } from "../support/outage";
import { startTestServer, type TestServer } from "../support/server";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { until } from "../support/until";

// Runs when the suite runs on PostgreSQL (vitest.config.ts takes *.postgres.test.ts only then).

const cleanups = cleanupsAfterEach();

describe("PostgreSQL behind a proxy that freezes or drops it", () => {
  const target = testPostgresUrl ? new URL(testPostgresUrl) : undefined;

  async function setUp(env: Record<string, string> = {}): Promise<{
    server: TestServer;
    proxy: TcpProxy;
    direct: pg.Client;
    databaseName: string;
  }> {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const proxy = await startTcpProxy({ host: target!.hostname, port: Number(target!.port || 5432) });
    cleanups.push(() => proxy.close());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "export-site-outage-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startTestServer({ env, reuse: { dataDir, databaseUrl: proxy.route(database.url!) } });
    cleanups.push(() => server.stop("SIGKILL"));
    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    cleanups.push(() => direct.end());
    return { server, proxy, direct, databaseName: new URL(database.url!).pathname.slice(1) };
  }

  const messageNames = async (direct: pg.Client) =>
    (await direct.query<{ name: string }>("select name from messages order by created_at")).rows.map((r) => r.name);

  /** Until no transaction of the server's is open: whatever it left on the wire has been read. */
  const settled = (direct: pg.Client, databaseName: string) =>
    until(async () => {
      const { rows } = await direct.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and xact_start is not null",
        [databaseName],
      );
      return rows[0]!.n === 0;
    }, "the server's transactions to end");

  it("frozen, with the default timeouts: /healthz 503 within 2 s, writes 503 within 5 s, cached pages served, recovery", async () => {
    const { server, proxy, direct, databaseName } = await setUp();
    const cookie = await login(server);
    const first = await postContact(server, "Before the freeze");
    expect(first.status).toBe(201);
    const firstId = JSON.parse(first.body).data.id as string;
    expect((await timed(`${server.url}/`)).status).toBe(200);

    proxy.freeze();
    // More posts than the pool has connections: the health check must not queue behind them.
    const { health, page, answers, patch } = await writesWhileHeld(server, cookie, firstId, 30, "During the freeze");

    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(HEALTH_BUDGET_MS);
    expect(page.status).toBe(200);
    for (const answer of answers) expectUnavailable(answer);
    expectUnavailable(patch);
    console.info(
      `frozen PostgreSQL, default timeouts: /healthz 503 in ${Math.round(health.ms)} ms; ` +
        `POST /api/contact 503 in ${Math.round(Math.min(...answers.map((a) => a.ms)))}-${Math.round(Math.max(...answers.map((a) => a.ms)))} ms`,
    );

    await proxy.pass();
    await until(async () => (await timed(`${server.url}/healthz`)).status === 200, "/healthz to recover");
    expect((await postContact(server, "After the thaw")).status).toBe(201);
    await settled(direct, databaseName);
    expect(await messageNames(direct)).toEqual(["Before the freeze", "After the thaw"]);
    expect((await direct.query("select status from messages where id = $1", [firstId])).rows[0].status).toBe("new");
    expect(server.output()).not.toMatch(/"level":50/);
  });

  it.each([
    ["its INSERT", (chunk: string) => chunk.includes('insert into "messages"')],
    ["its COMMIT", (chunk: string, state: { inserted: boolean }) => (state.inserted ||= chunk.includes('insert into "messages"')) && /commit/i.test(chunk)],
  ])("a message transaction frozen at %s is answered 503 and never committed when the database thaws", async (_what, when) => {
    const { server, proxy, direct, databaseName } = await setUp({ DB_QUERY_TIMEOUT_MS: "1000" });
    expect((await postContact(server, "Before the freeze")).status).toBe(201);

    const state = { inserted: false };
    proxy.freezeWhen((chunk) => when(chunk, state));
    const answer = await postContact(server, "Cut in flight");
    expectUnavailable(answer, 1000 + 1500);

    // The server side still holds what was sent before the client gave up; it reads it now.
    await proxy.pass();
    await settled(direct, databaseName);
    expect(await messageNames(direct)).toEqual(["Before the freeze"]);
    expect((await postContact(server, "After the thaw")).status).toBe(201);
    expect(await messageNames(direct)).toEqual(["Before the freeze", "After the thaw"]);
  });

  it("down (connections cut, new ones refused): 503 at once, cached pages served, recovery without a restart", async () => {
    const { server, proxy, direct } = await setUp();
    expect((await postContact(server, "Before the outage")).status).toBe(201);
    expect((await timed(`${server.url}/`)).status).toBe(200);

    await proxy.drop();
    const health = await timed(`${server.url}/healthz`);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => postContact(server, `During the outage ${i}`)));
    const page = await timed(`${server.url}/`);
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(HEALTH_BUDGET_MS);
    for (const answer of answers) expectUnavailable(answer);
    expect(page.status).toBe(200);
    console.info(
      `PostgreSQL down: /healthz 503 in ${Math.round(health.ms)} ms; POST /api/contact 503 in at most ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms`,
    );

    await proxy.pass();
    await until(async () => (await timed(`${server.url}/healthz`)).status === 200, "/healthz to recover");
    expect((await postContact(server, "After the outage")).status).toBe(201);
    expect(await messageNames(direct)).toEqual(["Before the outage", "After the outage"]);
    expect(server.output()).not.toMatch(/"level":50/);
  });
});
