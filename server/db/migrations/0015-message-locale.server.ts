import { type Kysely, type Migration } from "kysely";

/**
 * The language of the page a message was sent from (so a reply can be written in it), as a locale code ("en", "fr", "es", "ru", "ar"). Every message stored before this
 * came from the English site, so existing rows read 'en'.
 */
export const messageLocale: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("messages")
      .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("messages").dropColumn("locale").execute();
  },
};
