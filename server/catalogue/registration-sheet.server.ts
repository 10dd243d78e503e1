import { countryName, resolveCountry } from "../../app/company/countries.server";
import { invalid, ok, type Outcome } from "../../app/forms/outcome";
import { REGISTRATION_STATUSES, REGISTRATION_STATUS_LABELS, RegistrationInputSchema, type RegistrationStatus } from "../../app/schemas/registrations";
import { defuseCell } from "../files/cells.server";
import type { ColumnChange, RowProblem } from "./import-plan.server";
import { locateColumns, readCellText, type CellValue } from "./sheet-format.server";

/**
 * The registrations spreadsheet (decision 0057): one row per product and country, the same in
 * XLSX and CSV, on export and on import. Rows are read as changes: a row adds or replaces its
 * country's registration, "remove" in its Status removes it, and a registration the file has
 * no row for stays as it is (a file of one market's rows, or of a few new ones, changes only
 * those). The certificate is not a column: the library holds it (decision 0050).
 */

/** A product as the sheet names it. */
export interface SheetRegistrationProduct {
  id: string;
  slug: string;
  name: string;
}

/** What a registration says, as the sheet compares it. */
export interface RegistrationValues {
  status: RegistrationStatus;
  number: string | null;
  validUntil: string | null;
}

/** A stored registration with its product. */
export interface SheetRegistration extends RegistrationValues {
  productId: string;
  countryCode: string;
}

export const PRODUCT_HEADER = "Product";
export const SLUG_HEADER = "Slug";
export const COUNTRY_HEADER = "Country";
export const COUNTRY_NAME_HEADER = "Country name";
export const STATUS_HEADER = "Status";
export const NUMBER_HEADER = "Registration number";
export const VALID_UNTIL_HEADER = "Valid until";
export const PRODUCT_ID_HEADER = "Product ID";

/** The word in the Status column that removes a row's registration. */
export const REMOVE_WORD = "remove";

export interface RegistrationColumn {
  header: string;
  help: string;
  width: number;
  required?: boolean;
}

/** The columns, in the sheet's order: the product and the country first, as a person reads a row. */
export const REGISTRATION_COLUMNS: readonly RegistrationColumn[] = [
  { header: PRODUCT_HEADER, width: 34, help: "The product's name. Finds the product when Product ID and Slug are empty." },
  { header: SLUG_HEADER, width: 30, help: "The product's URL name. Finds the product when Product ID is empty." },
  { header: COUNTRY_HEADER, width: 10, required: true, help: "The country's two-letter ISO code (KE); its English name (Kenya) is read too." },
  { header: COUNTRY_NAME_HEADER, width: 22, help: "The country's English name, for reading; used only when Country is empty." },
  {
    header: STATUS_HEADER,
    width: 16,
    required: true,
    help: `Registered, In process, Not registered or Withdrawn; "${REMOVE_WORD}" removes the registration.`,
  },
  { header: NUMBER_HEADER, width: 26, help: "Optional: the registration number, up to 60 characters." },
  { header: VALID_UNTIL_HEADER, width: 14, help: "Optional: the date the registration is valid until, written YYYY-MM-DD (2028-03-31)." },
  { header: PRODUCT_ID_HEADER, width: 38, help: "Filled in by the export: finds the product even after a rename. Leave it empty on a new row." },
];

export const REGISTRATION_HEADERS: readonly string[] = REGISTRATION_COLUMNS.map((column) => column.header);

/** The sheet's name in the workbook. */
export const REGISTRATIONS_SHEET = "Registrations";

/** The Instructions sheet's lines: how the file is read, then each column. */
export const REGISTRATION_INSTRUCTIONS: ReadonlyArray<readonly [string, string]> = [
  ["How to use this file", "One row per product and country. Upload it under Products > Registrations spreadsheet: you see a preview first, and nothing changes until you confirm."],
  ["", "A row adds its country's registration to the product, or replaces it. Registrations without a row in the file stay as they are: deleting a row removes nothing."],
  ["", `To remove a registration, write "${REMOVE_WORD}" in its Status cell.`],
  ["", "Certificates are not in the file: file them in the document library with their product and country."],
  ["", ""],
  ["Column", "What it holds"],
  ...REGISTRATION_COLUMNS.map((column): readonly [string, string] => [column.header, column.help]),
];

