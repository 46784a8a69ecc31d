import type { DbOrTx } from "../db/client";

export type NoteMaterialsListener = (db: DbOrTx, noteId: string) => Promise<void>;

/**
 * Called (inside the writing transaction) after any change to a note's material
 * lines, so other features can react, e.g. the risk feature marks its screening
 * as changed. Add a listener with `onNoteMaterialsChanged.push(fn)`.
 */
export const onNoteMaterialsChanged: NoteMaterialsListener[] = [];

export async function emitNoteMaterialsChanged(db: DbOrTx, noteId: string): Promise<void> {
  for (const listener of onNoteMaterialsChanged) await listener(db, noteId);
}
