import { performance } from "node:perf_hooks";
import { csvCell } from "../../server/files/cells.server";
import { readSheetFile } from "../../server/catalogue/sheet-files.server";
import { SHEET_HEADERS } from "../../server/catalogue/sheet-format.server";

/** A 1,000-row spreadsheet import (every existing product changed, the rest new), preview then apply. */
export const IMPORT_BENCH = { rows: 1000, budgetSeconds: 10 } as const;

export interface ImportFigure {
  available: boolean;
  rows: number;
  created?: number;
  changed?: number;
  /** Upload to stored preview: reading the file, comparing it with the catalogue, storing the plan. */
  previewSeconds?: number;
  /** Rendering the preview page of every row. */
  pageSeconds?: number;
  /** The confirm: every row written in one transaction, the public copy reloaded. */
  applySeconds?: number;
  /** The catalogue afterwards holds exactly the file's rows. */
  exact?: boolean;
  note?: string;
}

const PACK = "bench pack";

/**
 * Exports the catalogue, changes every product and adds new ones up to `rows`, then times the
 * upload (preview), the preview page and the confirm, and checks by a second export that every
 * row landed.
 */
export async function benchSheetImport(baseUrl: string, credentials: { email: string; password: string }, rows: number = IMPORT_BENCH.rows): Promise<ImportFigure> {
  const login = await fetch(`${baseUrl}/api/admin/auth/adminlogin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  await login.arrayBuffer();
  if (login.status !== 200) throw new Error(`the bench admin could not sign in (${login.status})`);
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const headers = { cookie, origin: baseUrl };

  const exported = await fetch(`${baseUrl}/adminproducts/export.csv`, { headers, redirect: "manual" });
  if (exported.status === 404) return { available: false, rows: 0, note: "the spreadsheet export answers 404: it has not landed" };
  const before = await exportedRows(Buffer.from(await exported.arrayBuffer()));
  const col = (header: string) => SHEET_HEADERS.indexOf(header);
  const tag = Date.now().toString(36);
  const changed = before.map((row) => row.map((cell, i) => (i === col("Pack size") ? `${PACK} ${tag}` : cell)));
  const created = Array.from({ length: Math.max(0, rows - changed.length) }, (_, n) =>
    SHEET_HEADERS.map((header) => {
      const values: Record<string, string> = {
        Name: `Bench Product ${tag} ${n + 1}`,
        Category: "Pharmaceuticals",
        "Dosage form": "Tablets",
        Composition: `Each tablet contains: Bench ${n + 1} mg`,
        "Pack size": `${PACK} ${tag}`,
        "Description list": "First line\nSecond line",
        "Key benefits": "A benefit",
        Status: "published",
      };
      return values[header] ?? "";
    }),
  );
  const csv = [SHEET_HEADERS, ...changed, ...created].map((row) => row.map(csvCell).join(",")).join("\r\n");

  const form = new FormData();
  form.append("file", new Blob([csv]), "bench.csv");
  let start = performance.now();
  const upload = await fetch(`${baseUrl}/adminproducts/import`, { method: "POST", headers, body: form, redirect: "manual" });
  await upload.arrayBuffer();
  const previewSeconds = (performance.now() - start) / 1000;
  const location = upload.headers.get("location");
  if (upload.status !== 302 || !location) throw new Error(`the upload answered ${upload.status}`);

  start = performance.now();
  const page = await fetch(`${baseUrl}${location}`, { headers });
  const html = await page.text();
  const pageSeconds = (performance.now() - start) / 1000;
  if (!html.includes("Apply import")) throw new Error("the preview offers no import to apply");

  start = performance.now();
  const applied = await fetch(`${baseUrl}${location}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });
  await applied.arrayBuffer();
  const applySeconds = (performance.now() - start) / 1000;
  if (applied.status !== 302) throw new Error(`the confirm answered ${applied.status}`);

  const after = await exportedRows(Buffer.from(await (await fetch(`${baseUrl}/adminproducts/export.csv`, { headers })).arrayBuffer()));
  const names = new Set(after.map((row) => row[col("Name")]));
  const exact =
    after.length === before.length + created.length &&
    after.every((row) => row[col("Pack size")] === `${PACK} ${tag}`) &&
    created.every((row) => names.has(row[col("Name")]));
  return { available: true, rows: changed.length + created.length, created: created.length, changed: changed.length, previewSeconds, pageSeconds, applySeconds, exact };
}

async function exportedRows(bytes: Buffer): Promise<string[][]> {
  const read = await readSheetFile(bytes);
  if (read.kind !== "ok") throw new Error(`the export could not be read: ${read.message}`);
  return read.rows.map((row) => SHEET_HEADERS.map((_, i) => String(row.cells[i] ?? "")));
}

/** The figure passes when every row landed and preview plus apply took at most the budget. */
export function importPasses(figure: ImportFigure): boolean {
  if (!figure.available) return true;
  return Boolean(figure.exact) && (figure.previewSeconds ?? Infinity) + (figure.applySeconds ?? Infinity) <= IMPORT_BENCH.budgetSeconds;
}
