import { describe, expect, it } from "vitest";
import { PLAN_TEXT, planImport, type ImportPlan, type PlannedRow } from "./import-plan.server";
import { blankFieldValues } from "../../app/schemas/product-fields";
import { SHEET_HEADERS, productRow, type CellValue, type SheetProduct } from "./sheet-format.server";

const product = (id: string, name: string, extra: Partial<SheetProduct> = {}): SheetProduct => ({
  ...blankFieldValues(),
  id,
  slug: name.toLowerCase().replace(/ /g, "-"),
  name,
  category: "Pharmaceuticals",
  dosageForm: "Tablets",
  composition: `${name} composition`,
  packSize: "10x10",
  descriptionList: ["First line", "Second line"],
  keyBenefits: ["Benefit"],
  uses: [],
  status: "published",
  featured: false,
  featuredOrder: 0,
  position: Number(id.replace(/\D/g, "")),
  remark: "",
  ...extra,
});

const CATALOGUE = [product("p1", "Alpha Tablets"), product("p2", "Beta Tablets", { featured: true, featuredOrder: 2 })];

/** The rows of an export of `products`, as a reader gives them back (row 1 is the header). */
const exported = (products: readonly SheetProduct[]) => products.map((p, i) => ({ rowNumber: i + 2, cells: productRow(p) as CellValue[] }));

/** One row by header, the other cells empty. */
function row(rowNumber: number, cells: Record<string, CellValue>) {
  return { rowNumber, cells: SHEET_HEADERS.map((h) => cells[h] ?? null) };
}

function plan(rows: Array<{ rowNumber: number; cells: CellValue[] }>, headers: readonly string[] = SHEET_HEADERS, existing = CATALOGUE): ImportPlan {
  const outcome = planImport(existing, headers, rows);
  if (outcome.kind !== "ok") throw new Error(`refused: ${outcome.message}`);
  return outcome.value;
}

const NEW_ROW = {
  Name: "Gamma Syrup",
  Category: "nutraceuticals",
  "Dosage form": "syrup",
  Composition: "Gamma",
  "Pack size": "100 ml",
  "Description list": "One\nTwo",
};

const errorsOf = (r: PlannedRow | undefined) => (r?.action === "error" ? r.problems : []);

