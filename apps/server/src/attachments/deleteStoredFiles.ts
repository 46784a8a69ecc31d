import type { Storage } from "./storage/Storage";

type Log = { warn(obj: object, msg: string): void };

/**
 * Deletes stored bytes whose rows are gone (committed): a failure is only logged, as nothing refers
 * to those bytes any more and the rest still go.
 */
export async function deleteStoredFiles(storage: Storage, keys: string[], log: Log, what = "file") {
  for (const key of keys) await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, `${what} not deleted`));
}
