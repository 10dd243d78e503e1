import { z } from "zod";
import { parsePageParam } from "../catalogue/pagination";
import { MAX_QUERY_LENGTH } from "../catalogue/search";
import { CATEGORIES, DOSAGE_FORMS, type Category, type DosageForm } from "./product";

/** The managed lists a filter must name (server/catalogue/vocabulary.server.ts); the specification's by default. */
export interface FilterLists {
  category: readonly Category[];
  dosageForm: readonly DosageForm[];
  /** Country codes a product is registered (or in process) in: the "country of registration" choices. */
  country?: readonly string[];
}

const SEEDED_LISTS: FilterLists = { category: CATEGORIES, dosageForm: DOSAGE_FORMS };

function oneOf(values: readonly string[], raw: string | undefined): string | undefined {
  const wanted = raw?.trim().toLowerCase();
  return wanted ? values.find((v) => v.toLowerCase() === wanted) : undefined;
}

/**
 * The query of a catalogue listing (`/products?q=&category=&form=&country=&page=`). Lenient on purpose:
 * a hand-edited or stale link never fails; an unknown filter value is simply not applied.
 */
export const CatalogueQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((raw) => (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH)),
  category: z.string().optional(),
  form: z.string().optional(),
  country: z.string().optional(),
  page: z.string().optional().transform(parsePageParam),
});
export type CatalogueQuery = z.infer<typeof CatalogueQuerySchema>;

export function parseCatalogueQuery(params: URLSearchParams, lists: FilterLists = SEEDED_LISTS): CatalogueQuery {
  const query = CatalogueQuerySchema.parse({
    q: params.get("q") ?? undefined,
    category: params.get("category") ?? undefined,
    form: params.get("form") ?? undefined,
    country: params.get("country") ?? undefined,
    page: params.get("page") ?? undefined,
  });
  return {
    ...query,
    category: oneOf(lists.category, query.category),
    form: oneOf(lists.dosageForm, query.form),
    country: oneOf(lists.country ?? [], query.country),
  };
}

/** True when the visitor asked for a search or a filter rather than the category overview. */
export function isSearch(query: CatalogueQuery): boolean {
  return query.q !== "" || query.category !== undefined || query.form !== undefined || query.country !== undefined;
}
