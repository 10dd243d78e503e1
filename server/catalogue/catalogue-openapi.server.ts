import { MAX_QUERY_LENGTH } from "../../app/catalogue/search";
import { CATALOGUE_API } from "../../app/config/paths";
import { LOCALES } from "../../app/i18n/locales";
import { DOCUMENT_TYPES } from "../../app/schemas/documents";
import { fieldSpec, type ProductFieldKey } from "../../app/schemas/product-fields";
import { REGISTRATION_STATUSES } from "../../app/schemas/registrations";
import { COMMERCIAL_KEYS, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX } from "./public-catalogue.server";

/*
 * The OpenAPI 3.1 description of the catalogue's JSON reads (decision 0063), written once, here,
 * beside the shapes it describes (public-catalogue.server.ts), and served at CATALOGUE_API.openapi
 * by server/api/catalogue-router.server.ts. tests/integration/assistants-api.test.ts keeps it honest:
 * the document must pass an OpenAPI 3.1 validator, and real answers of every endpoint, in every
 * language, must match its response schemas (which allow no property they do not name).
 */

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const text: Schema = { type: "string" };
const texts: Schema = { type: "array", items: text };
const nullable = (schema: Schema): Schema => ({ ...schema, type: [schema.type as string, "null"] });

function object(properties: Record<string, Schema>, required: readonly string[] = Object.keys(properties), extra: Schema = {}): Schema {
  return { type: "object", properties, required: [...required], additionalProperties: false, ...extra };
}

/** A commercial fact's value as the field table declares it (app/schemas/product-fields.ts). */
function factSchema(key: ProductFieldKey): Schema {
  const spec = fieldSpec(key);
  const base: Schema =
    spec.kind === "integer"
      ? { type: "integer", minimum: spec.min ?? 0, ...(spec.max !== undefined ? { maximum: spec.max } : {}) }
      : spec.kind === "boolean"
        ? { type: "boolean" }
        : spec.kind === "choice"
          ? { type: "string", enum: [...(spec.options ?? [])] }
          : { type: "string", ...(spec.max !== undefined ? { maxLength: spec.max } : {}), ...(spec.pattern ? { pattern: spec.pattern } : {}) };
  const described = { ...base, description: spec.label };
  if (!spec.optional) return described;
  return spec.kind === "choice" ? { ...described, type: ["string", "null"], enum: [...(spec.options ?? []), null] } : nullable(described);
}

const summaryProperties: Record<string, Schema> = {
  slug: { type: "string", pattern: "^[\\w-]+$", description: "The product's key in URLs and in a request for quotation's lines." },
  name: { ...text, description: "As printed on the pack (never translated)." },
  composition: { ...text, description: "As printed on the pack (never translated)." },
  category: ref("Term"),
  dosageForm: ref("Term"),
  packSize: { ...text, description: "As the language writes it: '10x10 comprimés'; a measure such as '200ml' as typed." },
  url: { type: "string", format: "uri", description: "The product's page in the answer's language." },
  registration: {
    type: "string",
    enum: ["registered", "in-process"],
    description: "Only when the search named a country: registered there, or its registration in process.",
  },
};
const summaryRequired = ["slug", "name", "composition", "category", "dosageForm", "packSize", "url"];

const languageParameter = {
  name: "lang",
  in: "query",
  required: false,
  description: "The language of the answer's words (names of categories and dosage forms, pack sizes, descriptions, facts, statuses, links).",
  schema: { type: "string", enum: [...LOCALES], default: "en" },
};

const error = (description: string) => ({ description, content: { "application/json": { schema: ref("Refusal") } } });
const answer = (description: string, data: Schema) => ({
  description,
  content: { "application/json": { schema: object({ success: { const: true }, data }) } },
});

