import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { invalid, notFound, ok, conflict, type Outcome } from "../../app/forms/outcome";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../app/i18n/locales";
import { DAY_MS, isoDay } from "../../app/schemas/days";
import { MESSAGE_NOT_FOUND } from "../../app/schemas/inbox";
import {
  MINOR_DECIMALS,
  PRICE_DECIMALS,
  QUANTITY_DECIMALS,
  DISCOUNT_DECIMALS,
  decimalString,
  formatMoney,
  isCurrency,
  quotationTotals,
  type Currency,
} from "../../app/schemas/money";
import {
  DECLINE_NOTE_MAX,
  DECLINE_REASONS,
  DEFAULT_VALIDITY_DAYS,
  LOST_REASON_OF,
  QUOTATION_MESSAGES,
  readQuotationForm,
  type DeclineReason,
  type PostedLine,
  type QuotationDraft,
  type QuotationLinkState,
} from "../../app/schemas/quotations";
import { dictionaryFor } from "../../app/i18n/dictionary.server";
import { format, formatDay } from "../../app/i18n/format";
import { sitePath } from "../../app/config/paths";
import { formatQuantity, formatUnitPrice } from "../../app/schemas/money";
import { INCOTERMS, type Incoterm } from "../../app/schemas/quote";
import type { DB } from "../db/schema.server";
import type { LeadRepository } from "../messages/lead-repository.server";
import type { QuotationLineRow, QuotationRepository, QuotationRow, QuotationVersionRow } from "./quotation-repository.server";
import type { CompanyDetails } from "../../app/company/company";
import { quotationHtml } from "./quotation-pdf.server";

/** What a quotation needs of its lead: the request's terms and lines (the messages domain's, handed over). */
export interface QuotationLead {
  id: string;
  locale: string;
  incoterm: string | null;
  destination: string | null;
  lines: Array<{ slug: string | null; name: string; quantity: number; unit: string }>;
}

export interface QuotationsDeps {
  db: Kysely<DB>;
  quotations: QuotationRepository;
  leads: LeadRepository;
  lead: (id: string) => Promise<QuotationLead | undefined>;
  /** Sends a mail in the lead's thread (the messages domain's `LeadMail.reply`), with more work in its commit. */
  sendInThread: (
    leadId: string,
    mail: { language: string; subject: string; body: string },
    actor: { id: string; name: string },
    alongside: (trx: Kysely<DB>, at: number) => Promise<boolean>,
    printed: Array<{ quotationId: string; version: number; title: string; fileName: string }>,
  ) => Promise<Outcome<{ mailId: string }>>;
  siteUrl: string;
  /** The company's details (Settings): the PDF's letterhead and the mails' signature. */
  company: () => CompanyDetails;
  /** HTML to PDF (the PDF engine, decision 0071). */
  printPdf: (html: string) => Promise<Uint8Array>;
  now?: () => number;
}

/** The buyer's view of a sent version, in its language, through its link. */
export interface QuotationLinkView {
  state: QuotationLinkState;
  /** The day the state names (accepted on, declined on, valid until), in the quotation's language. */
  date: string;
  language: Locale;
  quotation: {
    number: string;
    version: number;
    sentOn: string;
    validUntil: string;
    incoterm: string;
    port: string;
    paymentTerms: string;
    leadTime: string;
    notes: string;
    discountPercent: string;
    hasDiscount: boolean;
    lines: Array<{ position: number; product: string; quantity: string; unit: string; unitPrice: string; lineTotal: string }>;
    subtotal: string;
    discount: string;
    total: string;
  } | null;
}

/** Who the timeline says sent a reminder. */
const REMINDER_ACTOR = { id: "reminder", name: "Automatic reminder" };

