import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error -- s3rver ships no type declarations; its two methods are typed below.
import S3rver from "s3rver";
import { freePort } from "./server";

/** An S3-API server of the test's own (s3rver), with one bucket, and the settings that point at it. */
export interface TestS3 {
  bucket: string;
  endpoint: string;
  /** MEDIA_S3_* settings for a test server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<unknown>;
  close(): Promise<void>;
}

export async function startS3(bucket = "media"): Promise<TestS3> {
  const port = await freePort();
  const directory = mkdtempSync(path.join(os.tmpdir(), "export-site-s3-"));
  const instance = new (S3rver as new (options: object) => S3rverInstance)({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await instance.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_REGION: "us-east-1",
      MEDIA_S3_ENDPOINT: endpoint,
      // s3rver's fixed test credentials.
      MEDIA_S3_ACCESS_KEY_ID: "S3RVER",
      MEDIA_S3_SECRET_ACCESS_KEY: "S3RVER",
      MEDIA_S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await instance.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
