import { type Kysely, type Migration } from "kysely";

/**
 * Each admin's role (decision 0065): "owner", "sales" or "catalogue". Every admin before roles
 * could do everything, so existing rows become owners.
 */
export const adminRoles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("admins")
      .addColumn("role", "text", (c) => c.notNull().defaultTo("owner"))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("admins").dropColumn("role").execute();
  },
};
