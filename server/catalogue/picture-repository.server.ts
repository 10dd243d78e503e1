import type { Kysely, Selectable, Transaction } from "kysely";
import type { ProductPicture } from "../../app/schemas/product-picture";
import type { Database } from "../db/database.server";
import type { DB, ProductPicturesTable } from "../db/schema.server";

/** A stored picture as the admin sees it: the public fields, its id and place. */
export interface PictureRecord extends ProductPicture {
  id: string;
  productId: string;
  position: number;
}

/** The product a picture belongs to, as the pictures page names it. */
export interface PictureOwner {
  id: string;
  name: string;
  slug: string;
}

export type NewPicture = Omit<PictureRecord, "position" | "productId">;

function toRecord(row: Selectable<ProductPicturesTable>): PictureRecord {
  return {
    id: row.id,
    productId: row.product_id,
    position: Number(row.position),
    key: row.storage_key,
    alt: row.alt,
    width: Number(row.width),
    height: Number(row.height),
    widths: JSON.parse(row.widths) as number[],
  };
}

/** The SQL of product pictures: the only place that reads or writes product_pictures. */
export class PictureRepository {
  constructor(private readonly database: Database) {}

  private get db(): Kysely<DB> {
    return this.database.db;
  }

  /** A product that is not deleted, or null. */
  async findOwner(productId: string): Promise<PictureOwner | null> {
    const row = await this.db
      .selectFrom("products")
      .select(["id", "name", "slug"])
      .where("id", "=", productId)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    return row ?? null;
  }

  async list(productId: string): Promise<PictureRecord[]> {
    const rows = await this.db
      .selectFrom("product_pictures")
      .selectAll()
      .where("product_id", "=", productId)
      .orderBy("position")
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows.map(toRecord);
  }

  /** Every picture by product id, each list in gallery order: what the catalogue copy reads. */
  async listByProduct(): Promise<Map<string, ProductPicture[]>> {
    const rows = await this.db
      .selectFrom("product_pictures")
      .selectAll()
      .orderBy("product_id")
      .orderBy("position")
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    const byProduct = new Map<string, ProductPicture[]>();
    for (const row of rows) {
      const { key, alt, width, height, widths } = toRecord(row);
      const list = byProduct.get(row.product_id) ?? [];
      list.push({ key, alt, width, height, widths });
      byProduct.set(row.product_id, list);
    }
    return byProduct;
  }

  /** Changes with every insert, update and delete, for the catalogue's cross-process check. */
  async version(): Promise<string> {
    const row = await this.db
      .selectFrom("product_pictures")
      .select((eb) => [
        eb.fn.countAll<number>().as("count"),
        eb.fn.max("updated_at").as("latest"),
        eb.fn.sum<string | number>("updated_at").as("total"),
        eb.fn.sum<string | number>("position").as("positions"),
      ])
      .executeTakeFirstOrThrow();
    return `${Number(row.count)}:${Number(row.latest ?? 0)}:${String(row.total ?? 0)}:${String(row.positions ?? 0)}`;
  }

  /**
   * Appends pictures to the product's gallery in one transaction. False when the product is
   * gone, or when the gallery would hold more than `max` pictures.
   */
  async append(productId: string, pictures: readonly NewPicture[], max: number, now: number): Promise<"ok" | "not-found" | "full"> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.lockOwner(trx, productId))) return "not-found";
      const row = await trx
        .selectFrom("product_pictures")
        .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max("position").as("last")])
        .where("product_id", "=", productId)
        .executeTakeFirstOrThrow();
      if (Number(row.count) + pictures.length > max) return "full";
      let position = row.last === null ? 0 : Number(row.last) + 1;
      for (const picture of pictures) {
        await trx
          .insertInto("product_pictures")
          .values({
            id: picture.id,
            product_id: productId,
            position: position++,
            alt: picture.alt,
            width: picture.width,
            height: picture.height,
            storage_key: picture.key,
            widths: JSON.stringify(picture.widths),
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      return "ok";
    });
  }

  /** False when there is no such picture of this product. */
  async setAlt(productId: string, pictureId: string, alt: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable("product_pictures")
      .set({ alt, updated_at: now })
      .where("id", "=", pictureId)
      .where("product_id", "=", productId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Gives the pictures the order listed. False (and nothing written) when the list is not
   * exactly the product's pictures.
   */
  async reorder(productId: string, order: readonly string[], now: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.lockOwner(trx, productId))) return false;
      const ids = (await trx.selectFrom("product_pictures").select("id").where("product_id", "=", productId).execute()).map((r) => r.id);
      if (ids.length !== order.length || new Set(order).size !== order.length || !order.every((id) => ids.includes(id))) return false;
      for (const [position, id] of order.entries()) {
        await trx.updateTable("product_pictures").set({ position, updated_at: now }).where("id", "=", id).execute();
      }
      return true;
    });
  }

  /** The removed picture (its files are the caller's to delete), or null when there was none. */
  async remove(productId: string, pictureId: string, now: number): Promise<PictureRecord | null> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.lockOwner(trx, productId))) return null;
      const row = await trx
        .deleteFrom("product_pictures")
        .where("id", "=", pictureId)
        .where("product_id", "=", productId)
        .returningAll()
        .executeTakeFirst();
      if (!row) return null;
      // The ones after it move up, so positions stay 0..n-1.
      const after = await trx
        .selectFrom("product_pictures")
        .select(["id", "position"])
        .where("product_id", "=", productId)
        .where("position", ">", row.position)
        .execute();
      for (const { id, position } of after) {
        await trx.updateTable("product_pictures").set({ position: Number(position) - 1, updated_at: now }).where("id", "=", id).execute();
      }
      return toRecord(row);
    });
  }

  /**
   * Takes the product's row lock on PostgreSQL (SQLite has one writer anyway), so two changes
   * to one gallery take turns. False when the product is gone.
   */
  private async lockOwner(trx: Transaction<DB>, productId: string): Promise<boolean> {
    let query = trx.selectFrom("products").select("id").where("id", "=", productId).where("deleted_at", "is", null);
    if (this.database.kind === "postgres") query = query.forUpdate();
    return (await query.executeTakeFirst()) !== undefined;
  }
}
