import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { TemplateLimits } from "@eln/shared/templates";
import type { Db, DbOrTx } from "../db/client";
import { AppError } from "../http/AppError";
import { materials, noteMaterials } from "../materials/schema";
import { loadNoteMaterialsSnapshot } from "../materials";
import { noteTags, tags } from "../notes/schema";
import { createNote } from "../notes";
import type { NoteContent } from "../notes";
import { noteTemplates, type TemplateMaterialLine, type TemplateTag } from "./schema";

/** A note to save as a template: its current sections come from the caller (the live document when open). */
type TemplateSource = { spaceId: string; noteId: string; content: Record<string, unknown>; title: string; description: string; userId: string };

/**
 * Copies a note (its current sections, tag names and material lines) into a template of `spaceId`,
 * up to `TemplateLimits.perSpace` templates per space.
 */
export async function saveNoteAsTemplate(db: Db, input: TemplateSource) {
  return db.transaction(async (tx) => {
    if ((await countTemplates(tx, input.spaceId)) >= TemplateLimits.perSpace)
      throw new AppError("validation", "Too many templates in this space.", { fields: { title: "templates.tooMany" } });
    return insertTemplate(tx, input);
  });
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
 * A new note in `projectId` that starts as the template: sections, tags and material lines. One
 * transaction: a note that cannot be made leaves no tags it would have created behind.
 */
export async function createNoteFromTemplate(db: Db, input: { projectId: string; spaceId: string; template: typeof noteTemplates.$inferSelect; title: string; userId: string }) {
  return db.transaction(async (tx) => {
    const tagIds = await tagIdsFor(tx, input.projectId, input.template.tags);
    const lines = await usableLines(tx, input.spaceId, input.template.materials);
    const note = await createNote(tx, {
      projectId: input.projectId,
      title: input.title,
      userId: input.userId,
      content: input.template.content as Partial<NoteContent>,
      tagIds,
    });
    if (lines.length)
      await tx.insert(noteMaterials).values(
        lines.map((l, i) => ({ noteId: note.id, materialId: l.materialId, quantity: l.quantity, unit: l.unit, position: i, isLimiting: l.isLimiting && !lines.slice(0, i).some((x) => x.isLimiting) })),
      );
    return note;
  });
}

const countTemplates = (db: DbOrTx, spaceId: string) => db.$count(noteTemplates, eq(noteTemplates.spaceId, spaceId));

/** Deletes a template of the space (who may is the route's question). */
export async function deleteTemplate(db: DbOrTx, spaceId: string, templateId: string) {
  await db.delete(noteTemplates).where(and(eq(noteTemplates.id, templateId), eq(noteTemplates.spaceId, spaceId)));
}
