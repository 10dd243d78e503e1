import { createReadStream, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { sendStored, SEND_CHUNK_BYTES } from "./send-stored.server";
import type { StoredMedia } from "./media-storage.server";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server that answers every request with the stored file, and reports how each answer ended. */
async function serve(stored: () => StoredMedia): Promise<{ url: string; done: Promise<void>[] }> {
  const done: Promise<void>[] = [];
  const server = createServer((req, res) => {
    const file = stored();
    res.setHeader("Content-Length", String(file.length));
    done.push(sendStored(res, file, req.method === "HEAD"));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, done };
}

function fileOf(size: number): { file: string; bytes: Buffer } {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 10)) & 0xff;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "send-stored-")), "file.bin");
  writeFileSync(file, bytes);
  return { file, bytes };
}

const local = (file: string, length: number): StoredMedia => ({ body: createReadStream(file), length, contentType: "application/pdf", path: file });

describe("sendStored", () => {
  it("sends a local file byte for byte through its reused buffer, at sizes around the chunk", async () => {
    for (const size of [0, 1, SEND_CHUNK_BYTES - 1, SEND_CHUNK_BYTES, SEND_CHUNK_BYTES + 1, 3 * SEND_CHUNK_BYTES + 17]) {
      const { file, bytes } = fileOf(size);
      const { url } = await serve(() => local(file, size));
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      expect([size, body.equals(bytes)]).toEqual([size, true]);
    }
  });

  it("pipes a stream with no local file (S3) as it comes", async () => {
    const bytes = Buffer.from("a stored file from a bucket");
    const { url } = await serve(() => ({ body: Readable.from([bytes]), length: bytes.length, contentType: "application/pdf" }));
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("sends no body to HEAD", async () => {
    const { file } = fileOf(1000);
    const { url } = await serve(() => local(file, 1000));
    const res = await fetch(url, { method: "HEAD" });
    expect([res.status, res.headers.get("content-length"), (await res.arrayBuffer()).byteLength]).toEqual([200, "1000", 0]);
  });

  it("ends quietly when the visitor goes away mid-file", async () => {
    const size = 8 * 1024 * 1024;
    const { file } = fileOf(size);
    const { url, done } = await serve(() => local(file, size));
    await new Promise<void>((resolve) => {
      const req = request(url, (res) => {
        res.once("data", () => {
          req.destroy();
          resolve();
        });
      });
      req.end();
    });
    await expect(Promise.race([done[0], new Promise((_, reject) => setTimeout(() => reject(new Error("still sending")), 5000))])).resolves.toBeUndefined();
  });
});
