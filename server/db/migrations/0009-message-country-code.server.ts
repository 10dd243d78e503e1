import { type Kysely, type Migration } from "kysely";
import { resolveCountry } from "../../../app/company/countries.server";

/**
 * The ISO 3166-1 alpha-2 code of an inquiry's country, beside its English name, so the
 * dashboard can place requests on the map whatever spelling the buyer used. Messages stored
 * before this get the code of their country name (those names came from the site's own list).
 */
/** The columns this migration reads and writes, as they are when it runs. */
interface Columns {
  messages: { country: string | null; country_code: string | null };
}

export const messageCountryCode: Migration = {
  async up(db: Kysely<Columns>) {
    await db.schema.alterTable("messages").addColumn("country_code", "text").execute();
    const named = await db
      .selectFrom("messages")
      .select("country")
      .distinct()
      .where("country", "is not", null)
      .execute();
    for (const { country } of named) {
      const code = country === null ? undefined : resolveCountry(country)?.code;
      if (code && country !== null) await db.updateTable("messages").set({ country_code: code }).where("country", "=", country).execute();
    }
    await db.schema.createIndex("messages_country_code").on("messages").column("country_code").execute();
  },
  async down(db: Kysely<Columns>) {
    await db.schema.dropIndex("messages_country_code").execute();
    await db.schema.alterTable("messages").dropColumn("country_code").execute();
  },
};
