import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { TemplateLimits } from "@eln/shared/templates";
import type { Db, DbOrTx } from "../db/client";
import { AppError } from "../http/AppError";
import { materials, noteMaterials } from "../materials/schema";
import { loadNoteMaterialsSnapshot } from "../materials";
import { noteTags, tags } from "../notes/schema";
import { createNote } from "../notes";
import type { NoteContent } from "../notes";
import { noteTemplates, templateFiles, type TemplateMaterialLine, type TemplateTag } from "./schema";
import type { Storage } from "../attachments";
import { attachCopies, copiedIds, copyStoredFiles, deleteStoredFiles, imageIdsIn, readableAttachments, relinkImages, type SourceFile } from "../attachments";
import { checkTemplateFileLimits } from "./templateImages";

/** A note to save as a template: its current sections come from the caller (the live document when open). */
type TemplateSource = { spaceId: string; noteId: string; content: Record<string, unknown>; title: string; description: string; userId: string };

/**
 * Copies a note (its current sections, tag names and material lines) into a template of `spaceId`,
 * up to `TemplateLimits.perSpace` templates per space. The images it shows are copied too, as the
 * template's own files (template_files): deleting the note's file later does not break the
 * template. Images of files the saver may not read are kept as their name in text.
 */
export async function saveNoteAsTemplate(db: Db, storage: Storage, input: TemplateSource) {
  const files = await readableAttachments(db, imageIdsIn(input.content), input.userId, input.noteId);
  checkTemplateFileLimits(files);
  const { copies, discard } = await copyStoredFiles(storage, files, (id) => `templates/${input.spaceId}/${id}`);
  try {
    return await db.transaction(async (tx) => {
      if ((await countTemplates(tx, input.spaceId)) >= TemplateLimits.perSpace)
        throw new AppError("validation", "Too many templates in this space.", { fields: { title: "templates.tooMany" } });
      const row = await insertTemplate(tx, { ...input, content: relinkImages(input.content, copiedIds(copies)) });
      if (copies.length) await tx.insert(templateFiles).values(copies.map((c) => ({ id: c.id, templateId: row.id, name: c.name, size: c.size, contentType: c.contentType, storageKey: c.storageKey })));
      return row;
    });
  } catch (err) {
    await discard();
    throw err;
  }
}

async function insertTemplate(db: DbOrTx, input: TemplateSource) {
  const noteTagRows = await db
    .select({ title: tags.title, color: tags.color })
    .from(noteTags)
    .innerJoin(tags, eq(tags.id, noteTags.tagId))
    .where(eq(noteTags.noteId, input.noteId));
  const lines = await loadNoteMaterialsSnapshot(db, input.noteId);
  const [row] = await db
    .insert(noteTemplates)
    .values({
      spaceId: input.spaceId,
      title: input.title,
      description: input.description,
      content: input.content,
      tags: noteTagRows,
      materials: lines.map((l) => ({ materialId: l.materialId, name: l.name, quantity: l.quantity, unit: l.unit, isLimiting: !!l.isLimiting })),
      createdBy: input.userId,
    })
    .returning();
  return row;
}

/** Each copy's id by the id of the file it was copied from. */

/** Finds the project's tags by name (any case), creating the missing ones: tags belong to a project, templates to a space. */
async function tagIdsFor(db: DbOrTx, projectId: string, wanted: TemplateTag[]) {
  if (!wanted.length) return [];
  const existing = await db.select({ id: tags.id, title: tags.title }).from(tags).where(eq(tags.projectId, projectId));
  const byName = new Map(existing.map((t) => [t.title.toLowerCase(), t.id]));
  const ids: string[] = [];
  for (const w of wanted) {
    let id = byName.get(w.title.toLowerCase());
    if (!id) {
      [{ id }] = await db.insert(tags).values({ projectId, title: w.title, color: w.color }).returning({ id: tags.id });
      byName.set(w.title.toLowerCase(), id);
    }
    ids.push(id);
  }
  return [...new Set(ids)];
}

