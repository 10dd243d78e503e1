import type { ColumnType } from "kysely";
import type { ProductFieldColumns, TranslationFieldColumns } from "../../app/schemas/product-fields.server";
import type { AdminRole } from "../../app/admin/roles";

/**
 * The database's tables as Kysely sees them. Timestamps are epoch milliseconds (bigint in
 * PostgreSQL, integer in SQLite) so both engines compare and sort them the same way; lists are
 * JSON text. Each migration that adds a table adds its interface here.
 */
export interface DB {
  rate_limits: RateLimitsTable;
  products: ProductsTable;
  product_slug_redirects: ProductSlugRedirectsTable;
  product_revisions: ProductRevisionsTable;
  messages: MessagesTable;
  outbox: OutboxTable;
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  admin_password_resets: AdminPasswordResetsTable;
  admin_totp: AdminTotpTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_login_challenges: AdminLoginChallengesTable;
  quote_lines: QuoteLinesTable;
  quote_references: QuoteReferencesTable;
  quote_lists: QuoteListsTable;
  quote_list_items: QuoteListItemsTable;
  site_settings: SiteSettingsTable;
  product_pictures: ProductPicturesTable;
  catalogue_imports: CatalogueImportsTable;
  product_translations: ProductTranslationsTable;
  cache_purges: CachePurgesTable;
  documents: DocumentsTable;
  document_products: DocumentProductsTable;
  document_versions: DocumentVersionsTable;
  document_expiry_notices: DocumentExpiryNoticesTable;
  document_library_seed: DocumentLibrarySeedTable;
  catalogue_terms: CatalogueTermsTable;
  product_registrations: ProductRegistrationsTable;
  document_request_items: DocumentRequestItemsTable;
  document_request_decisions: DocumentRequestDecisionsTable;
  document_downloads: DocumentDownloadsTable;
  lead_events: LeadEventsTable;
  lead_mails: LeadMailsTable;
  reply_templates: ReplyTemplatesTable;
  follow_up_digests: FollowUpDigestsTable;
  quotation_numbers: QuotationNumbersTable;
  quotations: QuotationsTable;
  quotation_versions: QuotationVersionsTable;
  quotation_lines: QuotationLinesTable;
  quotation_reminders: QuotationRemindersTable;
  printed_files: PrintedFilesTable;
}

/** A purge for the cache in front, queued until it is accepted (migration 0019). */
export interface CachePurgesTable {
  id: string;
  /** The tags to purge, separated by spaces. */
  tags: string;
  state: "queued" | "sending";
  attempts: number;
  next_attempt_at: number;
  claim_token: string | null;
  claimed_until: number | null;
  last_error: string | null;
  created_at: number;
}

/** A product's registration in one country (migration 0024). */
export interface ProductRegistrationsTable {
  product_id: string;
  /** ISO 3166-1 alpha-2. */
  country_code: string;
  /** One of REGISTRATION_STATUSES (app/schemas/registrations.ts). */
  status: string;
  number: string | null;
  /** YYYY-MM-DD, or null when it has no expiry on record. */
  valid_until: string | null;
  /** 1 for the samples a new database starts with (marked in the admin). */
  sample: ColumnType<number, number | undefined, number>;
  updated_at: number;
}

