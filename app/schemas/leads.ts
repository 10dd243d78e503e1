import { z } from "zod";

/**
 * Every inbound message is a lead (docs/decisions/0068-leads.md): its owner, stage, next
 * follow-up, tags, the buyer's company and country, and a timeline of what staff did with it.
 * The database stores these words; they are defined here.
 */

export const LEAD_STAGES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
export const STAGE_LABELS: Record<LeadStage, string> = { new: "New", contacted: "Contacted", quoted: "Quoted", won: "Won", lost: "Lost" };
/** A lead in one of these is closed: its follow-up date is never overdue. */
export const CLOSED_STAGES: readonly LeadStage[] = ["won", "lost"];

export const LOST_REASONS = ["price", "no-registration", "below-moq", "no-reply", "other-supplier", "spam", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];
export const LOST_REASON_LABELS: Record<LostReason, string> = {
  price: "Price",
  "no-registration": "No registration in the buyer's country",
  "below-moq": "Below minimum order",
  "no-reply": "No reply from the buyer",
  "other-supplier": "Chose another supplier",
  spam: "Spam",
  other: "Other",
};

export const LEAD_TAGS = ["tender", "distributor", "sample", "below-moq", "spam", "repeat-buyer"] as const;
export type LeadTag = (typeof LEAD_TAGS)[number];
export const TAG_LABELS: Record<LeadTag, string> = {
  tender: "Tender",
  distributor: "Distributor",
  sample: "Sample",
  "below-moq": "Below MOQ",
  spam: "Spam",
  "repeat-buyer": "Repeat buyer",
};

/** The inbox's lead views (`?view=`), each combined with the filters and the search. */
export const LEAD_VIEWS = ["mine", "unassigned", "overdue"] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];
export const VIEW_LABELS: Record<LeadView, string> = { mine: "My leads", unassigned: "Unassigned", overdue: "Overdue follow-ups" };

export const LEAD_NOTE_MAX = 2000;
export const LOST_NOTE_MAX = 500;
export const BUYER_COMPANY_MAX = 200;
export const BUYER_COUNTRY_MAX = 100;

export const LEAD_MESSAGES = {
  ownerUnknown: "Choose an admin from the list",
  stageUnknown: "Choose a stage from the list",
  lostReasonRequired: "Choose why the lead was lost",
  lostNoteTooLong: `Keep the explanation to ${LOST_NOTE_MAX} characters`,
  followUpInvalid: "Enter a real date (YYYY-MM-DD), or leave it empty for none",
  tagUnknown: "Choose tags from the list",
  companyTooLong: `Keep the company to ${BUYER_COMPANY_MAX} characters`,
  countryTooLong: `Keep the country to ${BUYER_COUNTRY_MAX} characters`,
  noteRequired: "Write the note",
  noteTooLong: `Keep the note to ${LEAD_NOTE_MAX} characters`,
} as const;

const trimmed = z
  .string()
  .optional()
  .transform((raw) => (raw ?? "").trim());

const isListed = <T extends string>(list: readonly T[]) => (value: string): value is T => (list as readonly string[]).includes(value);
export const isLostReason = isListed(LOST_REASONS);
export const isLeadTag = isListed(LEAD_TAGS);

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The owner form: an admin's id, or empty for nobody (the service checks the id). */
export const AssignSchema = z.object({ owner: trimmed });

/** The stage form: a lost lead needs its reason; the reason and its explanation are dropped for any other stage. */
export const StageUpdateSchema = z
  .object({
    stage: z.enum(LEAD_STAGES, { error: LEAD_MESSAGES.stageUnknown }),
    lostReason: trimmed,
    lostNote: trimmed.pipe(z.string().max(LOST_NOTE_MAX, { error: LEAD_MESSAGES.lostNoteTooLong })),
  })
  .superRefine((value, ctx) => {
    if (value.stage === "lost" && !isLostReason(value.lostReason)) ctx.addIssue({ code: "custom", path: ["lostReason"], message: LEAD_MESSAGES.lostReasonRequired });
  })
  .transform(({ stage, lostReason, lostNote }) =>
    stage === "lost" && isLostReason(lostReason) ? { stage, lostReason, lostNote: lostNote || null } : { stage, lostReason: null, lostNote: null },
  );
