import { z } from "zod";
import { endpointMethods, okSchema, spaceIdParams } from "../api";
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

const { get, post, put, del } = endpointMethods("spaces");
const id = z.string().max(64);
const memberParams = spaceIdParams.extend({ userId: id });
const invitationParams = z.object({ invitationId: id });

/** Spaces, their members and invitations. */
export const spaceEndpoints = {
  list: get("/api/spaces", { summary: "The spaces the caller belongs to", responses: { 200: z.array(spaceSummarySchema) } }),
  create: post("/api/spaces", { body: spaceCreateSchema, responses: { 200: spaceSummarySchema } }),
  get: get("/api/spaces/:spaceId", { params: spaceIdParams, responses: { 200: spaceDetailSchema } }),
  update: put("/api/spaces/:spaceId", { params: spaceIdParams, body: spaceUpdateSchema, responses: { 200: spaceDetailSchema } }),
  remove: del("/api/spaces/:spaceId", { params: spaceIdParams, responses: { 200: okSchema } }),
  listMembers: get("/api/spaces/:spaceId/members", { params: spaceIdParams, responses: { 200: spaceMembersAnswerSchema } }),
  updateMember: put("/api/spaces/:spaceId/members/:userId", { params: memberParams, body: spaceMemberRoleSchema, responses: { 200: okSchema } }),
  removeMember: del("/api/spaces/:spaceId/members/:userId", { params: memberParams, responses: { 200: okSchema } }),
  leave: post("/api/spaces/:spaceId/leave", { params: spaceIdParams, responses: { 200: okSchema } }),
  invite: post("/api/spaces/:spaceId/invitations", { params: spaceIdParams, body: spaceInviteSchema, responses: { 200: spaceInvitationSchema } }),
  inviteBulk: post("/api/spaces/:spaceId/invitations/bulk", {
    summary: "Invites from a CSV file (header email,role): multipart/form-data with one file field, or a text/csv body",
    params: spaceIdParams,
    multipart: true,
    responses: { 200: bulkInviteResultSchema },
  }),
  cancelInvitation: del("/api/spaces/:spaceId/invitations/:invitationId", { params: spaceIdParams.extend({ invitationId: id }), responses: { 200: okSchema } }),
  myInvitations: get("/api/invitations", { responses: { 200: z.array(myInvitationSchema) } }),
  acceptInvitation: post("/api/invitations/:invitationId/accept", { params: invitationParams, responses: { 200: z.object({ spaceId: z.string() }) } }),
  declineInvitation: post("/api/invitations/:invitationId/decline", { params: invitationParams, responses: { 200: okSchema } }),
};
