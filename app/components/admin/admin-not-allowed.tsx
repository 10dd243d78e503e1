import { isRouteErrorResponse } from "react-router";
import { Link } from "~/components/ui/link";
import { NOT_ALLOWED, NOT_ALLOWED_TITLE } from "~/admin/roles";
import { adminPath } from "~/config/admin-paths";

/** True for the 403 a page's guard throws to a role without its area (decision 0065). */
export function isNotAllowed(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 403;
}

/** What a role without the page's area sees instead of it, inside the admin chrome. */
export function AdminNotAllowed() {
  return (
    <div className="grid max-w-2xl gap-4" data-testid="not-allowed">
      <h1 className="text-2xl font-bold text-slate-900">{NOT_ALLOWED_TITLE}</h1>
      <p className="text-slate-800">{NOT_ALLOWED}</p>
      <p className="text-slate-800">
        An owner can change your role on the users screens. The menu shows what your role may use; or go back to the{" "}
        <Link to={adminPath("dashboard")} className="font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900">
          Dashboard
        </Link>
        .
      </p>
    </div>
  );
}
