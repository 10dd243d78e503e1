import { conflict, invalid, notFound, ok, type Outcome } from "../../app/forms/outcome";
import { QUOTE_DOCUMENTS, QUOTE_LIMITS, QUOTE_UNITS, QuoteLineUpdateSchema, type QuoteUnit } from "../../app/schemas/quote";
import { says, validationErrors, type ValidationText } from "../../app/schemas/validation-messages";
import type { Product } from "../../app/schemas/product";
import type { MessagesService, QuoteReceipt, UnavailableQuoteLine } from "../messages/messages-service.server";
import { QUOTE_LIST_LIFETIME_MS, newQuoteListId } from "./quote-cookie.server";
import type { QuoteLineChanges, QuoteListRepository } from "./quote-list-repository.server";

/** One line of a visitor's list as the /quote page shows it. */
export interface QuoteListLine {
  /** The product's id: the line's identity, kept through a rename. */
  id: string;
  /** The product's current slug; null when it is no longer public. */
  slug: string | null;
  name: string;
  packSize: string;
  /** Null until the buyer sets one. */
  quantity: number | null;
  unit: QuoteUnit;
  note: string;
  /** False when the product has been hidden or deleted since it was added. */
  available: boolean;
}

/** The request form's fields as the buyer last typed them (all text; documents comma-separated). */
export type QuoteDraft = Partial<Record<(typeof DRAFT_FIELDS)[number], string>>;

export const PRODUCT_NOT_FOUND = says("productNotFound");
export const LIST_FULL = says("linesTooMany", { max: QUOTE_LIMITS.lines });
export const NOT_ON_LIST = says("notOnList");

/** The request form's fields a draft keeps, with the longest text each takes. */
const DRAFT_LIMITS = {
  name: QUOTE_LIMITS.name,
  company: QUOTE_LIMITS.company,
  email: QUOTE_LIMITS.email,
  phone: QUOTE_LIMITS.phone,
  country: QUOTE_LIMITS.country,
  destination: QUOTE_LIMITS.destination,
  incoterm: 3,
  wantedBy: 10,
  privateLabel: 3,
  message: QUOTE_LIMITS.message,
  documents: 100,
} as const;
export const DRAFT_FIELDS = Object.keys(DRAFT_LIMITS) as Array<keyof typeof DRAFT_LIMITS>;
const DOCUMENT_VALUES = new Set<string>(QUOTE_DOCUMENTS.map(([value]) => value));

/** What a new line starts with: no quantity, so nothing reaches sales as "1 units" by default. */
const NEW_LINE = { quantity: null, unit: "units" as QuoteUnit, note: "" };

/** A line's figures as posted (form fields are text; a left-out field keeps the stored value). */
export interface PostedLine {
  quantity?: unknown;
  unit?: unknown;
  note?: unknown;
}

export interface QuoteListsDeps {
  repository: QuoteListRepository;
  messages: MessagesService;
  /** A visible product by id, and the id of a visible product by slug (hidden and deleted products are not found). */
  findProduct: (id: string) => Product | null;
  productId: (slug: string) => string | null;
  now?: () => number;
}

function asUnit(value: string): QuoteUnit {
  return (QUOTE_UNITS as readonly string[]).includes(value) ? (value as QuoteUnit) : "units";
}

/**
 * Visitors' quote lists, kept in the database under the random id of their cookie. A line
 * names its product by id, so a rename keeps it; a product the catalogue no longer shows stays
 * on the list as unavailable (and goes to sales marked so), never dropped without a word.
 */
/** How long a list's count read here is trusted: another process may have changed the list. */
const COUNT_MEMO_MS = 1000;
/** Lists whose count is remembered at most (the most recently read ones). */
const COUNT_MEMO_ENTRIES = 10_000;

export class QuoteLists {
  private readonly now: () => number;
  /** Counts read lately, by list id: the page cache answers with them without a query. */
  private readonly counts = new Map<string, { count: number; at: number }>();
  /** Reads in flight for the page cache, by list id: fifty requests of one visitor make one query. */
  private readonly reading = new Map<string, Promise<number>>();
  /** Bumped by every change to a list: a read that started before one is not remembered. */
  private changes = 0;

  constructor(private readonly deps: QuoteListsDeps) {
    this.now = deps.now ?? Date.now;
  }

  async lines(listId: string | undefined): Promise<QuoteListLine[]> {
    if (!listId) return [];
    const rows = await this.deps.repository.items(listId);
    return rows.map((row) => {
      const product = this.deps.findProduct(row.product_id);
      const figures = { id: row.product_id, quantity: row.quantity === null ? null : Number(row.quantity), unit: asUnit(row.unit), note: row.note };
      return product
        ? { ...figures, slug: product.slug, name: product.name, packSize: product.packSize, available: true }
        : { ...figures, slug: null, name: row.current_name ?? row.product_name, packSize: "", available: false };
    });
  }

  /** The header badge's number: every line, the unavailable ones included (they are on the page). */
  async count(listId: string | undefined): Promise<number> {
    if (!listId) return 0;
    const changes = this.changes;
    const count = await this.deps.repository.count(listId);
    if (changes === this.changes) this.remember(listId, count);
    return count;
  }

  /** The count as `knownCount` has it, else one read shared by every request asking meanwhile. */
  latestCount(listId: string): number | Promise<number> {
    const known = this.knownCount(listId);
    if (known !== undefined) return known;
    let read = this.reading.get(listId);
    if (!read) {
      read = this.count(listId).finally(() => this.reading.delete(listId));
      this.reading.set(listId, read);
    }
    return read;
  }