/** A registration's row, cell by cell in column order, ready to write (text defused). */
export function registrationRow(product: SheetRegistrationProduct, registration: SheetRegistration): string[] {
  return [
    product.name,
    product.slug,
    registration.countryCode,
    countryName(registration.countryCode) ?? "",
    REGISTRATION_STATUS_LABELS[registration.status],
    registration.number ?? "",
    registration.validUntil ?? "",
    product.id,
  ].map(defuseCell);
}

/** What one row of a file does. */
interface PlannedBase {
  /** The row number the spreadsheet shows (the header is row 1). */
  row: number;
  product: string;
  country: string;
}

export type PlannedRegistration =
  | (PlannedBase & { action: "create"; productId: string; countryCode: string; after: RegistrationValues })
  | (PlannedBase & { action: "update"; productId: string; countryCode: string; after: RegistrationValues; changes: ColumnChange[] })
  | (PlannedBase & { action: "remove"; productId: string; countryCode: string; before: RegistrationValues })
  | (PlannedBase & { action: "unchanged" })
  | (PlannedBase & { action: "error"; problems: RowProblem[] });

export interface RegistrationCounts {
  create: number;
  update: number;
  remove: number;
  unchanged: number;
  error: number;
}

/** What a file would do to the registrations, row by row; nothing is written to make it. */
export interface RegistrationPlan {
  rows: PlannedRegistration[];
  counts: RegistrationCounts;
  /** Columns of the file that are not the sheet's: read past, said in the preview. */
  ignoredColumns: string[];
}

export const REGISTRATION_PLAN_TEXT = {
  noRows: "The file has a header row but no registration rows.",
  noProductColumn: `The file lacks a column that names the product: ${PRODUCT_HEADER}, ${SLUG_HEADER} or ${PRODUCT_ID_HEADER}. Start from an export.`,
  unknownId: "No product has this ID",
  unknownSlug: "No product has this slug",
  unknownName: "No product has this name: copy the product's slug from the catalogue",
  noProduct: "Name the product: its slug, or its name as the catalogue writes it",
  noCountry: "Give the country: its two-letter ISO code (KE) or its English name",
  unknownCountry: "Unknown country: write its two-letter ISO code (KE) or its English name",
  badStatus: `Status must be Registered, In process, Not registered, Withdrawn or "${REMOVE_WORD}"`,
} as const;

/** A status as typed: any case, spaces or hyphens ("In process", "in-process"); "remove", or null when it is none of them. */
export function readStatus(text: string): RegistrationStatus | typeof REMOVE_WORD | null {
  const word = text.trim().toLowerCase().replace(/[\s_-]+/g, "-");
  if (word === REMOVE_WORD) return REMOVE_WORD;
  return REGISTRATION_STATUSES.find((status) => status === word) ?? null;
}

/** A value as the preview lists it. */
function shownValue(header: string, value: RegistrationValues): string {
  if (header === STATUS_HEADER) return REGISTRATION_STATUS_LABELS[value.status];
  return (header === NUMBER_HEADER ? value.number : value.validUntil) ?? "";
}

/** The columns whose value differs, each with its value before and after. */
function registrationChanges(before: RegistrationValues, after: RegistrationValues): ColumnChange[] {
  return [STATUS_HEADER, NUMBER_HEADER, VALID_UNTIL_HEADER].flatMap((header) => {
    const from = shownValue(header, before);
    const to = shownValue(header, after);
    return from === to ? [] : [{ column: header, from, to }];
  });
}

/**
 * Compares a file's rows with the stored registrations: each row adds, changes, removes,
 * changes nothing, or is refused with its reasons (by column, in words a salesperson can act
 * on). A file without the columns it needs is refused as a whole. Pure.
 */
