import { type Kysely, type Migration } from "kysely";

/**
 * How a message reached the site (decision 0063): "web" (a page's form or the JSON API a page
 * posts to) or "assistant" (a tool call on the MCP endpoint). Every message stored before this
 * came through the website, so existing rows read 'web'.
 */
export const messageChannel: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("messages")
      .addColumn("channel", "text", (c) => c.notNull().defaultTo("web"))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("messages").dropColumn("channel").execute();
  },
};
