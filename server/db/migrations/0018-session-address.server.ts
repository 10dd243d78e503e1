import { type Kysely, type Migration } from "kysely";

/**
 * The address a session signed in from (two sessions of one browser looked the same
 * in the account's list): the client's IP as the server saw it. Sessions started before this
 * have none, and the list says so.
 */
export const sessionAddress: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("admin_sessions").addColumn("ip", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("admin_sessions").dropColumn("ip").execute();
  },
};
