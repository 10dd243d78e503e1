import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";

/**
 * A document request's loaders send their data for the page's data block, not for React
 * Router's stream (app/loader-data.ts): the server runs the request inside the entry module's
 * `asDocument` (app/loader-data.server.ts), bundled with the loaders that read it. A navigation's
 * data (`.data`) and route discovery run in its `outsideDocuments`, whatever async context they
 * were resumed from, and get their data as JSON.
 */
export function withDocumentData(build: ServerBuild | (() => Promise<ServerBuild>), handler: RequestHandler): RequestHandler {
  const scoped = (scopes: Scopes, manifestPath: string): RequestHandler => (req, res, next) =>
    scopes[isDocument(req.path, manifestPath) ? "asDocument" : "outsideDocuments"](() => handler(req, res, next));
  if (typeof build !== "function") {
    const scopes = scopesOf(build);
    return scopes ? scoped(scopes, manifestPathOf(build)) : handler;
  }
  // The development server's build, reloaded on change: its entry module asked for each time.
  return async (req, res, next) => {
    const current = await build();
    const scopes = scopesOf(current);
    return scopes ? scoped(scopes, manifestPathOf(current))(req, res, next) : handler(req, res, next);
  };
}

const manifestPathOf = (build: ServerBuild) => build.routeDiscovery?.manifestPath ?? "/__manifest";

type Scope = <T>(answer: () => T) => T;
interface Scopes {
  asDocument: Scope;
  outsideDocuments: Scope;
}

function scopesOf(build: ServerBuild): Scopes | undefined {
  const { asDocument, outsideDocuments } = build.entry.module as Partial<Record<keyof Scopes, unknown>>;
  if (typeof asDocument !== "function" || typeof outsideDocuments !== "function") return undefined;
  return { asDocument: asDocument as Scope, outsideDocuments: outsideDocuments as Scope };
}

function isDocument(path: string, manifestPath: string): boolean {
  return !path.endsWith(".data") && path !== manifestPath;
}
