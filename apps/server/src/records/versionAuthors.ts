import { inArray, sql } from "drizzle-orm";
import type { Extension } from "@hocuspocus/server";
import { noteIdFromDocumentName } from "@eln/shared/notes";
import type { AppContext } from "../http/context";
import type { DbOrTx } from "../db/client";
import type { CollabContext } from "../collab";
import { updateInMessage } from "../collab";
import { noteEditAuthors, noteVersionAuthors } from "./schema";

/**
 * `noteId:userId` pairs recorded lately (saves a write per keystroke). Entries expire so that a
 * version written by another instance, which cannot clear this map, is followed within seconds.
 */
const seen = new Map<string, number>();
const SEEN_MS = 5_000;

/**
 * Remembers who sent each accepted Yjs update, so the next version can name everyone whose
 * edits it contains. Runs after the lock extension (a refused update names nobody).
 */
export function versionAuthorsExtension(ctx: AppContext): Extension {
  return {
    extensionName: "eln-version-authors",
    priority: 500,
    async beforeHandleMessage({ documentName, update: raw, connection, context }) {
      if (connection.readOnly || !updateInMessage(raw)) return;
      const userId = (context as CollabContext | undefined)?.userId;
      const noteId = noteIdFromDocumentName(documentName);
      const key = `${noteId}:${userId}`;
      if (!userId || !noteId || Date.now() - (seen.get(key) ?? 0) < SEEN_MS) return;
      await ctx.db.insert(noteEditAuthors).values({ noteId, userId }).onConflictDoNothing();
      seen.set(key, Date.now());
    },
  };
}

/** Inside the version's transaction: moves the note's editors since the last version onto it. */
export async function attributeVersion(tx: DbOrTx, noteId: string, versionId: string, alsoUserId: string | null) {
  const rows = (await tx.execute(sql`delete from ${noteEditAuthors} where ${noteEditAuthors.noteId} = ${noteId} returning user_id`)) as unknown as { rows: { user_id: string }[] };
  for (const key of [...seen.keys()]) if (key.startsWith(`${noteId}:`)) seen.delete(key);
  const ids = new Set(rows.rows.map((r) => r.user_id));
  if (alsoUserId) ids.add(alsoUserId);
  if (ids.size) await tx.insert(noteVersionAuthors).values([...ids].map((userId) => ({ versionId, userId }))).onConflictDoNothing();
}

export async function loadVersionAuthors(db: DbOrTx, versionIds: string[]) {
  const out = new Map<string, string[]>();
  if (!versionIds.length) return out;
  const rows = await db.select().from(noteVersionAuthors).where(inArray(noteVersionAuthors.versionId, versionIds));
  for (const r of rows) out.set(r.versionId, [...(out.get(r.versionId) ?? []), r.userId]);
  return out;
}
