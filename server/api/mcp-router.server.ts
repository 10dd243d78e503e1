import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import express from "express";
import { z } from "zod";
import { MAX_QUERY_LENGTH } from "../../app/catalogue/search";
import { MCP_ENDPOINT } from "../../app/config/paths";
import { site } from "../../app/config/site";
import { retryAfterSeconds, reworded, type Outcome, type Refusal } from "../../app/forms/outcome";
import { LOCALES } from "../../app/i18n/locales";
import { INCOTERMS, QUOTE_DOCUMENTS, QUOTE_LIMITS, QUOTE_UNITS } from "../../app/schemas/quote";
import { validationMessage, type ValidationText } from "../../app/schemas/validation-messages";
import { LANGUAGE_UNKNOWN, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX } from "../catalogue/public-catalogue.server";
import { isDatabaseUnavailable } from "../db/database-errors.server";
import type { Services } from "../services.server";

/*
 * The assistants' tools (decision 0063), one MCP server per request (the endpoint is stateless:
 * `mcpRouter`, below). Each tool is a thin adapter, like a JSON router: it reads its
 * arguments and answers what a service says. The reads call the public catalogue the JSON API
 * calls; `request_quotation` calls the messages service the /quote page and `POST /api/quote`
 * call, with the same checks, the same per-address rate limit and the same acknowledgement.
 * A refusal is a tool error (`isError`) with its words; nothing here throws to the client.
 */

const language = z.enum(LOCALES, { error: LANGUAGE_UNKNOWN }).optional().describe("The language of the answer's words: en (default), fr, es, ru or ar.");
const DOCUMENT_VALUES = QUOTE_DOCUMENTS.map(([value]) => value) as [string, ...string[]];

/** A tool's answer: the value as JSON text (every client reads it) and as structured content. */
function answer(value: object): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value, null, 2) }], structuredContent: value as Record<string, unknown> };
}

/**
 * A refusal in words: invalid arguments each with its message (named as the tool's arguments
 * are), any other refusal its message, and when to try again after a throttle.
 */
function refusal(refused: Refusal): CallToolResult {
  const fields = "errors" in refused ? Object.entries(refused.errors) : [];
  const text =
    refused.kind === "invalid" && fields.length > 0
      ? [`Not accepted: correct ${fields.length === 1 ? "this argument" : "these arguments"} and call again.`, ...fields.map(([field, message]) => `- ${field}: ${message}`)].join("\n")
      : refused.kind === "throttled"
        ? `${refused.message} (Retry after ${retryAfterSeconds(refused.retryAfterMs)} seconds.)`
        : refused.message;
  return { content: [{ type: "text", text }], isError: true };
}

function toolAnswer<T extends object>(outcome: Outcome<T>): CallToolResult {
  return outcome.kind === "ok" ? answer(outcome.value) : refusal(outcome);
}

/** What went wrong on our side, said plainly; the details go to the log, never to the client. */
const FAILED = "The site could not answer just now. Please try again in a moment.";

interface McpContext {
  /** The client's address, as the public forms' rate limit counts it. */
  clientIp: string;
}

