import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { CatalogueImportsTable, DB } from "../db/schema.server";

export type ImportPreviewRow = Selectable<CatalogueImportsTable>;

/** The spreadsheets whose previews this table keeps: the catalogue's, and the registrations' (decision 0057). */
export type ImportKind = "catalogue" | "registrations";

/** A new preview's token: the admin's browser holds it, the table only its hash. */
export function newPreviewToken(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * The stored id of a preview's token: its hash, salted with the kind of sheet, so that one
 * kind's token finds nothing of the other (a registrations preview is never applied to the
 * catalogue). The catalogue's ids stay the token's plain hash, as they were before.
 */
export function previewId(kind: ImportKind, token: string): string {
  return createHash("sha256")
    .update(kind === "catalogue" ? token : `${kind}:${token}`)
    .digest("hex");
}

/** Stored import previews (table catalogue_imports), looked up by the hash of their token. */
export class ImportPreviewRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Stores a preview and clears those that expired, so the table never grows. */
  async createPreview(row: ImportPreviewRow): Promise<void> {
    await this.db.deleteFrom("catalogue_imports").where("expires_at", "<=", row.created_at).execute();
    await this.db.insertInto("catalogue_imports").values(row).execute();
  }

  /** The preview, when it exists and has not expired at `now`. */
  async getPreviewById(id: string, now: number): Promise<ImportPreviewRow | undefined> {
    return this.db.selectFrom("catalogue_imports").selectAll().where("id", "=", id).where("expires_at", ">", now).executeTakeFirst();
  }

  /** True when this call removed it: a preview is applied once, even by two confirms at once. */
  async deletePreview(db: Kysely<DB>, id: string): Promise<boolean> {
    const result = await db.deleteFrom("catalogue_imports").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
