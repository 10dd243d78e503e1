import express from "express";
import { CATALOGUE_API, apiRoute, fillPath } from "../../app/config/paths";
import { invalid, ok, type Outcome } from "../../app/forms/outcome";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../app/i18n/locales";
import { LANGUAGE_UNKNOWN } from "../catalogue/public-catalogue.server";
import { sendJson } from "../http/api-errors.server";
import { sendOutcome, sendRefusal } from "../http/api-outcome.server";
import type { Services } from "../services.server";
import { catalogueOpenApi } from "../catalogue/catalogue-openapi.server";

/** Each read's query parameters: any other is refused, so a misspelt filter never passes unnoticed. */
const SEARCH_PARAMETERS = ["q", "category", "form", "country", "page", "limit", "lang"] as const;
const LANGUAGE_PARAMETER = ["lang"] as const;

/**
 * A request's query as one value per known parameter; a parameter this read does not take, or
 * one given twice, is a 400 with the parameter named.
 */
function readQuery<K extends string>(req: express.Request, known: readonly K[]): Outcome<Partial<Record<K, string>>> {
  const search = new URLSearchParams(req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : "");
  const values: Partial<Record<K, string>> = {};
  const errors: Record<string, string> = {};
  for (const [name, value] of search) {
    if (!(known as readonly string[]).includes(name)) errors[name] = `Unknown parameter "${name}": this endpoint takes ${known.join(", ")}`;
    else if (values[name as K] !== undefined) errors[name] = `The parameter "${name}" is given more than once`;
    else values[name as K] = value;
  }
  return Object.keys(errors).length > 0 ? invalid(errors) : ok(values);
}

/** `lang`: one of the site's languages, English when absent; a refusal goes into `errors`. */
function readLanguage(value: string | undefined, errors: Record<string, string>): Locale {
  const wanted = (value ?? "").trim().toLowerCase();
  if (wanted === "") return DEFAULT_LOCALE;
  if (isLocale(wanted)) return wanted;
  errors.lang = LANGUAGE_UNKNOWN;
  return DEFAULT_LOCALE;
}

/** `page` and `limit`: digits only (the catalogue checks their range); a refusal goes into `errors`. */
function readWholeNumber(name: string, value: string | undefined, errors: Record<string, string>): number | undefined {
  const text = (value ?? "").trim();
  if (text === "") return undefined;
  if (/^\d{1,6}$/.test(text)) return Number(text);
  errors[name] = `The ${name} must be a whole number`;
  return undefined;
}

/**
 * The language of a read whose only parameter is `lang`; null when the query was refused (the
 * 400 is sent).
 */
function languageOnly(req: express.Request, res: express.Response): Locale | null {
  const query = readQuery(req, LANGUAGE_PARAMETER);
  if (query.kind !== "ok") {
    sendRefusal(res, query);
    return null;
  }
  const errors: Record<string, string> = {};
  const language = readLanguage(query.value.lang, errors);
  return refused(res, errors) ? null : language;
}

/** The errors of a query's values, as one 400; false when there are none. */
function refused(res: express.Response, errors: Record<string, string>): boolean {
  if (Object.keys(errors).length === 0) return false;
  sendRefusal(res, invalid(errors));
  return true;
}

/**
 * A catalogue read answered 200 (or 404 for a product that does not exist): the same for every
 * client, so the API's no-store gives way to the shared-cache hook, which gives it the pages'
 * Cache-Control and tags (server/http/shared-cache.server.ts, decision 0063).
 */
function shareable(res: express.Response): void {
  res.removeHeader("Cache-Control");
}

/**
 * The catalogue for assistants and systems (decision 0063): `GET /api/products` (search),
 * `GET /api/products/:slug`, `GET /api/categories`, in the language `lang` names, and the
 * OpenAPI description of the three at `GET /api/openapi.json`. Thin: it reads the query and
 * answers what the public catalogue service says.
 */
export function catalogueRouter(services: Services): express.Router {
  const router = express.Router();
  const { publicCatalogue } = services;

  router.get(apiRoute(CATALOGUE_API.products), (req, res) => {
    const query = readQuery(req, SEARCH_PARAMETERS);
    if (query.kind !== "ok") return sendRefusal(res, query);
    const errors: Record<string, string> = {};
    const language = readLanguage(query.value.lang, errors);
    const page = readWholeNumber("page", query.value.page, errors);
    const limit = readWholeNumber("limit", query.value.limit, errors);
    if (refused(res, errors)) return;
    const { q, category, form, country } = query.value;
    const outcome = publicCatalogue.search({ q, category, form, country, page, limit, language });
    if (outcome.kind === "ok") shareable(res);
    sendOutcome(res, outcome, { data: (result) => result });
  });

  router.get(apiRoute(CATALOGUE_API.product), (req, res) => {
    const language = languageOnly(req, res);
    if (language === null) return;
    const outcome = publicCatalogue.product(String(req.params.slug ?? ""), language);
    if (outcome.kind === "ok" && outcome.value.moved) {
      // A renamed product's old address, as its page does: moved for good, to the same read.
      const search = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
      const { slug } = outcome.value.product;
      res.setHeader("Location", `${fillPath(CATALOGUE_API.product, { slug })}${search}`);
      sendJson(res, 301, { success: true, message: "This product was renamed: its slug is now in data", data: { slug } });
      return;
    }
    if (outcome.kind === "ok" || outcome.kind === "not-found") shareable(res);
    sendOutcome(res, outcome, { data: ({ product }) => ({ language, product }) });
  });

  router.get(apiRoute(CATALOGUE_API.categories), (req, res) => {
    const language = languageOnly(req, res);
    if (language === null) return;
    shareable(res);
    sendOutcome(res, ok(publicCatalogue.categories(language)), { data: (categories) => ({ language, categories }) });
  });

  // The description itself, not the envelope: what OpenAPI tools read.
  const description = JSON.stringify(catalogueOpenApi(services.env.SITE_URL));
  router.get(apiRoute(CATALOGUE_API.openapi), (req, res) => {
    const query = readQuery(req, []);
    if (query.kind !== "ok") return sendRefusal(res, query);
    shareable(res);
    res.status(200).type("application/json").send(description);
  });

  return router;
}
