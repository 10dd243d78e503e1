import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";

/**
 * A document request's loaders send their data for the page's data block, not for React
 * Router's stream (app/loader-data.ts): the server runs the request inside the entry module's
 * `asDocument` (app/loader-data.server.ts), bundled with the loaders that read it. A navigation's
 * data (`.data`) and route discovery run outside it, and get their data as JSON.
 */
export function withDocumentData(build: ServerBuild | (() => Promise<ServerBuild>), handler: RequestHandler): RequestHandler {
  if (typeof build !== "function") {
    const asDocument = asDocumentOf(build);
    if (!asDocument) return handler;
    const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
    return (req, res, next) => (isDocument(req.path, manifestPath) ? asDocument(() => handler(req, res, next)) : handler(req, res, next));
  }
  // The development server's build, reloaded on change: its entry module asked for each time.
  return async (req, res, next) => {
    const current = await build();
    const asDocument = asDocumentOf(current);
    if (asDocument && isDocument(req.path, current.routeDiscovery?.manifestPath ?? "/__manifest")) return asDocument(() => handler(req, res, next));
    return handler(req, res, next);
  };
}

type AsDocument = <T>(answer: () => T) => T;

function asDocumentOf(build: ServerBuild): AsDocument | undefined {
  const asDocument = (build.entry.module as { asDocument?: unknown }).asDocument;
  return typeof asDocument === "function" ? (asDocument as AsDocument) : undefined;
}

function isDocument(path: string, manifestPath: string): boolean {
  return !path.endsWith(".data") && path !== manifestPath;
}
