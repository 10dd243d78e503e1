import type { Kysely, Selectable } from "kysely";
import type { DB, QuoteListItemsTable } from "../db/schema.server";

export type QuoteListItemRow = Selectable<QuoteListItemsTable>;

/** A line as read: the product's name now, when its row is still in the database (hidden or deleted ones included). */
export type QuoteListItem = QuoteListItemRow & { current_name: string | null };

/** What a line's editor sets. */
export type QuoteLineChanges = Pick<QuoteListItemRow, "quantity" | "unit" | "note">;

/** Visitors' quote lists: one row per list, one per product on it (by the product's id). */
export class QuoteListRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async items(listId: string): Promise<QuoteListItem[]> {
    return this.db
      .selectFrom("quote_list_items as i")
      .leftJoin("products as p", "p.id", "i.product_id")
      .selectAll("i")
      .select("p.name as current_name")
      .where("i.list_id", "=", listId)
      .orderBy("i.added_at")
      .orderBy("i.product_id")
      .execute();
  }

  async count(listId: string): Promise<number> {
    const row = await this.db
      .selectFrom("quote_list_items")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("list_id", "=", listId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Adds the product (a product already listed keeps its line); creates the list when new. */
  async add(listId: string, item: Omit<QuoteListItemRow, "list_id">, now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("quote_lists")
        .values({ id: listId, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column("id").doUpdateSet({ updated_at: now }))
        .execute();
      await trx
        .insertInto("quote_list_items")
        .values({ list_id: listId, ...item })
        .onConflict((oc) => oc.columns(["list_id", "product_id"]).doNothing())
        .execute();
    });
  }

  /** Sets the lines' figures (lines not on the list are left out) and the request form's draft, in one commit. */
  async save(listId: string, lines: ReadonlyMap<string, QuoteLineChanges>, draft: string | undefined, now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const [productId, changes] of lines) {
        await trx.updateTable("quote_list_items").set(changes).where("list_id", "=", listId).where("product_id", "=", productId).execute();
      }
      await trx
        .updateTable("quote_lists")
        .set(draft === undefined ? { updated_at: now } : { updated_at: now, draft })
        .where("id", "=", listId)
        .execute();
    });
  }

  /** The request form's fields as last typed (JSON), or null. */
  async draft(listId: string): Promise<string | null> {
    const row = await this.db.selectFrom("quote_lists").select("draft").where("id", "=", listId).executeTakeFirst();
    return row?.draft ?? null;
  }

  async remove(listId: string, productIds: readonly string[]): Promise<void> {
    if (productIds.length === 0) return;
    await this.db.deleteFrom("quote_list_items").where("list_id", "=", listId).where("product_id", "in", productIds).execute();
  }

  /** Deletes the lists (and their lines) last changed before `time`. */
  async deleteUntouchedSince(time: number): Promise<void> {
    await this.db.deleteFrom("quote_lists").where("updated_at", "<", time).execute();
  }

  async clear(listId: string): Promise<void> {
    await this.db.deleteFrom("quote_lists").where("id", "=", listId).execute();
  }
}
