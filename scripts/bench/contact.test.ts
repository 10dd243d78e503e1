import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { benchContact, checkStored } from "./contact";

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A stand-in for the contact endpoint: stores each valid post in a SQLite file like the server's. */
async function contactServer(status: "present" | "absent"): Promise<{ url: string; dataDir: string; db: Database.Database }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-contact-test-"));
  const db = new Database(path.join(dataDir, "app.db"));
  db.exec("CREATE TABLE contact_messages (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL)");
  const insert = db.prepare("INSERT INTO contact_messages (name, email) VALUES (?, ?)");
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      if (status === "absent") {
        res.writeHead(404, { "content-type": "application/json" }).end('{"success":false,"message":"Not found"}');
        return;
      }
      const data = JSON.parse(body) as { name?: string; email?: string };
      if (!data.name || !data.email) {
        res.writeHead(400).end("{}");
        return;
      }
      insert.run(data.name, data.email);
      res.writeHead(201, { "content-type": "application/json" }).end('{"success":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  cleanups.push(() => {
    db.close();
  });
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, dataDir, db };
}

describe("the contact benchmark", () => {
  it("posts distinct valid messages and finds exactly those in the database", async () => {
    const { url, dataDir } = await contactServer("present");
    const { figure, prefix } = await benchContact(url, 200, 10);
    expect(figure.available).toBe(true);
    expect(figure.accepted).toBe(200);
    expect(figure.failures).toBe(0);
    expect(checkStored(dataDir, prefix, 200)).toEqual({ stored: 200, exact: true, table: "contact_messages" });
  });

  it("notices a message stored twice or one missing", async () => {
    const { url, dataDir, db } = await contactServer("present");
    const { prefix } = await benchContact(url, 50, 5);
    db.prepare("INSERT INTO contact_messages (name, email) VALUES (?, ?)").run(`${prefix}7`, "x@example.com");
    expect(checkStored(dataDir, prefix, 50)).toMatchObject({ stored: 51, exact: false });
    db.prepare("DELETE FROM contact_messages WHERE name IN (?, ?)").run(`${prefix}7`, `${prefix}8`);
    expect(checkStored(dataDir, prefix, 50)).toMatchObject({ stored: 48, exact: false });
  });

  it("reports the endpoint unavailable on 404, storing nothing", async () => {
    const { url, dataDir } = await contactServer("absent");
    const { figure, prefix } = await benchContact(url, 100, 10);
    expect(figure.available).toBe(false);
    expect(figure.note).toMatch(/404/);
    expect(checkStored(dataDir, prefix, 100).stored).toBe(0);
  });
});
