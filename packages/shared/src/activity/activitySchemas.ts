import { z } from "zod";
import { cursorPageSchema, pageLimitSchema, personRefSchema } from "../api";

export const ActivityKinds = ["noteCreated", "noteImported", "noteEdited", "versionSaved", "versionRestored", "commented", "fileAttached"] as const;
export type ActivityKind = (typeof ActivityKinds)[number];

export const ActivityLimits = { pageDefault: 50, pageMax: 100 } as const;

/** GET /api/projects/:id/activity query: a page after `cursor` (the previous page's `nextCursor`). */
export const activityQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: pageLimitSchema(ActivityLimits.pageMax, ActivityLimits.pageDefault),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** GET /api/projects/:id/activity: who did what in the project, newest first, a page at a time. */
export const activityListSchema = cursorPageSchema(
  z.object({
    kind: z.enum(ActivityKinds),
    at: z.string(),
    actor: personRefSchema.nullable(),
    noteId: z.string(),
    noteTitle: z.string(),
    detail: z.string(),
  }),
);
export type ActivityList = z.infer<typeof activityListSchema>;
