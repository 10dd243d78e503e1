import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Duplex } from "node:stream";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.server";
import type { Env } from "./env.server";
import { badRequestGuard, refuseConnect } from "./http/bad-requests.server";
import { createMetricsServer, operationsEndpoints } from "./http/operations.server";
import { PageCache, pageCacheKey } from "./http/page-cache.server";
import { requestIdFor, withRequestId } from "./http/request-id.server";
import { sharedCacheHeaders, sharedCachePolicy } from "./http/shared-cache.server";
import { securityHeaderSetter } from "./http/security-headers.server";
import { createLogger, type Logger } from "./logger.server";
import { routeLabel } from "./metrics.server";
import { readQuoteListId } from "./quotes/quote-cookie.server";
import { createServices, type Services } from "./services.server";

export interface RunningServer {
  url: string;
  port: number;
  services: Services;
  log: Logger;
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

/** How long in-flight requests may run after SIGTERM before their sockets are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

export async function startServer(env: Env): Promise<RunningServer> {
  const log = createLogger(env);
  const services = await createServices(env, log);
  try {
    await services.admins.ensureFirstAdmin(env);
    return await listen(env, log, services);
  } catch (error) {
    await services.close();
    throw error;
  }
}

async function listen(env: Env, log: Logger, services: Services): Promise<RunningServer> {
  const root = process.cwd();
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let clientDir: string | undefined;
  const before = [];
  let closeVite = async () => {};
  if (env.NODE_ENV === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    before.push(devServer.middlewares);
    build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    closeVite = () => devServer.close();
  } else {
    build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
    clientDir = path.join(root, "build/client");
  }

  // Public pages are answered from memory before Express (docs/requirements.md §7); not in development,
  // where the code changes under the pages.
  const pageCache =
    env.NODE_ENV === "development"
      ? undefined
      : new PageCache({
          onError: (err) => log.warn({ err }, "page cache fill failed"),
          quoteCount: (req) => {
            const listId = readQuoteListId(req.headers.cookie);
            return listId ? services.quotes.latestCount(listId) : 0;
          },
          sharedHeaders: sharedCacheHeaders(services.cacheFront.policy),
          routeLabel,
          observe: (req, route, status, startedAt) => {
            services.metrics.pageCacheLookup(true);
            services.metrics.answered(req, route, status, startedAt);
          },
        });
  const unsubscribe = pageCache ? services.contentChanges.subscribe(() => pageCache.clear()) : () => {};
  const { metrics } = services;
  if (pageCache) metrics.readFrom({ pageCache: () => ({ entries: pageCache.size, bytes: pageCache.totalBytes }) });
  /** The page cache's answer, counted as a hit or (for a page it may keep) a miss. */
  const answerFromCache = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if (!pageCache) return false;
    const hit = pageCache.handle(req, res);
    if (hit || pageCacheKey(req) !== null) metrics.pageCacheLookup(hit);
    return hit;
  };
  const app = createApp({
    services,
    build,
    clientDir,
    before,
    beforeRender: pageCache ? [pageCache.capture] : [],
    // A request that waited for its render may find its page cached by then.
    renderQueue: { answer: pageCache ? answerFromCache : undefined, observe: metrics.renderQueue },
  });
  // A client's malformed URL or unserved method is no fault of the site: logged below error level.
  const refuseBadRequest = badRequestGuard({
    setCommonHeaders: securityHeaderSetter(env),
    onRefused: (info) => log.info(info, "bad request refused"),
  });
  let draining = false;
  const operations = operationsEndpoints({
    draining: () => draining,
    ping: () => services.database.ping(),
    metrics,
    token: env.METRICS_TOKEN,
  });
  const trustProxy = env.TRUST_PROXY !== undefined;
  // The shared cache's headers (Cache-Control, tags) are decided as each response's headers are written.
  const sharedCache = sharedCachePolicy(services.cacheFront.policy);
  const server = http.createServer(
    {
      // Slow or missing bodies and headers are cut (408) instead of holding a connection for minutes.
      headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: Math.max(env.HTTP_REQUEST_TIMEOUT_MS, env.HTTP_HEADERS_TIMEOUT_MS),
      // How often Node looks for requests past those times: a quarter of the shorter one, at most 30 s.
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(env.HTTP_HEADERS_TIMEOUT_MS / 4))),
    },
    (req, res) => {
      const requestId = requestIdFor(req, trustProxy);
      // A page the cache holds goes out first, with nothing else run (decision 0066); while
      // draining, every answer goes the whole way, which closes its connection.
      if (!draining && pageCache?.answerHit(req, res, requestId)) return;
      withRequestId(res, requestId, () => {
        metrics.observeRequest(req, res);
        sharedCache(req, res);
        // While draining, finished keep-alive connections are closed instead of reused.
        if (draining) res.setHeader("Connection", "close");
        if (refuseBadRequest(req, res)) return;
        if (operations(req, res)) return;
        if (answerFromCache(req, res)) return;
        app(req, res);
      });
    },
  );
  server.on("connect", (_req, socket: Duplex) => refuseConnect(socket));
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  log.info({ port, db: services.database.kind, mode: env.NODE_ENV }, `listening on ${url}`);
  let metricsServer: http.Server | undefined;
  if (env.METRICS_PORT !== undefined) {
    const listening = createMetricsServer(metrics);
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(env.METRICS_PORT, env.METRICS_HOST, () => {
        listening.off("error", reject);
        resolve();
      });
    }).catch(async (error: unknown) => {
      await new Promise((resolve) => server.close(resolve));
      throw error;
    });
    metricsServer = listening;
    log.info({ port: env.METRICS_PORT, host: env.METRICS_HOST }, "metrics listening");
  }

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // From this moment /readyz answers 503; with SHUTDOWN_DELAY_MS the process goes on serving
      // (new connections too) until a proxy's health check has taken it out of rotation.
      draining = true;
      if (env.SHUTDOWN_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY_MS));
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
      force.unref();
      await drained;
      clearTimeout(force);
      metricsServer?.closeAllConnections();
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
      unsubscribe();
      await closeVite();
      await services.close();
      log.info("server stopped");
    })());

  return { url, port, services, log, close };
}
