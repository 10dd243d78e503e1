import BetterSqlite3 from "better-sqlite3";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { login } from "../support/admin";
import { HEALTH_BUDGET_MS, cleanupsAfterEach, expectUnavailable, postContact, timed, writesWhileHeld } from "../support/outage";
import { startTestServer } from "../support/server";

// PostgreSQL frozen, cut and stopped: database-outage.postgres.test.ts.

const cleanups = cleanupsAfterEach();

describe("SQLite with its write lock held by another process", () => {
  it("answers writes 503 within 5 s without blocking anything else, commits nothing, and recovers", async () => {
    // DATABASE_URL empty: SQLite even when the suite runs on PostgreSQL.
    const server = await startTestServer({ env: { DATABASE_URL: "" } });
    cleanups.push(() => server.dispose());
    const cookie = await login(server);
    const first = await postContact(server, "Before the lock");
    expect(first.status).toBe(201);
    const firstId = JSON.parse(first.body).data.id as string;
    expect((await timed(`${server.url}/`)).status).toBe(200);

    // Another process (a second handle) takes the write lock and keeps it.
    const other = new BetterSqlite3(path.join(server.dataDir, "app.db"));
    cleanups.push(() => other.close());
    other.exec("begin exclusive");

    const { health, page, answers, patch } = await writesWhileHeld(server, cookie, firstId, 20, "During the lock");

    // Reads do not wait for a writer in WAL mode: the database is up, only writes must wait.
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(HEALTH_BUDGET_MS);
    expect(page.status).toBe(200);
    for (const answer of answers) expectUnavailable(answer);
    expectUnavailable(patch);
    console.info(
      `SQLite write lock held: /healthz ${health.status} in ${Math.round(health.ms)} ms; ` +
        `POST /api/contact 503 in ${Math.round(Math.min(...answers.map((a) => a.ms)))}-${Math.round(Math.max(...answers.map((a) => a.ms)))} ms`,
    );

    other.exec("rollback");
    // Nothing of the refused writes appears once the lock is gone.
    const names = () => (other.prepare("select name from messages order by created_at").all() as Array<{ name: string }>).map((r) => r.name);
    expect(names()).toEqual(["Before the lock"]);
    expect((other.prepare("select status from messages where id = ?").get(firstId) as { status: string }).status).toBe("new");

    // Recovery without a restart.
    expect((await postContact(server, "After the lock")).status).toBe(201);
    expect(names()).toEqual(["Before the lock", "After the lock"]);
    expect(server.output()).not.toMatch(/"level":50/);
  });
});