export function planRegistrations(
  products: readonly SheetRegistrationProduct[],
  existing: readonly SheetRegistration[],
  headers: readonly string[],
  rows: ReadonlyArray<{ rowNumber: number; cells: CellValue[] }>,
): Outcome<RegistrationPlan> {
  const located = locateColumns(headers, REGISTRATION_COLUMNS);
  if (located.kind === "refused") return invalid({ file: located.message });
  const { at, ignored } = located;
  if (![PRODUCT_HEADER, SLUG_HEADER, PRODUCT_ID_HEADER].some((header) => at.has(header))) return invalid({ file: REGISTRATION_PLAN_TEXT.noProductColumn });
  if (rows.length === 0) return invalid({ file: REGISTRATION_PLAN_TEXT.noRows });

  const byId = new Map(products.map((p) => [p.id, p]));
  const bySlug = new Map(products.map((p) => [p.slug.toLowerCase(), p]));
  const byName = new Map(products.map((p) => [p.name.trim().toLowerCase(), p]));
  const stored = new Map(existing.map((r) => [`${r.productId} ${r.countryCode}`, r]));
  const claimedBy = new Map<string, number>();

  const planned = rows.map(({ rowNumber, cells }): PlannedRegistration => {
    /** A column's cell as text; undefined when the file has no such column. */
    const cell = (header: string) => {
      const index = at.get(header);
      return index === undefined ? undefined : readCellText(cells[index] ?? null).trim();
    };
    const problems: RowProblem[] = [];

    const [id, slug, name] = [cell(PRODUCT_ID_HEADER) ?? "", cell(SLUG_HEADER) ?? "", cell(PRODUCT_HEADER) ?? ""];
    let product: SheetRegistrationProduct | undefined;
    if (id !== "") {
      product = byId.get(id);
      if (!product) problems.push({ column: PRODUCT_ID_HEADER, message: REGISTRATION_PLAN_TEXT.unknownId });
    } else if (slug !== "") {
      product = bySlug.get(slug.toLowerCase());
      if (!product) problems.push({ column: SLUG_HEADER, message: REGISTRATION_PLAN_TEXT.unknownSlug });
    } else if (name !== "") {
      product = byName.get(name.toLowerCase());
      if (!product) problems.push({ column: PRODUCT_HEADER, message: REGISTRATION_PLAN_TEXT.unknownName });
    } else problems.push({ column: PRODUCT_HEADER, message: REGISTRATION_PLAN_TEXT.noProduct });

    const countryText = cell(COUNTRY_HEADER) || cell(COUNTRY_NAME_HEADER) || "";
    const country = countryText === "" ? undefined : resolveCountry(countryText);
    if (countryText === "") problems.push({ column: COUNTRY_HEADER, message: REGISTRATION_PLAN_TEXT.noCountry });
    else if (!country) problems.push({ column: COUNTRY_HEADER, message: REGISTRATION_PLAN_TEXT.unknownCountry });

    const status = readStatus(cell(STATUS_HEADER) ?? "");
    if (!status) problems.push({ column: STATUS_HEADER, message: REGISTRATION_PLAN_TEXT.badStatus });

    const label = { row: rowNumber, product: product?.name ?? (name || slug || id), country: country?.name ?? countryText };
    const key = product && country ? `${product.id} ${country.code}` : undefined;
    if (key) {
      const earlier = claimedBy.get(key);
      if (earlier !== undefined) problems.push({ column: COUNTRY_HEADER, message: `Row ${earlier} already has this product and country` });
      else claimedBy.set(key, rowNumber);
    }
    const before = key ? stored.get(key) : undefined;

    // The number and date are checked by the admin form's own rules, so their words are the same.
    const [numberCell, dateCell] = [cell(NUMBER_HEADER), cell(VALID_UNTIL_HEADER)];
    const parsed = RegistrationInputSchema.safeParse({
      country: country?.code ?? "XX",
      status: status && status !== REMOVE_WORD ? status : "registered",
      // A column the file lacks keeps what is stored.
      number: numberCell ?? before?.number ?? "",
      validUntil: dateCell ?? before?.validUntil ?? "",
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ column: issue.path[0] === "number" ? NUMBER_HEADER : VALID_UNTIL_HEADER, message: issue.message });
      }
    }
    if (problems.length > 0 || !parsed.success || !product || !country || !status) return { ...label, action: "error", problems };

    const target = { productId: product.id, countryCode: country.code };
    if (status === REMOVE_WORD) return before ? { ...label, ...target, action: "remove", before: valuesOf(before) } : { ...label, action: "unchanged" };
    const after: RegistrationValues = { status, number: parsed.data.number, validUntil: parsed.data.validUntil };
    if (!before) return { ...label, ...target, action: "create", after };
    const changes = registrationChanges(valuesOf(before), after);
    return changes.length === 0 ? { ...label, action: "unchanged" } : { ...label, ...target, action: "update", after, changes };
  });

  const counts: RegistrationCounts = { create: 0, update: 0, remove: 0, unchanged: 0, error: 0 };
  for (const row of planned) counts[row.action]++;
  return ok({ rows: planned, counts, ignoredColumns: ignored });
}

function valuesOf(registration: RegistrationValues): RegistrationValues {
  return { status: registration.status, number: registration.number, validUntil: registration.validUntil };
}
