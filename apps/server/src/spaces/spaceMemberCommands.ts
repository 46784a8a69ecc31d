import { and, eq, inArray, sql } from "drizzle-orm";
import { type SpaceRole } from "@eln/shared";
import type { DbOrTx } from "../db/client";
import { user } from "../accounts/schema";
import { spaceInvitations, spaceMembers } from "./schema";
import { projectMembers, projects } from "../projects/schema";
import { AppError } from "../http/AppError";
import { countSpaceOwners, findSpaceMember, lastSpaceOwner } from "./spaceQueries";
import { checkMemberChange } from "../access/memberChange";

export const normalizeEmail = (e: string) => e.trim().toLowerCase();

/** Whether `email` already belongs to a member / has a pending invitation in the space. */
export async function inviteStatus(db: DbOrTx, spaceId: string, emails: string[]) {
  if (!emails.length) return { members: new Set<string>(), invited: new Set<string>() };
  const members = await db
    .select({ email: sql<string>`lower(${user.email})` })
    .from(spaceMembers)
    .innerJoin(user, eq(user.id, spaceMembers.userId))
    .where(and(eq(spaceMembers.spaceId, spaceId), inArray(sql`lower(${user.email})`, emails)));
  const invited = await db
    .select({ email: spaceInvitations.email })
    .from(spaceInvitations)
    .where(and(eq(spaceInvitations.spaceId, spaceId), inArray(spaceInvitations.email, emails)));
  return { members: new Set(members.map((m) => m.email)), invited: new Set(invited.map((i) => i.email)) };
}

/** One invitation; refuses members and people already invited. Run under the space lock. */
export async function inviteToSpace(tx: DbOrTx, p: { spaceId: string; email: string; role: SpaceRole; invitedBy: string }) {
  const email = normalizeEmail(p.email);
  const status = await inviteStatus(tx, p.spaceId, [email]);
  if (status.members.has(email)) throw new AppError("already_member", "This person is already a member of the space.");
  if (status.invited.has(email)) throw new AppError("already_invited", "This person has already been invited.");
  const [row] = await tx.insert(spaceInvitations).values({ spaceId: p.spaceId, email, role: p.role, invitedBy: p.invitedBy }).returning();
  return row!;
}

/** Changes a member's space role; the last owner cannot be demoted. Run under the space lock. */
export async function changeSpaceRole(tx: DbOrTx, spaceId: string, userId: string, role: SpaceRole) {
  await checkMemberChange(await findSpaceMember(tx, spaceId, userId), role, () => countSpaceOwners(tx, spaceId), lastSpaceOwner);
  await tx.update(spaceMembers).set({ role }).where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)));
}

/**
 * Removes someone from a space (removal or leaving) with their project
 * memberships in it; the last owner stays. Run under the space lock.
 */
export async function removeSpaceMember(tx: DbOrTx, spaceId: string, userId: string) {
  await checkMemberChange(await findSpaceMember(tx, spaceId, userId), null, () => countSpaceOwners(tx, spaceId), lastSpaceOwner);
  await tx
    .delete(projectMembers)
    .where(
      and(
        eq(projectMembers.userId, userId),
        inArray(projectMembers.projectId, tx.select({ id: projects.id }).from(projects).where(eq(projects.spaceId, spaceId))),
      ),
    );
  await tx.delete(spaceMembers).where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)));
}
