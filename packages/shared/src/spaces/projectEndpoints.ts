import { endpointMethods, itemEndpoints, okSchema, projectIdParams } from "../api";
import { memberEndpoints } from "./memberEndpoints";
import {
  projectCreateSchema,
  projectDetailSchema,
  projectMemberAddSchema,
  projectMemberRoleSchema,
  projectMembersAnswerSchema,
  projectSummarySchema,
  projectUpdateSchema,
} from "./spaceSchemas";

const projects = endpointMethods("projects");
const { post } = projects;

/** Projects of a space and their members. */
export const projectEndpoints = {
  create: post("/api/projects", { body: projectCreateSchema, responses: { 200: projectSummarySchema } }),
  ...itemEndpoints(projects, "/api/projects/:projectId", { params: projectIdParams, answer: projectDetailSchema, update: projectUpdateSchema }),
  ...memberEndpoints(projects, "/api/projects/:projectId", { params: projectIdParams, answer: projectMembersAnswerSchema, role: projectMemberRoleSchema }),
  addMember: post("/api/projects/:projectId/members", { params: projectIdParams, body: projectMemberAddSchema, responses: { 200: okSchema } }),
};
