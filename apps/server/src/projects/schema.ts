import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { ProjectRoles } from "@eln/shared/permissions";
import { optionalUserRef } from "../accounts/schema";
import { membershipColumns, spaces } from "../spaces/schema";
import { timestamps, titleAndDescription, trashColumns, uuidPk, uuidRef } from "../db/columns";

export const projects = pgTable(
  "projects",
  {
    id: uuidPk(),
    spaceId: uuidRef("space_id", () => spaces.id),
    ...titleAndDescription(),
    createdBy: optionalUserRef("created_by"),
    ...timestamps(),
    ...trashColumns(),
    /**
     * Notes of the project not in the trash, kept by triggers on notes (migration
     * pgperf_note_count_triggers): the notes list's total without counting 10,000 rows per request.
     */
    liveNoteCount: integer("live_note_count").notNull().default(0),
  },
  (t) => [index("projects_space_idx").on(t.spaceId, t.createdAt)],
);

export const projectMembers = pgTable(
  "project_members",
  {
    projectId: uuidRef("project_id", () => projects.id),
    ...membershipColumns(ProjectRoles),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index("project_members_user_idx").on(t.userId)],
);
