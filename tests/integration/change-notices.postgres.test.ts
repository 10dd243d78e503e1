import { sql } from "kysely";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyDefaults } from "../../app/config/site";
import { ContentChanges } from "../../server/content-changes.server";
import { ChangeNotices, CHANGES_CHANNEL, notifyChange } from "../../server/db/change-notices.server";
import { openDatabase, type Database } from "../../server/db/database.server";
import { api, login, openServerDatabase } from "../support/admin";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { cachedPage, pageUntil } from "../support/pages";
import { startTestServer, type TestServer } from "../support/server";

/** Polls until `check` holds (at most `withinMs`), never a fixed sleep. */
async function until(check: () => boolean, withinMs = 5000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("the condition never held");
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Ends every connection listening on the site's channel, as a server restart or a network cut would. */
async function cutListeners(db: Database): Promise<number> {
  const { rows } = await sql<{ ended: boolean }>`
    select pg_terminate_backend(pid) as ended from pg_stat_activity
    where datname = current_database() and query ilike ${`LISTEN ${CHANGES_CHANNEL}%`}`.execute(db.db);
  return rows.filter((r) => r.ended).length;
}

// Several processes on one database is a PostgreSQL set-up; on SQLite one process serves, and the
// in-process announcements are shown by tests/integration/settings.test.ts. Runs when the suite
// runs on PostgreSQL (vitest.config.ts takes *.postgres.test.ts only then).
describe("change notices between processes (PostgreSQL LISTEN/NOTIFY)", () => {
  describe("the listener", () => {
    let database: TestDatabase;
    let dbA: Database;
    let dbB: Database;
    const log = pino({ level: "silent" });

    /** One process's side: its announcements, what it reloaded and what its listeners heard. */
    function processSide(db: Database) {
      const changes = new ContentChanges();
      const reloaded: string[] = [];
      const heard: string[] = [];
      for (const kind of ["catalogue", "settings"]) changes.refreshWith(kind, async () => void reloaded.push(kind));
      changes.subscribe((what) => heard.push(what));
      const notices = new ChangeNotices({ connectionString: database.url!, db: db.db, changes, log, backoffMs: 20, maxBackoffMs: 200 });
      return { changes, reloaded, heard, notices };
    }

    beforeAll(async () => {
      database = await createTestDatabase();
      dbA = openDatabase({ databaseUrl: database.url, dataDir: "" });
      dbB = openDatabase({ databaseUrl: database.url, dataDir: "" });
    });
    afterAll(async () => {
      await dbA?.close();
      await dbB?.close();
      await database?.drop();
    });

    it("hands another process's changes over, ignores its own, and catches up after the connection drops", async () => {
      const a = processSide(dbA);
      const b = processSide(dbB);
      await Promise.all([a.notices.start(), b.notices.start()]);
      try {
        expect(a.notices.isListening && b.notices.isListening).toBe(true);

        a.changes.emit("settings");
        await until(() => b.heard.length === 1);
        expect(b.reloaded).toEqual(["settings"]);
        expect(b.heard).toEqual(["settings"]);

        // B's notice reaches A after A's own (one channel, commit order): by then A has let its own go.
        b.changes.emit("catalogue");
        await until(() => a.heard.length === 2);
        expect(a.heard).toEqual(["settings", "catalogue"]);
        expect(a.reloaded).toEqual(["catalogue"]);
        expect(b.heard).toEqual(["settings", "catalogue"]);
        expect(b.reloaded).toEqual(["settings"]);

        // Notices from anything but the site on the channel are ignored.
        await sql`select pg_notify(${CHANGES_CHANNEL}, ${"not json"})`.execute(dbA.db);
        await sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify({ origin: "x", what: "DROP TABLE" })})`.execute(dbA.db);

        // Cut both listening connections: each reconnects with backoff, then reloads every copy once
        // (whatever was announced meanwhile is lost), and hears changes again.
        expect(await cutListeners(dbA)).toBe(2);
        await until(() => b.reloaded.length === 3 && a.reloaded.length === 3);
        expect(b.reloaded.slice(1).sort()).toEqual(["catalogue", "settings"]);
        expect(a.reloaded.slice(1).sort()).toEqual(["catalogue", "settings"]);
        await until(() => a.notices.isListening && b.notices.isListening);
        a.changes.emit("catalogue");
        await until(() => b.reloaded.length === 4);
        expect(b.reloaded[3]).toBe("catalogue");
        expect(b.heard.filter((what) => !["settings", "catalogue"].includes(what))).toEqual([]);
      } finally {
        await a.notices.close();
        await b.notices.close();
      }
    });
  });

  describe("two servers on one database", () => {
    let first: TestServer;
    let second: TestServer;
    let cookie: string;

    beforeAll(async () => {
      first = await startTestServer();
      second = await startTestServer({ reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl } });
      cookie = await login(first);
    });
    afterAll(async () => {
      await second?.stop();
      await first?.dispose();
    });

    it("a settings change through one appears on the other's pages within a second, cached pages included", async () => {
      const before = await cachedPage(second, "/contact");
      expect(before.body).toContain(companyDefaults.phone);

      const phone = "+91 11 2233 4455";
      const since = Date.now();
      const saved = await api(first, "PUT", "/api/admin/settings", { cookie, body: { ...companyDefaults, phone, whatsapp: phone } });
      expect(saved.status).toBe(200);
      const { answer, afterMs } = await pageUntil(second, "/contact", (body) => body.includes(`>${phone}<`), { since });
      expect(afterMs).toBeLessThanOrEqual(1000);
      expect(answer.body).toContain('href="tel:+911122334455"');
      expect(answer.body).toContain('href="https://wa.me/911122334455"');
    });

    it("a catalogue change announced on the database reaches both servers' pages within a second", async () => {
      const path = "/product/verdamol-500-tablets";
      await cachedPage(first, path);
      await cachedPage(second, path);
      const renamed = "Verdamol 500 Tablets (new pack)";
      // Another process's write: straight to the table, announced the way the servers announce theirs.
      const database = openServerDatabase(first);
      let since: number;
      try {
        const updated = await database.db
          .updateTable("products")
          .set({ name: renamed, updated_at: Date.now() })
          .where("slug", "=", "verdamol-500-tablets")
          .executeTakeFirst();
        expect(Number(updated.numUpdatedRows)).toBe(1);
        since = Date.now();
        await notifyChange(database.db, "catalogue", "a-test-process");
      } finally {
        await database.close();
      }
      for (const server of [second, first]) {
        const { afterMs } = await pageUntil(server, path, (body) => body.includes(renamed), { since });
        expect(afterMs).toBeLessThanOrEqual(1000);
      }
    });
  });
});