/** Why an answer is refused: a field (the page's words by these keys), or the link's state. */
export type AnswerRefusal = "reasonRequired" | "noteTooLong" | QuotationLinkState;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** A quotation's version as the admin's page shows it: its terms, lines and totals as decimal text. */
export interface QuotationView {
  id: string;
  number: string;
  leadId: string;
  version: number;
  current: number;
  versions: Array<{ version: number; state: "draft" | "sent"; createdAt: string; sentAt: string | null }>;
  state: "draft" | "sent";
  currency: Currency;
  language: Locale;
  incoterm: Incoterm;
  port: string;
  paymentTerms: string;
  leadTime: string;
  validUntil: string;
  notes: string;
  /** Percent, "5.00". */
  discount: string;
  lines: Array<{ position: number; slug: string | null; product: string; quantity: string; unit: string; unitPrice: string; lineTotal: string }>;
  subtotal: string;
  discountAmount: string;
  total: string;
  /** The total as the buyer's language writes it. */
  totalForBuyer: string;
}

const isIncoterm = (value: string): value is Incoterm => (INCOTERMS as readonly string[]).includes(value);


/**
 * Priced quotations of leads (decision 0072): created from a request's lines (or empty for any
 * lead), edited as a draft, and revised once sent: a revision is the next version of the same
 * number, the earlier ones kept as they were. Totals are exact (app/schemas/money.ts).
 */
export class Quotations {
  private readonly now: () => number;

