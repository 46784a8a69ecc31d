import { and, asc, eq, inArray, isNull, ne, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { emailKey, type SpaceRole } from "@eln/shared";
import type { BulkInviteRow } from "@eln/shared/spaces";
import type { Db, DbOrTx } from "../db/client";
import { findRow } from "../db/findRow";
import { deleteRowOr404 } from "../db/deleteRowOr404";
import { isUuid } from "../access/access";
import { user } from "../accounts/schema";
import { spaceInvitations, spaceMembers } from "./schema";
import { projectMembers, projects } from "../projects/schema";
import { AppError } from "../http/AppError";
import { countSpaceOwners, findSpaceMember, lastSpaceOwner, lockSpace } from "./spaceQueries";
import { checkMemberChange } from "../access/memberChange";
import { recordAuditEvent } from "../audit";
import { isSpaceRole, isValidEmail, type BulkInviteLine } from "./parseBulkInviteCsv";

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
  const email = emailKey(p.email);
  const status = await inviteStatus(tx, p.spaceId, [email]);
  if (status.members.has(email)) throw new AppError("already_member", "This person is already a member of the space.");
  if (status.invited.has(email)) throw new AppError("already_invited", "This person has already been invited.");
  const [row] = await tx.insert(spaceInvitations).values({ spaceId: p.spaceId, email, role: p.role, invitedBy: p.invitedBy }).returning();
  return row!;
}

type NewInvitation = { spaceId: string; email: string; role: SpaceRole; invitedBy: string };

/**
 * Sorts the lines of a bulk invitation file: the report row of each line, and the invitations
 * to write (valid, not a repeat, not a member, not invited yet). Writes nothing.
 */
export async function planBulkInvite(tx: DbOrTx, spaceId: string, invitedBy: string, lines: BulkInviteLine[]) {
  const emails = lines.map((l) => emailKey(l.email)).filter(isValidEmail);
  const status = await inviteStatus(tx, spaceId, [...new Set(emails)]);
  const seen = new Set<string>();
  const rows: BulkInviteRow[] = [];
  const toInvite: NewInvitation[] = [];
  for (const l of lines) {
    const email = emailKey(l.email);
    const role = l.role || "member";
    const fail = (reason: BulkInviteRow["reason"]) => rows.push({ row: l.row, email: l.email, status: "failed", reason });
    if (!isValidEmail(email)) fail("invalid_email");
    else if (!isSpaceRole(role)) fail("invalid_role");
    else if (seen.has(email)) fail("duplicate_row");
    else if (status.members.has(email)) fail("already_member");
    else if (status.invited.has(email)) fail("already_invited");
    else {
      rows.push({ row: l.row, email, status: "invited" });
      toInvite.push({ spaceId, email, role, invitedBy });
    }
    if (isValidEmail(email)) seen.add(email);
  }
  return { rows, toInvite };
}

/** Writes the invitations `planBulkInvite` chose. Run under the space lock, in the same transaction. */
export async function addInvitations(tx: DbOrTx, toInvite: NewInvitation[]) {
  if (toInvite.length) await tx.insert(spaceInvitations).values(toInvite);
}

/** Withdraws a pending invitation of the space; 404 when the space has no such invitation. */
export const cancelInvitation = (tx: DbOrTx, spaceId: string, invitationId: string) =>
  deleteRowOr404(tx, spaceInvitations, invitationId, eq(spaceInvitations.spaceId, spaceId));

type Invitee = { id: string; email: string; emailVerified?: boolean };

/** The invitation if it is addressed to the caller's proven address; 404 otherwise (ids cannot be probed). */
async function myInvitation(tx: DbOrTx, invitationId: string, me: Invitee) {
  if (!isUuid(invitationId) || !me.emailVerified) throw new AppError("not_found", "Not found");
  const inv = await findRow(tx, spaceInvitations, and(eq(spaceInvitations.id, invitationId), eq(spaceInvitations.email, emailKey(me.email))));
  if (!inv) throw new AppError("not_found", "Not found");
  return inv;
}

/**
 * The caller joins the space with the invitation's role, and the invitation is used up. The
 * invitation is read again under the space lock: a cancel that won the race makes this a 404.
 */
