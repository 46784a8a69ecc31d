import { endpoint, spaceIdParams } from "../api";
import { searchAnswerSchema, searchQuerySchema } from "./searchSchemas";

/** Full-text search of a space. */
export const searchEndpoints = {
  space: endpoint({
    method: "GET",
    path: "/api/spaces/:spaceId/search",
    tags: ["search"],
    params: spaceIdParams,
    query: searchQuerySchema,
    responses: { 200: searchAnswerSchema },
  }),
};
