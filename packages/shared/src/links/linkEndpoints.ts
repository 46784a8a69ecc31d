import { z } from "zod";
import { endpointMethods, idParams, spaceIdParams } from "../api";
import { backlinkListSchema } from "./linkSchemas";

const { get } = endpointMethods("links");

/** Notes that link to a note or mention a material. */
export const linkEndpoints = {
  noteBacklinks: get("/api/notes/:id/backlinks", { params: idParams, responses: { 200: backlinkListSchema } }),
  materialBacklinks: get("/api/spaces/:spaceId/materials/:materialId/backlinks", {
    params: spaceIdParams.extend({ materialId: z.string().max(64) }),
    responses: { 200: backlinkListSchema },
  }),
};
