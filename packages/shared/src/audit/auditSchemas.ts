import { z } from "zod";
import { itemListSchema, pageLimitSchema, personRefSchema } from "../api";
import { V } from "../validation/messages";
import { timeZoneSchema } from "../validation/timeZone";

/** Security-relevant events kept in a space's audit trail (the web app translates each kind). */
export const AuditKinds = [
  "auth.signIn",
  "auth.signInFailed",
  "space.memberAdded",
  "space.memberRoleChanged",
  "space.memberRemoved",
  "project.memberAdded",
  "project.memberRoleChanged",
  "project.memberRemoved",
  "project.deleted",
  "project.restored",
  "project.purged",
  "project.exported",
  "note.deleted",
  "note.restored",
  "note.purged",
  "note.versionRestored",
  "note.exported",
  "note.signed",
  "note.signingRefused",
  "note.witnessRequested",
  "note.witnessed",
  "note.locked",
  "note.unlocked",
  "attachment.added",
  "attachment.renamed",
  "attachment.deleted",
] as const;
export type AuditKind = (typeof AuditKinds)[number];

export const AuditLimits = { pageSizeMax: 200, pageSizeDefault: 50, csvMaxRows: 50_000 } as const;

const isoDate = z.iso.date({ error: V.invalid });

export const auditQuerySchema = z.object({
  kind: z.enum(AuditKinds, { error: V.invalid }).optional(),
  userId: z.string().max(64, { error: V.invalid }).optional(),
  /** Inclusive calendar days, in `tz` (the reader's time zone, as the screen shows times; UTC without it). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  tz: timeZoneSchema.optional(),
  /** Entries with a sequence number below this one (the next page). */
  before: z.coerce.number().int().positive({ error: V.invalid }).optional(),
  limit: pageLimitSchema(AuditLimits.pageSizeMax, AuditLimits.pageSizeDefault),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEventSchema = z.object({
  seq: z.number(),
  kind: z.enum(AuditKinds),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  hash: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = itemListSchema(auditEventSchema).extend({
  nextBefore: z.number().nullable(),
  /** People who appear in this space's trail, for the user filter. */
  actors: z.array(personRefSchema),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
