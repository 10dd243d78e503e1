import { redirect } from "react-router";
import { adminPath } from "~/config/admin-paths";
import { clearSessionCookie, readSessionToken } from "~server/auth/session-cookie.server";
import type { Route } from "./+types/logout";

/**
 * The sidebar's Logout posts here, with or without JavaScript: the server session ends, its
 * cookie is cleared, and the admin lands on the login page. The same as POST
 * /api/admin/auth/logout, for a plain form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env, sessions } = context.services;
  await sessions.end(readSessionToken(env, request.headers.get("cookie")));
  return redirect(adminPath("login"), { headers: { "Set-Cookie": clearSessionCookie(env), "Cache-Control": "no-store" } });
}

/** Only a post logs out (a link or a prefetch must not): a visit goes to the login page. */
export function loader() {
  return redirect(adminPath("login"));
}
