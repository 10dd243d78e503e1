import { messages } from "../../content/i18n/en/messages";
import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { measureAmount, type LoadFigure } from "./load";

export interface ContactFigure extends Partial<LoadFigure> {
  available: boolean;
  sent: number;
  /** 201 answers. */
  accepted?: number;
  /** Messages found in the database with the names sent. */
  stored?: number;
  seconds?: number;
  note?: string;
}

/** Posts the form N times with distinct names: none may be lost or stored twice. */
export async function benchContact(baseUrl: string, amount: number, connections: number): Promise<{ figure: ContactFigure; prefix: string }> {
  const prefix = `bench-${randomBytes(4).toString("hex")}-`;
  // An empty body stores nothing: a 400 says the endpoint is there, a 404 that it has not landed.
  const probe = await fetch(`${baseUrl}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  await probe.arrayBuffer();
  if (probe.status === 404) {
    return { figure: { available: false, sent: 0, note: "POST /api/contact answers 404: the endpoint has not landed" }, prefix };
  }
  let n = 0;
  const result = await measureAmount(
    {
      url: `${baseUrl}/api/contact`,
      method: "POST",
      headers: { "content-type": "application/json" },
      nextBody: () => {
        const i = n++;
        return JSON.stringify({
          name: `${prefix}${i}`,
          email: `buyer${i}@example.com`,
          phone: "9876543210",
          interest: messages.forms.contact.interestOptions[0],
          time: new Date().toLocaleString("en-IN"),
        });
      },
    },
    amount,
    connections,
  );
  return { figure: { available: true, sent: amount, accepted: result.ok, ...result }, prefix };
}

/**
 * Checks, in the SQLite file of a stopped server, that exactly the names sent were stored, once
 * each, in whichever table has a `name` column holding them (the messages schema belongs to
 * another part of the code).
 */
export function checkStored(dataDir: string, prefix: string, sent: number): { stored: number; exact: boolean; table?: string } {
  const file = path.join(dataDir, "app.db");
  if (!existsSync(file)) return { stored: 0, exact: false };
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const quote = (id: string) => `"${id.replace(/"/g, '""')}"`;
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    for (const { name: table } of tables) {
      const columns = db.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[];
      if (!columns.some((c) => c.name === "name")) continue;
      const names = (db.prepare(`SELECT name FROM ${quote(table)} WHERE name LIKE ?`).all(`${prefix}%`) as { name: string }[]).map(
        (r) => r.name,
      );
      if (names.length === 0) continue;
      const expected = new Set(Array.from({ length: sent }, (_, i) => `${prefix}${i}`));
      const unique = new Set(names);
      const exact = names.length === sent && unique.size === sent && [...unique].every((n) => expected.has(n));
      return { stored: names.length, exact, table };
    }
    return { stored: 0, exact: false };
  } finally {
    db.close();
  }
}
