import { describe, expect, it } from "vitest";
import { REGISTRATION_NUMBER_MAX } from "../../app/schemas/registrations";
import { REGISTRATION_HEADERS, REGISTRATION_PLAN_TEXT, planRegistrations, readStatus, registrationRow, type SheetRegistration } from "./registration-sheet.server";

const products = [
  { id: "p1", slug: "verdamol-500-tablets", name: "Verdamol 500 Tablets" },
  { id: "p2", slug: "verdamol-650-tablets", name: "Verdamol 650 Tablets" },
];
const existing: SheetRegistration[] = [
  { productId: "p1", countryCode: "KE", status: "registered", number: "KE-1", validUntil: "2028-03-31" },
  { productId: "p1", countryCode: "NG", status: "in-process", number: null, validUntil: null },
];

/** A file of these rows, each given by header (missing cells empty). */
function plan(rows: Array<Record<string, string | number>>, headers: readonly string[] = REGISTRATION_HEADERS) {
  return planRegistrations(
    products,
    existing,
    headers,
    rows.map((row, i) => ({ rowNumber: i + 2, cells: headers.map((h) => row[h] ?? "") })),
  );
}

const exported = () => existing.map((r) => registrationRow(products.find((p) => p.id === r.productId)!, r));

describe("the registrations sheet's plan", () => {
  it("an export read back changes nothing", () => {
    const rows = exported().map((cells) => Object.fromEntries(REGISTRATION_HEADERS.map((h, i) => [h, cells[i]!])));
    const outcome = plan(rows);
    expect(outcome.kind === "ok" && outcome.value.counts).toEqual({ create: 0, update: 0, remove: 0, unchanged: 2, error: 0 });
  });

  it("adds, changes and removes by row; a row for nothing to remove changes nothing", () => {
    const outcome = plan([
      { Slug: "verdamol-650-tablets", Country: "Ghana", Status: "registered", "Registration number": "GH-9", "Valid until": "2029-01-31" },
      { Product: "verdamol 500 tablets", Country: "KE", Status: "Withdrawn", "Registration number": "KE-1", "Valid until": "2028-03-31" },
      { "Product ID": "p1", Country: "ng", Status: "REMOVE" },
      { "Product ID": "p2", Country: "NG", Status: "remove" },
    ]);
    if (outcome.kind !== "ok") throw new Error(JSON.stringify(outcome));
    expect(outcome.value.counts).toEqual({ create: 1, update: 1, remove: 1, unchanged: 1, error: 0 });
    expect(outcome.value.rows[0]).toMatchObject({ action: "create", productId: "p2", countryCode: "GH", after: { status: "registered", number: "GH-9", validUntil: "2029-01-31" } });
    expect(outcome.value.rows[1]).toMatchObject({ action: "update", changes: [{ column: "Status", from: "Registered", to: "Withdrawn" }] });
    expect(outcome.value.rows[2]).toMatchObject({ action: "remove", productId: "p1", countryCode: "NG" });
  });

  it("refuses each bad row with its column and reason", () => {
    const outcome = plan([
      { Slug: "no-such-product", Country: "KE", Status: "registered" },
      { Slug: "verdamol-500-tablets", Country: "Atlantis", Status: "registered" },
      { Slug: "verdamol-500-tablets", Country: "GH", Status: "pending" },
      { Slug: "verdamol-500-tablets", Country: "UG", Status: "registered", "Valid until": "2027-02-30" },
      { Slug: "verdamol-500-tablets", Country: "TZ", Status: "registered", "Registration number": "x".repeat(REGISTRATION_NUMBER_MAX + 1) },
      { Country: "KE", Status: "registered" },
      { Slug: "verdamol-500-tablets", Country: "KE", Status: "registered" },
      { Slug: "verdamol-500-tablets", Country: "KE", Status: "withdrawn" },
    ]);
    if (outcome.kind !== "ok") throw new Error(JSON.stringify(outcome));
    const problems = outcome.value.rows.map((row) => (row.action === "error" ? row.problems.map((p) => `${p.column}: ${p.message}`) : row.action));
    expect(problems).toEqual([
      [`Slug: ${REGISTRATION_PLAN_TEXT.unknownSlug}`],
      [`Country: ${REGISTRATION_PLAN_TEXT.unknownCountry}`],
      [`Status: ${REGISTRATION_PLAN_TEXT.badStatus}`],
      ["Valid until: Valid until must be a date (YYYY-MM-DD)"],
      [`Registration number: Registration number must be at most ${REGISTRATION_NUMBER_MAX} characters`],
      [`Product: ${REGISTRATION_PLAN_TEXT.noProduct}`],
      // Without number and date cells the row says the registration has none.
      "update",
      ["Country: Row 8 already has this product and country"],
    ]);
    expect(outcome.value.counts.error).toBe(7);
  });

  it("a column the file lacks keeps the stored value; a file without its required columns is refused", () => {
    const headers = ["Slug", "Country", "Status"];
    const kept = plan([{ Slug: "verdamol-500-tablets", Country: "KE", Status: "registered" }], headers);
    expect(kept.kind === "ok" && kept.value.rows[0]!.action).toBe("unchanged");
    const refused = plan([{ Slug: "x" }], ["Slug", "Country"]);
    expect(refused).toMatchObject({ kind: "invalid", errors: { file: expect.stringContaining("lacks the column Status") } });
    const nameless = plan([{ Country: "KE", Status: "registered" }], ["Country", "Status"]);
    expect(nameless).toMatchObject({ kind: "invalid", errors: { file: REGISTRATION_PLAN_TEXT.noProductColumn } });
  });

  it("reads a status however it is written, and a text that would run as a formula is written defused", () => {
    expect(["In process", "in-process", "IN_PROCESS", " Not registered ", "remove", "pending"].map(readStatus)).toEqual(["in-process", "in-process", "in-process", "not-registered", "remove", null]);
    const row = registrationRow(products[0]!, { productId: "p1", countryCode: "KE", status: "registered", number: "=HYPERLINK(1)", validUntil: null });
    expect(row[REGISTRATION_HEADERS.indexOf("Registration number")]).toBe("'=HYPERLINK(1)");
    expect(row[REGISTRATION_HEADERS.indexOf("Country name")]).toBe("Kenya");
  });
});
