import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { benchQuote, checkQuotesStored } from "./quote";
import { standInEndpoint, type StandIn } from "./stand-in-endpoint";

const SLUGS = Array.from({ length: 12 }, (_, i) => `product-${i}`);

/** A stand-in for POST /api/quote: stores each request and its lines in a SQLite file like the server's. */
function quoteServer(status: "present" | "absent"): Promise<StandIn> {
  const schema = `CREATE TABLE messages (id TEXT PRIMARY KEY, kind TEXT NOT NULL, company TEXT, reference TEXT);
    CREATE TABLE quote_lines (message_id TEXT NOT NULL, position INTEGER NOT NULL, product_slug TEXT NOT NULL)`;
  let sequence = 0;
  return standInEndpoint(status, schema, (body, db) => {
    const data = body as { company?: string; lines?: { product: string }[] };
    if (!data.company || !data.lines?.length) return false;
    const id = randomUUID();
    db.prepare("INSERT INTO messages (id, kind, company, reference) VALUES (?, 'quote', ?, ?)").run(id, data.company, `Q-2026-${++sequence}`);
    data.lines.forEach((line, i) => db.prepare("INSERT INTO quote_lines VALUES (?, ?, ?)").run(id, i + 1, line.product));
    return true;
  });
}

describe("the quote benchmark", () => {
  it("posts distinct requests of ten lines and finds exactly those, each with its lines", async () => {
    const { url, dataDir, db } = await quoteServer("present");
    const { figure, prefix } = await benchQuote(url, SLUGS, 100, 10, 10);
    expect(figure).toMatchObject({ available: true, accepted: 100, failures: 0, linesEach: 10 });
    expect(checkQuotesStored(dataDir, prefix, 100, 10)).toEqual({ stored: 100, exact: true });
    const distinct = db.prepare("SELECT count(DISTINCT product_slug) AS n FROM quote_lines GROUP BY message_id LIMIT 1").get() as { n: number };
    expect(distinct.n).toBe(10);
  });

  it("notices a request stored twice, one missing, or one missing a line", async () => {
    const { url, dataDir, db } = await quoteServer("present");
    const { prefix } = await benchQuote(url, SLUGS, 30, 5, 10);
    const one = db.prepare("SELECT id FROM messages WHERE company = ?").get(`${prefix}3`) as { id: string };
    db.prepare("DELETE FROM quote_lines WHERE message_id = ? AND position = 10").run(one.id);
    expect(checkQuotesStored(dataDir, prefix, 30, 10)).toEqual({ stored: 30, exact: false });
    db.prepare("INSERT INTO quote_lines VALUES (?, 10, 'again')").run(one.id);
    expect(checkQuotesStored(dataDir, prefix, 30, 10).exact).toBe(true);
    db.prepare("INSERT INTO messages VALUES (?, 'quote', ?, 'Q-2026-999')").run(randomUUID(), `${prefix}7`);
    expect(checkQuotesStored(dataDir, prefix, 30, 10)).toMatchObject({ stored: 31, exact: false });
  });

  it("reports the endpoint unavailable on 404, storing nothing", async () => {
    const { url, dataDir } = await quoteServer("absent");
    const { figure, prefix } = await benchQuote(url, SLUGS, 50, 5, 10);
    expect(figure.available).toBe(false);
    expect(figure.note).toMatch(/404/);
    expect(checkQuotesStored(dataDir, prefix, 50, 10).stored).toBe(0);
  });
});
