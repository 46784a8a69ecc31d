import { isDeepStrictEqual } from "node:util";
import { and, desc, eq, sql } from "drizzle-orm";
import * as Y from "yjs";
import type { NoteVersionReason } from "@eln/shared/notes";
import type { DbOrTx } from "../db/client";
import { loadNoteMaterialsSnapshot } from "../materials";
import { noteTags, noteUpdates, notes, noteVersions, tags } from "./schema";
import { docFrom, snapshotOf, type DocSnapshot } from "./noteDocument";
import { attributeVersion } from "../records";

/** Updates acknowledged to editors but not yet compacted into notes.ydoc, oldest first. */
export function loadPendingUpdates(db: DbOrTx, noteId: string) {
  return db.select({ id: noteUpdates.id, update: noteUpdates.update }).from(noteUpdates).where(eq(noteUpdates.noteId, noteId)).orderBy(noteUpdates.id);
}

/**
 * notes.ydoc and the updates not yet compacted into it, as a consistent pair. The updates are read
 * first: a compaction (collab/persistenceExtension.ts) that commits in between has written them
 * into the row read next, and an update applied twice changes nothing; the row read first (or
 * side by side) could miss updates that compaction deletes before they are read.
 */
async function loadStoredParts(db: DbOrTx, noteId: string) {
  const pending = await loadPendingUpdates(db, noteId);
  const [row] = await db.select({ ydoc: notes.ydoc, title: notes.title }).from(notes).where(eq(notes.id, noteId)).limit(1);
  return row ? { ...row, pending } : null;
}

/** The note's document as stored: notes.ydoc plus updates acknowledged but not yet compacted. */
export async function loadStoredDoc(db: DbOrTx, noteId: string) {
  const stored = await loadStoredParts(db, noteId);
  if (!stored) return null;
  const { ydoc, title, pending } = stored;
  return { doc: docFrom(ydoc, pending.map((p) => p.update)), title, pendingIds: pending.map((p) => p.id) };
}

/**
 * The same stored document as one Yjs update, merged without building it; a malformed update is
 * skipped, as on load.
 */
export async function loadStoredState(db: DbOrTx, noteId: string): Promise<Uint8Array> {
  const stored = await loadStoredParts(db, noteId);
  const ydoc = stored?.ydoc ?? null;
  const updates = (stored?.pending ?? []).map((p) => p.update);
  try {
    return Y.mergeUpdates([ydoc, ...updates].filter((u): u is Uint8Array => !!u?.length));
  } catch {
    return Y.encodeStateAsUpdate(docFrom(ydoc, updates));
  }
}

/** Writes the document's state into the notes row (ydoc, JSON, plain text). */
export async function writeNoteState(
  db: DbOrTx,
  noteId: string,
  snap: DocSnapshot,
  opts: { userId?: string | null; markDirty: boolean },
) {
  await db
    .update(notes)
    .set({
      ydoc: snap.state,
      content: snap.content,
      plainText: snap.plainText,
      updatedAt: new Date(),
      ...(opts.userId ? { updatedBy: opts.userId } : {}),
      ...(opts.markDirty ? { dirtySince: sql`coalesce(${notes.dirtySince}, now())` } : {}),
    })
    .where(eq(notes.id, noteId));
}

/** As jsonb gives it back: no undefined members (key order is not compared). */
const asStored = (x: unknown) => JSON.parse(JSON.stringify(x ?? null)) as unknown;
/** Whether JSON read from a jsonb column holds the same as a value about to be written. */
export const sameAsStored = (stored: unknown, now: unknown) => isDeepStrictEqual(asStored(stored), asStored(now));
const byId = (tags: unknown) => [...((asStored(tags) as { id: string }[] | null) ?? [])].sort((a, b) => a.id.localeCompare(b.id));

/** Whether a version holds this state. Anything unsure counts as changed: an extra version loses nothing. */
function sameState(v: { title: string; content: unknown; tags: unknown; materials: unknown }, now: { title: string; content: unknown; tags: unknown; materials: unknown }) {
  return (
    v.title === now.title &&
    sameAsStored(v.content, now.content) &&
    isDeepStrictEqual(byId(v.tags), byId(now.tags)) &&
    sameAsStored(v.materials, now.materials)
  );
}

/**
 * Writes an immutable snapshot. `snap` is the live document's state when the note is open;
 * otherwise the stored row is used. Clears the note's "dirty since" mark in the same transaction.
 */
export async function writeVersion(
  db: DbOrTx,
  noteId: string,
  opts: {
    reason: NoteVersionReason;
    authorId: string | null;
    snap?: DocSnapshot;
    /** Keep the latest version instead when it holds this very state (title, text, tags, materials). */
    onlyIfChanged?: boolean;
  },
): Promise<{ id: string; version: number } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ title: notes.title }).from(notes).where(eq(notes.id, noteId)).for("update").limit(1);
    if (!row) return null;
    let snap = opts.snap;
    if (!snap) {
      const stored = await loadStoredDoc(tx, noteId);
      snap = snapshotOf(stored!.doc, row.title);
    }
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${noteVersions.version}), 0) + 1` })
      .from(noteVersions)
      .where(eq(noteVersions.noteId, noteId));
    const tagRows = await loadNoteTagRefs(tx, noteId);
    const materials = await loadNoteMaterialsSnapshot(tx, noteId);
    if (opts.onlyIfChanged) {
      const [last] = await tx
        .select({ id: noteVersions.id, version: noteVersions.version, title: noteVersions.title, content: noteVersions.content, tags: noteVersions.tags, materials: noteVersions.materials })
        .from(noteVersions)
        .where(eq(noteVersions.noteId, noteId))
        .orderBy(desc(noteVersions.version))
        .limit(1);
      if (last && sameState(last, { title: row.title, content: snap.content, tags: tagRows, materials })) return { id: last.id, version: last.version };
    }
    const [v] = await tx
      .insert(noteVersions)
      .values({
        noteId,
        version: Number(next),
        title: row.title,
        content: snap.content,
        plainText: snap.plainText,
        tags: tagRows,
        materials,
        ydoc: snap.state,
        reason: opts.reason,
        authorId: opts.authorId,
      })
      .returning({ id: noteVersions.id, version: noteVersions.version });
    await attributeVersion(tx, noteId, v.id, opts.authorId);
    await tx.update(notes).set({ dirtySince: null }).where(eq(notes.id, noteId));
    return v;
  });
}

export async function latestVersion(db: DbOrTx, noteId: string) {
  const [v] = await db
    .select({ id: noteVersions.id, version: noteVersions.version })
    .from(noteVersions)
    .where(and(eq(noteVersions.noteId, noteId)))
    .orderBy(desc(noteVersions.version))
    .limit(1);
  return v ?? null;
}

/** A note's tags as versions keep them. */
export function loadNoteTagRefs(db: DbOrTx, noteId: string) {
  return db.select({ id: tags.id, title: tags.title, color: tags.color }).from(noteTags).innerJoin(tags, eq(tags.id, noteTags.tagId)).where(eq(noteTags.noteId, noteId));
}