/** A category or dosage form of the admin's managed lists (migration 0023). */
export interface CatalogueTermsTable {
  /** "category" or "dosageForm". */
  kind: string;
  /** The English name it was added with: products store it, URLs carry it; never changes. */
  key: string;
  /** JSON: its name in each language, by language code. */
  names: string;
  /** A category's picture (a path under the site); null: the site's placeholder. */
  image: string | null;
  position: number;
  /** 1 for the specification's terms written in at start-up. */
  seeded: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/**
 * The products table: the declared fields' columns (app/schemas/product-fields.ts: name,
 * composition, category, lists as JSON text, status, featured as 1 or 0, display order...) and
 * the row's own.
 */
export interface ProductsTable extends ProductFieldColumns {
  id: string;
  /** The public URL key, derived from the name by the slug rule; unique. */
  slug: string;
  /** The slug of the content/products.ts entry this row came from; null for admin-made rows. */
  seed_slug: string | null;
  /** Hash of the seed entry last written to this row, so an unchanged seed costs no write. */
  seed_hash: string | null;
  /** JSON list of image paths, already flattened. */
  images: string;
  created_at: number;
  updated_at: number;
  /** Set by an admin edit: from then on the seed leaves the row alone. */
  edited_at: number | null;
  /** Set when an admin deletes the product: hidden, and the seed does not bring it back. */
  deleted_at: number | null;
}

/** The slug a product had before a rename: its URL answers 301 to the product's current slug. */
export interface ProductSlugRedirectsTable {
  old_slug: string;
  product_id: string;
  created_at: number;
}

/** One admin change of a product: who, when, what, and the product's values before it. */
export interface ProductRevisionsTable {
  id: string;
  product_id: string;
  admin_id: string;
  /** The admin's name at the time, so the history reads the same after the account goes. */
  admin_name: string;
  action: string;
  /** JSON of the product's editable values before the change; null for a creation. */
  previous: string | null;
  /** JSON of the fields the change changed, each with its value before and after; null when not recorded (before migration 0017). */
  changes: string | null;
  created_at: number;
}

// The vocabulary is the app's (app/schemas/inbox.ts); the tables store it.
export type { MessageChannel, MessageKind, MessageStatus, OutboxRecipient, OutboxState } from "../../app/schemas/inbox";
import type { MessageChannel, MessageKind, MessageStatus, OutboxRecipient, OutboxState } from "../../app/schemas/inbox";
import type { LeadEventKind, LeadStage, LostReason } from "../../app/schemas/leads";

/** An inbound message of any kind (contact, inquiry, quote request); the fields its kind does not have are null. */
export interface MessagesTable {
  id: string;
  kind: MessageKind;
  name: string | null;
  email: string;
  phone: string;
  interest: string | null;
  product: string | null;
  /** The country's English name as the site writes it (inquiries and quote requests). */
  country: string | null;
  /** Its ISO 3166-1 alpha-2 code; null for contact messages (and any older row whose name the site could not place). */
  country_code: string | null;
  message: string | null;
  /** The sender's local date-time string, as their browser wrote it. */
  client_time: string | null;
  /** A quote request's fields (null for the other kinds); `documents` is a JSON list of values. */
  company: string | null;
  destination: string | null;
  incoterm: string | null;
  /** YYYY-MM-DD, or null when the buyer named no date. */
  wanted_by: string | null;
  documents: string | null;
  /** "yes" or "no". */
  private_label: string | null;
  /** "Q-2026-00042": unique, sequential per year. */
  reference: string | null;
  /** The language of the page it was sent from ("en", "fr"...); 'en' for older rows. */
  locale: ColumnType<string, string | undefined, string>;
  /** How it reached the site: "web", or "assistant" (the MCP endpoint); 'web' for older rows. */
  channel: ColumnType<MessageChannel, MessageChannel | undefined, MessageChannel>;
  status: MessageStatus;
  created_at: number;
  updated_at: number;
  /** The lead (migration 0031, decision 0068): the admin who owns it, or null. */
  owner_id: string | null;
  stage: ColumnType<LeadStage, LeadStage | undefined, LeadStage>;
  /** Why a lost lead was lost, with staff's optional words; null for any other stage. */
  lost_reason: LostReason | null;
  lost_note: string | null;
  /** The next follow-up, YYYY-MM-DD. */
  follow_up_on: string | null;
  /** A JSON list of tags (app/schemas/leads.ts). */
  tags: ColumnType<string, string | undefined, string>;
  /** The buyer's company and country as staff know them; first what the message said. */
  buyer_company: string | null;
  buyer_country: string | null;
  /** When the buyer's latest answer came in, until staff reply (migration 0032); null otherwise. */
  answered_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The lead's columns of a message, which no kind fills. */
export type LeadColumns = "owner_id" | "stage" | "lost_reason" | "lost_note" | "follow_up_on" | "tags" | "buyer_company" | "buyer_country" | "answered_at";

/** One entry of a lead's timeline (migration 0031). */
export interface LeadEventsTable {
  id: string;
  message_id: string;
  kind: LeadEventKind;
  /** Who did it: null for the message's own arrival. The name is kept as it was then. */
  actor_id: string | null;
  actor_name: string | null;
  /** JSON: what changed, as the kind says (app/schemas/leads.ts `LeadEvent`). */
  detail: string;
  created_at: number;
}

/**
 * One mail of a lead's thread (migration 0032, decision 0069): staff's reply ("out") or the
 * buyer's answer ("in"). An answer no lead claimed has no `message_id` and the state "unmatched".
 */
export interface LeadMailsTable {
  id: string;
  message_id: string | null;
  direction: "out" | "in";
  /** The Message-ID header, angle brackets included; unique. */
  rfc_message_id: string;
  in_reply_to: string | null;
  /** The References header's ids, separated by spaces. */
  references: string | null;
  from_address: string;
  from_name: string | null;
  to_address: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** A reply's language ("en", "fr"...); null for an answer. */
  language: string | null;
  /** JSON: a reply's documents, or an answer's stored attachments (app/schemas/lead-mail.ts). */
  attachments: ColumnType<string, string | undefined, string>;
  state: "thread" | "unmatched" | "discarded";
  /** Who sent a reply (the name kept as it was then); null for an answer. */
  actor_id: string | null;
  actor_name: string | null;
  created_at: number;
}

/** A reply template staff edited, per kind of message and language (the defaults are in content/i18n). */
export interface ReplyTemplatesTable {
  kind: MessageKind;
  language: string;
  subject: string;
  body: string;
  updated_by: string | null;
  updated_at: number;
}

/** The last quotation number of each year (migration 0033). */
export interface QuotationNumbersTable {
  year: number;
  last: number;
}

/** A quotation of a lead (migration 0033, decision 0072): its number and its newest version. */
export interface QuotationsTable {
  id: string;
  /** "QT-2026-0001": unique, sequential per year. */
  number: string;
  message_id: string;
  current_version: number;
  created_by: string | null;
  created_at: number;
  updated_at: number;
}

/** One version of a quotation: its terms and totals; "draft" until sent, then never changed. */
export interface QuotationVersionsTable {
  quotation_id: string;
  version: number;
  state: "draft" | "sent";
  currency: string;
  language: string;
  incoterm: string;
  port: string;
  payment_terms: string;
  lead_time: string;
  /** YYYY-MM-DD. */
  valid_until: string;
  notes: string;
  /** Hundredths of a percent. */
  discount_bp: number;
  /** Minor units, as decimal digits (app/schemas/money.ts). */
  subtotal: string;
  discount: string;
  total: string;
  created_by: string | null;
  created_at: number;
  sent_at: number | null;
  /** SHA-256 (hex) of the sent version's link token (migration 0034); the token itself is never stored. */
  token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The buyer's answer through the link: "accepted" or "declined", with a reason and words. */
  answer: ColumnType<"accepted" | "declined" | null, "accepted" | "declined" | null | undefined, "accepted" | "declined" | null>;
  answer_reason: ColumnType<string | null, string | null | undefined, string | null>;
  answer_note: ColumnType<string | null, string | null | undefined, string | null>;
  answered_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A sent version's reminder, claimed once (migration 0035). */
export interface QuotationRemindersTable {
  quotation_id: string;
  version: number;
  created_at: number;
}

/** A PDF the site printed for buyers, per language (migration 0036, decision 0073). */
export interface PrintedFilesTable {
  kind: "data-sheet" | "catalogue";
  scope: string;
  language: string;
  media_key: string;
  fingerprint: string;
  size: number;
  pages: number;
  built_at: number;
}

/** A line of one version: quantity in thousandths, unit price in ten-thousandths, total in minor units (decimal digits). */
export interface QuotationLinesTable {
  quotation_id: string;
  version: number;
  position: number;
  product_slug: string | null;
  product_name: string;
  quantity: string;
  unit: string;
  unit_price: string;
  line_total: string;
}

/** A follow-up digest claimed for one admin and UTC day (YYYY-MM-DD): at most one each. */
export interface FollowUpDigestsTable {
  id: string;
  admin_id: string;
  day: string;
  created_at: number;
}

/**
 * One e-mail delivery, claimed by a worker under a lease: of a message (one per message and
 * recipient), a document's expiry notice, a reply of a lead's thread or a follow-up digest;
 * exactly one of the four ids is set.
 */
export interface OutboxTable {
  message_id: string | null;
  notice_id: string | null;
  mail_id: ColumnType<string | null, string | null | undefined, string | null>;
  digest_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** "admin": a follow-up digest, to the admin it was claimed for. */
  recipient: OutboxRecipient | "admin";
  /** Stable across retries; the mail's Message-ID is derived from it. */
  idempotency_key: string;
  state: OutboxState;
  attempts: number;
  next_attempt_at: number;
  claim_token: string | null;
  claimed_until: number | null;
  last_error: string | null;
  sent_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface AdminsTable {
  id: string;
  full_name: string;
  /** As entered (trimmed); `email_key` is its lower-case form, unique. */
  email: string;
  email_key: string;
  user_name: string;
  user_name_key: string;
  /** argon2id, PHC string. Never leaves the server. */
  password_hash: string;
  /** "owner", "sales" or "catalogue" (app/admin/roles.ts); existing admins became owners. */
  role: ColumnType<AdminRole, AdminRole | undefined, AdminRole>;
  /** 1 when the admin asked for the daily e-mail of their follow-ups (migration 0032). */
  follow_up_digest: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
}

export interface AdminSessionsTable {
  /** SHA-256 (hex) of the cookie value; the value itself is never stored. */
  id_hash: string;
  admin_id: string;
  created_at: number;
  last_seen_at: number;
  /** created_at plus the absolute lifetime. */
  expires_at: number;
  /** The browser's User-Agent at sign-in (cut to 512 characters), to name the device. */
  user_agent: string | null;
  /** The client's address at sign-in (migration 0018); null for sessions older than it. */
  ip?: string | null;
}

/** A one-time password reset link; the token itself is only in the e-mail. */
export interface AdminPasswordResetsTable {
  /** SHA-256 (hex) of the link's 256-bit token. */
  token_hash: string;
  admin_id: string;
  created_at: number;
  expires_at: number;
  /** Set when the link is used: it never works twice. */
  used_at: number | null;
}

/** An admin's TOTP secret (RFC 6238); enabled_at is null while enrolment waits for a code. */
export interface AdminTotpTable {
  admin_id: string;
  /** Base32. Plain text in the database: see README, two-factor sign-in. */
  secret: string;
  enabled_at: number | null;
  /** The last accepted time step: a code is never accepted twice. */
  last_step: number | null;
  created_at: number;
}

export interface AdminRecoveryCodesTable {
  admin_id: string;
  /** SHA-256 (hex) of the normalised code. */
  code_hash: string;
  used_at: number | null;
}

/** A sign-in that passed the password step and waits for its second factor. */
export interface AdminLoginChallengesTable {
  token_hash: string;
  admin_id: string;
  attempts: number;
  expires_at: number;
}

/** A quote request's products, in the buyer's order; name and slug as they were when it was sent. */
export interface QuoteLinesTable {
  message_id: string;
  position: number;
  product_slug: string;
  product_name: string;
  quantity: number;
  unit: string;
  note: string;
  /** 0 when the product had been hidden or deleted from the catalogue by the time the buyer sent the list. */
  available: ColumnType<number, number | undefined, number>;
}

export interface QuoteReferencesTable {
  year: number;
  /** The last sequence number given out this year. */
  last: number;
}

/** A visitor's quote list, named by the random id in their `quote` cookie. */
export interface QuoteListsTable {
  id: string;
  created_at: number;
  updated_at: number;
  /** The request form's fields as typed, JSON; null until the buyer types in it. */
  draft: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A product on a list, by its id: a rename keeps it, and a hidden or deleted product stays, shown as unavailable. */
export interface QuoteListItemsTable {
  list_id: string;
  product_id: string;
  /** The product's name when it was added: shown if the product has since left the database. */
  product_name: string;
  /** Null until the buyer sets one. */
  quantity: number | null;
  unit: string;
  note: string;
  added_at: number;
}

/** A group of settings an admin edits (migration 0012), its value as JSON. */
export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: number;
  /** The admin who saved it last: `{id, name}` as JSON. */
  updated_by: string | null;
}

/** An uploaded product picture; its files are in the media storage under `storage_key`. */
export interface ProductPicturesTable {
  id: string;
  product_id: string;
  /** Order within the product's gallery, from 0. */
  position: number;
  alt: string;
  /** Size of the largest stored variant, after orientation. */
  width: number;
  height: number;
  /** Prefix of the variants' keys: `${storage_key}/${width}.avif` and `.webp`. Never reused. */
  storage_key: string;
  /** JSON list of the stored variant widths, ascending. */
  widths: string;
  created_at: number;
  updated_at: number;
}

/** A spreadsheet import's preview, waiting for the admin's confirmation. */
export interface CatalogueImportsTable {
  /** SHA-256 (hex) of the token in the preview's URL. */
  id: string;
  admin_id: string;
  file_name: string;
  /** The catalogue's version when the preview was made: the confirm refuses when it moved. */
  catalogue_version: string;
  /** JSON of the import plan (server/catalogue/import-plan.server.ts). */
  plan: string;
  created_at: number;
  expires_at: number;
}

/** A product's translatable fields (description list, key benefits: JSON lists) in one language. */
export interface ProductTranslationsTable extends TranslationFieldColumns {
  product_id: string;
  /** "fr", "es", "ru" or "ar" (app/i18n/locales.ts). */
  locale: string;
  updated_at: number;
  /** The admin's id, or "seed" for the translators' texts. */
  updated_by: string;
}

/** A document of the library (certificate, product document, registration); its files are its versions. */
export interface DocumentsTable {
  id: string;
  /** One of DOCUMENT_TYPES (app/schemas/documents.ts). */
  type: string;
  title: string;
  number: string | null;
  issuer: string | null;
  /** YYYY-MM-DD. */
  issued_on: string | null;
  /** YYYY-MM-DD, the last day of validity. */
  expires_on: string | null;
  /** ISO 3166-1 alpha-2. */
  country_code: string | null;
  scope_note: string | null;
  /** https:// address of the issuer's register. */
  verification_url: string | null;
  language: string;
  /** "public", "on-request" or "internal". */
  visibility: string;
  /** 1 for the fictional sample documents a new database starts with. */
  sample: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
}

/** A product a document is attached to (a company document has none). */
export interface DocumentProductsTable {
  document_id: string;
  product_id: string;
}

/** One uploaded file of a document; the highest version is the current one, the others its history. */
export interface DocumentVersionsTable {
  id: string;
  document_id: string;
  version: number;
  /** `documents/{random}/{name}.{pdf|jpg|png}` in the media storage. Never reused. */
  storage_key: string;
  content_type: string;
  size: number;
  /** The uploaded file's name, for the download's name. */
  file_name: string;
  uploaded_by: string | null;
  created_at: number;
}

/** One expiry notice of a document: inserted once per stage and expiry date, by the process that wins the insert. */
export interface DocumentExpiryNoticesTable {
  id: string;
  document_id: string;
  /** One of EXPIRY_STAGES (server/documents/expiry-notices.server.ts). */
  stage: string;
  /** The expiry date the notice was for: a renewed document (a new date) gets notices again. */
  expires_on: string;
  created_at: number;
}

/** One row once the sample documents were written (the claim that makes it happen once). */
export interface DocumentLibrarySeedTable {
  id: string;
  seeded_at: number;
}

/** A document a buyer asked for in a document request, as it was named when they asked (migration 0028). */
export interface DocumentRequestItemsTable {
  message_id: string;
  /** The buyer's order, from 1. */
  position: number;
  document_id: string;
  title: string;
  /** One of DOCUMENT_TYPES. */
  type: string;
  /** The products it is attached to, by name, separated by ", " ("" for a company document). */
  products: string;
  /** 1 approved, 0 not, null before the decision. */
  approved: number | null;
}

/** Staff's one decision on a document request: the link's token and validity when approved. */
export interface DocumentRequestDecisionsTable {
  message_id: string;
  decision: "approved" | "declined";
  /** Said to the buyer: why it was declined, or a note with the approval. */
  reason: string | null;
  /** The link's secret (base64url, 32 random bytes); null when declined. */
  token: string | null;
  expires_at: number | null;
  revoked_at: number | null;
  /** The admin's id. */
  decided_by: string | null;
  decided_at: number;
}

/** One download of an approved document through a request's link. */
export interface DocumentDownloadsTable {
  id: string;
  message_id: string;
  document_id: string;
  version: number;
  /** The client's address as the site sees it (behind a proxy: the one TRUST_PROXY names). */
  address: string;
  downloaded_at: number;
}
