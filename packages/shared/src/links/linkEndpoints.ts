import { endpointMethods } from "../api";
import { backlinkListSchema } from "./linkSchemas";

const { get } = endpointMethods("links");

/** Notes that link to a note or mention a material. */
export const linkEndpoints = {
  noteBacklinks: get("/api/notes/:id/backlinks", { responses: { 200: backlinkListSchema } }),
  materialBacklinks: get("/api/spaces/:spaceId/materials/:materialId/backlinks", {
    responses: { 200: backlinkListSchema },
  }),
};
