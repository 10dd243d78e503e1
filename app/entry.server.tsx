import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isHttps } from "~server/env.server";
import { withHydrationAfterFirstPaint } from "~server/http/hydration-after-paint.server";
import { PageSink } from "~server/http/page-sink.server";
import { withPageRoutes } from "~server/http/render-routes.server";
import { pageContentSecurityPolicy } from "~server/http/security-headers.server";
import { companyDefaults } from "./config/site";

/** How the server marks a document request, whose loaders send their data beside the stream. */
export { asDocument, outsideDocuments } from "./loader-data.server";

/** How long a render may take before it is abandoned. */
export const streamTimeout = 10_000;

/** The contact page frames the map link saved in Settings; the CSP allows its origin alone. */
function frameOrigins(loadContext: AppLoadContext | undefined): string[] {
  const embed = loadContext?.services?.settings?.company().mapEmbedUrl ?? companyDefaults.mapEmbedUrl;
  return [new URL(embed).origin];
}

/**
 * Every page is rendered complete (onAllReady) and sent in one piece, not streamed: crawlers and
 * the page cache get the whole document, the pages have no slow data worth streaming, and the
 * CSP can name the hash of every inline script the document holds.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Only a page with a form takes more than GET and HEAD, and React Router says 405 for one without.
  if (responseStatusCode === 405) responseHeaders.set("Allow", "GET, HEAD");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once the document is out: no finished render leaves a timer behind for 11 s.
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={withPageRoutes(routerContext)} url={request.url} />, {
      // A Suspense boundary (a lazily loaded part, such as the inquiry dialog) is written in
      // place however large it is: never as a later chunk swapped in by an inline script, which
      // would need JavaScript and a CSP exception.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        shellRendered = true;
        const sink = new PageSink(
          (rendered) => {
            clearTimeout(timer);
            // Rewritten as bytes: the page is never decoded from UTF-8 and encoded again.
            const page = withHydrationAfterFirstPaint(rendered);
            const env = loadContext?.services?.env;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set(
              "Content-Security-Policy",
              pageContentSecurityPolicy(page, {
                frameOrigins: frameOrigins(loadContext),
                development: env?.NODE_ENV === "development",
                https: env ? isHttps(env) : false,
              }),
            );
            // Buffer.concat's bytes: an ArrayBuffer's, never a SharedArrayBuffer's.
            resolve(new Response(page as Buffer<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode }));
          },
          (error) => {
            clearTimeout(timer);
            reject(error);
          },
        );
        pipe(sink.asDestination());
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        // React Router renders the error boundary with this error and a 500.
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}

/** Loader, action and render errors: logged once, as JSON, with the request that caused them. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = context?.services?.log;
  // React Router's own 4xx answers (a POST to a page without a form) are the client's mistake.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log?.info({ status: error.status, method: request.method, url: request.url }, "bad request refused");
    return;
  }
  if (log) log.error({ err: error, method: request.method, url: request.url }, "request failed");
  else console.error(error);
};
