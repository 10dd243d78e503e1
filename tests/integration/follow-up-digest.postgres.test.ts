import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS, isoDay } from "../../app/schemas/days";
import type { Database } from "../../server/db/database.server";
import { FollowUpDigestRepository } from "../../server/messages/follow-up-digest-repository.server";
import { AUTH, api, login, newAdmin, openServerDatabase } from "../support/admin";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/until";

const day = (days: number) => isoDay(Date.now() + days * DAY_MS);

// Several processes on one database is a PostgreSQL set-up (vitest.config.ts runs *.postgres.test.ts only then).
describe("the follow-up digest with two servers on one PostgreSQL database", () => {
  let smtp: TestSmtpServer;
  let first: TestServer;
  let second: TestServer;
  let database: Database;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Both check every 50 ms from midnight on: their checks meet on the same admins all the time.
    const env = { SMTP_URL: smtp.url, MAIL_FROM: "Website <web@exports.example>", MAIL_TO: "sales@exports.example", FOLLOW_UP_DIGEST_HOUR: "0", FOLLOW_UP_DIGEST_CHECK_MS: "50" };
    first = await startTestServer({ env });
    second = await startTestServer({ env, reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl } });
    database = openServerDatabase(first);
    cookie = await login(first);
  });
  afterAll(async () => {
    await database?.close();
    await second?.stop();
    await first?.dispose();
    await smtp?.close();
  });

  /** A sales admin owning one lead whose follow-up was `daysAgo` days ago; not yet opted in. */
  const salesWithDueLead = async (server: TestServer, daysAgo: number) => {
    const details = newAdmin("sales");
    const created = await api(server, "POST", `${AUTH}/adminRegister`, { cookie, body: { ...details, role: "sales" } });
    expect(created.status, created.text).toBe(201);
    const sent = await api(server, "POST", "/api/contact", { body: { name: `Buyer of ${details.userName}`, email: "buyer@buyers.example", phone: "", interest: "Nutraceuticals", time: "" } });
    expect(sent.status, sent.text).toBe(201);
    await database.db.updateTable("messages").set({ owner_id: created.json.data._id, follow_up_on: day(-daysAgo) }).where("id", "=", sent.json.data.id).execute();
    return { id: created.json.data._id as string, email: details.email, credentials: details };
  };
  /** The account page's checkbox, posted to `server` as a browser without JavaScript posts it. */
  const optIn = async (server: TestServer, credentials: { email: string; password: string }) => {
    const res = await fetch(`${server.url}/adminaccount`, {
      method: "POST",
      headers: { cookie: await login(server, credentials) },
      body: new URLSearchParams({ intent: "follow-up-digest", followUpDigest: "on" }),
      redirect: "manual",
    });
    expect(res.status).toBe(200);
  };
  const digestsTo = (address: string) => smtp.mails.filter((mail) => (mail.headers.to ?? "").includes(address) && mail.headers.subject?.startsWith("Your follow-ups for "));

  it("mails each opted-in admin exactly once a day, whichever server's check claims it", async () => {
    const admins: Array<Awaited<ReturnType<typeof salesWithDueLead>>> = [];
    for (let i = 0; i < 8; i++) admins.push(await salesWithDueLead(i % 2 === 0 ? first : second, i));
    // All at once: both servers find them in the same checks.
    await database.db.updateTable("admins").set({ follow_up_digest: 1 }).where("id", "in", admins.map((admin) => admin.id)).execute();
    await until(async () => admins.every((admin) => digestsTo(admin.email).length > 0), "a digest for each admin");

    // Then a sentinel through each server in turn: its digest means both have checked since.
    const sentinels: Array<Awaited<ReturnType<typeof salesWithDueLead>>> = [];
    for (const server of [second, first]) {
      const sentinel = await salesWithDueLead(server, 1);
      await optIn(server, sentinel.credentials);
      await until(async () => digestsTo(sentinel.email).length > 0, "the sentinel's digest");
      sentinels.push(sentinel);
    }

    for (const admin of [...admins, ...sentinels]) {
      expect(digestsTo(admin.email).length, admin.email).toBe(1);
      expect(digestsTo(admin.email)[0]!.headers.subject).toBe(`Your follow-ups for ${day(0)}: ${admin === admins[0] ? "0 overdue, 1 today" : "1 overdue, 0 today"}`);
    }
    const claimed = await database.db.selectFrom("follow_up_digests").select(["admin_id", "day"]).execute();
    expect(claimed.length).toBe(admins.length + sentinels.length);
    const queued = await database.db.selectFrom("outbox").select("digest_id").where("digest_id", "is not", null).execute();
    expect(queued.length).toBe(admins.length + sentinels.length);
  });

  it("of twenty claims of one admin's day fired at once from two connections, exactly one wins and queues one delivery", async () => {
    const a = openServerDatabase(first);
    const b = openServerDatabase(first);
    try {
      const admin = await salesWithDueLead(first, 3);
      // Not opted in: the servers' own checks leave this admin to the test; a day long past.
      const digest = { adminId: admin.id, day: "2001-01-01" };
      const repositories = [new FollowUpDigestRepository(a.db), new FollowUpDigestRepository(b.db)];
      const queued: string[] = [];
      const wins = await Promise.all(
        Array.from({ length: 20 }, (_, i) => repositories[i % 2]!.claim({ id: randomUUID(), ...digest }, Date.now(), async (digestId) => void queued.push(digestId))),
      );
      expect(wins.filter(Boolean).length).toBe(1);
      expect(queued.length).toBe(1);
      const rows = await a.db.selectFrom("follow_up_digests").select("id").where("admin_id", "=", admin.id).execute();
      expect(rows.map((row) => row.id)).toEqual(queued);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
