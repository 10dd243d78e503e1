import express from "express";
import { apiAdmin } from "../auth/require-admin.server";
import { actorOf, parseProductListQuery } from "../catalogue/product-admin.server";
import { sendJson } from "../http/api-errors.server";
import { sendOutcome } from "../http/api-outcome.server";
import type { Services } from "../services.server";

/**
 * Product management as JSON, under `/api/admin/products` (the admin API guard checks the
 * session and the role: ADMIN_API_ENDPOINTS): the same service, rules and messages as the admin product pages.
 */
export function adminProductsRouter(services: Services): express.Router {
  const { productAdmin } = services;
  const router = express.Router();

  // ?q=&category=&form=&status=&page=
  router.get("/", async (req, res) => {
    const params = Object.fromEntries(new URL(req.originalUrl, "http://localhost").searchParams);
    const { products, pagination } = await productAdmin.list(parseProductListQuery(params));
    sendJson(res, 200, {
      success: true,
      data: { products, page: pagination.page, pageCount: pagination.pageCount, pageSize: pagination.pageSize, total: pagination.total },
    });
  });

  router.post("/", async (req, res) => {
    sendOutcome(res, await productAdmin.create(req.body, actorOf(apiAdmin(res))), {
      status: 201,
      message: "Product created",
      data: (product) => product,
    });
  });

  router.get("/:id", async (req, res) => {
    sendOutcome(res, await productAdmin.get(req.params.id), { data: (product) => product });
  });

  router.put("/:id", async (req, res) => {
    sendOutcome(res, await productAdmin.update(req.params.id, req.body, actorOf(apiAdmin(res))), {
      message: "Product updated",
      data: (product) => product,
    });
  });

  // {status: "draft" | "published" | "hidden"}
  router.patch("/:id/status", async (req, res) => {
    const status: unknown = (req.body as { status?: unknown } | undefined)?.status;
    sendOutcome(res, await productAdmin.setStatus(req.params.id, status, actorOf(apiAdmin(res))), {
      message: "Product status updated",
      data: (product) => product,
    });
  });

  router.post("/:id/duplicate", async (req, res) => {
    sendOutcome(res, await productAdmin.duplicate(req.params.id, actorOf(apiAdmin(res))), {
      status: 201,
      message: "Product duplicated",
      data: (product) => product,
    });
  });

  router.delete("/:id", async (req, res) => {
    sendOutcome(res, await productAdmin.delete(req.params.id, actorOf(apiAdmin(res))), { message: "Product deleted" });
  });

  // A product's description list and key benefits in one language (fr, es, ru, ar).
  router.get("/:id/translations/:locale", async (req, res) => {
    sendOutcome(res, await productAdmin.translation(req.params.id, req.params.locale), { data: (translation) => translation });
  });

  // {descriptionList: string[], keyBenefits: string[], uses?: string[]}; all empty removes the translation.
  router.put("/:id/translations/:locale", async (req, res) => {
    sendOutcome(res, await productAdmin.saveTranslation(req.params.id, req.params.locale, req.body, actorOf(apiAdmin(res))), {
      message: "Translation saved",
      data: (translation) => translation,
    });
  });

  router.delete("/:id/translations/:locale", async (req, res) => {
    const empty = { descriptionList: [], keyBenefits: [], uses: [] };
    sendOutcome(res, await productAdmin.saveTranslation(req.params.id, req.params.locale, empty, actorOf(apiAdmin(res))), {
      message: "Translation removed",
      data: (translation) => translation,
    });
  });

  router.get("/:id/history", async (req, res) => {
    sendOutcome(res, await productAdmin.history(req.params.id), { data: (history) => history });
  });

  router.post("/:id/history/:revisionId/restore", async (req, res) => {
    sendOutcome(res, await productAdmin.restore(req.params.id, req.params.revisionId, actorOf(apiAdmin(res))), {
      message: "Product restored",
      data: (product) => product,
    });
  });

  return router;
}
