import { and, eq, inArray, sql } from "drizzle-orm";
import * as Y from "yjs";
import type { Db, DbOrTx } from "../db/client";
import { copyNoteMaterials } from "../materials";
import { attachCopies, copiedIds, copyStoredFiles, imageIdsIn, readableAttachments, relinkImages, type Storage } from "../attachments";
import { AppError } from "../http/AppError";
import { noteTags, notes, tags } from "./schema";
import { copySections, docFromJson, snapshotOf, type DocSnapshot, type NoteContent } from "./noteDocument";
import { loadStoredDoc, writeVersion } from "./noteVersions";
import { noteMetaColumns, type NoteMeta } from "./noteAccess";

/** The note row of a new note (created and duplicated alike), from its document's snapshot. */
async function insertNote(db: DbOrTx, projectId: string, title: string, snap: DocSnapshot, userId: string) {
  const [row] = await db
    .insert(notes)
    .values({ projectId, title, content: snap.content, plainText: snap.plainText, ydoc: snap.state, createdBy: userId, updatedBy: userId })
    .returning();
  return row;
}

/** A new note with (optionally) content; its first version records the creation. Inside a caller's transaction when given one. */
export async function createNote(
  db: DbOrTx,
  input: { projectId: string; title: string; userId: string; content?: Partial<NoteContent>; tagIds?: string[] },
) {
  const doc = docFromJson(input.content ?? {});
  const snap = snapshotOf(doc, input.title);
  doc.destroy();
  const note = await db.transaction(async (tx) => {
    const row = await insertNote(tx, input.projectId, input.title, snap, input.userId);
    if (input.tagIds?.length) await setNoteTags(tx, row.id, input.projectId, input.tagIds);
    // The first version in the same transaction: a note never exists without its history's start.
    await writeVersion(tx, row.id, { reason: "create", authorId: input.userId, snap });
    return row;
  });
  return note;
}

/**
 * Copy of everything but history: a fresh Yjs document (no edit history), tags and materials, and
 * the files its images show, as its own attachments (the images pointed at them): before, they
 * pointed at the original's files, so deleting one there broke the copy, and its PDF had none.
 */
export async function duplicateNote(db: Db, storage: Storage, input: { sourceId: string; projectId: string; live: DocSnapshot | null; title: string; userId: string }) {
  const stored = input.live ? null : await loadStoredDoc(db, input.sourceId);
  const source = input.live ? docFromState(input.live.state) : stored!.doc;
  const fresh = new Y.Doc();
  copySections(source, fresh);
  let snap = snapshotOf(fresh, input.title);
  source.destroy();
  fresh.destroy();
  const files = await readableAttachments(db, imageIdsIn(snap.content), input.userId, input.sourceId);
  const { copies, discard } = await copyStoredFiles(storage, files, (id) => `attachments/${input.projectId}/${id}`);
  if (files.length) {
    const relinked = docFromJson(relinkImages(snap.content, copiedIds(copies)) as Partial<NoteContent>);
    snap = snapshotOf(relinked, input.title);
    relinked.destroy();
  }
  try {
    return await db.transaction(async (tx) => {
      const row = await insertNote(tx, input.projectId, input.title, snap, input.userId);
      await attachCopies(tx, copies, { noteId: row.id, projectId: input.projectId, userId: input.userId });
      const srcTags = await tx.select({ tagId: noteTags.tagId }).from(noteTags).where(eq(noteTags.noteId, input.sourceId));
      if (srcTags.length) await tx.insert(noteTags).values(srcTags.map((t) => ({ noteId: row.id, tagId: t.tagId })));
      await copyNoteMaterials(tx, input.sourceId, row.id);
      await writeVersion(tx, row.id, { reason: "create", authorId: input.userId, snap });
      return row;
    });
  } catch (err) {
    await discard();
    throw err;
  }
}

function docFromState(state: Uint8Array) {
  const d = new Y.Doc();
  Y.applyUpdate(d, state);
  return d;
}

/** Replaces a note's tags; every tag must belong to the note's project. */
export async function setNoteTags(db: DbOrTx, noteId: string, projectId: string, tagIds: string[]) {
  const unique = [...new Set(tagIds)];
  if (unique.length) {
    const found = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.projectId, projectId), inArray(tags.id, unique)));
    if (found.length !== unique.length) throw new AppError("validation", "Unknown tag", { fields: { tagIds: "validation.invalid" } });
  }
  await db.delete(noteTags).where(eq(noteTags.noteId, noteId));
  if (unique.length) await db.insert(noteTags).values(unique.map((tagId) => ({ noteId, tagId })));
}

/**
 * Renames a note; the search text's leading title is swapped in place and the note is marked
 * changed, so the next automatic version records it. Returns the updated row.
 */
export async function renameNote(db: DbOrTx, note: Pick<NoteMeta, "id" | "title">, title: string, userId: string): Promise<NoteMeta> {
  const [row] = await db
    .update(notes)
    .set({
      title,
      updatedAt: new Date(),
      updatedBy: userId,
      dirtySince: sql`coalesce(${notes.dirtySince}, now())`,
      plainText: sql`${title} || substr(${notes.plainText}, length(${note.title}) + 1)`,
    })
    .where(eq(notes.id, note.id))
    .returning(noteMetaColumns);
  return row;
}

/** Replaces a note's tags and marks it changed (the next automatic version records them). */
export async function updateNoteTags(db: Db, note: { id: string; projectId: string }, tagIds: string[]) {
  await db.transaction(async (tx) => {
    await setNoteTags(tx, note.id, note.projectId, tagIds);
    await tx.update(notes).set({ dirtySince: sql`coalesce(${notes.dirtySince}, now())` }).where(eq(notes.id, note.id));
  });
}
