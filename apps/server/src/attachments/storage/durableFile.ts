import { mkdir, open, rename } from "node:fs/promises";
import path from "node:path";

/**
 * Flushes a file's bytes to the disk. An attachment's row is committed (and fsynced by
 * PostgreSQL) right after its file lands: without this, a power cut could keep the row and
 * lose the bytes it names.
 */
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a folder's entries, so a file renamed into it stays there after a power cut. */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } catch {
    /* some file systems refuse fsync on a folder: the rename is as durable as they allow */
  } finally {
    await handle.close();
  }
}

/** Renames `from` to `to` durably: the bytes first, then the folder's entry (the folder is made meanwhile). */
export async function durableRename(from: string, to: string): Promise<void> {
  await Promise.all([syncFile(from), mkdir(path.dirname(to), { recursive: true })]);
  await rename(from, to);
  await syncFolder(path.dirname(to));
}
