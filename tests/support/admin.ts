import { openDatabase, type Database } from "../../server/db/database.server";
import type { TestServer } from "./server";

/** The first admin every test server starts with (tests/support/server.ts). */
export const FIRST_ADMIN = { email: "admin@example.com", password: "Admin12345" } as const;

export const AUTH = "/api/admin/auth";

export interface ApiAnswer {
  status: number;
  headers: Headers;
  /** The raw body, for checks that no secret appears anywhere in it. */
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  json: any;
}

/** One call to the API, with the session cookie when given. */
export async function api(
  server: Pick<TestServer, "url">,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: "manual",
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** The `name=value` part of a Set-Cookie header, ready to send back as a Cookie header. */
export function cookieFrom(answer: ApiAnswer): string {
  const setCookie = answer.headers.get("set-cookie");
  if (!setCookie) throw new Error(`no Set-Cookie in a ${answer.status} answer: ${answer.text}`);
  return setCookie.split(";")[0]!;
}

/** Signs in and returns the session cookie to send. */
export async function login(
  server: Pick<TestServer, "url">,
  credentials: { email: string; password: string } = FIRST_ADMIN,
  cookie?: string,
): Promise<string> {
  const answer = await api(server, "POST", `${AUTH}/adminlogin`, { body: credentials, cookie });
  if (answer.status !== 200) throw new Error(`login failed with ${answer.status}: ${answer.text}`);
  return cookieFrom(answer);
}

/** The server's own database, for checks on what is stored and to move its clock-kept rows. */
export function openServerDatabase(server: Pick<TestServer, "dataDir" | "databaseUrl">): Database {
  return openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
}

let counter = 0;
/** A new admin's details, unique within the run. */
export function newAdmin(prefix = "tester"): { FullName: string; email: string; userName: string; password: string } {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    FullName: `${prefix} ${tag}`,
    email: `${prefix}.${tag}@gmail.com`,
    userName: `${prefix}${tag}`,
    password: "Secret123x",
  };
}
