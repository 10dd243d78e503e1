import type { Env } from "../env.server";
import { LocalMediaStorage } from "./local-media-storage.server";
import type { MediaStorage } from "./media-storage.server";
import { S3MediaStorage } from "./s3-media-storage.server";

// Kept apart from media-storage.server.ts, which both kinds of storage import for the interface
// and the key rules, so the media modules import each other in one direction only.

/** The storage the settings ask for: S3 when MEDIA_S3_BUCKET is set, else DATA_DIR/media. */
export function createMediaStorage(env: Env): MediaStorage {
  if (env.MEDIA_S3_BUCKET) {
    return new S3MediaStorage({
      bucket: env.MEDIA_S3_BUCKET,
      region: env.MEDIA_S3_REGION ?? "us-east-1",
      endpoint: env.MEDIA_S3_ENDPOINT,
      forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE,
      credentials:
        env.MEDIA_S3_ACCESS_KEY_ID && env.MEDIA_S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  return new LocalMediaStorage(`${env.DATA_DIR}/media`);
}
