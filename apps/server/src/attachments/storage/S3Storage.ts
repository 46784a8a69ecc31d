import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import { AppError } from "../../http/AppError";
import { assertStorageKey, type Storage } from "./Storage";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
}

/** S3 client settings shared by this store and tus's S3Store (path-style for MinIO, s3rver ...). */
export function s3ClientConfig(o: S3StorageOptions): S3ClientConfig {
  return {
    region: o.region,
    // Plain PUTs without streaming checksums: understood by every S3-compatible server.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...(o.endpoint ? { endpoint: o.endpoint, forcePathStyle: true } : {}),
    ...(o.accessKeyId ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } } : {}),
  };
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

function mapS3Error(err: unknown): never {
  const status = (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  if (isMissing(err)) throw new AppError("storage_not_found", "The file was not found.");
  if (status === 403) throw new AppError("storage_unauthorized", "The storage service refused access.");
  if (status === 401) throw new AppError("storage_unauthenticated", "The storage service did not accept the credentials.");
  throw err;
}

/** An S3-compatible bucket (`S3_*`). */
export class S3Storage implements Storage {
  readonly kind = "s3" as const;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(opts: S3StorageOptions) {
    this.client = new S3Client(s3ClientConfig(opts));
    this.bucket = opts.bucket;
  }

  async put(key: string, body: Readable | Buffer, opts: { contentType?: string } = {}): Promise<void> {
    assertStorageKey(key);
    try {
      // Attachments are at most 10 MB: one PUT with a known length is simplest and works everywhere.
      const bytes = Buffer.isBuffer(body) ? body : Buffer.concat(await body.toArray());
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentLength: bytes.length, ContentType: opts.contentType }),
      );
    } catch (err) {
      mapS3Error(err);
    }
  }

  async get(key: string): Promise<Readable> {
    assertStorageKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return res.Body as Readable;
    } catch (err) {
      mapS3Error(err);
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (!isMissing(err)) mapS3Error(err);
    }
  }

  async exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      mapS3Error(err);
    }
  }
}
