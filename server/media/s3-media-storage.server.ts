import { Readable } from "node:stream";
import type * as S3 from "@aws-sdk/client-s3";
import { assertMediaKey, mediaType, type MediaStorage, type StoredMedia } from "./media-storage.server";

export interface S3MediaOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL (MinIO, R2, s3rver...); absent for AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The AWS SDK's S3 client, loaded at the first use of the bucket: a site on local media never loads it. */
type S3Sdk = typeof S3;

function isMissing(sdk: S3Sdk, error: unknown): boolean {
  if (error instanceof sdk.S3ServiceException) {
    return error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound";
  }
  return false;
}

/** Media as objects of one bucket, the key as the object's name. */
export class S3MediaStorage implements MediaStorage {
  readonly kind = "s3";
  private readonly bucket: string;
  private connection: Promise<{ sdk: S3Sdk; client: S3.S3Client }> | undefined;

  constructor(private readonly options: S3MediaOptions) {
    this.bucket = options.bucket;
  }

  private connect(): Promise<{ sdk: S3Sdk; client: S3.S3Client }> {
    const options = this.options;
    this.connection ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
        // Newer SDKs add CRC checksums some S3-compatible services reject; only when asked.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    }));
    return this.connection;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertMediaKey(key);
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
  }

  async get(key: string): Promise<StoredMedia | null> {
    assertMediaKey(key);
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error("S3 answered without a body stream");
      return { body: answer.Body, length: Number(answer.ContentLength ?? 0), contentType: answer.ContentType ?? mediaType(key) };
    } catch (error) {
      if (isMissing(sdk, error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertMediaKey(key);
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(sdk, error)) return false;
      throw error;
    }
  }
}
