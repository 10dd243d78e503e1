import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
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

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound";
  }
  return false;
}

/** Media as objects of one bucket, the key as the object's name. */
export class S3MediaStorage implements MediaStorage {
  readonly kind = "s3";
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3MediaOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Newer SDKs add CRC checksums some S3-compatible services reject; only when asked.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertMediaKey(key);
    await this.client.send(
      new PutObjectCommand({
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
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error("S3 answered without a body stream");
      return { body: answer.Body, length: Number(answer.ContentLength ?? 0), contentType: answer.ContentType ?? mediaType(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertMediaKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}
