import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { commentEndpoints } from "@eln/shared/comments";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { can } from "@eln/shared";
import { authenticate } from "../http/authenticate";
import { AppError } from "../http/AppError";
import { authorizeNote, loadNoteAccess, mayOnNote, type NoteAccess, authorizeNoteRequest, loadPeople, personRef } from "../notes";
import { user } from "../accounts/schema";
import { spaceMembers } from "../spaces/schema";
import { projectMembers } from "../projects/schema";
import { projectIdsAllowing } from "../projects";
import { actorOf } from "../access/access";
import { notes } from "../notes/schema";
import type { DbOrTx } from "../db/client";
import { noteComments, notifications } from "./schema";
import { pushNoteComments, pushNotifications } from "./pushLive";
import { addComment, markNotificationsRead, resolveComment } from "./commentCommands";
import { findById } from "../db/findRow";

type CommentRow = typeof noteComments.$inferSelect;

/** Who can read the note (by the permission table): the people a comment may mention. */
async function noteReaders(db: DbOrTx, access: NoteAccess) {
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, spaceRole: spaceMembers.role, projectRole: projectMembers.role })
    .from(user)
    .innerJoin(spaceMembers, and(eq(spaceMembers.userId, user.id), eq(spaceMembers.spaceId, access.project.spaceId)))
    .leftJoin(projectMembers, and(eq(projectMembers.userId, user.id), eq(projectMembers.projectId, access.project.id)));
  return rows
    .filter((r) => can(actorOf(r.spaceRole, r.projectRole), "note.read"))
    .map(({ id, name, email }) => ({ id, name, email }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A notification shows its note's title and the comment's words: only while `userId` may still
 * read the note (not in the trash, in a project they may read), as the note itself.
 */
async function readableNote(db: DbOrTx, userId: string) {
  const projectIds = await projectIdsAllowing(db, userId, "note.read");
  return and(isNull(notes.deletedAt), projectIds.length ? inArray(notes.projectId, projectIds) : sql`false`);
}

export async function commentRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  async function present(rows: CommentRow[]) {
    const people = await loadPeople(db, rows.flatMap((c) => [c.authorId, c.resolvedBy]));
    return rows.map((c) => ({
      id: c.id,
      parentId: c.parentId,
      author: personRef(people, c.authorId),
      body: c.body,
      quote: c.quote,
      section: c.section,
      resolvedAt: c.resolvedAt?.toISOString() ?? null,
      resolvedBy: personRef(people, c.resolvedBy),
      createdAt: c.createdAt.toISOString(),
      imported: c.importedAuthor === null ? null : { author: c.importedAuthor, from: c.importedFrom },
    }));
  }

  route(app, commentEndpoints.list, async (req) => {
    const { access } = await authorizeNoteRequest(req, req.params.id, "note.read");
    const rows = await db.select().from(noteComments).where(eq(noteComments.noteId, access.note.id)).orderBy(asc(noteComments.createdAt));
    const readers = await noteReaders(db, access);
    // A locked note refuses new comments (see create), so the form is not offered there either.
    const canComment = mayOnNote(access, "note.update");
    return { items: await present(rows), mentionable: readers.map((x) => ({ id: x.id, name: x.name })), canComment };
  });

  // Commenting writes to the note's record, so it takes the right to edit it (viewers read).
  route(app, commentEndpoints.create, async (req, reply) => {
    const { me, access } = await authorizeNoteRequest(req, req.params.id, "note.update");
    const { body, parentId, quote, section, mentions } = req.body;
    const readers = await noteReaders(db, access);
    const mentioned = readers.filter((x) => mentions.includes(x.id) && x.id !== me.id);
    if (mentions.some((id) => !readers.some((x) => x.id === id)))
      throw new AppError("validation", "Only people who can read the note can be mentioned.", { fields: { mentions: "validation.invalid" } });
    const row = await addComment(db, { noteId: access.note.id, authorId: me.id, body, parentId, quote, section, mentionedIds: mentioned.map((m) => m.id) });
    // Mail after commit; a failed send does not undo the comment.
    const link = `${config.appUrl}/notes/${access.note.id}#comment-${row.id}`;
    for (const m of mentioned) {
      try {
        await app.ctx.mailer.send({
          to: m.email,
          subject: `${me.name} mentioned you in "${access.note.title}" / ${me.name} さんが「${access.note.title}」であなたをメンションしました`,
          text: [`${me.name} さんがノート「${access.note.title}」のコメントであなたをメンションしました。`, "", body, "", link, "", `${me.name} mentioned you in a comment on the note "${access.note.title}".`, link].join("\n"),
        });
      } catch (err) {
        req.log.warn({ err, to: m.email }, "mention mail failed");
      }
    }
    pushNoteComments(app.ctx, access.note.id);
    pushNotifications(app.ctx, mentioned.map((m) => m.id));
    return reply.status(201).send((await present([row]))[0]);
  });

  route(app, commentEndpoints.resolve, async (req) => {
    const me = await authenticate(req);
    const c = await findById(db, noteComments, req.params.id);
    const access = authorizeNote(c ? await loadNoteAccess(db, c.noteId, me.id) : null, "note.update");
    if (c!.parentId) throw new AppError("validation", "Only a thread can be resolved.");
    const row = await resolveComment(db, c!.id, req.body.resolved, me.id);
    pushNoteComments(app.ctx, access.note.id);
    return (await present([row]))[0];
  });

  route(app, commentEndpoints.notifications, async (req) => {
    const me = await authenticate(req);
    const readable = await readableNote(db, me.id);
    const rows = await db
      .select({ n: notifications, noteTitle: notes.title, body: noteComments.body })
      .from(notifications)
      .innerJoin(notes, eq(notes.id, notifications.noteId))
      .leftJoin(noteComments, eq(noteComments.id, notifications.commentId))
      .where(and(eq(notifications.userId, me.id), readable))
      .orderBy(desc(notifications.createdAt))
      .limit(50);
    const [{ unread }] = await db
      .select({ unread: sql<number>`count(*)::int` })
      .from(notifications)
      .innerJoin(notes, eq(notes.id, notifications.noteId))
      .where(and(eq(notifications.userId, me.id), isNull(notifications.readAt), readable));
    const people = await loadPeople(db, rows.map((x) => x.n.actorId));
    return {
      unread,
      items: rows.map(({ n, noteTitle, body }) => ({
        id: n.id,
        kind: n.kind,
        noteId: n.noteId,
        noteTitle: noteTitle ?? "",
        actor: personRef(people, n.actorId),
        excerpt: (body ?? "").slice(0, 140),
        read: !!n.readAt,
        createdAt: n.createdAt.toISOString(),
      })),
    };
  });

  route(app, commentEndpoints.markRead, async (req) => {
    const me = await authenticate(req);
    await markNotificationsRead(db, me.id, req.body.ids);
    return { ok: true as const };
  });
}
