import { z } from "zod";
import { itemListSchema, personRefSchema } from "../api";

export const ActivityKinds = ["noteCreated", "noteImported", "noteEdited", "versionSaved", "versionRestored", "commented", "fileAttached"] as const;
export type ActivityKind = (typeof ActivityKinds)[number];

/** GET /api/projects/:id/activity: who did what in the project, newest first. */
export const activityListSchema = itemListSchema(
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
