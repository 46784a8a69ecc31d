import { z } from "zod";
import { abilitiesSchema } from "../api";
import { V } from "../validation/messages";
import { TextLimits } from "../validation/limits";
import { requiredText } from "../validation/requiredText";
import { tooLongError } from "../validation/tooLongError";
import { singleLineText } from "../validation/controlChars";
import { ProjectAbilityActions, ProjectRoles, SpaceAbilityActions, SpaceRoles } from "../permissions/roles";
import { emailSchema } from "../account/accountSchemas";

export const SpaceLimits = {
  nameMax: TextLimits.title,
  descriptionMax: TextLimits.description,
  /** Rows in one bulk-invite CSV (docs/design.md §3). */
  bulkInviteMaxRows: 1000,
  /** Size of one bulk-invite CSV upload. */
  bulkInviteMaxBytes: 512 * 1024,
} as const;

const name = singleLineText(requiredText(SpaceLimits.nameMax));
const description = z.string().trim().max(SpaceLimits.descriptionMax, { error: tooLongError }).default("");
const uuid = z.uuid({ error: V.invalid });

export const spaceRoleSchema = z.enum(SpaceRoles, { error: V.required });
export const projectRoleSchema = z.enum(ProjectRoles, { error: V.required });

/** POST /api/spaces (spec §7: name, description). */
export const spaceCreateSchema = z.object({ name, description });
export type SpaceCreate = z.input<typeof spaceCreateSchema>;
export const spaceUpdateSchema = spaceCreateSchema;
export type SpaceUpdate = z.input<typeof spaceUpdateSchema>;

/** POST /api/projects (spec §7: name, description, space_id). */
export const projectCreateSchema = z.object({ name, description, space_id: uuid });
export type ProjectCreate = z.input<typeof projectCreateSchema>;
export const projectUpdateSchema = z.object({ name, description });
export type ProjectUpdate = z.input<typeof projectUpdateSchema>;

export const spaceInviteSchema = z.object({ email: emailSchema, role: spaceRoleSchema.default("member") });
export type SpaceInvite = z.input<typeof spaceInviteSchema>;
export const spaceMemberRoleSchema = z.object({ role: spaceRoleSchema });
export const projectMemberAddSchema = z.object({ userId: z.string().min(1, { error: V.required }).max(100), role: projectRoleSchema });
export type ProjectMemberAdd = z.input<typeof projectMemberAddSchema>;
export const projectMemberRoleSchema = z.object({ role: projectRoleSchema });

// ---- answers ----

const iso = z.string();

export const spaceAbilitiesSchema = abilitiesSchema(SpaceAbilityActions);
export type SpaceAbilities = z.infer<typeof spaceAbilitiesSchema>;
export const projectAbilitiesSchema = abilitiesSchema(ProjectAbilityActions);
export type ProjectAbilities = z.infer<typeof projectAbilitiesSchema>;

/** What a space and a project both show of themselves. */
const headingFields = {
  id: z.string(),
  title: z.string(),
  /** Same as title (spec §7 names it `name`). */
  name: z.string(),
  description: z.string(),
};

export const spaceSummarySchema = z.object({
  ...headingFields,
  role: spaceRoleSchema,
  projectCount: z.number().int(),
  /**
   * Projects in the space's trash: deleting the space deletes them too, so its confirmation counts
   * them. null for those who may not see the trash.
   */
  trashedProjectCount: z.number().int().nullable(),
  createdAt: iso,
  createdBy: z.string().nullable(),
});
export type SpaceSummary = z.infer<typeof spaceSummarySchema>;

export const projectSummarySchema = z.object({
  ...headingFields,
  spaceId: z.string(),
  space_id: z.string(),
  /** The caller's project role; null for a space owner who is not a project member. */
  role: projectRoleSchema.nullable(),
  memberCount: z.number().int(),
  createdAt: iso,
  updatedAt: iso,
  createdBy: z.string().nullable(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** The space of a summary (without the count) with its projects and what the caller may do. */
export const spaceDetailSchema = spaceSummarySchema.omit({ projectCount: true }).extend({
  projects: z.array(projectSummarySchema),
  abilities: spaceAbilitiesSchema,
});
export type SpaceDetail = z.infer<typeof spaceDetailSchema>;

export const projectDetailSchema = z.object({
  project: projectSummarySchema,
  role: projectRoleSchema.nullable(),
  spaceRole: spaceRoleSchema,
  abilities: projectAbilitiesSchema,
  spaceId: z.string(),
  spaceTitle: z.string(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const memberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
});
export const spaceMemberSchema = memberSchema.extend({ role: spaceRoleSchema });
export type SpaceMember = z.infer<typeof spaceMemberSchema>;
export const projectMemberSchema = memberSchema.extend({ role: projectRoleSchema });
export type ProjectMember = z.infer<typeof projectMemberSchema>;

export const spaceInvitationSchema = z.object({ id: z.string(), email: z.string(), role: spaceRoleSchema, createdAt: iso });
export type SpaceInvitation = z.infer<typeof spaceInvitationSchema>;

export const spaceMembersAnswerSchema = z.object({
  members: z.array(spaceMemberSchema),
  invitations: z.array(spaceInvitationSchema),
  abilities: spaceAbilitiesSchema,
});
export type SpaceMembersAnswer = z.infer<typeof spaceMembersAnswerSchema>;

export const projectMembersAnswerSchema = z.object({
  members: z.array(projectMemberSchema),
  /** Space members who are not yet in the project (the people one can add). */
  candidates: z.array(spaceMemberSchema),
  canManage: z.boolean(),
});
export type ProjectMembersAnswer = z.infer<typeof projectMembersAnswerSchema>;

/** An invitation addressed to me (GET /api/invitations): the address is mine; the space and who invited me instead. */
export const myInvitationSchema = spaceInvitationSchema.omit({ email: true }).extend({
  spaceId: z.string(),
  spaceTitle: z.string(),
  invitedBy: z.string().nullable(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

export const BulkInviteFailureReasons = ["invalid_email", "invalid_role", "already_member", "already_invited", "duplicate_row"] as const;
export type BulkInviteFailureReason = (typeof BulkInviteFailureReasons)[number];

export const bulkInviteRowSchema = z.object({
  row: z.number().int(),
  email: z.string(),
  status: z.enum(["invited", "failed"]),
  reason: z.enum(BulkInviteFailureReasons).optional(),
});
export type BulkInviteRow = z.infer<typeof bulkInviteRowSchema>;
export const bulkInviteResultSchema = z.object({
  succeeded: z.number().int(),
  failed: z.number().int(),
  rows: z.array(bulkInviteRowSchema),
});
export type BulkInviteResult = z.infer<typeof bulkInviteResultSchema>;
