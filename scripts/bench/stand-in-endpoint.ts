import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";

export interface StandIn {
  url: string;
  /** The data folder the bench's storage check reads (app.db inside). */
  dataDir: string;
  db: Database.Database;
}

/**
 * For the bench's tests: a stand-in for one of the site's POST endpoints that stores what it
 * accepts in a SQLite file shaped like the server's, so the bench's storage check has something
 * real to count. `store` returns false for a body the real endpoint would refuse (400); an
 * "absent" endpoint answers 404 like a server without the feature. Closed when the test ends.
 */
export async function standInEndpoint(
  status: "present" | "absent",
  schema: string,
  store: (body: unknown, db: Database.Database) => boolean,
): Promise<StandIn> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-endpoint-test-"));
  const db = new Database(path.join(dataDir, "app.db"));
  db.exec(schema);
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      if (status === "absent") {
        res.writeHead(404, { "content-type": "application/json" }).end('{"success":false,"message":"Not found"}');
        return;
      }
      if (!store(JSON.parse(body), db)) {
        res.writeHead(400).end("{}");
        return;
      }
      res.writeHead(201, { "content-type": "application/json" }).end('{"success":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, dataDir, db };
}
