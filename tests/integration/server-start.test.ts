import { existsSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";

const RECORDER = path.resolve(import.meta.dirname, "../support/record-imports.mjs");

/**
 * Packages that only some requests or settings need, loaded at their first use rather than at
 * every start of the server (a restart on an existing database: about 2.4 s -> 1.5 s).
 */
const LOADED_WHEN_USED = ["playwright-core", "exceljs", "imapflow", "mailparser", "@cantoo/pdf-lib", "@aws-sdk/client-s3"];

/** The packages among the module URLs of `file`. */
function packagesIn(file: string): Set<string> {
  const found = new Set<string>();
  for (const url of readFileSync(file, "utf8").split("\n")) {
    const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
    if (match) found.add(match[1]!);
  }
  return found;
}

describe("the server's start", () => {
  const servers: TestServer[] = [];
  const record = path.join(os.tmpdir(), `server-start-imports-${process.pid}.txt`);
  afterAll(async () => {
    for (const server of servers.reverse()) await server.dispose();
    rmSync(record, { force: true });
  });

  it("on an existing database, loads none of the packages only some requests need", async () => {
    // The first start makes the database and writes its sample documents (with pdf-lib).
    const first = await startTestServer();
    servers.push(first);
    expect(await first.stop()).toBe(0);

    const again = await startTestServer({
      reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl },
      env: { NODE_OPTIONS: `--import ${RECORDER}`, RECORD_IMPORTS_FILE: record },
    });
    servers.push(again);
    expect((await fetch(`${again.url}/products`)).status).toBe(200);
    expect(existsSync(record)).toBe(true);
    const loaded = packagesIn(record);
    // What every start needs is there: the record sees the server's packages.
    expect([...loaded]).toEqual(expect.arrayContaining(["react-dom", "react-router", "kysely", "express"]));
    expect(LOADED_WHEN_USED.filter((name) => loaded.has(name))).toEqual([]);
  });
});
