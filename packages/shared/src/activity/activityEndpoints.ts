import { endpointMethods } from "../api";
import { activityListSchema, activityQuerySchema } from "./activitySchemas";

const { get } = endpointMethods("activity");

/** What happened recently in a project. */
export const activityEndpoints = {
  project: get("/api/projects/:id/activity", { summary: "A page of what happened in a project, newest first", query: activityQuerySchema, responses: { 200: activityListSchema } }),
};
