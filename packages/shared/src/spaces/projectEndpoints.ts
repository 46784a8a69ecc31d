import { z } from "zod";
import { endpoint, okSchema, projectIdParams } from "../api";
import {
  projectCreateSchema,
  projectDetailSchema,
  projectMemberAddSchema,
  projectMemberRoleSchema,
  projectMembersAnswerSchema,
  projectSummarySchema,
  projectUpdateSchema,
} from "./spaceSchemas";

const tags = ["projects"];
const memberParams = projectIdParams.extend({ userId: z.string().max(64) });

/** Projects of a space and their members. */
export const projectEndpoints = {
  create: endpoint({ method: "POST", path: "/api/projects", tags, body: projectCreateSchema, responses: { 200: projectSummarySchema } }),
  get: endpoint({ method: "GET", path: "/api/projects/:projectId", tags, params: projectIdParams, responses: { 200: projectDetailSchema } }),
  update: endpoint({
    method: "PUT",
    path: "/api/projects/:projectId",
    tags,
    params: projectIdParams,
    body: projectUpdateSchema,
    responses: { 200: projectDetailSchema },
  }),
  remove: endpoint({ method: "DELETE", path: "/api/projects/:projectId", tags, params: projectIdParams, responses: { 200: okSchema } }),
  listMembers: endpoint({
    method: "GET",
    path: "/api/projects/:projectId/members",
    tags,
    params: projectIdParams,
    responses: { 200: projectMembersAnswerSchema },
  }),
  addMember: endpoint({
    method: "POST",
    path: "/api/projects/:projectId/members",
    tags,
    params: projectIdParams,
    body: projectMemberAddSchema,
    responses: { 200: okSchema },
  }),
  updateMember: endpoint({
    method: "PUT",
    path: "/api/projects/:projectId/members/:userId",
    tags,
    params: memberParams,
    body: projectMemberRoleSchema,
    responses: { 200: okSchema },
  }),
  removeMember: endpoint({ method: "DELETE", path: "/api/projects/:projectId/members/:userId", tags, params: memberParams, responses: { 200: okSchema } }),
  leave: endpoint({ method: "POST", path: "/api/projects/:projectId/leave", tags, params: projectIdParams, responses: { 200: okSchema } }),
};