/** The MCP server of one request, with the catalogue's tools. */
function createMcpServer(services: Services, context: McpContext): McpServer {
  const { publicCatalogue, messages, log } = services;
  const server = new McpServer(
    { name: "catalogue", title: `${services.settings.company().name}: product catalogue`, version: "1.0.0" },
    {
      instructions:
        "The product catalogue of a pharmaceutical, nutraceutical and cosmetic export house. search_products finds products by words in English, French, Spanish, Russian or Arabic, optionally only those registered in a country; get_product gives one product's facts, documents and registrations by country; list_categories names the categories. request_quotation sends a buyer's request for quotation to the company's sales staff: use it only with the buyer's own details and consent.",
    },
  );
  const guarded =
    <A,>(tool: string, run: (args: A) => CallToolResult | Promise<CallToolResult>) =>
    async (args: A): Promise<CallToolResult> => {
      try {
        return await run(args);
      } catch (error) {
        // A database that is down or locked is a passing condition, as for the API (a warning, no stack).
        if (isDatabaseUnavailable(error)) log.warn({ reason: error instanceof Error ? error.message : String(error), tool }, "database unavailable");
        else log.error({ err: error, tool }, "MCP tool failed");
        return { content: [{ type: "text", text: FAILED }], isError: true };
      }
    };

  server.registerTool(
    "search_products",
    {
      title: "Search the catalogue",
      description:
        "Finds published products whose texts hold every word of the query, in any of the five languages (name, composition, dosage form, category, uses, descriptions), best first. With a country, only products registered there or in process. Without a query or filters: the whole catalogue.",
      inputSchema: {
        query: z.string().max(MAX_QUERY_LENGTH).optional().describe("Words to search for, e.g. 'paracetamol 500', 'comprimés', 'сироп от кашля'."),
        language,
        country: z.string().max(100).optional().describe("Only products registered (or in process) in this country: ISO 3166 code such as KE, or its name."),
        category: z.string().max(100).optional().describe("A category's key, from list_categories."),
        limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).optional().describe(`Products to return, 1 to ${SEARCH_LIMIT_MAX} (default ${SEARCH_LIMIT_DEFAULT}).`),
        page: z.number().int().min(1).optional().describe("The page of results, from 1."),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded("search_products", (args) =>
      toolAnswer(publicCatalogue.search({ q: args.query, language: args.language, country: args.country, category: args.category, limit: args.limit, page: args.page })),
    ),
  );

  server.registerTool(
    "get_product",
    {
      title: "One product",
      description:
        "A product by its slug (from search_products): composition, dosage form, pack size, description, key benefits, uses, commercial facts (minimum order, lead time, shelf life, storage, HS code, pharmacopoeia, manufacturer, samples), the documents available publicly or on request (titles and types), and its registrations by country.",
      inputSchema: { slug: z.string().min(1).max(200).describe("The product's slug, e.g. verdamol-500-tablets."), language },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded("get_product", (args) => {
      const outcome = publicCatalogue.product(args.slug, args.language);
      if (outcome.kind !== "ok") return refusal({ ...outcome, message: `${outcome.message}: no published product has the slug "${args.slug}". Search for it with search_products.` });
      return answer({ language: args.language ?? "en", product: outcome.value.product });
    }),
  );

  server.registerTool(
    "list_categories",
    {
      title: "The categories",
      description: "The catalogue's categories that have published products, with their names in the language asked for and their product counts.",
      inputSchema: { language },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded("list_categories", (args) => answer({ language: args.language ?? "en", categories: publicCatalogue.categories(args.language) })),
  );

  server.registerTool(
    "request_quotation",
    {
      title: "Request a quotation",
      description: `Sends the buyer's request for quotation to the company's sales staff, exactly as the website's quote form does: it is stored in the staff's inbox (marked as sent through an assistant), the company is mailed, and the buyer gets an acknowledgement with the request's reference by e-mail. Staff answer within about ${site.quoteTurnaroundHours} hours. Every field is the buyer's own: ask them, never invent one.`,
      inputSchema: {
        name: z.string().describe("The buyer's full name."),
        company: z.string().describe("The buyer's company."),
        email: z.string().describe("The buyer's e-mail address: the acknowledgement and the quotation go there."),
        phone: z.string().optional().describe("The buyer's phone, with its country code (at least 10 digits)."),
        country: z.string().describe("The buyer's country (a name or an ISO code)."),
        destination: z.string().describe("The destination port or city of the goods."),
        incoterm: z.enum(INCOTERMS, { error: `The Incoterm must be one of ${INCOTERMS.join(", ")}` }).describe("The delivery terms."),
        privateLabel: z.enum(["yes", "no"], { error: "Private label must be yes or no" }).describe("Whether the buyer wants the goods under their own label."),
        wantedBy: z.string().optional().describe("The date the buyer wants the goods by, YYYY-MM-DD (not in the past)."),
        documents: z
          .array(z.enum(DOCUMENT_VALUES, { error: `Documents must be among ${DOCUMENT_VALUES.join(", ")}` }))
          .optional()
          .describe("Documents the buyer needs with the offer: coa, copp, who-gmp, stability, ctd-actd, free-sale."),
        message: z.string().optional().describe("The buyer's message to the sales staff."),
        language: z.enum(LOCALES, { error: LANGUAGE_UNKNOWN }).optional().describe("The buyer's language, for the acknowledgement: en (default), fr, es, ru or ar."),
        lines: z
          .array(
            z.object({
              product: z.string().describe("The product's slug (from search_products)."),
              quantity: z.number().int().describe("How many, in the unit below (1 or more)."),
              unit: z.enum(QUOTE_UNITS, { error: `The unit must be one of ${QUOTE_UNITS.join(", ")}` }).optional().describe("units (default), strips, boxes, bottles, cartons or kg."),
              note: z.string().optional().describe("A note on this line (pack, strength, label...)."),
            }),
          )
          .describe(`The products wanted, 1 to ${QUOTE_LIMITS.lines}, each once.`),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    guarded("request_quotation", async (args) => {
      // The request as the quote form sends it; the messages service checks it with the same schema.
      const request = {
        name: args.name,
        company: args.company,
        email: args.email,
        phone: args.phone ?? "",
        country: args.country,
        destination: args.destination,
        incoterm: args.incoterm,
        wantedBy: args.wantedBy ?? "",
        documents: args.documents ?? [],
        privateLabel: args.privateLabel,
        message: args.message ?? "",
        lines: args.lines.map((line) => ({ product: line.product, quantity: line.quantity, unit: line.unit ?? "units", note: line.note ?? "" })),
      };
      const outcome: Outcome<{ id: string; reference: string }, ValidationText> = await messages.submitQuote(request, context.clientIp, args.language, {
        channel: "assistant",
      });
      if (outcome.kind === "throttled") services.metrics.throttledInside(MCP_ENDPOINT);
      if (outcome.kind !== "ok") return refusal(reworded(outcome, validationMessage));
      log.info({ reference: outcome.value.reference, lines: request.lines.length }, "request for quotation from an assistant");
      return answer({
        reference: outcome.value.reference,
        id: outcome.value.id,
        received: true,
        next: `The sales staff received the request and answer by e-mail, usually within ${site.quoteTurnaroundHours} hours. Quote the reference ${outcome.value.reference} in any follow-up.`,
      });
    }),
  );

  return server;
}

/** A JSON-RPC error with no request to answer (the transport's own refusals have this shape). */
function rpcError(res: express.Response, status: number, message: string): void {
  res.setHeader("Cache-Control", "no-store");
  res.status(status).type("application/json").send(JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message }, id: null }));
}

/**
 * The MCP endpoint for assistants (decision 0063): Streamable HTTP, stateless. Each POST gets a
 * new server and transport, closed when its answer ends, so any process answers any request and
 * nothing is kept between them; answers are plain JSON (no event stream). There is no stream to
 * open and no session to end: GET and DELETE (and the rest) are 405. The front guards have
 * already judged the request: its body's size and length (64 KB, as a quote list's), a
 * cross-site Origin. The SDK's transport answers a body that is not JSON-RPC with its own 400.
 */
export function mcpRouter(services: Services): express.Router {
  const router = express.Router();
  router.post(MCP_ENDPOINT, async (req, res) => {
    const server = createMcpServer(services, { clientIp: req.ip ?? "" });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on("close", () => {
      void transport.close();
      void server.close();
    });
    res.setHeader("Cache-Control", "no-store");
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res);
    } catch (error) {
      services.log.error({ err: error }, "MCP request failed");
      if (!res.headersSent) rpcError(res, 500, "Internal error");
    }
  });
  router.all(MCP_ENDPOINT, (_req, res) => {
    res.setHeader("Allow", "POST");
    rpcError(res, 405, "Method not allowed: this endpoint is stateless and takes POST only.");
  });
  return router;
}
