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

/**
 * Makes `folder` and any missing parents, and answers the folders that gained an entry: each new
 * folder's parent. Until those are flushed too, a power cut can lose a new folder with all in it.
 */
export async function makeFolder(folder: string): Promise<string[]> {
  const made = await mkdir(folder, { recursive: true });
  if (!made) return [];
  const parents: string[] = [];
  for (let d = folder; d !== made; d = path.dirname(d)) parents.push(path.dirname(d));
  parents.push(path.dirname(made));
  return parents;
}

/**
 * Renames `from` to `to` durably: the bytes first, then the folder's entry (the folder is made
 * meanwhile) and the entries of folders made for it, here or by the caller (`madeFor`, from makeFolder).
 */
export async function durableRename(from: string, to: string, madeFor: string[] = []): Promise<void> {
  const [, made] = await Promise.all([syncFile(from), makeFolder(path.dirname(to))]);
  await rename(from, to);
  await Promise.all([...new Set([path.dirname(to), ...made, ...madeFor])].map(syncFolder));
}