  /**
   * The count read or changed in this process within the last second, or undefined: the page
   * cache fills a page with it at once, and asks for `count` when it is not known. Changes made
   * here are known at once; a change made by another process (several on PostgreSQL) shows
   * within a second.
   */
  knownCount(listId: string): number | undefined {
    const known = this.counts.get(listId);
    if (!known) return undefined;
    if (this.now() - known.at > COUNT_MEMO_MS) {
      this.counts.delete(listId);
      return undefined;
    }
    return known.count;
  }

  /** After a change to a list: its count is read again, and reads begun before are not kept. */
  private async changed(listId: string): Promise<void> {
    this.changes++;
    this.counts.delete(listId);
    await this.count(listId);
  }

  private remember(listId: string, count: number): void {
    this.counts.delete(listId);
    this.counts.set(listId, { count, at: this.now() });
    if (this.counts.size > COUNT_MEMO_ENTRIES) this.counts.delete(this.counts.keys().next().value!);
  }

  /** The request form's fields as last typed. */
  async draft(listId: string | undefined): Promise<QuoteDraft> {
    const text = listId ? await this.deps.repository.draft(listId) : null;
    if (!text) return {};
    try {
      return cleanDraft(JSON.parse(text));
    } catch {
      return {};
    }
  }

  /**
   * Adds a product; the answer names the list (a new one when the visitor had none). A new list
   * is a stored row a visitor made: it counts against the public forms' rate limit, and lists
   * left untouched for the cookie's lifetime are deleted then.
   */
  async add(listId: string | undefined, slug: unknown, clientIp: string): Promise<Outcome<{ listId: string; count: number }, ValidationText>> {
    const productId = typeof slug === "string" ? this.deps.productId(slug) : null;
    const product = productId ? this.deps.findProduct(productId) : null;
    if (!productId || !product) return notFound(PRODUCT_NOT_FOUND);
    if (!listId) {
      const allowed = await this.deps.messages.formAllowance(clientIp);
      if (allowed.kind !== "ok") return allowed;
      await this.deps.repository.deleteUntouchedSince(this.now() - QUOTE_LIST_LIFETIME_MS);
    }
    const id = listId ?? newQuoteListId();
    const lines = await this.lines(listId);
    if (!lines.some((l) => l.id === productId)) {
      if (lines.length >= QUOTE_LIMITS.lines) return conflict(LIST_FULL);
      await this.deps.repository.add(id, { product_id: productId, product_name: product.name, ...NEW_LINE, added_at: this.now() }, this.now());
    }
    this.changes++;
    return ok({ listId: id, count: await this.count(id) });
  }

  /**
   * Saves what the buyer typed: each line's figures (by product id) and the request form's
   * fields as a draft. Checked: a line whose figures break a rule keeps its stored ones and its
   * errors come back (`quantity:<id>`...). Lenient (saving as they type): the broken figures are
   * left out without a word, the rest is saved.
   */
  async save(
    listId: string | undefined,
    posted: ReadonlyMap<string, PostedLine>,
    draft: Record<string, unknown> | undefined,
  ): Promise<Outcome<undefined, ValidationText>> {
    if (!listId) return notFound(NOT_ON_LIST);
    const lines = await this.lines(listId);
    const changes = new Map<string, QuoteLineChanges>();
    const errors: Record<string, ValidationText> = {};
    for (const line of lines) {
      const input = posted.get(line.id);
      if (!input || !line.available) continue;
      const parsed = QuoteLineUpdateSchema.safeParse({
        quantity: input.quantity === undefined ? line.quantity : input.quantity,
        unit: input.unit ?? line.unit,
        note: input.note ?? line.note,
      });
      if (parsed.success) changes.set(line.id, parsed.data);
      else for (const [field, text] of Object.entries(validationErrors(parsed.error))) errors[`${field}:${line.id}`] = text;
    }
    await this.deps.repository.save(listId, changes, draft === undefined ? undefined : JSON.stringify(cleanDraft(draft)), this.now());
    return Object.keys(errors).length > 0 ? invalid(errors, says("correctFields")) : ok();
  }

  async remove(listId: string | undefined, productId: string): Promise<void> {
    if (listId) {
      await this.deps.repository.remove(listId, [productId]);
      await this.changed(listId);
    }
  }

  /**
   * Sends the list as a request for quotation with the posted terms; the list is emptied once
   * the request is stored. Lines of products no longer public go with it, marked unavailable.
   */
  async submit(listId: string | undefined, terms: Record<string, unknown>, clientIp: string, locale?: unknown): Promise<Outcome<QuoteReceipt, ValidationText>> {
    const all = await this.lines(listId);
    const lines = all.filter((l) => l.available).map(({ slug, quantity, unit, note }) => ({ product: slug, quantity: quantity ?? "", unit, note }));
    const unavailable: UnavailableQuoteLine[] = all
      .filter((l) => !l.available)
      .map(({ name, quantity, unit, note }) => ({ name, quantity, unit, note }));
    const outcome = await this.deps.messages.submitQuote({ ...terms, lines }, clientIp, locale, { unavailable });
    if (outcome.kind === "ok" && listId) {
      await this.deps.repository.clear(listId);
      await this.changed(listId);
    }
    return outcome;
  }
}

/** Only the draft's known fields, as text within their limits; documents only known ones. */
function cleanDraft(value: unknown): QuoteDraft {
  const draft: QuoteDraft = {};
  if (!value || typeof value !== "object") return draft;
  const record = value as Record<string, unknown>;
  for (const field of DRAFT_FIELDS) {
    const raw = record[field];
    const text = Array.isArray(raw) ? raw.filter((v) => typeof v === "string").join(",") : typeof raw === "string" ? raw : "";
    if (!text) continue;
    draft[field] =
      field === "documents"
        ? text.split(",").filter((v) => DOCUMENT_VALUES.has(v)).join(",")
        : text.slice(0, DRAFT_LIMITS[field]);
  }
  return draft;
}
