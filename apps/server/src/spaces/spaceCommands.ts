import { eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { updateTitleAndDescription } from "../db/updateTitleAndDescription";
import { spaceMembers, spaces } from "./schema";
import { projects } from "../projects/schema";
import { attachments } from "../attachments/schema";
import { noteTemplates, templateFiles } from "../templates/schema";
import { AppError } from "../http/AppError";
import { spacesHoldingRecords } from "../records";

const spaceHoldsRecords = () => new AppError("space_has_records", "This space holds signed or locked notes, which are kept: it cannot be deleted.");

/** A new space; whoever creates it is its owner. */
export async function createSpace(db: Db, p: { title: string; description: string; createdBy: string }) {
  return db.transaction(async (tx) => {
    const [s] = await tx.insert(spaces).values({ title: p.title, description: p.description, createdBy: p.createdBy }).returning();
    await tx.insert(spaceMembers).values({ spaceId: s!.id, userId: p.createdBy, role: "owner" });
    return s!;
  });
}

export const updateSpace = (tx: DbOrTx, spaceId: string, p: { title: string; description: string }) => updateTitleAndDescription(tx, spaces, spaceId, p);

/**
 * Cascades to the projects, their members, notes, tags and versions (foreign keys). A space holding
 * signed or locked notes is kept: deleting it would destroy them and its audit trail at once.
 * Answers the storage keys of its files, for the caller to delete once this has committed.
 */
export async function deleteSpace(tx: DbOrTx, spaceId: string): Promise<string[]> {
  if ((await spacesHoldingRecords(tx, [spaceId])).length) throw spaceHoldsRecords();
  const keys = await spaceFileKeys(tx, [spaceId]);
  await tx.delete(spaces).where(eq(spaces.id, spaceId));
  return keys;
}

/**
 * The storage keys of the spaces' files: their notes' attachments and their templates' images.
 * Read before the rows cascade away; the bytes were left behind in storage before.
 */
export async function spaceFileKeys(tx: DbOrTx, spaceIds: string[]): Promise<string[]> {
  if (!spaceIds.length) return [];
  const [files, images] = await Promise.all([
    tx.select({ key: attachments.storageKey }).from(attachments).innerJoin(projects, eq(projects.id, attachments.projectId)).where(inArray(projects.spaceId, spaceIds)),
    tx.select({ key: templateFiles.storageKey }).from(templateFiles).innerJoin(noteTemplates, eq(noteTemplates.id, templateFiles.templateId)).where(inArray(noteTemplates.spaceId, spaceIds)),
  ]);
  return [...files, ...images].map((f) => f.key);
}
