import { and, count, eq, ne, sql } from "drizzle-orm";
import { NoteLimits } from "@eln/shared/notes";
import type { DbOrTx } from "../db/client";
import { deleteRowOr404 } from "../db/deleteRowOr404";
import { isUniqueViolation } from "../db/isUniqueViolation";
import { isUuid } from "../access/access";
import { AppError, notFound } from "../http/AppError";
import { noteTags, tags } from "./schema";
import { anyLockedNote } from "./noteAccess";

/** The colour of a tag created or changed without one. */
const DEFAULT_TAG_COLOR = "#1565c0";

const tagExists = () => new AppError("tag_exists", "A tag with this name already exists.", { fields: { title: "notes.tagExists" } });

/**
 * Tag names are unique per project whatever their case or width ("hplc", "HPLC" and "ｈｐｌｃ" are the
 * same tag to a reader; NFKC folds the width, as search does): a taken name is refused before the
 * write, and a parallel request that took it meanwhile (the unique index stops the write) gets the same answer.
 */
async function withUniqueTagTitle<T>(db: DbOrTx, projectId: string, title: string, exceptId: string | undefined, write: () => Promise<T>): Promise<T> {
  const [hit] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.projectId, projectId), sql`lower(normalize(${tags.title}, NFKC)) = lower(normalize(${title}, NFKC))`, exceptId ? ne(tags.id, exceptId) : undefined))
    .limit(1);
  if (hit) throw tagExists();
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw tagExists();
    throw err;
  }
}

/** A new tag of the project, up to `NoteLimits.tagsPerProject`. */
export async function createTag(db: DbOrTx, projectId: string, p: { title: string; color?: string }) {
  const [{ n }] = await db.select({ n: count() }).from(tags).where(eq(tags.projectId, projectId));
  if (Number(n) >= NoteLimits.tagsPerProject) throw new AppError("validation", "Too many tags in this project.");
  return withUniqueTagTitle(db, projectId, p.title, undefined, async () => {
    const [tag] = await db
      .insert(tags)
      .values({ projectId, title: p.title, color: p.color ?? DEFAULT_TAG_COLOR })
      .returning({ id: tags.id, title: tags.title, color: tags.color });
    return tag;
  });
}

/** Renames or recolours a tag of the project; 404 for a tag of another project. */
export async function updateTag(db: DbOrTx, projectId: string, tagId: string, p: { title: string; color?: string }) {
  if (!isUuid(tagId)) throw new AppError("not_found", "Not found");
  return withUniqueTagTitle(db, projectId, p.title, tagId, async () => {
    const [tag] = await db
      .update(tags)
      .set({ title: p.title, color: p.color ?? DEFAULT_TAG_COLOR })
      .where(and(eq(tags.id, tagId), eq(tags.projectId, projectId)))
      .returning({ id: tags.id, title: tags.title, color: tags.color });
    if (!tag) throw new AppError("not_found", "Not found");
    return tag;
  });
}

/**
 * Deletes a tag of the project (its notes lose it through the foreign key); 404 for a tag of
 * another project. Refused (423) while a locked note carries it: a locked note's tags are part of
 * what it holds. The tag's row is taken first (a note being tagged with it holds its key until it
 * commits, and none can be tagged with it after), then its notes' rows, so neither a new carrier
 * nor a lock of one comes between the check and the delete.
 */
export async function deleteTag(db: DbOrTx, projectId: string, tagId: string) {
  if (!isUuid(tagId)) throw notFound();
  await db.transaction(async (tx) => {
    const [tag] = await tx.select({ id: tags.id }).from(tags).where(and(eq(tags.id, tagId), eq(tags.projectId, projectId))).for("update");
    if (!tag) throw notFound();
    if (await anyLockedNote(tx, noteTags, noteTags.noteId, eq(noteTags.tagId, tagId))) throw new AppError("tag_on_locked_note", "This tag is on a locked note and cannot be deleted.");
    await deleteRowOr404(tx, tags, tagId, eq(tags.projectId, projectId));
  });
}
