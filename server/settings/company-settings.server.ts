import type { Kysely } from "kysely";
import { companyDefaults } from "../../app/config/site";
import type { CompanyDetails } from "../../app/company/company";
import { fieldErrors } from "../../app/forms/field-errors";
import { invalid, ok, type Outcome } from "../../app/forms/outcome";
import { CompanySettingsSchema } from "../../app/schemas/company-settings";
import type { ContentChanges } from "../content-changes.server";
import type { DB } from "../db/schema.server";
import type { Logger } from "../logger.server";

/** Who saved a change (the signed-in admin). */
export interface Actor {
  id: string;
  name: string;
}

const KEY = "company";

/**
 * The company's details (Settings): kept in the database, read by every page from an in-memory
 * copy, so rendering a page never waits for the database. Saving replaces the copy and emits
 * "settings" (cached pages drop; other processes reload theirs, see ContentChanges).
 */
export class CompanySettings {
  private current: CompanyDetails = companyDefaults;
  private updatedAt: number | null = null;
  /**
   * Saves and reloads run one at a time: the copy is then always the last value written by
   * this process or read after it, never an older one whose write or read finished late.
   */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly db: Kysely<DB>,
    private readonly changes: ContentChanges,
    private readonly log: Logger,
  ) {}

  static async open(options: { db: Kysely<DB>; changes: ContentChanges; log: Logger }): Promise<CompanySettings> {
    const settings = new CompanySettings(options.db, options.changes, options.log);
    await settings.reload();
    options.changes.refreshWith("settings", () => settings.reloadKeepingCopy());
    return settings;
  }

  /** The details as shown on every page: the copy in memory. */
  company(): CompanyDetails {
    return this.current;
  }

  /** When an admin last saved them (ms), or null while they are the defaults. */
  lastSaved(): number | null {
    return this.updatedAt;
  }

  async update(input: unknown, actor: Actor, now = Date.now()): Promise<Outcome<CompanyDetails>> {
    const parsed = CompanySettingsSchema.safeParse(input);
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    const value = JSON.stringify(parsed.data);
    const by = JSON.stringify(actor);
    await this.serially(async () => {
      await this.db
        .insertInto("site_settings")
        .values({ key: KEY, value, updated_at: now, updated_by: by })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now, updated_by: by }))
        .execute();
      this.current = parsed.data;
      this.updatedAt = now;
    });
    this.log.info({ admin: actor.id }, "company details changed");
    this.changes.emit("settings");
    return ok(parsed.data);
  }

  /** Reads the stored details; fields a newer default added, or stored values now refused, fall back to the defaults. */
  reload(): Promise<void> {
    return this.serially(() => this.read());
  }

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => {});
    return run;
  }

  private async read(): Promise<void> {
    const row = await this.db.selectFrom("site_settings").select(["value", "updated_at"]).where("key", "=", KEY).executeTakeFirst();
    if (!row) {
      this.current = companyDefaults;
      this.updatedAt = null;
      return;
    }
    let stored: unknown;
    try {
      stored = JSON.parse(row.value);
    } catch {
      stored = {};
    }
    const merged = { ...companyDefaults, ...(typeof stored === "object" && stored !== null ? stored : {}) };
    const parsed = CompanySettingsSchema.safeParse(merged);
    if (parsed.success) {
      this.current = parsed.data;
    } else {
      this.log.warn({ issues: parsed.error.issues }, "stored company details are invalid; showing the defaults for those fields");
      const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      const repaired = Object.fromEntries(
        Object.entries(merged).map(([field, v]) => [field, bad.has(field) ? companyDefaults[field as keyof CompanyDetails] : v]),
      );
      this.current = CompanySettingsSchema.safeParse(repaired).data ?? companyDefaults;
    }
    this.updatedAt = Number(row.updated_at);
  }

  /** For another process's change: a failed read keeps the current copy. */
  private async reloadKeepingCopy(): Promise<void> {
    try {
      await this.reload();
    } catch (error) {
      this.log.warn({ err: error }, "could not reload the company details; keeping the current copy");
    }
  }
}
