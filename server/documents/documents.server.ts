import { randomBytes, randomUUID } from "node:crypto";
import { fieldErrors } from "../../app/forms/field-errors";
import { invalid, notFound, ok, unavailable, type Outcome } from "../../app/forms/outcome";
import { DOCUMENT_FILE_FIELD, DOCUMENT_TOO_LARGE, DocumentFieldsSchema, isExpired, type DocumentFields, type DocumentVisibility } from "../../app/schemas/documents";
import { DAY_MS, isoDay } from "../../app/schemas/days";
import type { UploadedFile } from "../http/multipart.server";
import type { Logger } from "../logger.server";
import { checkDocumentFile } from "../media/document-files.server";
import type { MediaStorage, StoredMedia } from "../media/media-storage.server";
import type { DocumentProduct, DocumentRecord, DocumentRepository, DocumentVersion } from "./document-repository.server";

export const DOCUMENT_NOT_FOUND = "Document not found";
/** How far ahead the dashboard looks for documents that expire. */
export const EXPIRY_WARNING_DAYS = 60;
export const NO_FILE_CHOSEN = "Choose the document's file.";
export const STORAGE_UNAVAILABLE = "The file could not be stored. Please try again later.";
export const UNKNOWN_PRODUCT = "One of the chosen products does not exist";

/** Who asks for a file: anyone (public documents only) or a signed-in admin (every document). */
export type FileAccess = "public" | "admin";

/** A file ready to be streamed, with what its headers need. */
export interface DocumentFile extends StoredMedia {
  fileName: string;
}

interface DocumentsOptions {
  repository: DocumentRepository;
  storage: MediaStorage;
  log: Logger;
  /** Announces a change of the library (the page cache drops the pages that list documents). */
  changed?: () => void;
  now?: () => number;
}

