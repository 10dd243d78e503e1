import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import { migrate, openDatabase, type Database } from "../db/database.server";
import { RateLimiter } from "./rate-limiter.server";

describe("RateLimiter", () => {
  let dataDir: string;
  let testDb: TestDatabase;
  let database: Database;
  let now = 1_000_000;
  let limiter: RateLimiter;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "export-site-rl-"));
    testDb = await createTestDatabase();
    database = openDatabase({ databaseUrl: testDb.url, dataDir });
    await migrate(database);
    now = 1_000_000;
    limiter = new RateLimiter(database.db, () => now);
  });
  afterEach(async () => {
    await database.close();
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("counts hits per key within the window", async () => {
    expect((await limiter.hit("a", 60_000)).count).toBe(1);
    expect((await limiter.hit("a", 60_000)).count).toBe(2);
    expect((await limiter.hit("b", 60_000)).count).toBe(1);
    now += 10_000;
    const third = await limiter.hit("a", 60_000);
    expect(third).toEqual({ count: 3, retryAfterMs: 50_000, windowStart: 1_000_000 });
    expect(await limiter.peek("a", 60_000)).toEqual({ count: 3, retryAfterMs: 50_000, windowStart: 1_000_000 });
  });

  it("never says to wait longer than the window, when a request that read the clock later opened it", async () => {
    // Two requests of one burst: the later clock read reaches the database first.
    const later = new RateLimiter(database.db, () => now + 1);
    await later.hit("race", 60_000);
    const earlier = await limiter.hit("race", 60_000);
    expect(earlier.count).toBe(2);
    expect(earlier.retryAfterMs).toBe(60_000);
    expect((await limiter.peek("race", 60_000)).retryAfterMs).toBe(60_000);
  });

  it("starts again once the window has passed", async () => {
    await limiter.hit("a", 60_000);
    await limiter.hit("a", 60_000);
    now += 60_000;
    expect(await limiter.peek("a", 60_000)).toEqual({ count: 0, retryAfterMs: 0, windowStart: 0 });
    expect((await limiter.hit("a", 60_000)).count).toBe(1);
  });

  it("loses no increment under concurrent hits", async () => {
    await Promise.all(Array.from({ length: 50 }, () => limiter.hit("busy", 60_000)));
    expect((await limiter.peek("busy", 60_000)).count).toBe(50);
  });

  it("returns the new count to each of many concurrent hits, each count once", async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, () => limiter.hit("race", 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it("releases one hit of the window it was counted in, and never one of a later window", async () => {
    const first = await limiter.hit("a", 60_000);
    await limiter.hit("a", 60_000);
    await limiter.release("a", first.windowStart);
    expect((await limiter.peek("a", 60_000)).count).toBe(1);
    now += 60_000;
    await limiter.hit("a", 60_000);
    await limiter.release("a", first.windowStart);
    expect((await limiter.peek("a", 60_000)).count).toBe(1);
  });

  it("resets and prunes", async () => {
    await limiter.hit("a", 60_000);
    await limiter.reset("a");
    expect((await limiter.peek("a", 60_000)).count).toBe(0);
    await limiter.hit("old", 60_000);
    now += 3_600_001;
    await limiter.prune(3_600_000);
    const rows = await database.db.selectFrom("rate_limits").selectAll().execute();
    expect(rows).toEqual([]);
  });
});
