import type { FastifyInstance } from "fastify";
import { readUploadedFile } from "../http/readUploadedFile";
import multipart from "@fastify/multipart";
import { desc, eq } from "drizzle-orm";
import { abilitiesFor, emailKey, SpaceAbilityActions, type CsvFileProblemDetails } from "@eln/shared";
import { SpaceLimits, spaceEndpoints } from "@eln/shared/spaces";
import { authenticate } from "../http/authenticate";
import type { SessionUser } from "../http/context";
import { AppError } from "../http/AppError";
import { route } from "../http/route";
import { authenticateSpaceAccess, authorizeSpace, authorizeSpaceRequest, lockedSpaceTransaction, spaceTransaction } from "./spaceAccess";
import { user } from "../accounts/schema";
import { spaceInvitations, spaces } from "./schema";
import { listSpaceMembers, listSpacesForUser, presentSpaceDetail } from "./spaceQueries";
import { createSpace, deleteSpace, updateSpace } from "./spaceCommands";
import { createStorage, deleteStoredFiles } from "../attachments";
import {
  acceptInvitation,
  addInvitations,
  cancelInvitation,
  changeSpaceRole,
  declineInvitation,
  inviteToSpace,
  planBulkInvite,
  removeSpaceMember,
} from "./spaceMemberCommands";
import { sendInvitationMails } from "./invitationMail";
import { parseBulkInviteCsv } from "./parseBulkInviteCsv";
import { limitSenderMail } from "../accounts";

/** The spec's sentence, and why in `details` (a CSV file's problem) so the web app can say what to fix. */
const bulkInviteFailed = (why: string, problem?: CsvFileProblemDetails) =>
  new AppError("bulk_invite_failed", `Failed to bulk invite space members. ${why}`, problem ? { details: problem } : {});

