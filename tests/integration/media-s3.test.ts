import { readdir } from "node:fs/promises";
import path from "node:path";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, login, openServerDatabase } from "../support/admin";
import { makePicture, picturesApi, picturesForm } from "../support/pictures";
import { startS3, type TestS3 } from "../support/s3";
import { startTestServer, type TestServer } from "../support/server";

describe("media in an S3 bucket (s3rver)", () => {
  let s3: TestS3;
  let server: TestServer;
  let client: S3Client;
  let cookie: string;
  let productId: string;

  beforeAll(async () => {
    s3 = await startS3();
    server = await startTestServer({ env: s3.env });
    cookie = await login(server);
    client = new S3Client({
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const db = openServerDatabase(server);
    try {
      productId = (await db.db.selectFrom("products").select("id").orderBy("position").executeTakeFirstOrThrow()).id;
    } finally {
      await db.close();
    }
  });
  afterAll(async () => {
    client?.destroy();
    await server?.dispose();
    await s3?.close();
  });

  const inBucket = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
      return true;
    } catch {
      return false;
    }
  };

  it("stores an upload in the bucket, serves it through the site, and deletes it with the picture", async () => {
    const res = await fetch(`${server.url}${picturesApi(productId)}`, {
      method: "POST",
      headers: { cookie },
      body: picturesForm([{ name: "pack.png", bytes: await makePicture("png", 900, 600) }]),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const [picture] = (await res.json()).data as Array<{ id: string; key: string; widths: number[] }>;
    expect(picture!.widths).toEqual([320, 640, 900]);

    const keys = picture!.widths.flatMap((w) => [`${picture!.key}/${w}.avif`, `${picture!.key}/${w}.webp`]);
    for (const key of keys) expect(await inBucket(key), key).toBe(true);
    // Nothing went to the local disk.
    const local = await readdir(path.join(server.dataDir, "media")).catch(() => []);
    expect(local).toEqual([]);

    const served = await fetch(`${server.url}/media/${picture!.key}/900.avif`);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("content-type")).toBe("image/avif");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["heif", 900, 600]);
    expect((await fetch(`${server.url}/media/${picture!.key}/1234.webp`)).status).toBe(404);

    const removed = await api(server, "DELETE", `${picturesApi(productId)}/${picture!.id}`, { cookie });
    expect(removed.status).toBe(200);
    for (const key of keys) expect(await inBucket(key), key).toBe(false);
    expect((await fetch(`${server.url}/media/${picture!.key}/900.avif`)).status).toBe(404);
  });

  it("a half-configured bucket stops the start with a clear message", async () => {
    const { MEDIA_S3_REGION: _region, ...half } = s3.env;
    await expect(startTestServer({ env: { ...half, MEDIA_S3_REGION: "" } })).rejects.toThrow(
      /Invalid environment variable MEDIA_S3_REGION: must be set when MEDIA_S3_BUCKET is given/,
    );
  });
});
