import path from "node:path";
import type { Config } from "../../config/config";
import { LocalStorage } from "./LocalStorage";
import { S3Storage } from "./S3Storage";
import type { Storage } from "./Storage";

/** The configured store: the bucket when `S3_*` is set, else `DATA_DIR/files`. */
export function createStorage(config: Config): Storage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage(path.join(config.dataDir, "files"));
}
