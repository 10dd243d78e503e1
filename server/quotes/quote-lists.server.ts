import { fieldErrors } from "../../app/lib/field-errors";
import { conflict, invalid, notFound, ok, type Outcome } from "../../app/lib/outcome";
import { QUOTE_LIMITS, QuoteLineUpdateSchema, type QuoteUnit } from "../../app/schemas/quote";
import { VALIDATION_MESSAGES, validationMessage } from "../../app/schemas/validation-messages";
import type { Product } from "../../app/schemas/product";
import type { MessagesService, QuoteReceipt } from "../messages/messages-service.server";
import { newQuoteListId } from "./quote-cookie.server";
import type { QuoteListRepository } from "./quote-list-repository.server";

/** One line of a visitor's list as the /quote page shows it. */
export interface QuoteListLine {
  slug: string;
  name: string;
  packSize: string;
  quantity: number;
  unit: QuoteUnit;
  note: string;
}

export const PRODUCT_NOT_FOUND = VALIDATION_MESSAGES.productNotFound;
export const LIST_FULL = validationMessage("linesTooMany", { max: QUOTE_LIMITS.lines });
export const NOT_ON_LIST = VALIDATION_MESSAGES.notOnList;

/** What a new line starts with; the buyer sets the real figures on /quote. */
const NEW_LINE = { quantity: 1, unit: "units" as QuoteUnit, note: "" };

export interface QuoteListsDeps {
  repository: QuoteListRepository;
  messages: MessagesService;
  /** A visible product by slug (hidden and deleted products are not found). */
  findProduct: (slug: string) => Product | null;
  now?: () => number;
}

/**
 * Visitors' quote lists, kept in the database under the random id of their cookie. A line
 * naming a product the catalogue no longer shows is dropped when the list is read, so a stale
 * or hand-made list never breaks a page.
 */
export class QuoteLists {
  private readonly now: () => number;

  constructor(private readonly deps: QuoteListsDeps) {
    this.now = deps.now ?? Date.now;
  }

  async lines(listId: string | undefined): Promise<QuoteListLine[]> {
    if (!listId) return [];
    const rows = await this.deps.repository.items(listId);
    const lines: QuoteListLine[] = [];
    const gone: string[] = [];
    for (const row of rows) {
      const product = this.deps.findProduct(row.product_slug);
      if (!product) gone.push(row.product_slug);
      else lines.push({ slug: product.slug, name: product.name, packSize: product.packSize, quantity: Number(row.quantity), unit: row.unit as QuoteUnit, note: row.note });
    }
    await this.deps.repository.remove(listId, gone);
    return lines;
  }

  /** The header badge's number. */
  async count(listId: string | undefined): Promise<number> {
    return (await this.lines(listId)).length;
  }

  /** Adds a product; the answer names the list (a new one when the visitor had none). */
  async add(listId: string | undefined, slug: unknown): Promise<Outcome<{ listId: string; count: number }>> {
    const product = typeof slug === "string" ? this.deps.findProduct(slug) : null;
    if (!product) return notFound(PRODUCT_NOT_FOUND);
    const id = listId ?? newQuoteListId();
    const lines = await this.lines(listId);
    if (!lines.some((l) => l.slug === product.slug)) {
      if (lines.length >= QUOTE_LIMITS.lines) return conflict(LIST_FULL);
      await this.deps.repository.add(id, { product_slug: product.slug, ...NEW_LINE, added_at: this.now() }, this.now());
    }
    return ok({ listId: id, count: (await this.lines(id)).length });
  }

  /** Sets a line's quantity, unit and note, as posted. */
  async update(listId: string | undefined, slug: string, input: unknown): Promise<Outcome> {
    const parsed = QuoteLineUpdateSchema.safeParse(input ?? {});
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    if (!listId || !(await this.deps.repository.update(listId, slug, parsed.data, this.now()))) return notFound(NOT_ON_LIST);
    return ok();
  }

  async remove(listId: string | undefined, slug: string): Promise<void> {
    if (listId) await this.deps.repository.remove(listId, [slug]);
  }

  /** Sends the list as a request for quotation with the posted terms; the list is emptied once the request is stored. */
  async submit(listId: string | undefined, terms: Record<string, unknown>, clientIp: string, locale?: unknown): Promise<Outcome<QuoteReceipt>> {
    const lines = (await this.lines(listId)).map(({ slug, quantity, unit, note }) => ({ product: slug, quantity, unit, note }));
    const outcome = await this.deps.messages.submitQuote({ ...terms, lines }, clientIp, locale);
    if (outcome.kind === "ok" && listId) await this.deps.repository.clear(listId);
    return outcome;
  }
}
