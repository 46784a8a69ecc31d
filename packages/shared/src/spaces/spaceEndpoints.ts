import { z } from "zod";
import { endpointMethods, itemEndpoints, okSchema } from "../api";
import { memberEndpoints } from "./memberEndpoints";
import {
  bulkInviteResultSchema,
  myInvitationSchema,
  spaceCreateSchema,
  spaceDetailSchema,
  spaceInvitationSchema,
  spaceInviteSchema,
  spaceMemberRoleSchema,
  spaceMembersAnswerSchema,
  spaceSummarySchema,
  spaceUpdateSchema,
} from "./spaceSchemas";

const spaces = endpointMethods("spaces");
const { get, post, del } = spaces;

/** Spaces, their members and invitations. */
export const spaceEndpoints = {
  list: get("/api/spaces", { summary: "The spaces the caller belongs to", responses: { 200: z.array(spaceSummarySchema) } }),
  create: post("/api/spaces", { body: spaceCreateSchema, responses: { 200: spaceSummarySchema } }),
  ...itemEndpoints(spaces, "/api/spaces/:spaceId", { answer: spaceDetailSchema, update: spaceUpdateSchema }),
  ...memberEndpoints(spaces, "/api/spaces/:spaceId", { answer: spaceMembersAnswerSchema, role: spaceMemberRoleSchema }),
  invite: post("/api/spaces/:spaceId/invitations", { body: spaceInviteSchema, responses: { 200: spaceInvitationSchema } }),
  inviteBulk: post("/api/spaces/:spaceId/invitations/bulk", {
    summary: "Invites from a CSV file (header email,role): multipart/form-data with one file field, or a text/csv body",
    multipart: true,
    responses: { 200: bulkInviteResultSchema },
  }),
  cancelInvitation: del("/api/spaces/:spaceId/invitations/:invitationId", { responses: { 200: okSchema } }),
  myInvitations: get("/api/invitations", { responses: { 200: z.array(myInvitationSchema) } }),
  acceptInvitation: post("/api/invitations/:invitationId/accept", { responses: { 200: z.object({ spaceId: z.string() }) } }),
  declineInvitation: post("/api/invitations/:invitationId/decline", { responses: { 200: okSchema } }),
};
