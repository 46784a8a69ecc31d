import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { AppError } from "../http/AppError";
import { recordAuditEvent } from "../audit";
import { restoreNoteMaterials, type NoteMaterialSnapshotLine } from "../materials";
import type { LiveNotes } from "./liveNotes";
import { holdOpenNoteForUpdate, noteAuditEvent, type NoteAccess } from "./noteAccess";
import { noteTags, notes, noteVersions, tags } from "./schema";
import { docFrom, docFromJson, type NoteContent } from "./noteDocument";
import { writeNoteState, writeVersion } from "./noteVersions";

type VersionRow = typeof noteVersions.$inferSelect;

/**
 * Writes the note as it is now as a version: the live document's state when open (stored in the
 * row first), else the stored one (read by writeVersion in its own transaction).
 */
async function versionAsItIs(db: Db, live: LiveNotes, access: NoteAccess, opts: Omit<Parameters<typeof writeVersion>[2], "snap">) {
  const snap = live.liveSnapshot(access.note.id, access.note.title);
  if (snap) await writeNoteState(db, access.note.id, snap, { markDirty: false });
  return writeVersion(db, access.note.id, { ...opts, snap: snap ?? undefined });
}

/**
 * The note as it stands when someone signs it, kept as a version unless the latest already holds it:
 * what was signed is then in the history (it was only if a version happened to be written since).
 */
export async function versionAtSigning(db: Db, live: LiveNotes, access: NoteAccess) {
  // From the live document as the record's hash reads it; the note's row is left alone (signing is not an edit).
  const snap = live.liveSnapshot(access.note.id, access.note.title);
  await writeVersion(db, access.note.id, { reason: "signed", authorId: access.note.updatedBy, snap: snap ?? undefined, onlyIfChanged: true });
}

/** Explicit "Save version". */
export async function saveNoteVersion(db: Db, live: LiveNotes, access: NoteAccess, userId: string) {
  const v = await versionAsItIs(db, live, access, { reason: "manual", authorId: userId });
  if (!v) throw new AppError("not_found", "Not found");
  return v;
}

/**
 * Restore: the live document takes the version's sections (every open editor sees it), and the
 * note as it was just before is kept first, as a version of its own unless the latest version
 * already holds it (edits not yet versioned would otherwise be gone). That "before" is taken in
 * the same transaction as the replacement, so what someone types meanwhile is in one or the other.
 * Then the version's title, the tags that still exist and its materials come back, and a new
 * version records it, with its audit event. Returns the new version.
 */
export async function restoreNoteVersion(db: Db, live: LiveNotes, access: NoteAccess, v: VersionRow, userId: string) {
  // Kept before anything changes too, so a server killed mid-restore still has it as a version;
  // the "before" below then adds a version only when an edit arrived in between (onlyIfChanged).
  await versionAsItIs(db, live, access, { reason: "auto", authorId: access.note.updatedBy, onlyIfChanged: true });
  const source = v.ydoc?.length ? docFrom(v.ydoc) : docFromJson(v.content as Partial<NoteContent>);
  const snaps = await live.replaceSections(access.note.id, source, userId, { before: access.note.title, after: v.title });
  source.destroy();
  // Still the note's tags and materials before the restore: they change below.
  await writeVersion(db, access.note.id, { reason: "auto", authorId: access.note.updatedBy, snap: snaps.before, onlyIfChanged: true });
  await db.transaction(async (tx) => {
    // Authorized before; a lock since then refuses the tags and material lines too (the title's
    // trigger refuses only a changed title).
    await holdOpenNoteForUpdate(tx, access.note.id);
    await tx.update(notes).set({ title: v.title, updatedAt: new Date(), updatedBy: userId }).where(eq(notes.id, access.note.id));
    const tagIds = v.tags.map((x) => x.id);
    const existing = tagIds.length
      ? await tx.select({ id: tags.id }).from(tags).where(and(eq(tags.projectId, access.project.id), inArray(tags.id, tagIds)))
      : [];
    await tx.delete(noteTags).where(eq(noteTags.noteId, access.note.id));
    if (existing.length) await tx.insert(noteTags).values(existing.map((x) => ({ noteId: access.note.id, tagId: x.id })));
    await restoreNoteMaterials(tx, access.note.id, v.materials as NoteMaterialSnapshotLine[]);
  });
  await writeNoteState(db, access.note.id, snaps.after, { userId, markDirty: false });
  const nv = await writeVersion(db, access.note.id, { reason: "restore", authorId: userId, snap: snaps.after });
  await db.transaction((tx) =>
    recordAuditEvent(tx, noteAuditEvent(access, "note.versionRestored", userId, { title: v.title, version: v.version })),
  );
  return nv!;
}
