import { afterEach, expect } from "vitest";
import type { TestServer } from "./server";

/*
 * What the database-outage tests share (tests/integration/database-outage*.test.ts): timed
 * requests, a contact post, and what a refused write must look like.
 */

// How fast an unreachable database must be answered (docs/requirements.md §8), with the default
// timeouts (DB_CONNECT_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS, HEALTH_TIMEOUT_MS) unless a test says otherwise.
export const HEALTH_BUDGET_MS = 2000;
export const WRITE_BUDGET_MS = 5000;

export const contact = {
  name: "Amara Okafor",
  email: "amara@example.com",
  phone: "2348012345678",
  interest: "Contract manufacturing",
  time: "14/3/2025, 10:15:00 am",
};

export interface Timed {
  status: number;
  ms: number;
  retryAfter: string | null;
  body: string;
}

export async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(url, { redirect: "manual", ...init });
  const body = await res.text();
  return { status: res.status, ms: performance.now() - started, retryAfter: res.headers.get("retry-after"), body };
}

export const postContact = (server: TestServer, name = contact.name) =>
  timed(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...contact, name }),
  });

/** An API write refused because of the database: 503, the JSON envelope, Retry-After, in time. */
export function expectUnavailable(answer: Timed, budgetMs = WRITE_BUDGET_MS): void {
  expect(answer.status, answer.body).toBe(503);
  expect(JSON.parse(answer.body)).toEqual({ success: false, message: expect.any(String) });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(answer.ms).toBeLessThan(budgetMs);
}

/**
 * While the database is held (locked, frozen): `count` contact posts and an admin PATCH go out,
 * then /healthz and the home page are asked while those writes wait, so a wait that blocked the
 * process would show in their times too.
 */
export async function writesWhileHeld(server: TestServer, cookie: string, messageId: string, count: number, label: string) {
  const posts = Array.from({ length: count }, (_, i) => postContact(server, `${label} ${i}`));
  const patch = timed(`${server.url}/api/admin/messages/${messageId}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ status: "archived" }),
  });
  const health = await timed(`${server.url}/healthz`);
  const page = await timed(`${server.url}/`);
  return { health, page, answers: await Promise.all(posts), patch: await patch };
}

/** Clean-ups a test registers as it starts things; run in reverse after each test. */
export function cleanupsAfterEach(): Array<() => Promise<unknown> | unknown> {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return cleanups;
}