export function catalogueOpenApi(siteUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Product catalogue",
      version: "1.0.0",
      description:
        "The export house's published catalogue, read-only and anonymous, in English, French, Spanish, Russian and Arabic: search (any of the five languages finds a product), a product's facts, documents and registrations by country, and the categories. Answers are the site's JSON envelope: `success`, then `data`, or `message` and `errors` by field. Assistants may use the MCP endpoint instead (`/mcp`, Streamable HTTP), which also takes requests for quotation.",
    },
    servers: [{ url: siteUrl.replace(/\/+$/, "") }],
    paths: {
      [CATALOGUE_API.products]: {
        get: {
          operationId: "searchProducts",
          summary: "Search the catalogue",
          description: "Every word of `q` must be found in a product's texts (name, composition, dosage form, category, uses, descriptions) in any of the five languages; best matches first. Without `q` or filters: the whole catalogue in its order.",
          parameters: [
            { name: "q", in: "query", required: false, description: "Words to search for, in any of the five languages.", schema: { type: "string", maxLength: MAX_QUERY_LENGTH } },
            { name: "category", in: "query", required: false, description: "A category's key (GET /api/categories).", schema: text },
            { name: "form", in: "query", required: false, description: "A dosage form's key, e.g. Tablets.", schema: text },
            {
              name: "country",
              in: "query",
              required: false,
              description: "Only products registered in this country or in process there: an ISO 3166-1 alpha-2 code (KE) or a country's name.",
              schema: text,
            },
            { name: "page", in: "query", required: false, schema: { type: "integer", minimum: 1, default: 1 } },
            { name: "limit", in: "query", required: false, description: "Products per page.", schema: { type: "integer", minimum: 1, maximum: SEARCH_LIMIT_MAX, default: SEARCH_LIMIT_DEFAULT } },
            languageParameter,
          ],
          responses: {
            "200": answer("One page of the products found.", ref("SearchResult")),
            "400": error("A parameter this endpoint does not take, or a value it cannot use; `errors` names each."),
          },
        },
      },
      [CATALOGUE_API.product.replace(":slug", "{slug}")]: {
        get: {
          operationId: "getProduct",
          summary: "One product",
          parameters: [{ name: "slug", in: "path", required: true, schema: { type: "string" } }, languageParameter],
          responses: {
            "200": answer("The product.", object({ language: ref("Language"), product: ref("ProductDetail") })),
            "301": {
              description: "The product was renamed: `Location` is its current address (the same query), `data.slug` its current slug.",
              headers: { Location: { schema: text } },
              content: {
                "application/json": { schema: object({ success: { const: true }, message: text, data: object({ slug: summaryProperties.slug! }) }) },
              },
            },
            "400": error("A parameter this endpoint does not take, or an unknown language."),
            "404": error("No published product has this slug."),
          },
        },
      },
      [CATALOGUE_API.categories]: {
        get: {
          operationId: "listCategories",
          summary: "The categories that have products",
          parameters: [languageParameter],
          responses: {
            "200": answer("The categories, in the catalogue's order.", object({ language: ref("Language"), categories: { type: "array", items: ref("Category") } })),
            "400": error("A parameter this endpoint does not take, or an unknown language."),
          },
        },
      },
      [CATALOGUE_API.openapi]: {
        get: {
          operationId: "describeApi",
          summary: "This description",
          responses: { "200": { description: "The OpenAPI 3.1 document.", content: { "application/json": { schema: { type: "object" } } } } },
        },
      },
    },
    components: {
      schemas: {
        Language: { type: "string", enum: [...LOCALES] },
        Term: object({ key: { ...text, description: "The catalogue's key, as filters and URLs take it." }, name: { ...text, description: "In the answer's language." } }),
        ProductSummary: object(summaryProperties, summaryRequired),
        SearchResult: object({
          language: ref("Language"),
          query: object({ q: text, category: nullable(text), form: nullable(text), country: nullable({ type: "string", pattern: "^[A-Z]{2}$" }) }),
          total: { type: "integer", minimum: 0 },
          page: { type: "integer", minimum: 1 },
          pageCount: { type: "integer", minimum: 1 },
          limit: { type: "integer", minimum: 1, maximum: SEARCH_LIMIT_MAX },
          products: { type: "array", items: ref("ProductSummary") },
        }),
        CommercialFacts: object(Object.fromEntries(COMMERCIAL_KEYS.map((key) => [key, factSchema(key)]))),
        Fact: object({ field: text, label: text, value: text }),
        ProductDocument: object({
          title: text,
          type: { type: "string", enum: [...DOCUMENT_TYPES] },
          typeName: { ...text, description: "The type's name in the answer's language." },
          availability: { type: "string", enum: ["public", "on-request"], description: "Public: downloadable from the product's page. On request: sent once staff approve a request (the site's document request page)." },
          country: { ...nullable({ type: "string", pattern: "^[A-Z]{2}$" }), description: "The country a CoPP or a registration certificate is for." },
          sample: { type: "boolean", description: "A fictional sample document of a new site." },
        }),
        Registration: object({
          countryCode: { type: "string", pattern: "^[A-Z]{2}$" },
          country: { ...text, description: "In the answer's language." },
          status: { type: "string", enum: [...REGISTRATION_STATUSES] },
          statusText: { ...text, description: "In the answer's language." },
          number: nullable(text),
          validUntil: nullable({ type: "string", format: "date" }),
          certificate: { type: ["string", "null"], enum: ["public", "on-request", null], description: "Where the registration certificate is: public, on request, or not in the library." },
          sample: { type: "boolean", description: "A fictional sample registration of a new site." },
        }),
        ProductDetail: object(
          {
            ...summaryProperties,
            descriptionList: texts,
            keyBenefits: texts,
            uses: { ...texts, description: "What the product is for." },
            commercial: ref("CommercialFacts"),
            facts: { type: "array", items: ref("Fact"), description: "The commercial facts as the product's page words them." },
            documents: { type: "array", items: ref("ProductDocument"), description: "The documents the public may have: titles and types, never a file." },
            registrations: { type: "array", items: ref("Registration") },
          },
          [...summaryRequired, "descriptionList", "keyBenefits", "uses", "commercial", "facts", "documents", "registrations"],
        ),
        Category: object({
          key: text,
          name: { ...text, description: "In the answer's language." },
          count: { type: "integer", minimum: 0 },
          url: { type: "string", format: "uri", description: "The category's page in the answer's language." },
        }),
        Refusal: object(
          {
            success: { const: false },
            message: text,
            errors: { type: "object", additionalProperties: text, description: "A message per parameter or field." },
          },
          ["success", "message"],
        ),
      },
    },
  } as const;
}
