import { loginUrlFor } from "~/lib/safe-redirect";

/** Where the specification's admin endpoints live (DESIGN section 5). */
export const ADMIN_API = "/api/admin/auth";

/** Every JSON answer's shape; the screens read `data.data` as the specification says. */
export interface ApiAnswer<T> {
  success: boolean;
  message?: string;
  data?: T;
  errors?: Record<string, string>;
}

/** A call that did not succeed: `serverMessage` is the server's own words, when it sent any. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly errors: Record<string, string> = {},
  ) {
    super(serverMessage ?? (status === 0 ? "The server could not be reached" : `Request failed with status ${status}`));
  }
}

/**
 * Calls the admin API from the browser with the session cookie. A 401 on a guarded endpoint
 * means the session ended (logout elsewhere, timeout): the admin is sent to sign in again and
 * brought back here afterwards.
 */
export async function adminApi<T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  let res: Response;
  try {
    res = await fetch(`${ADMIN_API}${path}`, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AdminApiError(0, undefined);
  }
  const answer = (await res.json().catch(() => ({ success: false }))) as ApiAnswer<T>;
  if (res.status === 401 && path !== "/adminlogin") {
    window.location.assign(loginUrlFor(`${window.location.pathname}${window.location.search}`));
  }
  if (!res.ok || !answer.success) throw new AdminApiError(res.status, answer.message, answer.errors);
  return answer;
}

/** Session storage keys the specification names; they only feed the sidebar greeting. */
export const ADMIN_NAME_KEY = "adminName";
export const IS_ADMIN_KEY = "isAdmin";
