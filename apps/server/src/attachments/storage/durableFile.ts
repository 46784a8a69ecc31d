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

/**
 * Moves `from` to `to` (its folder made, with the folders made for it in `madeFor`), a name nothing
 * had before, and flushes its bytes and the folder's entry
 * side by side: one wait on the disk instead of two in turn (a 10 MiB upload's finish waited for
 * both). Until it answers, a power cut may keep the new name with part of the bytes, which only
 * matters for a name something already refers to: the caller commits the row naming it after, so
 * that leaves an orphan, never a damaged file. To replace a file, durableRename.
 */
export async function durableMoveToNewName(from: string, to: string, madeFor: string[] = []): Promise<void> {
  const handle = await open(from, "r+");
  try {
    await rename(from, to);
    await Promise.all([handle.sync(), ...[...new Set([path.dirname(to), ...madeFor])].map(syncFolder)]);
  } finally {
    await handle.close();
  }
}

/** How many files are flushed at once: enough to keep the thread pool busy, so the disk joins them into few journal commits. */
const FLUSHES_AT_ONCE = 8;

/**
 * Files written for one commit, flushed together before it. Each alone costs a flush of its bytes
 * and one of its folder, one after the other (an .eln import of 300 notes made 1,800 of them in
 * turn); here the bytes of all go at once, then each folder once. Until `flush()` has answered,
 * a written file may be lost in a power cut, so no row naming one may commit before it.
 */
export class DurableBatch {
  private readonly files = new Set<string>();
  private readonly folders = new Set<string>();

  add(file: string, folders: string[]) {
    this.files.add(file);
    for (const f of [path.dirname(file), ...folders]) this.folders.add(f);
  }

  async flush(): Promise<void> {
    const files = [...this.files];
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(FLUSHES_AT_ONCE, files.length) }, async () => {
        while (next < files.length) await syncFile(files[next++]);
      }),
    );
    // Folders last: an entry is flushed once the bytes it names are.
    await Promise.all([...this.folders].map(syncFolder));
    this.files.clear();
    this.folders.clear();
  }
}
