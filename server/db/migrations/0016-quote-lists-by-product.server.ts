import { sql, type Kysely, type Migration } from "kysely";

/**
 * Quote lists follow a product's identity, not its URL (decision 0024): a line names the product's
 * id, so a rename keeps it, and a product that is hidden or deleted stays on the list, shown as
 * no longer available, under the name it had (kept on the line for a product the seed removed).
 * A line's quantity may be unset (null) until the buyer types one; a list keeps the request
 * form's typed fields as a draft; a request's line remembers whether its product was still
 * available when it was sent.
 *
 * Existing lines are mapped from their slug to the product bearing it now, or to the product
 * a renamed slug redirects to; a line whose slug names nothing left was already invisible.
 */
export const quoteListsByProduct: Migration = {
  async up(db: Kysely<unknown>) {
    // SQLite cannot change a primary key in place: the lines are copied into their new shape.
    await db.schema
      .createTable("quote_list_items_next")
      .addColumn("list_id", "text", (c) => c.notNull().references("quote_lists.id").onDelete("cascade"))
      .addColumn("product_id", "text", (c) => c.notNull())
      .addColumn("product_name", "text", (c) => c.notNull())
      .addColumn("quantity", "integer")
      .addColumn("unit", "text", (c) => c.notNull())
      .addColumn("note", "text", (c) => c.notNull())
      .addColumn("added_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("quote_list_items_product_pk", ["list_id", "product_id"])
      .execute();
    // A list holding both a product's old and new slug keeps one line (the earlier one).
    await sql`insert into quote_list_items_next (list_id, product_id, product_name, quantity, unit, note, added_at)
      select i.list_id, coalesce(p.id, r.product_id), coalesce(p.name, rp.name, i.product_slug), i.quantity, i.unit, i.note, i.added_at
      from quote_list_items i
      left join products p on p.slug = i.product_slug
      left join product_slug_redirects r on r.old_slug = i.product_slug
      left join products rp on rp.id = r.product_id
      where coalesce(p.id, r.product_id) is not null
      order by i.added_at
      on conflict do nothing`.execute(db);
    await db.schema.dropTable("quote_list_items").execute();
    await db.schema.alterTable("quote_list_items_next").renameTo("quote_list_items").execute();

    await db.schema.alterTable("quote_lists").addColumn("draft", "text").execute();
    await db.schema
      .alterTable("quote_lines")
      .addColumn("available", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  },
  async down() {
    throw new Error("0016-quote-lists-by-product cannot be undone: lines of products renamed since would be lost");
  },
};
