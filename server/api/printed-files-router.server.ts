import express, { type Response } from "express";
import { dataSheetPath, PRINTED_FILES, WHOLE_CATALOGUE } from "../../app/config/paths";
import { dictionaryFor } from "../../app/i18n/dictionary.server";
import { isLocale, type Locale } from "../../app/i18n/locales";
import { etagMatches } from "../http/page-cache.server";
import { sendStored } from "../media/send-stored.server";
import { catalogueScope, type PrintedKind } from "../printed/printed-files.server";
import type { Services } from "../services.server";

/** How long a browser may keep a printed file before asking again (an ETag makes the question cheap). */
const PRINTED_CACHE_CONTROL = "public, max-age=3600";

function notFound(res: Response): void {
  res.setHeader("Cache-Control", "no-store");
  res.status(404).type("text/plain").send("Not found.");
}

/**
 * The printed files (decision 0073): a product's data sheet and the catalogues, streamed from
 * storage as they were last printed, inline, with their fingerprint as ETag. A file not printed
 * yet is 503 with Retry-After and a line in the visitor's language; nothing is printed here.
 */
export function printedFilesRouter(services: Services): express.Router {
  const { printed, catalogue, env } = services;
  const router = express.Router();

  const send = async (req: express.Request, res: Response, kind: PrintedKind, scope: string, language: Locale, fileName: string) => {
    const found = await printed.open(kind, scope, language);
    if (!found) {
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Retry-After", "60");
      res.status(503).type("text/plain").send(dictionaryFor(language).messages.printed.preparing);
      return;
    }
    const etag = `"${found.record.fingerprint.slice(0, 32)}"`;
    res.setHeader("ETag", etag);
    res.setHeader("Cache-Control", PRINTED_CACHE_CONTROL);
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (etagMatches(req.headers["if-none-match"], etag)) {
      found.file.body.destroy();
      res.status(304).end();
      return;
    }
    res.status(200);
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Length", String(found.file.length));
    res.setHeader("Content-Disposition", `inline; filename="${fileName}"`);
    await sendStored(res, found.file, req.method === "HEAD");
  };

  const parse = (req: express.Request): { language: Locale; name: string } | null => {
    const language = String(req.params.lang);
    const file = /^([A-Za-z0-9_-]{1,200})\.pdf$/.exec(String(req.params.file));
    if (env.PRINTED_FILES !== "on" || !isLocale(language) || !file) return null;
    return { language, name: file[1]! };
  };

  router.get(PRINTED_FILES.dataSheet, async (req, res) => {
    const asked = parse(req);
    if (!asked) return notFound(res);
    const id = catalogue.getProductId(asked.name);
    if (!id) {
      // A renamed product's old address leads to its sheet now.
      const moved = catalogue.findRedirect(asked.name);
      if (moved) return res.redirect(301, dataSheetPath(moved, asked.language));
      return notFound(res);
    }
    const slug = catalogue.getProductBySlug(asked.name)!.slug;
    await send(req, res, "data-sheet", id, asked.language, `${slug}-${asked.language}.pdf`);
  });

  router.get(PRINTED_FILES.catalogue, async (req, res) => {
    const asked = parse(req);
    if (!asked) return notFound(res);
    const scope = asked.name.toLowerCase();
    const known = scope === WHOLE_CATALOGUE || catalogue.listCategories().some((category) => catalogueScope(category.title) === scope);
    if (!known) return notFound(res);
    await send(req, res, "catalogue", scope, asked.language, `catalogue-${scope}-${asked.language}.pdf`);
  });
  return router;
}
