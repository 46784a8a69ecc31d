import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { updateTitleAndDescription } from "../db/updateTitleAndDescription";
import { spaceMembers, spaces } from "./schema";
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
 */
export async function deleteSpace(tx: DbOrTx, spaceId: string) {
  if ((await spacesHoldingRecords(tx, [spaceId])).length) throw spaceHoldsRecords();
  await tx.delete(spaces).where(eq(spaces.id, spaceId));
}
