import { data, redirect } from "react-router";
import { AdminToaster } from "~/components/admin/admin-toaster";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { GENERIC_ERROR, LoginForm, type LoginActionResult } from "~/components/admin/login-form";
import { safeRedirectPath } from "~/admin/safe-redirect";
import { fieldErrors } from "~/forms/field-errors";
import { REFUSAL_STATUS, retryAfterSeconds } from "~/forms/outcome";
import { AdminLoginSchema } from "~/schemas/admin-user";
import { toSessionUser } from "~server/auth/admins.server";
import type { AdminUser } from "~server/auth/admins-repository.server";
import { getAdmin } from "~server/auth/require-admin.server";
import { readSessionToken, serializeSessionCookie } from "~server/auth/session-cookie.server";
import type { Services } from "~server/services.server";
import type { Route } from "./+types/login";

export const meta = () => adminMeta("Admin Login");
export const headers = adminHeaders;

/** An admin already signed in goes straight on: to the page asked for, else the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getAdmin(request, context.services)) {
    throw redirect(safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")));
  }
  return null;
}

// After a sign-in the page itself navigates (JavaScript) or the action redirects (no script);
// reloading the loader in between would redirect before the page could store the greeting.
export const shouldRevalidate = () => false;

function failed(status: number, error: string, extra: Partial<LoginActionResult> = {}) {
  return data<LoginActionResult>({ ok: false, step: "password", error, ...extra }, { status });
}

/** Starts the session: a plain form post is redirected, the enhanced form navigates itself. */
async function signedIn(request: Request, services: Services, form: FormData, admin: AdminUser, token: string) {
  const { env, sessions } = services;
  // A new id at every login: whatever session the browser brought is ended, never reused.
  await sessions.end(readSessionToken(env, request.headers.get("cookie")));
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  const headers = { "Set-Cookie": serializeSessionCookie(env, token), "Cache-Control": "no-store" };
  if (form.get("enhanced") !== "1") throw redirect(redirectTo, { headers });
  return data<LoginActionResult>({ ok: true, step: "done", user: toSessionUser(admin), redirectTo }, { headers });
}

/**
 * The login form posts here, with or without JavaScript: the password step, then, for an admin
 * with two-factor sign-in, the code step. The same services answer POST /api/admin/auth/adminlogin.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const form = await request.formData();
  const ip = clientIp || "unknown";
  const userAgent = request.headers.get("user-agent") ?? undefined;

  if (form.get("intent") === "code") {
    const result = await services.account.completeLogin({ challenge: form.get("challenge"), code: form.get("code") }, ip, userAgent);
    if (result.kind === "ok") return signedIn(request, services, form, result.value.admin, result.value.token);
    // An ended challenge starts again at the password; a wrong code stays at the code.
    if (result.kind === "not-found") return failed(401, result.message);
    const challenge = String(form.get("challenge") ?? "");
    if (result.kind === "throttled") return failed(429, result.message, { step: "code", challenge });
    return failed(401, result.message, { step: "code", challenge });
  }

  const parsed = AdminLoginSchema.safeParse({ email: form.get("email") ?? "", password: form.get("password") ?? "" });
  if (!parsed.success) return failed(400, Object.values(fieldErrors(parsed.error))[0] ?? GENERIC_ERROR);
  const result = await services.admins.login(parsed.data.email, parsed.data.password, ip, userAgent);
  if (result.kind === "throttled") {
    return failed(429, result.message, { retryAfterSeconds: retryAfterSeconds(result.retryAfterMs) });
  }
  if (result.kind !== "ok") return failed(REFUSAL_STATUS[result.kind], result.message);
  const step = result.value;
  if (step.step === "second-factor") {
    return data<LoginActionResult>({ ok: false, step: "code", challenge: step.challenge });
  }
  return signedIn(request, services, form, step.admin, step.token);
}

/**
 * With JavaScript the form posts through a fetcher: an unreachable server becomes the
 * specification's generic 'Login Failed' message instead of the error page.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<LoginActionResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, step: "password", error: GENERIC_ERROR };
  }
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  return (
    <>
      <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
        <LoginForm result={actionData} />
      </main>
      <AdminToaster />
    </>
  );
}
