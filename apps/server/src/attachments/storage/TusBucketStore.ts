import { Transform, type Readable } from "node:stream";
import { S3Store } from "@tus/s3-store";
import type { Upload } from "@tus/utils";
import { s3ClientConfig, type S3StorageOptions } from "./S3Storage";

type Part = { PartNumber?: number; ETag?: string; Size?: number };
type Metadata = { file: Upload; "upload-id": string; "tus-version": string };


function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

/**
 * tus's S3Store (unfinished uploads live in the bucket as a multipart upload plus `<id>.info` and
 * `<id>.part`, so any instance can continue an upload another one started), with two repairs:
 * - servers without ListParts (s3rver, some gateways answer 405/501): each uploaded part also
 *   leaves a small marker object `<id>.parts/<n>` carrying its ETag and size, listed instead;
 * - removing a finished upload (whose multipart upload no longer exists) deletes its objects
 *   instead of failing with "not found".
 */
export class TusBucketStore extends S3Store {
  private listPartsMissing = false;

  constructor(opts: S3StorageOptions) {
    super({
      s3ClientConfig: { bucket: opts.bucket, ...s3ClientConfig(opts) },
      // Unfinished uploads older than a day are removed by cleanUpExpiredUploads (where the server lists them).
      expirationPeriodInMilliseconds: 24 * 60 * 60 * 1000,
      useTags: false,
    });
  }

  private markerPrefix(id: string) {
    return `${id}.parts/`;
  }

  protected async uploadPart(metadata: Metadata, readStream: Readable, partNumber: number): Promise<string> {
    let size = 0;
    const counted = readStream.pipe(
      new Transform({
        transform(chunk: Buffer, _enc, cb) {
          size += chunk.length;
          cb(null, chunk);
        },
      }),
    );
    // The SDK wants a length for a streamed part body: buffer the part (at most a few MiB).
    const body = Buffer.concat(await counted.toArray());
    const etag = await super.uploadPart(metadata, body, partNumber);
    await this.client.putObject({
      Bucket: this.bucket,
      Key: `${this.markerPrefix(metadata.file.id)}${String(partNumber).padStart(5, "0")}`,
      Body: "",
      Metadata: { etag: String(etag), size: String(size) },
    });
    return etag;
  }

  protected async retrieveParts(id: string, partNumberMarker?: string): Promise<Part[]> {
    if (!this.listPartsMissing) {
      try {
        return await super.retrieveParts(id, partNumberMarker);
      } catch (err) {
        const status = statusOf(err);
        if (status !== 405 && status !== 501) throw err;
        this.listPartsMissing = true;
      }
    }
    const parts: Part[] = [];
    const listed = await this.client.listObjectsV2({ Bucket: this.bucket, Prefix: this.markerPrefix(id) });
    for (const o of listed.Contents ?? []) {
      const head = await this.client.headObject({ Bucket: this.bucket, Key: o.Key! });
      parts.push({ PartNumber: Number(o.Key!.slice(this.markerPrefix(id).length)), ETag: head.Metadata?.etag, Size: Number(head.Metadata?.size ?? 0) });
    }
    if (!parts.length) {
      // A completed upload: report it as such (the multipart upload is gone, the object exists).
      const done = await this.client.headObject({ Bucket: this.bucket, Key: id }).then(
        () => true,
        () => false,
      );
      if (done) throw Object.assign(new Error("NoSuchUpload"), { Code: "NoSuchUpload", name: "NoSuchUpload" });
    }
    return parts.sort((a, b) => a.PartNumber! - b.PartNumber!);
  }

  async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
    } catch {
      /* finished uploads have no multipart upload left to abort */
    }
    const markers = await this.client.listObjectsV2({ Bucket: this.bucket, Prefix: this.markerPrefix(id) }).catch(() => ({ Contents: [] }));
    const keys = [id, `${id}.info`, `${id}.part`, ...(markers.Contents ?? []).map((o) => o.Key!)];
    for (const Key of keys) await this.client.deleteObject({ Bucket: this.bucket, Key }).catch(() => {});
    await this.clearCache(id);
  }
}
