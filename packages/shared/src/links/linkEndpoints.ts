import { z } from "zod";
import { endpoint, idParams, spaceIdParams } from "../api";
import { backlinkListSchema } from "./linkSchemas";

const tags = ["links"];

/** Notes that link to a note or mention a material. */
export const linkEndpoints = {
  noteBacklinks: endpoint({ method: "GET", path: "/api/notes/:id/backlinks", tags, params: idParams, responses: { 200: backlinkListSchema } }),
  materialBacklinks: endpoint({
    method: "GET",
    path: "/api/spaces/:spaceId/materials/:materialId/backlinks",
    tags,
    params: spaceIdParams.extend({ materialId: z.string().max(64) }),
    responses: { 200: backlinkListSchema },
  }),
};