export async function acceptInvitation(db: Db, invitationId: string, me: Invitee) {
  return db.transaction(async (tx) => {
    const first = await myInvitation(tx, invitationId, me);
    await lockSpace(tx, first.spaceId);
    const inv = await myInvitation(tx, invitationId, me);
    await tx
      .insert(spaceMembers)
      .values({ spaceId: inv.spaceId, userId: me.id, role: inv.role })
      .onConflictDoNothing({ target: [spaceMembers.spaceId, spaceMembers.userId] });
    await tx.delete(spaceInvitations).where(eq(spaceInvitations.id, inv.id));
    await recordAuditEvent(tx, { spaceId: inv.spaceId, kind: "space.memberAdded", actorId: me.id, target: { type: "user", id: me.id }, data: { role: inv.role } });
    return { spaceId: inv.spaceId };
  });
}

export async function declineInvitation(db: Db, invitationId: string, me: Invitee) {
  await db.transaction(async (tx) => {
    const inv = await myInvitation(tx, invitationId, me);
    await tx.delete(spaceInvitations).where(eq(spaceInvitations.id, inv.id));
  });
}

/** Changes a member's space role; the last owner cannot be demoted. Run under the space lock. */
export async function changeSpaceRole(tx: DbOrTx, p: { spaceId: string; userId: string; role: SpaceRole; actorId: string }) {
  await checkMemberChange(await findSpaceMember(tx, p.spaceId, p.userId), p.role, () => countSpaceOwners(tx, p.spaceId), lastSpaceOwner);
  await tx.update(spaceMembers).set({ role: p.role }).where(and(eq(spaceMembers.spaceId, p.spaceId), eq(spaceMembers.userId, p.userId)));
  await recordAuditEvent(tx, { spaceId: p.spaceId, kind: "space.memberRoleChanged", actorId: p.actorId, target: { type: "user", id: p.userId }, data: { role: p.role } });
}

/**
 * The titles of the space's projects (not in the trash) whose only owner is `userId`: taking them
 * out of the space would leave those projects without one.
 */
async function projectsOnlyOwnedBy(tx: DbOrTx, spaceId: string, userId: string) {
  const otherOwner = alias(projectMembers, "other_owner");
  const rows = await tx
    .select({ title: projects.title })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(
      and(
        eq(projects.spaceId, spaceId),
        isNull(projects.deletedAt),
        eq(projectMembers.userId, userId),
        eq(projectMembers.role, "owner"),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(otherOwner)
            .where(and(eq(otherOwner.projectId, projectMembers.projectId), eq(otherOwner.role, "owner"), ne(otherOwner.userId, userId))),
        ),
      ),
    )
    .orderBy(asc(projects.title));
  return rows.map((r) => r.title);
}

/**
 * Removes someone from a space (removal, or leaving when `actorId` is `userId`) with their
 * project memberships in it; the last owner stays, of the space and of each of its projects
 * (spec §6): someone else is made owner there first. Run under the space lock.
 */
export async function removeSpaceMember(tx: DbOrTx, p: { spaceId: string; userId: string; actorId: string }) {
  await checkMemberChange(await findSpaceMember(tx, p.spaceId, p.userId), null, () => countSpaceOwners(tx, p.spaceId), lastSpaceOwner);
  const soleOwnerOf = await projectsOnlyOwnedBy(tx, p.spaceId, p.userId);
  if (soleOwnerOf.length)
    throw new AppError("last_owner", "You cannot remove the last Project Owner of a project.", { details: { scope: "project", projects: soleOwnerOf } });
  await tx
    .delete(projectMembers)
    .where(
      and(
        eq(projectMembers.userId, p.userId),
        inArray(projectMembers.projectId, tx.select({ id: projects.id }).from(projects).where(eq(projects.spaceId, p.spaceId))),
      ),
    );
  await tx.delete(spaceMembers).where(and(eq(spaceMembers.spaceId, p.spaceId), eq(spaceMembers.userId, p.userId)));
  // Who went, by name (the trail showed nothing: leaving and being removed read the same).
  const [gone] = await tx.select({ name: user.name }).from(user).where(eq(user.id, p.userId));
  await recordAuditEvent(tx, { spaceId: p.spaceId, kind: "space.memberRemoved", actorId: p.actorId, target: { type: "user", id: p.userId }, data: { person: { id: p.userId, name: gone?.name ?? null } } });
}
