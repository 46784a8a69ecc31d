import { z } from "zod";
import { endpointMethods, idParams, itemEndpoints, noteIdParams, spaceIdParams } from "../api";
import {
  materialAnswerSchema,
  materialCopySchema,
  materialListQuerySchema,
  materialListSchema,
  noteMaterialLimitingSchema,
  noteMaterialQuantitySchema,
  noteMaterialsAnswerSchema,
} from "./materialApi";
import { materialCreateSchema, materialUpdateSchema, noteMaterialLineSchema } from "./materialSchemas";

const materials = endpointMethods("materials");
const { get, post, put, del } = materials;
const lineParams = z.object({ noteId: z.string().max(64), materialId: z.string().max(64) });

/** The materials register of a space and the material lines of a note. */
export const materialEndpoints = {
  list: get("/api/spaces/:spaceId/materials", {
    summary: "The register of a space: the shipped list and the space's own, searchable",
    params: spaceIdParams,
    query: materialListQuerySchema,
    responses: { 200: materialListSchema },
  }),
  create: post("/api/spaces/:spaceId/materials", { params: spaceIdParams, body: materialCreateSchema, responses: { 201: materialAnswerSchema } }),
  ...itemEndpoints(materials, "/api/materials/:id", { params: idParams, answer: materialAnswerSchema, update: materialUpdateSchema }),
  copy: post("/api/materials/:id/copy", {
    summary: "Copies a shipped (or another readable) material into a space",
    params: idParams,
    body: materialCopySchema,
    responses: { 201: materialAnswerSchema },
  }),
  noteLines: get("/api/notes/:noteId/materials", { params: noteIdParams, responses: { 200: noteMaterialsAnswerSchema } }),
  addNoteLine: post("/api/notes/:noteId/materials", { params: noteIdParams, body: noteMaterialLineSchema, responses: { 201: noteMaterialsAnswerSchema } }),
  setLimiting: put("/api/notes/:noteId/materials/limiting", {
    params: noteIdParams,
    body: noteMaterialLimitingSchema,
    responses: { 200: noteMaterialsAnswerSchema },
  }),
  updateNoteLine: put("/api/notes/:noteId/materials/:materialId", {
    params: lineParams,
    body: noteMaterialQuantitySchema,
    responses: { 200: noteMaterialsAnswerSchema },
  }),
  removeNoteLine: del("/api/notes/:noteId/materials/:materialId", { params: lineParams, responses: { 200: noteMaterialsAnswerSchema } }),
};
