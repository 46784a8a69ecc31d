import { endpoint } from "../api";
import { paletteAnswerSchema, paletteQuerySchema } from "./paletteSchemas";

/** The command palette's quick jump: notes, projects, spaces and materials by name. */
export const paletteEndpoints = {
  find: endpoint({ method: "GET", path: "/api/palette", tags: ["palette"], query: paletteQuerySchema, responses: { 200: paletteAnswerSchema } }),
};
