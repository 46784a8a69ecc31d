import { z } from "zod";
import { endpointMethods, okSchema, projectIdParams } from "../api";
import {
  projectCreateSchema,
  projectDetailSchema,
  projectMemberAddSchema,
  projectMemberRoleSchema,
  projectMembersAnswerSchema,
  projectSummarySchema,
  projectUpdateSchema,
} from "./spaceSchemas";

const { get, post, put, del } = endpointMethods("projects");
const memberParams = projectIdParams.extend({ userId: z.string().max(64) });

/** Projects of a space and their members. */
export const projectEndpoints = {
  create: post("/api/projects", { body: projectCreateSchema, responses: { 200: projectSummarySchema } }),
  get: get("/api/projects/:projectId", { params: projectIdParams, responses: { 200: projectDetailSchema } }),
  update: put("/api/projects/:projectId", { params: projectIdParams, body: projectUpdateSchema, responses: { 200: projectDetailSchema } }),
  remove: del("/api/projects/:projectId", { params: projectIdParams, responses: { 200: okSchema } }),
  listMembers: get("/api/projects/:projectId/members", { params: projectIdParams, responses: { 200: projectMembersAnswerSchema } }),
  addMember: post("/api/projects/:projectId/members", { params: projectIdParams, body: projectMemberAddSchema, responses: { 200: okSchema } }),
  updateMember: put("/api/projects/:projectId/members/:userId", { params: memberParams, body: projectMemberRoleSchema, responses: { 200: okSchema } }),
  removeMember: del("/api/projects/:projectId/members/:userId", { params: memberParams, responses: { 200: okSchema } }),
  leave: post("/api/projects/:projectId/leave", { params: projectIdParams, responses: { 200: okSchema } }),
};
