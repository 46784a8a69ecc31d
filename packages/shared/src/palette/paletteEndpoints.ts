import { endpointMethods } from "../api";
import { paletteAnswerSchema, paletteQuerySchema } from "./paletteSchemas";

const { get } = endpointMethods("palette");

/** The command palette's quick jump: notes, projects, spaces and materials by name. */
export const paletteEndpoints = {
  find: get("/api/palette", { query: paletteQuerySchema, responses: { 200: paletteAnswerSchema } }),
};
