import { endpointMethods } from "../api";
import { searchAnswerSchema, searchQuerySchema } from "./searchSchemas";

const { get } = endpointMethods("search");

/** Full-text search of a space. */
export const searchEndpoints = {
  space: get("/api/spaces/:spaceId/search", { query: searchQuerySchema, responses: { 200: searchAnswerSchema } }),
};
