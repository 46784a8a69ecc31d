import type { Readable } from "node:stream";
import type { DurableBatch } from "./durableFile";

export interface PutOptions {
  contentType?: string;
  size?: number;
  /**
   * On the local disk, the file's flush is left to this batch (many files written for one commit);
   * the caller flushes it before committing. A bucket answers once the object is stored, and ignores it.
   */
  batch?: DurableBatch;
}

/**
 * Where attachment bytes live. One interface, two places: files under `DATA_DIR/files` by
 * default, an S3-compatible bucket when `S3_*` is set. Keys are opaque paths like
 * `attachments/<uuid>`; callers never build file paths themselves.
 */
export interface Storage {
  readonly kind: "local" | "s3";
  /** Writes the whole stream under `key` (replacing what was there). */
  put(key: string, body: Readable | Buffer, opts?: PutOptions): Promise<void>;
  /**
   * Moves a finished file on this machine under `key`, a new key (the file is gone afterwards). Only stores
   * on the local disk have it: a rename instead of a second copy of every upload.
   */
  moveIn?(key: string, file: string): Promise<void>;
  /** The bytes under `key`; rejects with AppError storage_not_found when there are none. */
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,300}$/i;
/** Keys are made by the server; this refuses anything that could step outside the store. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split("/").some((part) => part === ".." || part === "." || part === "")) {
    throw new Error(`invalid storage key: ${key}`);
  }
}
