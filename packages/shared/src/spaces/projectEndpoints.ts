import { endpointMethods, itemEndpoints, okSchema } from "../api";
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
  ...itemEndpoints(projects, "/api/projects/:projectId", { answer: projectDetailSchema, update: projectUpdateSchema }),
  ...memberEndpoints(projects, "/api/projects/:projectId", { answer: projectMembersAnswerSchema, role: projectMemberRoleSchema }),
  addMember: post("/api/projects/:projectId/members", { body: projectMemberAddSchema, responses: { 200: okSchema } }),
};
