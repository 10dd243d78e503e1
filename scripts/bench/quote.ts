import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { QUOTE_UNITS } from "../../app/schemas/quote";
import { measureAmount, type LoadFigure } from "./load";

export interface QuoteFigure extends Partial<LoadFigure> {
  available: boolean;
  sent: number;
  linesEach: number;
  /** 201 answers. */
  accepted?: number;
  /** Requests found in the database under the companies sent, each with all its lines. */
  stored?: number;
  exact?: boolean;
  seconds?: number;
  note?: string;
}

/**
 * Posts N requests for quotation of `linesEach` lines each, every one under its own company
 * name, so the check afterwards can tell a lost or doubled request from a stored one.
 */
export async function benchQuote(
  baseUrl: string,
  slugs: readonly string[],
  amount: number,
  connections: number,
  linesEach = 10,
): Promise<{ figure: QuoteFigure; prefix: string }> {
  const prefix = `bench-${randomBytes(4).toString("hex")}-`;
  const probe = await fetch(`${baseUrl}/api/quote`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  await probe.arrayBuffer();
  if (probe.status === 404) {
    return { figure: { available: false, sent: 0, linesEach, note: "POST /api/quote answers 404: the endpoint has not landed" }, prefix };
  }
  if (slugs.length < linesEach) throw new Error(`${linesEach} lines need as many products; the catalogue gave ${slugs.length}`);
  let n = 0;
  const result = await measureAmount(
    {
      url: `${baseUrl}/api/quote`,
      method: "POST",
      headers: { "content-type": "application/json" },
      nextBody: () => {
        const i = n++;
        const lines = Array.from({ length: linesEach }, (_, j) => ({
          product: slugs[(i + j) % slugs.length],
          quantity: 1000 * (j + 1),
          unit: QUOTE_UNITS[j % QUOTE_UNITS.length],
          note: `line ${j + 1}`,
        }));
        return JSON.stringify({
          name: "Bench Buyer",
          company: `${prefix}${i}`,
          email: `buyer${i}@example.com`,
          phone: "+254 712 345678",
          country: "Kenya",
          destination: "Mombasa",
          incoterm: "CIF",
          documents: ["coa"],
          privateLabel: "no",
          message: "",
          lines,
        });
      },
    },
    amount,
    connections,
  );
  return { figure: { available: true, sent: amount, linesEach, accepted: result.ok, ...result }, prefix };
}

/**
 * Checks, in the SQLite file of a stopped server, that exactly the companies sent were stored
 * once each as quote requests, each with all its lines and a reference of its own.
 */
export function checkQuotesStored(dataDir: string, prefix: string, sent: number, linesEach: number): { stored: number; exact: boolean } {
  const file = path.join(dataDir, "app.db");
  if (!existsSync(file)) return { stored: 0, exact: false };
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT m.company AS company, m.reference AS reference, (SELECT count(*) FROM quote_lines l WHERE l.message_id = m.id) AS lines
         FROM messages m WHERE m.kind = 'quote' AND m.company LIKE ?`,
      )
      .all(`${prefix}%`) as { company: string; reference: string | null; lines: number }[];
    const expected = new Set(Array.from({ length: sent }, (_, i) => `${prefix}${i}`));
    const companies = new Set(rows.map((r) => r.company));
    const references = new Set(rows.map((r) => r.reference));
    const exact =
      rows.length === sent &&
      companies.size === sent &&
      [...companies].every((c) => expected.has(c)) &&
      references.size === sent &&
      !references.has(null) &&
      rows.every((r) => Number(r.lines) === linesEach);
    return { stored: rows.length, exact };
  } finally {
    db.close();
  }
}
