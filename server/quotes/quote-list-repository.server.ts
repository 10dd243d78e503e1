import type { Kysely, Selectable } from "kysely";
import type { DB, QuoteListItemsTable } from "../db/schema.server";

export type QuoteListItemRow = Selectable<QuoteListItemsTable>;

/** Visitors' quote lists: one row per list, one per product on it. */
export class QuoteListRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async items(listId: string): Promise<QuoteListItemRow[]> {
    return this.db.selectFrom("quote_list_items").selectAll().where("list_id", "=", listId).orderBy("added_at").orderBy("product_slug").execute();
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
        .onConflict((oc) => oc.columns(["list_id", "product_slug"]).doNothing())
        .execute();
    });
  }

  /** False when the product is not on the list. */
  async update(listId: string, slug: string, changes: Pick<QuoteListItemRow, "quantity" | "unit" | "note">, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable("quote_list_items")
      .set(changes)
      .where("list_id", "=", listId)
      .where("product_slug", "=", slug)
      .executeTakeFirst();
    await this.db.updateTable("quote_lists").set({ updated_at: now }).where("id", "=", listId).execute();
    return Number(result.numUpdatedRows) > 0;
  }

  async remove(listId: string, slugs: readonly string[]): Promise<void> {
    if (slugs.length === 0) return;
    await this.db.deleteFrom("quote_list_items").where("list_id", "=", listId).where("product_slug", "in", slugs).execute();
  }

  async clear(listId: string): Promise<void> {
    await this.db.deleteFrom("quote_lists").where("id", "=", listId).execute();
  }
}