describe("planning an import", () => {
  it("finds every row of an export unchanged", () => {
    const result = plan(exported(CATALOGUE));
    expect(result.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
  });

  it("names the changed columns of a changed row, matched by ID", () => {
    const changed = { ...CATALOGUE[0]!, composition: "New", keyBenefits: ["A", "B"], status: "hidden" as const };
    const result = plan(exported([changed, CATALOGUE[1]!]));
    expect(result.counts).toEqual({ create: 0, update: 1, unchanged: 1, error: 0 });
    expect(result.rows[0]).toMatchObject({ action: "update", productId: "p1", changed: ["Composition", "Key benefits", "Status"] });
  });

  it("gives each changed column's value before and after, as the sheet writes it", () => {
    const changed = { ...CATALOGUE[0]!, composition: "New", keyBenefits: ["A", "B"], status: "hidden" as const, featured: true };
    const [row] = plan(exported([changed])).rows;
    expect(row?.action === "update" ? row.changes : null).toEqual([
      { column: "Composition", from: "Alpha Tablets composition", to: "New" },
      { column: "Key benefits", from: "Benefit", to: "A\nB" },
      { column: "Status", from: "published", to: "hidden" },
      { column: "Featured", from: "no", to: "yes" },
    ]);
  });

  it("matches by slug when the ID is empty, and follows a rename to the new slug", () => {
    const result = plan([row(2, { ...NEW_ROW, Slug: "alpha-tablets", Name: "Alpha Forte Tablets", Category: "Pharmaceuticals", "Dosage form": "Tablets" })]);
    expect(result.rows[0]).toMatchObject({ action: "update", productId: "p1", slug: "alpha-forte-tablets", previousSlug: "alpha-tablets" });
  });

  it("makes a row without ID and slug a new product: a draft, vocabulary in any case, after the others", () => {
    const result = plan([row(2, NEW_ROW)]);
    expect(result.rows[0]).toMatchObject({
      action: "create",
      slug: "gamma-syrup",
      input: { category: "Nutraceuticals", dosageForm: "Syrup", status: "draft", featured: false, position: 3, descriptionList: ["One", "Two"], keyBenefits: [] },
    });
  });

  it("keeps a product's status, featured flags and order when their cells are blank", () => {
    const result = plan([row(2, { ...NEW_ROW, ID: "p2", Name: "Beta Tablets", Category: "Pharmaceuticals", "Dosage form": "Tablets", Composition: "Beta Tablets composition", "Pack size": "10x10", "Description list": "First line\nSecond line", "Key benefits": "Benefit" })]);
    expect(result.rows[0]).toMatchObject({ action: "unchanged", productId: "p2" });
  });

  it("refuses a row with the reasons, row number and column of each", () => {
    const result = plan([row(2, NEW_ROW), row(3, { ...NEW_ROW, Name: "Delta", Category: "Food", "Description list": "", Featured: "maybe" })]);
    expect(result.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 1 });
    expect(result.rows[1]).toMatchObject({ row: 3, action: "error", name: "Delta" });
    expect(errorsOf(result.rows[1])).toEqual(
      expect.arrayContaining([
        { column: "Featured", message: "Featured must be yes or no" },
        { column: "Category", message: "Choose a category" },
        { column: "Description list", message: "Description list needs at least 1 line" },
      ]),
    );
  });

  it("refuses an unknown ID or slug, and a product given twice", () => {
    const result = plan([row(2, { ...NEW_ROW, ID: "nope" }), row(3, { ...NEW_ROW, Slug: "nope" }), ...exported([CATALOGUE[0]!]).map((r) => ({ ...r, rowNumber: 4 })), ...exported([CATALOGUE[0]!]).map((r) => ({ ...r, rowNumber: 5 }))]);
    expect(errorsOf(result.rows[0])).toEqual([{ column: "ID", message: PLAN_TEXT.unknownId }]);
    expect(errorsOf(result.rows[1])).toEqual([{ column: "Slug", message: PLAN_TEXT.unknownSlug }]);
    expect(result.rows[2]!.action).toBe("unchanged");
    expect(errorsOf(result.rows[3])).toEqual([{ column: "ID", message: "Row 4 already has this product" }]);
  });

  it("refuses a name whose slug another product keeps, or another row takes", () => {
    const result = plan([row(2, { ...NEW_ROW, Name: "Alpha Tablets" }), row(3, NEW_ROW), row(4, NEW_ROW)]);
    expect(errorsOf(result.rows[0])[0]!.message).toContain('also belong to the product "Alpha Tablets"');
    expect(errorsOf(result.rows[1])[0]!.message).toContain("row 4");
    expect(errorsOf(result.rows[2])[0]!.message).toContain("row 3");
  });

  it("lets two products swap names within one file", () => {
    const [a, b] = CATALOGUE;
    const result = plan(exported([{ ...a!, name: b!.name }, { ...b!, name: a!.name }]));
    expect(result.counts).toEqual({ create: 0, update: 2, unchanged: 0, error: 0 });
  });

  it("refuses a file without a required column, with a repeated column or without rows", () => {
    const without = SHEET_HEADERS.filter((h) => h !== "Name" && h !== "Pack size");
    expect(planImport(CATALOGUE, without, [])).toMatchObject({ kind: "invalid", message: expect.stringContaining("lacks the columns Name, Pack size") });
    expect(planImport(CATALOGUE, [...SHEET_HEADERS, "name"], [])).toMatchObject({ kind: "invalid", message: 'The column "Name" appears twice.' });
    expect(planImport(CATALOGUE, SHEET_HEADERS, [])).toMatchObject({ kind: "invalid", message: PLAN_TEXT.noRows });
  });

  it("reads columns in any order and case, says which it ignored, and keeps the fields of absent columns", () => {
    const headers = ["notes", "NAME", "id", "category", "dosage form", "composition", "pack size", "description list"];
    const a = CATALOGUE[0]!;
    const result = plan([{ rowNumber: 2, cells: ["call Ravi", a.name, a.id, a.category, a.dosageForm, "Changed", a.packSize, a.descriptionList.join("\n")] }], headers);
    expect(result.ignoredColumns).toEqual(["notes"]);
    expect(result.rows[0]).toMatchObject({ action: "update", changed: ["Composition"], input: { keyBenefits: ["Benefit"], status: "published" } });
  });
});