/** Material lines whose material still exists and belongs to the space (or is a system reagent). */
async function usableLines(db: DbOrTx, spaceId: string, lines: TemplateMaterialLine[]) {
  if (!lines.length) return [];
  const ok = new Set(
    (
      await db
        .select({ id: materials.id })
        .from(materials)
        .where(and(inArray(materials.id, [...new Set(lines.map((l) => l.materialId))]), or(eq(materials.spaceId, spaceId), isNull(materials.spaceId))))
    ).map((r) => r.id),
  );
  const seen = new Set<string>();
  return lines.filter((l) => ok.has(l.materialId) && !seen.has(l.materialId) && seen.add(l.materialId));
}

/**
 * The files a note made from the template gets copies of: the template's own, and (a template saved
 * before templates kept files) the attachments of other notes its images still name, those the
 * creator may read; within a template's limits, in the order the text shows them.
 */
async function filesForNewNote(db: Db, template: typeof noteTemplates.$inferSelect, userId: string): Promise<SourceFile[]> {
  const ids = imageIdsIn(template.content);
  if (!ids.length) return [];
  const own = await db
    .select({ id: templateFiles.id, name: templateFiles.name, size: templateFiles.size, contentType: templateFiles.contentType, storageKey: templateFiles.storageKey })
    .from(templateFiles)
    .where(and(eq(templateFiles.templateId, template.id), inArray(templateFiles.id, ids)));
  const ownIds = new Set(own.map((f) => f.id));
  const old = await readableAttachments(
    db,
    ids.filter((id) => !ownIds.has(id)),
    userId,
  );
  const byId = new Map([...own, ...old].map((f) => [f.id, f]));
  let count = 0;
  let bytes = 0;
  return ids.flatMap((id) => {
    const f = byId.get(id);
    if (!f || count + 1 > TemplateLimits.imagesMax || bytes + f.size > TemplateLimits.imageBytesMax) return [];
    count += 1;
    bytes += f.size;
    return [f];
  });
}

/**
 * A new note in `projectId` that starts as the template: sections, tags and material lines, and
 * copies of its images as the note's own attachments (the image nodes pointed at them), so the
 * note owns every picture it shows. One transaction: a note that cannot be made leaves no tags it
 * would have created behind, and no copied files.
 */
export async function createNoteFromTemplate(db: Db, storage: Storage, input: { projectId: string; spaceId: string; template: typeof noteTemplates.$inferSelect; title: string; userId: string }) {
  const files = await filesForNewNote(db, input.template, input.userId);
  const { copies, discard } = await copyStoredFiles(storage, files, (id) => `attachments/${input.projectId}/${id}`);
  try {
    return await db.transaction(async (tx) => {
      const tagIds = await tagIdsFor(tx, input.projectId, input.template.tags);
      const lines = await usableLines(tx, input.spaceId, input.template.materials);
      const note = await createNote(tx, {
        projectId: input.projectId,
        title: input.title,
        userId: input.userId,
        content: relinkImages(input.template.content, copiedIds(copies)) as Partial<NoteContent>,
        tagIds,
      });
      await attachCopies(tx, copies, { noteId: note.id, projectId: input.projectId, userId: input.userId });
      if (lines.length)
        await tx.insert(noteMaterials).values(
          lines.map((l, i) => ({ noteId: note.id, materialId: l.materialId, quantity: l.quantity, unit: l.unit, position: i, isLimiting: l.isLimiting && !lines.slice(0, i).some((x) => x.isLimiting) })),
        );
      return note;
    });
  } catch (err) {
    await discard();
    throw err;
  }
}

const countTemplates = (db: DbOrTx, spaceId: string) => db.$count(noteTemplates, eq(noteTemplates.spaceId, spaceId));

/**
 * Deletes a template of the space (who may is the route's question) with its files: the rows go
 * with it, the bytes once that has committed (a failed delete leaves an orphan, only logged, never
 * a row naming nothing).
 */
export async function deleteTemplate(db: Db, storage: Storage, spaceId: string, templateId: string, log: { warn(o: object, m: string): void }) {
  const keys = await db.transaction(async (tx) => {
    const files = await tx.select({ key: templateFiles.storageKey }).from(templateFiles).where(eq(templateFiles.templateId, templateId));
    const gone = await tx.delete(noteTemplates).where(and(eq(noteTemplates.id, templateId), eq(noteTemplates.spaceId, spaceId))).returning({ id: noteTemplates.id });
    return gone.length ? files.map((f) => f.key) : [];
  });
  await deleteStoredFiles(storage, keys, log, "template file");
}