export type StageUpdate = z.output<typeof StageUpdateSchema>;

/** The follow-up form: a day, or empty to clear it. */
export const FollowUpSchema = z.object({
  followUp: trimmed
    .refine((day) => day === "" || isDay(day), { error: LEAD_MESSAGES.followUpInvalid })
    .transform((day) => day || null),
});

/** The buyer's details form: company and country as staff know them, and the tags. */
export const LeadDetailsSchema = z.object({
  company: trimmed.pipe(z.string().max(BUYER_COMPANY_MAX, { error: LEAD_MESSAGES.companyTooLong })).transform((v) => v || null),
  country: trimmed.pipe(z.string().max(BUYER_COUNTRY_MAX, { error: LEAD_MESSAGES.countryTooLong })).transform((v) => v || null),
  tags: z
    .array(z.string())
    .optional()
    .transform((tags) => tags ?? [])
    .refine((tags) => tags.every(isLeadTag), { error: LEAD_MESSAGES.tagUnknown })
    // In the list's order, each once.
    .transform((tags) => LEAD_TAGS.filter((tag) => tags.includes(tag))),
});
export type LeadDetails = z.output<typeof LeadDetailsSchema>;

export const NoteSchema = z.object({
  note: trimmed.pipe(z.string().min(1, { error: LEAD_MESSAGES.noteRequired }).max(LEAD_NOTE_MAX, { error: LEAD_MESSAGES.noteTooLong })),
});

/** The daily follow-up digest's words on the account page (decision 0070). */
export const FOLLOW_UP_DIGEST_TEXT = {
  label: "E-mail me my follow-ups each morning",
  saved: "Your follow-up e-mail is saved",
  invalid: "Tick the box or leave it empty",
} as const;

/** The account page's digest form: a checkbox, ticked ("on") or left out. */
export const FollowUpDigestSchema = z.object({
  followUpDigest: z
    .literal("on", { error: FOLLOW_UP_DIGEST_TEXT.invalid })
    .optional()
    .transform((value) => value === "on"),
});

/** A message's lead as the inbox shows it. */
export interface Lead {
  owner: { id: string; name: string } | null;
  stage: LeadStage;
  lostReason: LostReason | null;
  lostNote: string | null;
  /** The next follow-up, YYYY-MM-DD. */
  followUp: string | null;
  tags: LeadTag[];
  company: string | null;
  country: string | null;
  /** When the buyer's latest answer came in, until staff reply (decision 0069). */
  answeredAt: string | null;
}

/** What changed in the buyer's details: each field's value before and after ("" for none). */
export interface DetailChange {
  field: "company" | "country" | "tags";
  from: string;
  to: string;
}

/** One entry of a lead's timeline: when, who (null for the buyer's own arrival), and what. */
export type LeadEvent = { id: string; at: string; by: string | null } & (
  | { kind: "received" }
  | { kind: "assigned"; from: string | null; to: string | null }
  | { kind: "stage"; from: LeadStage; to: LeadStage; reason: LostReason | null; note: string | null }
  | { kind: "follow-up"; from: string | null; to: string | null }
  | { kind: "details"; changes: DetailChange[] }
  | { kind: "note"; text: string }
  // A lead's mail (decision 0069): the thread holds the text; the entry names it.
  | { kind: "mail-out"; mailId: string; subject: string; to: string }
  | { kind: "mail-in"; mailId: string; subject: string; from: string }
  // A quotation of the lead (decision 0072): made, or a sent one revised.
  | { kind: "quotation"; number: string; version: number; action: "created" | "revised" | "accepted" | "declined"; reason?: string | null; note?: string | null }
);
export type LeadEventKind = LeadEvent["kind"];
export type LeadEventDetail = LeadEvent extends infer E ? (E extends LeadEvent ? Omit<E, "id" | "at" | "by"> : never) : never;
