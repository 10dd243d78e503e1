import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorContent } from "~/components/site/error-content";
import { SiteChrome } from "~/components/site/site-chrome";
import type { Route } from "./+types/site-layout";

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** A page that is missing or failed keeps the site's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound && typeof error.data === "string" && error.data ? error.data : undefined;
  return (
    <SiteChrome>
      <div className="container-page py-16">
        <ErrorContent notFound={notFound} title={title} />
      </div>
    </SiteChrome>
  );
}
