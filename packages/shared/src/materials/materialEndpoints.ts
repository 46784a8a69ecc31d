import { endpointMethods, itemEndpoints } from "../api";
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

/** The materials register of a space and the material lines of a note. */
export const materialEndpoints = {
  list: get("/api/spaces/:spaceId/materials", {
    summary: "The register of a space: the shipped list and the space's own, searchable",
    query: materialListQuerySchema,
    responses: { 200: materialListSchema },
  }),
  create: post("/api/spaces/:spaceId/materials", { body: materialCreateSchema, responses: { 201: materialAnswerSchema } }),
  ...itemEndpoints(materials, "/api/materials/:id", { answer: materialAnswerSchema, update: materialUpdateSchema }),
  copy: post("/api/materials/:id/copy", {
    summary: "Copies a shipped (or another readable) material into a space",
    body: materialCopySchema,
    responses: { 201: materialAnswerSchema },
  }),
  noteLines: get("/api/notes/:noteId/materials", { responses: { 200: noteMaterialsAnswerSchema } }),
  addNoteLine: post("/api/notes/:noteId/materials", { body: noteMaterialLineSchema, responses: { 201: noteMaterialsAnswerSchema } }),
  setLimiting: put("/api/notes/:noteId/materials/limiting", {
    body: noteMaterialLimitingSchema,
    responses: { 200: noteMaterialsAnswerSchema },
  }),
  updateNoteLine: put("/api/notes/:noteId/materials/:materialId", {
    body: noteMaterialQuantitySchema,
    responses: { 200: noteMaterialsAnswerSchema },
  }),
  removeNoteLine: del("/api/notes/:noteId/materials/:materialId", { responses: { 200: noteMaterialsAnswerSchema } }),
};
