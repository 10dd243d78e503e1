import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { localeDirection, localeOfPath } from "~/i18n/locales";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorContent } from "~/components/site/error-content";
import { DocumentData } from "~/loader-data";
import "./load-context";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  // The language from the path, so error views and the admin (always English) get it right too.
  const locale = localeOfPath(useLocation().pathname);
  return (
    <html lang={locale} dir={localeDirection(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#15803d" />
        {/* With a precedence React puts the stylesheet ahead of anything it hoists into the head,
            so the one render-blocking file is asked for first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <DocumentData />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort, when even the layout failed: no chrome, just the message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="container-page py-16">
      <ErrorContent notFound={isRouteErrorResponse(error) && error.status === 404} />
    </main>
  );
}
