import { z } from "zod";
import { endpoint, okSchema, spaceIdParams } from "../api";
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

const tags = ["spaces"];
const id = z.string().max(64);
const memberParams = spaceIdParams.extend({ userId: id });
const invitationParams = z.object({ invitationId: id });

/** Spaces, their members and invitations. */
export const spaceEndpoints = {
  list: endpoint({ method: "GET", path: "/api/spaces", tags, summary: "The spaces the caller belongs to", responses: { 200: z.array(spaceSummarySchema) } }),
  create: endpoint({ method: "POST", path: "/api/spaces", tags, body: spaceCreateSchema, responses: { 200: spaceSummarySchema } }),
  get: endpoint({ method: "GET", path: "/api/spaces/:spaceId", tags, params: spaceIdParams, responses: { 200: spaceDetailSchema } }),
  update: endpoint({ method: "PUT", path: "/api/spaces/:spaceId", tags, params: spaceIdParams, body: spaceUpdateSchema, responses: { 200: spaceDetailSchema } }),
  remove: endpoint({ method: "DELETE", path: "/api/spaces/:spaceId", tags, params: spaceIdParams, responses: { 200: okSchema } }),
  listMembers: endpoint({ method: "GET", path: "/api/spaces/:spaceId/members", tags, params: spaceIdParams, responses: { 200: spaceMembersAnswerSchema } }),
  updateMember: endpoint({
    method: "PUT",
    path: "/api/spaces/:spaceId/members/:userId",
    tags,
    params: memberParams,
    body: spaceMemberRoleSchema,
    responses: { 200: okSchema },
  }),
  removeMember: endpoint({ method: "DELETE", path: "/api/spaces/:spaceId/members/:userId", tags, params: memberParams, responses: { 200: okSchema } }),
  leave: endpoint({ method: "POST", path: "/api/spaces/:spaceId/leave", tags, params: spaceIdParams, responses: { 200: okSchema } }),
  invite: endpoint({
    method: "POST",
    path: "/api/spaces/:spaceId/invitations",
    tags,
    params: spaceIdParams,
    body: spaceInviteSchema,
    responses: { 200: spaceInvitationSchema },
  }),
  inviteBulk: endpoint({
    method: "POST",
    path: "/api/spaces/:spaceId/invitations/bulk",
    tags,
    summary: "Invites from a CSV file (header email,role): multipart/form-data with one file field, or a text/csv body",
    params: spaceIdParams,
    multipart: true,
    responses: { 200: bulkInviteResultSchema },
  }),
  cancelInvitation: endpoint({
    method: "DELETE",
    path: "/api/spaces/:spaceId/invitations/:invitationId",
    tags,
    params: spaceIdParams.extend({ invitationId: id }),
    responses: { 200: okSchema },
  }),
  myInvitations: endpoint({ method: "GET", path: "/api/invitations", tags, responses: { 200: z.array(myInvitationSchema) } }),
  acceptInvitation: endpoint({
    method: "POST",
    path: "/api/invitations/:invitationId/accept",
    tags,
    params: invitationParams,
    responses: { 200: z.object({ spaceId: z.string() }) },
  }),
  declineInvitation: endpoint({ method: "POST", path: "/api/invitations/:invitationId/decline", tags, params: invitationParams, responses: { 200: okSchema } }),
};
