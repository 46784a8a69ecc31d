import { endpointMethods, idParams } from "../api";
import { activityListSchema } from "./activitySchemas";

const { get } = endpointMethods("activity");

/** What happened recently in a project. */
export const activityEndpoints = {
  project: get("/api/projects/:id/activity", { params: idParams, responses: { 200: activityListSchema } }),
};
