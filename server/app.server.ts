import { EventEmitter } from "node:events";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express } from "express";
import type { ServerBuild } from "react-router";
import { adminMessagesRouter } from "./api/admin-messages-router.server";
import { adminProductsRouter } from "./api/admin-products-router.server";
import { messagesRouter } from "./api/messages-router.server";
import { adminAccountRouter } from "./api/admin-account-router.server";
import { adminAuthRouter } from "./api/admin-auth-router.server";
import { adminImportUploadRouter } from "./api/admin-import-router.server";
import { adminPictureUploadRouter, adminPicturesRouter } from "./api/admin-pictures-router.server";
import { quoteRouter } from "./api/quote-router.server";
import { catalogueRouter } from "./api/catalogue-router.server";
import { mcpRouter } from "./api/mcp-router.server";
import { documentFilesRouter } from "./api/document-files-router.server";
import { printedFilesRouter } from "./api/printed-files-router.server";
import { adminSettingsRouter } from "./api/admin-settings-router.server";
import { adminApiGuard } from "./auth/require-admin.server";
import { answerDatabaseUnavailable, apiErrorHandler, apiNotFound, requireJsonBody, sendJson } from "./http/api-errors.server";
import { rejectCrossSite } from "./http/csrf.server";
import { isJsonEndpoint } from "./http/json-endpoints.server";
import { bodyLimit, FORM_BODY_LIMIT, QUOTE_BODY_LIMIT } from "./http/body-limit.server";
import { readSessionToken } from "./auth/session-cookie.server";
import { securityHeaders } from "./http/security-headers.server";
import { renderQueue, type RenderQueueOptions } from "./http/render-queue.server";
import { answersCountAtAnswer, fillQuoteCounts } from "./http/quote-count.server";
import { requestHandlersByPath } from "./http/route-tables.server";
import { withDocumentData } from "./http/document-requests.server";
import { readQuoteListId } from "./quotes/quote-cookie.server";
import { staticFiles } from "./http/static-files.server";
import { mediaRoute } from "./media/media-route.server";
import { MEDIA_PREFIX } from "../app/config/paths";
import type { Services } from "./services.server";

export interface AppOptions {
  services: Services;
  /** The React Router build, or a getter for it (the dev server reloads it on change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Static files of the client build; absent in development, where Vite serves them. */
  clientDir?: string;
  /** Extra middleware mounted before everything else (Vite's, in development). */
  before?: express.RequestHandler[];
  /** Middleware mounted right before the page renderer (the page cache's capture). */
  beforeRender?: express.RequestHandler[];
  /** How many pages render at once, and where a waiting request looks before its turn. */
  renderQueue?: RenderQueueOptions;
}


export function createApp({
  services,
  build,
  clientDir,
  before = [],
  beforeRender = [],
  renderQueue: queueOptions,
}: AppOptions): Express {
  const { env, log } = services;
  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY !== undefined) app.set("trust proxy", env.TRUST_PROXY);
  app.use(securityHeaders(env));
  // Before anything reads a body: its size, length and type (server/http/body-limit.server.ts).
  app.use(bodyLimit({ isAdmin: async (cookie) => (await services.sessions.resolve(readSessionToken(env, cookie))) !== null }));
  for (const middleware of before) app.use(middleware);
  app.use(compression());
  app.use(rejectCrossSite(env));

  // ping() runs on a connection of its own with its own short timeout (HEALTH_TIMEOUT_MS).
  app.get("/healthz", async (_req, res) => {
    const ok = await services.database.ping();
    res.setHeader("Cache-Control", "no-store");
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "unavailable", db: services.database.kind });
  });

  // Assistants' MCP endpoint (decision 0063): JSON-RPC that its SDK transport reads itself.
  app.use(mcpRouter(services));

  const api = express.Router();
  // Every admin endpoint's session and role, from the manifest (decision 0065), before any
  // router; inside the API, so a database that fails it gets the API's own error answer.
  api.use("/admin", adminApiGuard(services));
  // Multipart, with its own streaming limits: before the JSON-only rule.
  api.use(adminPictureUploadRouter(services));
  api.use(adminImportUploadRouter(services));
  api.use(requireJsonBody);
  // Parsed here first, so the general limit below leaves this body alone.
  api.use("/quote", express.json({ limit: QUOTE_BODY_LIMIT, strict: true }));
  api.use(express.json({ limit: FORM_BODY_LIMIT, strict: true }));
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  // Capability routers mount here.
  api.use(messagesRouter(services));
  api.use(quoteRouter(services));
  api.use(catalogueRouter(services));
  api.use("/admin/auth", adminAuthRouter(services));
  api.use("/admin/auth", adminAccountRouter(services));
  api.use("/admin/messages", adminMessagesRouter(services));
  api.use("/admin/products", adminProductsRouter(services));
  api.use("/admin/settings", adminSettingsRouter(services));
  api.use("/admin/products/:id/pictures", adminPicturesRouter(services));
  api.use(apiNotFound);
  api.use(apiErrorHandler(log));
  app.use("/api", api);

  app.use(MEDIA_PREFIX, mediaRoute(services.media));
  app.use(documentFilesRouter(services));
  app.use(printedFilesRouter(services));
  if (clientDir) app.use(staticFiles(clientDir));

  if (env.ENABLE_TEST_ROUTES) {
    // Lets the tests announce a content change without an admin session (the page cache drops).
    app.post("/__test/content-changed", (req, res) => {
      services.contentChanges.emit(typeof req.query.what === "string" ? req.query.what : "catalogue");
      res.status(204).end();
    });
    // An error thrown where nothing listens (as a stream's error once was): the process must go on.
    app.post("/__test/uncaught", (_req, res) => {
      setImmediate(() => new EventEmitter().emit("error", new Error("provoked by a test")));
      res.status(202).end();
    });
  }

  app.use(renderQueue(queueOptions));
  // Before the page cache's capture, which keeps the page with the marks this fills.
  app.use(fillQuoteCounts((req) => services.quotes.count(readQuoteListId(req.headers.cookie))));
  for (const middleware of beforeRender) app.use(middleware);

  app.all(
    "/{*splat}",
    // One handler per part of the route table a URL's language and first word can match (server/http/route-tables.server.ts).
    requestHandlersByPath(build, (build) =>
      withDocumentData(
        build,
        createRequestHandler({
          build,
          mode: env.NODE_ENV === "development" ? "development" : "production",
          getLoadContext: (req) => ({
            services,
            clientIp: req.ip ?? "",
            quoteCountAtAnswer: answersCountAtAnswer(req),
          }),
        }),
      ),
    ),
  );

  // Last resort for anything outside the API: a plain message, never a stack trace.
  app.use(((err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const status = (err as { status?: unknown } | null)?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      // The client's mistake (a path Express cannot decode...): said plainly, logged without a stack.
      log.info({ status, method: req.method, url: req.originalUrl }, "bad request refused");
      if (isJsonEndpoint(req.path)) sendJson(res, status, { success: false, message: "Bad request" });
      else res.status(status).type("text/plain").send("Bad request.");
      return;
    }
    if (answerDatabaseUnavailable(err, res, log, isJsonEndpoint(req.path))) return;
    log.error({ err, method: req.method, url: req.originalUrl }, "unhandled error");
    if (isJsonEndpoint(req.path)) {
      sendJson(res, 500, { success: false, message: "Something went wrong. Please try again later." });
    } else {
      res.status(500).type("text/plain").send("Unexpected Application Error!");
    }
  }) satisfies express.ErrorRequestHandler);

  return app;
}
