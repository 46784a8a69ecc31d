import { endpointMethods } from "../api";
import { activityListSchema } from "./activitySchemas";

const { get } = endpointMethods("activity");

/** What happened recently in a project. */
export const activityEndpoints = {
  project: get("/api/projects/:id/activity", { responses: { 200: activityListSchema } }),
};