/** A file's name as a download names it: letters, digits, dots, dashes and spaces, with the stored type's extension. */
export function downloadName(name: string, extension: string): string {
  const base = name
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .normalize("NFKD")
    .replace(/[^\w .-]+/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return `${base || "document"}.${extension}`;
}

/** Posted form values as the schema reads them (the product choice is a list). */
export function documentInput(values: Record<string, string>, productIds: readonly string[]): Record<string, unknown> {
  return { ...values, productIds: [...productIds] };
}

/**
 * The document library (docs/decisions/0050-document-library.md): documents with their details,
 * products and versions; files checked by content and kept in the media storage under keys
 * never reused; reads by visibility.
 */
export class DocumentsService {
  private readonly repository: DocumentRepository;
  private readonly storage: MediaStorage;
  private readonly log: Logger;
  private readonly now: () => number;
  private readonly changed: () => void;
  /** The documents the public pages list (public and on request), held in memory: a public page never waits for the database. */
  private listed: DocumentRecord[] = [];

  constructor(options: DocumentsOptions) {
    this.repository = options.repository;
    this.storage = options.storage;
    this.log = options.log;
    this.now = options.now ?? Date.now;
    this.changed = options.changed ?? (() => undefined);
  }

  /** Today (UTC), which decides what has expired. */
  today(): string {
    return isoDay(this.now());
  }

  list(filter: { productId?: string; visibility?: readonly DocumentVisibility[] } = {}): Promise<DocumentRecord[]> {
    return this.repository.list(filter);
  }

  /**
   * The documents to renew, whatever their visibility: those past their expiry date and those
   * that expire within `EXPIRY_WARNING_DAYS` days from today (UTC), soonest first.
   */
  async toRenew(): Promise<{ today: string; expired: DocumentRecord[]; expiring: DocumentRecord[] }> {
    const today = this.today();
    const horizon = isoDay(this.now() + EXPIRY_WARNING_DAYS * DAY_MS);
    const due = (await this.repository.list({ expiresBy: horizon })).sort((a, b) => a.expiresOn!.localeCompare(b.expiresOn!) || a.title.localeCompare(b.title));
    return { today, expired: due.filter((d) => isExpired(d.expiresOn, today)), expiring: due.filter((d) => !isExpired(d.expiresOn, today)) };
  }

  productChoices(): Promise<DocumentProduct[]> {
    return this.repository.productChoices();
  }

  async get(id: string): Promise<Outcome<{ document: DocumentRecord; versions: DocumentVersion[] }>> {
    const document = await this.repository.find(id);
    if (!document) return notFound(DOCUMENT_NOT_FOUND);
    return ok({ document, versions: await this.repository.versions(id) });
  }

  /** Reads again the documents the public pages list (at start, after a change here or in another process). */
  async reloadListed(): Promise<void> {
    this.listed = await this.repository.list({ visibility: ["public", "on-request"] });
  }

  /** After a write: the public copy read again, then the change announced (the page cache drops its pages). */
  private async published(): Promise<void> {
    await this.reloadListed();
    this.changed();
  }

  /** The company's documents the public may see (public or on request), from memory, newest change first. */
  companyDocuments(): DocumentRecord[] {
    return this.listed.filter((document) => document.products.length === 0);
  }

  /** Every product's documents the public may see (public or on request), from memory. */
  allProductDocuments(): DocumentRecord[] {
    return this.listed.filter((document) => document.products.length > 0);
  }

  /** A product's documents the public may see (public or on request), from memory. */
  productDocuments(productId: string): DocumentRecord[] {
    return this.listed.filter((document) => document.products.some((product) => product.id === productId));
  }

  private async parse(input: Record<string, unknown>): Promise<Outcome<DocumentFields>> {
    const parsed = DocumentFieldsSchema.safeParse(input);
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    const existing = await this.repository.existingProducts(parsed.data.productIds);
    if (parsed.data.productIds.some((id) => !existing.has(id))) return invalid({ productIds: UNKNOWN_PRODUCT });
    return ok({ ...parsed.data, productIds: [...new Set(parsed.data.productIds)] });
  }

  /** Checks the file and writes it under a new key; the caller records it or deletes it. */
  private async store(file: UploadedFile | undefined): Promise<Outcome<{ key: string; contentType: string; size: number; fileName: string }>> {
    if (!file) return invalid({ [DOCUMENT_FILE_FIELD]: NO_FILE_CHOSEN });
    if (file.oversized) return invalid({ [DOCUMENT_FILE_FIELD]: DOCUMENT_TOO_LARGE });
    const check = await checkDocumentFile(file.bytes);
    if (!check.ok) return invalid({ [DOCUMENT_FILE_FIELD]: check.reason });
    const key = `documents/${randomBytes(16).toString("hex")}/file.${check.kind.extension}`;
    try {
      await this.storage.put(key, file.bytes, check.kind.type);
    } catch (error) {
      this.log.error({ err: error }, "document file not stored");
      return unavailable(STORAGE_UNAVAILABLE);
    }
    return ok({ key, contentType: check.kind.type, size: file.bytes.length, fileName: downloadName(file.name, check.kind.extension) });
  }

  private async forget(key: string): Promise<void> {
    await this.storage.delete(key).catch((error: unknown) => this.log.warn({ err: error, key }, "document file not deleted"));
  }

  /** A new document with its first file: nothing is kept unless both the details and the file pass. */
  async create(input: Record<string, unknown>, file: UploadedFile | undefined, adminId: string | null, sample = false): Promise<Outcome<DocumentRecord>> {
    const fields = await this.parse(input);
    if (fields.kind !== "ok") {
      if (fields.kind !== "invalid") return fields;
      // The file's own refusal is said with the fields' (one round trip tells everything).
      const refusal = file ? await this.checkOnly(file) : NO_FILE_CHOSEN;
      return refusal ? invalid({ ...fields.errors, [DOCUMENT_FILE_FIELD]: refusal }) : fields;
    }
    const stored = await this.store(file);
    if (stored.kind !== "ok") return stored;
    const id = randomUUID();
    try {
      await this.repository.create(id, fields.value, { id: randomUUID(), ...stored.value, uploadedBy: adminId }, this.now(), sample);
    } catch (error) {
      await this.forget(stored.value.key);
      throw error;
    }
    await this.published();
    return ok((await this.repository.find(id))!);
  }

  /** The refusal of a file, without storing it (undefined when it would pass). */
  private async checkOnly(file: UploadedFile): Promise<string | undefined> {
    if (file.oversized) return DOCUMENT_TOO_LARGE;
    const check = await checkDocumentFile(file.bytes);
    return check.ok ? undefined : check.reason;
  }

  async update(id: string, input: Record<string, unknown>): Promise<Outcome<DocumentRecord>> {
    const fields = await this.parse(input);
    if (fields.kind !== "ok") return fields;
    if (!(await this.repository.update(id, fields.value, this.now()))) return notFound(DOCUMENT_NOT_FOUND);
    await this.published();
    return ok((await this.repository.find(id))!);
  }

  /** A new version of the document's file; the earlier ones stay in its history. */
  async addVersion(id: string, file: UploadedFile | undefined, adminId: string | null): Promise<Outcome<{ version: number }>> {
    if (!(await this.repository.find(id))) return notFound(DOCUMENT_NOT_FOUND);
    const stored = await this.store(file);
    if (stored.kind !== "ok") return stored;
    try {
      const version = await this.repository.addVersion(id, { id: randomUUID(), ...stored.value, uploadedBy: adminId }, this.now());
      await this.published();
      return ok({ version });
    } catch (error) {
      await this.forget(stored.value.key);
      throw error;
    }
  }

  /**
   * A document's file to stream: its current version, or one of its history (admin only).
   * Null when it does not exist or the asker may not have it: a document that is not public is
   * the same "not found" to the public as one that does not exist.
   */
  async openFile(id: string, access: FileAccess, version?: number): Promise<DocumentFile | null> {
    const document = await this.repository.find(id);
    if (!document) return null;
    if (access === "public" && (document.visibility !== "public" || version !== undefined)) return null;
    const chosen = version === undefined ? document.current : await this.repository.findVersion(id, version);
    return chosen ? this.openVersion(chosen) : null;
  }

  /** A stored version's bytes as a stream (for a caller that already decided the asker may have it). */
  async openVersion(version: DocumentVersion): Promise<DocumentFile | null> {
    const stored = await this.storage.get(version.key);
    return stored && { ...stored, contentType: version.contentType, fileName: version.fileName };
  }
}