  constructor(private readonly deps: QuotationsDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** A new quotation of a lead, version 1 as a draft: the request's lines, unpriced, and its terms. */
  async create(leadId: string, actor: { id: string; name: string }): Promise<Outcome<{ id: string; number: string }>> {
    const lead = await this.deps.lead(leadId);
    if (!lead) return notFound(MESSAGE_NOT_FOUND);
    const now = this.now();
    const id = randomUUID();
    const draft: QuotationDraft = {
      currency: "USD",
      language: isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE,
      incoterm: lead.incoterm && isIncoterm(lead.incoterm) ? lead.incoterm : "FOB",
      port: lead.destination ?? "",
      paymentTerms: "",
      leadTime: "",
      validUntil: isoDay(now + DEFAULT_VALIDITY_DAYS * DAY_MS),
      notes: "",
      discountBasisPoints: 0n,
      lines: lead.lines.map((line) => ({ slug: line.slug, product: line.name, quantity: BigInt(Math.round(line.quantity * 1000)), unit: line.unit, unitPrice: 0n })),
    };
    const number = await this.deps.db.transaction().execute(async (trx) => {
      const year = new Date(now).getUTCFullYear();
      const number = `QT-${year}-${String(await this.deps.quotations.nextNumber(year, trx)).padStart(4, "0")}`;
      await this.deps.quotations.create({ id, number, message_id: leadId, current_version: 1, created_by: actor.name, created_at: now, updated_at: now }, trx);
      await this.write(id, 1, draft, actor, now, trx);
      await this.event(leadId, actor, { number, version: 1, action: "created" }, now, trx);
      return number;
    });
    return ok({ id, number });
  }

  /** Saves the current version while it is a draft; a sent one is refused (revise it). */
  async saveDraft(id: string, values: Record<string, string>, lines: PostedLine[], actor: { id: string; name: string }): Promise<Outcome<undefined>> {
    const read = readQuotationForm(values, lines, isoDay(this.now()));
    if ("errors" in read) return invalid(read.errors);
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      const quotation = await this.deps.quotations.getForUpdate(id, trx);
      if (!quotation) return "missing" as const;
      const current = await this.deps.quotations.version(id, quotation.current_version, trx);
      if (current?.state !== "draft") return "sent" as const;
      const now = this.now();
      await this.write(id, quotation.current_version, read.draft, actor, current.created_at, trx);
      await this.deps.quotations.setCurrentVersion(id, quotation.current_version, now, trx);
      return "saved" as const;
    });
    if (outcome === "missing") return notFound(QUOTATION_MESSAGES.notFound);
    if (outcome === "sent") return conflict(QUOTATION_MESSAGES.notDraft);
    return ok();
  }

  /** A sent version's revision: the next version, a draft copy of it; the sent one stays as it was. */
  async revise(id: string, actor: { id: string; name: string }): Promise<Outcome<{ version: number }>> {
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      const quotation = await this.deps.quotations.getForUpdate(id, trx);
      if (!quotation) return "missing" as const;
      const current = await this.deps.quotations.version(id, quotation.current_version, trx);
      if (!current || current.state !== "sent") return "draft" as const;
      const lines = await this.deps.quotations.lines(id, current.version, trx);
      const next = current.version + 1;
      const now = this.now();
      await this.deps.quotations.saveVersion(
        { ...current, version: next, state: "draft", created_by: actor.name, created_at: now, sent_at: null, token_hash: null, answer: null, answer_reason: null, answer_note: null, answered_at: null },
        lines.map((line) => ({ ...line, version: next })),
        trx,
      );
      await this.deps.quotations.setCurrentVersion(id, next, now, trx);
      await this.event(quotation.message_id, actor, { number: quotation.number, version: next, action: "revised" }, now, trx);
      return next;
    });
    if (outcome === "missing") return notFound(QUOTATION_MESSAGES.notFound);
    if (outcome === "draft") return conflict(QUOTATION_MESSAGES.notSent);
    return ok({ version: outcome });
  }

  /** Marks the current draft sent, with its link's hash (`send` does, in its mail's commit). */
  async markSent(id: string, now: number, trx: Kysely<DB>, tokenHash: string | null = null): Promise<boolean> {
    const quotation = await this.deps.quotations.getForUpdate(id, trx);
    if (!quotation) return false;
    const result = await trx
      .updateTable("quotation_versions")
      .set({ state: "sent", sent_at: now, token_hash: tokenHash })
      .where("quotation_id", "=", id)
      .where("version", "=", quotation.current_version)
      .where("state", "=", "draft")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Sends the current draft to the buyer (decision 0072): a mail in the lead's thread, in the
   * quotation's language, with the link to read, accept or decline it; in the same commit the
   * version is marked sent with its link's hash and the lead moves to "quoted". Refused, nothing
   * is sent or changed.
   */
  async send(id: string, actor: { id: string; name: string }): Promise<Outcome<{ mailId: string }>> {
    const found = await this.view(id);
    if (found.kind !== "ok") return found;
    const quotation = found.value;
    if (quotation.state !== "draft") return conflict(QUOTATION_MESSAGES.notDraft);
    if (quotation.lines.length === 0 || quotation.lines.some((line) => /^0(\.0+)?$/.test(line.unitPrice))) return conflict(QUOTATION_MESSAGES.unpriced);
    if (quotation.validUntil < isoDay(this.now())) return conflict(QUOTATION_MESSAGES.expiredDraft);
    const token = randomBytes(24).toString("base64url");
    const texts = dictionaryFor(quotation.language).messages.mail;
    const link = `${this.deps.siteUrl}${sitePath("quotationLink", { token, locale: quotation.language })}`;
    const body = format(texts.quotation.body, { number: quotation.number, total: quotation.totalForBuyer, date: formatDay(quotation.validUntil, quotation.language), link });
    return this.deps.sendInThread(
      quotation.leadId,
      { language: quotation.language, subject: format(texts.quotation.subject, { number: quotation.number }), body: `${texts.greeting}\n\n${body}\n\n${this.deps.company().name}` },
      actor,
      async (trx, at) => {
        if (!(await this.markSent(id, at, trx, sha256(token)))) return false;
        const lead = await this.deps.leads.getForUpdate(quotation.leadId, trx);
        if (lead && (lead.stage === "new" || lead.stage === "contacted")) {
          await this.deps.leads.update(quotation.leadId, { stage: "quoted" }, at, trx);
          await this.deps.leads.createEvent(
            { id: randomUUID(), message_id: quotation.leadId, kind: "stage", actor_id: actor.id, actor_name: actor.name, detail: JSON.stringify({ from: lead.stage, to: "quoted", reason: null, note: null }), created_at: at },
            trx,
          );
        }
        return true;
      },
      // The version's PDF, printed in its language when the mail leaves.
      [{ quotationId: id, version: quotation.version, title: format(texts.quotation.subject, { number: quotation.number }), fileName: `${quotation.number}-v${quotation.version}.pdf` }],
    );
  }

  /**
   * Reminds each buyer whose sent quotation reaches its last `days` valid days unanswered: a reply
   * in the lead's thread, in the quotation's language, with the PDF again. Once per version: the
   * reminder's claim commits with its mail, and a process that finds it claimed sends nothing.
   */
  async remindDue(days: number): Promise<number> {
    const now = this.now();
    const today = isoDay(now);
    const due = await this.deps.quotations.dueForReminder(today, isoDay(now + days * DAY_MS));
    let sent = 0;
    for (const { quotation, version } of due) {
      const language = isLocale(version.language) ? version.language : DEFAULT_LOCALE;
      const texts = dictionaryFor(language).messages.mail;
      const values = { number: quotation.number, date: formatDay(version.valid_until, language), sent: this.day(version.sent_at, language) };
      const result = await this.deps.sendInThread(
        quotation.message_id,
        { language, subject: format(texts.quotationReminder.subject, values), body: `${texts.greeting}\n\n${format(texts.quotationReminder.body, values)}\n\n${this.deps.company().name}` },
        REMINDER_ACTOR,
        (trx, at) => this.deps.quotations.claimReminder(quotation.id, version.version, at, trx),
        [{ quotationId: quotation.id, version: version.version, title: format(texts.quotation.subject, { number: quotation.number }), fileName: `${quotation.number}-v${version.version}.pdf` }],
      );
      if (result.kind === "ok") sent += 1;
    }
    return sent;
  }

  /** What the buyer's link shows (decision 0072). */
  async link(token: string): Promise<QuotationLinkView> {
    const found = await this.deps.quotations.byTokenHash(sha256(token));
    if (!found) return { state: "unknown", date: "", language: DEFAULT_LOCALE, quotation: null };
    const { quotation, version } = found;
    const language = isLocale(version.language) ? version.language : DEFAULT_LOCALE;
    const state: QuotationLinkState =
      version.answer ?? (quotation.current_version !== version.version ? "replaced" : version.valid_until < isoDay(this.now()) ? "expired" : "open");
    return {
      state,
      date: state === "accepted" || state === "declined" ? this.day(version.answered_at, language) : formatDay(version.valid_until, language),
      language,
      quotation: state === "replaced" ? null : await this.buyerView(quotation, version),
    };
  }

  private day(time: number | null, language: Locale): string {
    return time === null ? "" : formatDay(isoDay(Number(time)), language);
  }

  /** One version as its buyer reads it: every amount, quantity and date written in its language. */
  private async buyerView(quotation: QuotationRow, version: QuotationVersionRow): Promise<NonNullable<QuotationLinkView["quotation"]>> {
    const language = isLocale(version.language) ? version.language : DEFAULT_LOCALE;
    const currency = isCurrency(version.currency) ? version.currency : "USD";
    const lines = await this.deps.quotations.lines(quotation.id, version.version);
    return {
      number: quotation.number,
      version: version.version,
      sentOn: this.day(version.sent_at ?? version.created_at, language),
      validUntil: formatDay(version.valid_until, language),
      incoterm: version.incoterm,
      port: version.port,
      paymentTerms: version.payment_terms,
      leadTime: version.lead_time,
      notes: version.notes,
      discountPercent: new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(decimalString(BigInt(version.discount_bp), DISCOUNT_DECIMALS) as unknown as number),
      hasDiscount: version.discount_bp > 0,
      lines: lines.map((line) => ({
        position: line.position,
        product: line.product_name,
        quantity: formatQuantity(BigInt(line.quantity), language),
        unit: line.unit,
        unitPrice: formatUnitPrice(BigInt(line.unit_price), currency, language),
        lineTotal: formatMoney(BigInt(line.line_total), currency, language),
      })),
      subtotal: formatMoney(BigInt(version.subtotal), currency, language),
      discount: formatMoney(BigInt(version.discount), currency, language),
      total: formatMoney(BigInt(version.total), currency, language),
    };
  }

  /**
   * A version as a PDF in its language (decision 0072): printed when its mail is sent, so a
   * render that fails is retried with the mail and the quotation is never lost.
   */
  async pdf(id: string, version: number): Promise<Uint8Array | null> {
    const quotation = await this.deps.quotations.get(id);
    const row = quotation && (await this.deps.quotations.version(id, version));
    if (!quotation || !row) return null;
    const language = isLocale(row.language) ? row.language : DEFAULT_LOCALE;
    const html = quotationHtml(await this.buyerView(quotation, row), dictionaryFor(language).messages.quotation, language, this.deps.company());
    return this.deps.printPdf(html);
  }

  /**
   * The buyer's answer through the link, once: accepting makes the lead won, declining lost with
   * its reason; either is on the timeline and marks the lead answered, which the inbox shows
   * staff. Refused after the last valid day, for a revised version, and once answered.
   */
  async answer(token: string, input: { answer: unknown; reason?: unknown; note?: unknown }): Promise<Outcome<{ state: QuotationLinkState }, AnswerRefusal>> {
    const accept = input.answer === "accept";
    if (!accept && input.answer !== "decline") return invalid<AnswerRefusal>({ reason: "reasonRequired" }, "reasonRequired");
    const reason = typeof input.reason === "string" && (DECLINE_REASONS as readonly string[]).includes(input.reason) ? (input.reason as DeclineReason) : null;
    const note = typeof input.note === "string" ? input.note.trim() : "";
    if (!accept && !reason) return invalid<AnswerRefusal>({ reason: "reasonRequired" }, "reasonRequired");
    if (note.length > DECLINE_NOTE_MAX) return invalid<AnswerRefusal>({ note: "noteTooLong" }, "noteTooLong");
    const hash = sha256(token);
    // Answered here: the answer; refused: the link's state (an answer given before included).
    const outcome = await this.deps.db.transaction().execute(async (trx): Promise<{ answered: "accepted" | "declined" } | { refused: QuotationLinkState }> => {
      const found = await this.deps.quotations.byTokenHash(hash, trx);
      if (!found) return { refused: "unknown" };
      const locked = await this.deps.quotations.getForUpdate(found.quotation.id, trx);
      const version = await this.deps.quotations.version(found.quotation.id, found.version.version, trx);
      if (!locked || !version) return { refused: "unknown" };
      if (version.answer) return { refused: version.answer };
      if (locked.current_version !== version.version) return { refused: "replaced" };
      const now = this.now();
      if (version.valid_until < isoDay(now)) return { refused: "expired" };
      const answer = accept ? ("accepted" as const) : ("declined" as const);
      await this.deps.quotations.recordAnswer(found.quotation.id, version.version, { answer, reason, note: note || null, at: now }, trx);
      const leadId = locked.message_id;
      const lead = await this.deps.leads.getForUpdate(leadId, trx);
      const event = (kind: "quotation" | "stage", detail: object, offset: number) =>
        this.deps.leads.createEvent({ id: randomUUID(), message_id: leadId, kind, actor_id: null, actor_name: "Buyer", detail: JSON.stringify(detail), created_at: now + offset }, trx);
      await event("quotation", { number: locked.number, version: version.version, action: answer, reason, note: note || null }, 0);
      if (lead) {
        const to = accept ? ("won" as const) : ("lost" as const);
        const lostReason = accept ? null : LOST_REASON_OF[reason!];
        await this.deps.leads.update(leadId, { stage: to, lost_reason: lostReason, lost_note: accept ? null : note || null, answered_at: now }, now, trx);
        if (lead.stage !== to) await event("stage", { from: lead.stage, to, reason: lostReason, note: accept ? null : note || null }, 1);
      }
      return { answered: answer };
    });
    return "answered" in outcome ? ok({ state: outcome.answered }) : conflict<AnswerRefusal>(outcome.refused);
  }

  /** A lead's quotations, oldest first, each as its current version stands. */
  async forLead(leadId: string): Promise<Array<{ id: string; number: string; version: number; state: "draft" | "sent"; total: string; currency: string; validUntil: string }>> {
    return (await this.deps.quotations.forLead(leadId)).map((row) => ({
      id: row.id,
      number: row.number,
      version: row.current_version,
      state: row.state,
      total: decimalString(BigInt(row.total), MINOR_DECIMALS),
      currency: row.currency,
      validUntil: row.valid_until,
    }));
  }

  /** One version (the current one unless asked) as the admin's page shows it. */
  async view(id: string, version?: number): Promise<Outcome<QuotationView>> {
    const quotation = await this.deps.quotations.get(id);
    if (!quotation) return notFound(QUOTATION_MESSAGES.notFound);
    const versions = await this.deps.quotations.versions(id);
    const shown = versions.find((v) => v.version === (version ?? quotation.current_version));
    if (!shown) return notFound(QUOTATION_MESSAGES.notFound);
    const lines = await this.deps.quotations.lines(id, shown.version);
    const currency = isCurrency(shown.currency) ? shown.currency : "USD";
    const language = isLocale(shown.language) ? shown.language : DEFAULT_LOCALE;
    return ok({
      id,
      number: quotation.number,
      leadId: quotation.message_id,
      version: shown.version,
      current: quotation.current_version,
      versions: versions.map((v) => ({ version: v.version, state: v.state, createdAt: new Date(Number(v.created_at)).toISOString(), sentAt: v.sent_at === null ? null : new Date(Number(v.sent_at)).toISOString() })),
      state: shown.state,
      currency,
      language,
      incoterm: isIncoterm(shown.incoterm) ? shown.incoterm : "FOB",
      port: shown.port,
      paymentTerms: shown.payment_terms,
      leadTime: shown.lead_time,
      validUntil: shown.valid_until,
      notes: shown.notes,
      discount: decimalString(BigInt(shown.discount_bp), DISCOUNT_DECIMALS),
      lines: lines.map((line) => ({
        position: line.position,
        slug: line.product_slug,
        product: line.product_name,
        quantity: decimalString(BigInt(line.quantity), QUANTITY_DECIMALS, 0),
        unit: line.unit,
        unitPrice: decimalString(BigInt(line.unit_price), PRICE_DECIMALS, MINOR_DECIMALS),
        lineTotal: decimalString(BigInt(line.line_total), MINOR_DECIMALS),
      })),
      subtotal: decimalString(BigInt(shown.subtotal), MINOR_DECIMALS),
      discountAmount: decimalString(BigInt(shown.discount), MINOR_DECIMALS),
      total: decimalString(BigInt(shown.total), MINOR_DECIMALS),
      totalForBuyer: formatMoney(BigInt(shown.total), currency, language),
    });
  }

  /** Writes a version from a checked draft, with its exact totals. */
  private async write(id: string, version: number, draft: QuotationDraft, actor: { name: string }, createdAt: number, trx: Kysely<DB>): Promise<void> {
    const totals = quotationTotals(draft.lines, draft.discountBasisPoints);
    const row: QuotationVersionRow = {
      quotation_id: id,
      version,
      state: "draft",
      currency: draft.currency,
      language: draft.language,
      incoterm: draft.incoterm,
      port: draft.port,
      payment_terms: draft.paymentTerms,
      lead_time: draft.leadTime,
      valid_until: draft.validUntil,
      notes: draft.notes,
      discount_bp: Number(draft.discountBasisPoints),
      subtotal: totals.subtotal.toString(),
      discount: totals.discount.toString(),
      total: totals.total.toString(),
      created_by: actor.name,
      created_at: createdAt,
      sent_at: null,
      token_hash: null,
      answer: null,
      answer_reason: null,
      answer_note: null,
      answered_at: null,
    };
    const lines: QuotationLineRow[] = draft.lines.map((line, index) => ({
      quotation_id: id,
      version,
      position: index + 1,
      product_slug: line.slug,
      product_name: line.product,
      quantity: line.quantity.toString(),
      unit: line.unit,
      unit_price: line.unitPrice.toString(),
      line_total: totals.lineTotals[index]!.toString(),
    }));
    await this.deps.quotations.saveVersion(row, lines, trx);
  }

  private async event(leadId: string, actor: { id: string; name: string }, detail: { number: string; version: number; action: "created" | "revised" }, at: number, trx: Kysely<DB>): Promise<void> {
    await this.deps.leads.createEvent(
      { id: randomUUID(), message_id: leadId, kind: "quotation", actor_id: actor.id, actor_name: actor.name, detail: JSON.stringify(detail), created_at: at },
      trx,
    );
  }
}
