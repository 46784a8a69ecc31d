import { z } from "zod";
import { itemListSchema, personRefSchema } from "../api";
import { V } from "../validation/messages";
import { requiredText } from "../validation/requiredText";
import { NoteSections } from "../notes/noteSchemas";
import { tooLongError } from "../validation/tooLongError";

export const CommentLimits = { bodyMax: 5000, quoteMax: 1000, mentionsMax: 20 } as const;

/** POST /api/notes/:id/comments: a new thread (optionally on selected text) or a reply; `mentions` are user ids. */
export const commentCreateSchema = z.object({
  body: requiredText(CommentLimits.bodyMax),
  parentId: z.uuid({ error: V.invalid }).optional(),
  quote: z.string().trim().max(CommentLimits.quoteMax, { error: tooLongError }).default(""),
  section: z.enum(NoteSections).optional(),
  mentions: z.array(z.string().min(1).max(64)).max(CommentLimits.mentionsMax).default([]),
});
export type CommentCreate = z.input<typeof commentCreateSchema>;

export const commentResolveSchema = z.object({ resolved: z.boolean() });

const person = personRefSchema.nullable();
export const commentSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  author: person,
  body: z.string(),
  quote: z.string(),
  section: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: person,
  createdAt: z.string(),
  /** A comment imported from an .eln archive: its writer there (author: "" when the archive does not name one) and the notebook it came from. */
  imported: z.object({ author: z.string(), from: z.string().nullable() }).nullable().optional(),
});
export type NoteComment = z.infer<typeof commentSchema>;
export const commentListSchema = itemListSchema(commentSchema).extend({
  /** People who can read the note: whom a comment may mention. */
  mentionable: z.array(personRefSchema),
  canComment: z.boolean(),
});
export type CommentList = z.infer<typeof commentListSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  /** mention: someone mentioned me in a comment; witnessRequest: someone asked me to witness the note. */
  kind: z.enum(["mention", "witnessRequest"]),
  noteId: z.string().nullable(),
  noteTitle: z.string(),
  actor: person,
  excerpt: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationListSchema = itemListSchema(notificationSchema).extend({ unread: z.number() });
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationsReadSchema = z.object({ ids: z.array(z.uuid()).max(200).optional() });
