import { expect } from "vitest";
import type { TestServer } from "./server";

/*
 * What the database-outage tests share (tests/integration/database-outage*.test.ts): timed
 * requests, a contact post, and what a refused write must look like.
 */

// The budgets of issue 11, with the default timeouts (DB_CONNECT_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS,
// HEALTH_TIMEOUT_MS) unless a test says otherwise.
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
