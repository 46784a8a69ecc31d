import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { randomUUID } from "node:crypto";
import { AppError } from "../../http/AppError";
import { assertStorageKey, type PutOptions, type Storage } from "./Storage";
import { durableMoveToNewName, durableRename, makeFolder } from "./durableFile";

/** Files under one folder (`DATA_DIR/files`); writes land in a temp file and are renamed in. */
export class LocalStorage implements Storage {
  readonly kind = "local" as const;
  constructor(readonly root: string) {}

  private file(key: string) {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Readable | Buffer, opts: PutOptions = {}): Promise<void> {
    const file = this.file(key);
    const madeFolders = await makeFolder(path.dirname(file));
    const tmp = `${file}.${randomUUID()}.part`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(tmp));
      if (opts.batch) {
        await rename(tmp, file);
        opts.batch.add(file, madeFolders);
      } else await durableRename(tmp, file, madeFolders);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async moveIn(key: string, source: string): Promise<void> {
    const file = this.file(key);
    const madeFolders = await makeFolder(path.dirname(file));
    try {
      // Keys are new (attachments/<project>/<uuid>): the bytes and the entry can go to the disk together.
      await durableMoveToNewName(source, file, madeFolders);
    } catch (err) {
      // Another file system (DATA_DIR/uploads mounted apart): copy in under a temp name, then drop the source.
      if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
      const tmp = `${file}.${randomUUID()}.part`;
      try {
        await copyFile(source, tmp);
        await durableRename(tmp, file, madeFolders);
      } catch (copyErr) {
        await rm(tmp, { force: true });
        throw copyErr;
      }
      await rm(source, { force: true });
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.file(key);
    if (!(await this.exists(key))) throw new AppError("storage_not_found", "The file was not found.");
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    const file = this.file(key);
    try {
      return (await stat(file)).isFile();
    } catch {
      return false;
    }
  }
}
