import { endpoint, idParams } from "../api";
import { activityListSchema } from "./activitySchemas";

/** What happened recently in a project. */
export const activityEndpoints = {
  project: endpoint({ method: "GET", path: "/api/projects/:id/activity", tags: ["activity"], params: idParams, responses: { 200: activityListSchema } }),
};