export async function spaceRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  // Bulk invite accepts a multipart upload (the web app) or a raw text/csv body (scripts).
  await app.register(multipart, { limits: { files: 1, fileSize: SpaceLimits.bulkInviteMaxBytes, fields: 5 } });
  app.addContentTypeParser(["text/csv", "text/plain"], { parseAs: "buffer", bodyLimit: SpaceLimits.bulkInviteMaxBytes }, (_req, body, done) =>
    done(null, body),
  );

  route(app, spaceEndpoints.list, async (req) => {
    const me = await authenticate(req);
    return listSpacesForUser(db, me.id);
  });

  route(app, spaceEndpoints.create, async (req) => {
    const me = await authenticate(req);
    const space = await createSpace(db, { title: req.body.name, description: req.body.description, createdBy: me.id });
    return {
      id: space.id,
      title: space.title,
      name: space.title,
      description: space.description,
      role: "owner" as const,
      projectCount: 0,
      trashedProjectCount: 0,
      createdAt: space.createdAt.toISOString(),
      createdBy: space.createdBy,
    };
  });

  route(app, spaceEndpoints.get, async (req) => {
    const { me, access } = await authenticateSpaceAccess(req, req.params.spaceId);
    return presentSpaceDetail(db, authorizeSpace(access, "space.read"), me.id);
  }, { config: { readCache: true } });

  route(app, spaceEndpoints.update, async (req) => {
    return spaceTransaction(req, req.params.spaceId, "space.update", async (tx, access, me) => {
      const space = await updateSpace(tx, access.space.id, { title: req.body.name, description: req.body.description });
      return presentSpaceDetail(tx, { ...access, space }, me.id);
    });
  });

  route(app, spaceEndpoints.remove, async (req) => {
    const keys = await spaceTransaction(req, req.params.spaceId, "space.delete", (tx, access) => deleteSpace(tx, access.space.id));
    await deleteStoredFiles(createStorage(app.ctx.config), keys, req.log);
    return { ok: true as const };
  });

  // ---- members ----

  route(app, spaceEndpoints.listMembers, async (req) => {
    const { access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.read");
    const list = await listSpaceMembers(db, access.space.id);
    const abilities = abilitiesFor(access.actor, SpaceAbilityActions);
    // Only those who manage members see pending invitations (they hold other people's addresses).
    return { ...list, invitations: abilities["space.manageMembers"] ? list.invitations : [], abilities };
  });

  route(app, spaceEndpoints.updateMember, async (req) => {
    await lockedSpaceTransaction(req, req.params.spaceId, "space.manageMembers", (tx, access, me) =>
      changeSpaceRole(tx, { spaceId: access.space.id, userId: req.params.userId, role: req.body.role, actorId: me.id }),
    );
    return { ok: true as const };
  });

  route(app, spaceEndpoints.removeMember, async (req) => {
    const action = (me: SessionUser) => (req.params.userId === me.id ? "space.leave" : "space.manageMembers");
    await lockedSpaceTransaction(req, req.params.spaceId, action, (tx, access, me) =>
      removeSpaceMember(tx, { spaceId: access.space.id, userId: req.params.userId, actorId: me.id }),
    );
    return { ok: true as const };
  });

  route(app, spaceEndpoints.leave, async (req) => {
    await lockedSpaceTransaction(req, req.params.spaceId, "space.leave", (tx, access, me) =>
      removeSpaceMember(tx, { spaceId: access.space.id, userId: me.id, actorId: me.id }),
    );
    return { ok: true as const };
  });

  // ---- invitations ----

  route(app, spaceEndpoints.invite, async (req, reply) => {
    const me = await authenticate(req);
    await limitSenderMail(req, reply, me.id);
    const { invitation, spaceTitle } = await lockedSpaceTransaction(req, req.params.spaceId, "space.manageMembers", async (tx, access) => {
      const invitation = await inviteToSpace(tx, { spaceId: access.space.id, email: req.body.email, role: req.body.role, invitedBy: me.id });
      return { invitation, spaceTitle: access.space.title };
    });
    await sendInvitationMails(app.ctx, req.log, [
      { to: invitation.email, spaceTitle, inviterName: me.name, role: invitation.role, appUrl: config.appUrl },
    ]);
    return { id: invitation.id, email: invitation.email, role: invitation.role, createdAt: invitation.createdAt.toISOString() };
  });

  route(app, spaceEndpoints.inviteBulk, async (req, reply) => {
    const me = await authenticate(req);
    const bytes = await readUploadedFile(req, bulkInviteFailed);
    const { result, mails } = await lockedSpaceTransaction(req, req.params.spaceId, "space.manageMembers", async (tx, access) => {
      const { rows, toInvite } = await planBulkInvite(tx, access.space.id, me.id, parseBulkInviteCsv(bytes, bulkInviteFailed));
      // Every invitation is a mail: counted against the sender's hourly and daily budget first.
      if (toInvite.length) await limitSenderMail(req, reply, me.id, toInvite.length);
      await addInvitations(tx, toInvite);
      const succeeded = toInvite.length;
      return {
        result: { succeeded, failed: rows.length - succeeded, rows },
        mails: toInvite.map((i) => ({ to: i.email, spaceTitle: access.space.title, inviterName: me.name, role: i.role, appUrl: config.appUrl })),
      };
    });
    // Up to 1,000 mails: the answer does not wait for them.
    void sendInvitationMails(app.ctx, req.log, mails);
    return result;
  });

  route(app, spaceEndpoints.cancelInvitation, async (req) => {
    await spaceTransaction(req, req.params.spaceId, "space.manageMembers", (tx, access) => cancelInvitation(tx, access.space.id, req.params.invitationId));
    return { ok: true as const };
  });

  // Invitations addressed to the caller's e-mail (also those sent before they signed up).
  route(app, spaceEndpoints.myInvitations, async (req) => {
    const me = await authenticate(req);
    // An unproven address sees no invitation: anyone can sign up with any address.
    if (!me.emailVerified) return [];
    const rows = await db
      .select({
        id: spaceInvitations.id,
        spaceId: spaces.id,
        spaceTitle: spaces.title,
        role: spaceInvitations.role,
        invitedBy: user.name,
        createdAt: spaceInvitations.createdAt,
      })
      .from(spaceInvitations)
      .innerJoin(spaces, eq(spaces.id, spaceInvitations.spaceId))
      .leftJoin(user, eq(user.id, spaceInvitations.invitedBy))
      .where(eq(spaceInvitations.email, emailKey(me.email)))
      .orderBy(desc(spaceInvitations.createdAt));
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  });

  route(app, spaceEndpoints.acceptInvitation, async (req) => {
    const me = await authenticate(req);
    return acceptInvitation(db, req.params.invitationId, me);
  });

  route(app, spaceEndpoints.declineInvitation, async (req) => {
    const me = await authenticate(req);
    await declineInvitation(db, req.params.invitationId, me);
    return { ok: true as const };
  });

}
