import { z } from "zod";
import { endpoint, idParams, noteIdParams, okSchema, spaceIdParams } from "../api";
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

const tags = ["materials"];
const lineParams = z.object({ noteId: z.string().max(64), materialId: z.string().max(64) });

/** The materials register of a space and the material lines of a note. */
export const materialEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/spaces/:spaceId/materials",
    tags,
    summary: "The register of a space: the shipped list and the space's own, searchable",
    params: spaceIdParams,
    query: materialListQuerySchema,
    responses: { 200: materialListSchema },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/spaces/:spaceId/materials",
    tags,
    params: spaceIdParams,
    body: materialCreateSchema,
    responses: { 201: materialAnswerSchema },
  }),
  get: endpoint({ method: "GET", path: "/api/materials/:id", tags, params: idParams, responses: { 200: materialAnswerSchema } }),
  update: endpoint({
    method: "PUT",
    path: "/api/materials/:id",
    tags,
    params: idParams,
    body: materialUpdateSchema,
    responses: { 200: materialAnswerSchema },
  }),
  remove: endpoint({ method: "DELETE", path: "/api/materials/:id", tags, params: idParams, responses: { 200: okSchema } }),
  copy: endpoint({
    method: "POST",
    path: "/api/materials/:id/copy",
    tags,
    summary: "Copies a shipped (or another readable) material into a space",
    params: idParams,
    body: materialCopySchema,
    responses: { 201: materialAnswerSchema },
  }),
  noteLines: endpoint({ method: "GET", path: "/api/notes/:noteId/materials", tags, params: noteIdParams, responses: { 200: noteMaterialsAnswerSchema } }),
  addNoteLine: endpoint({
    method: "POST",
    path: "/api/notes/:noteId/materials",
    tags,
    params: noteIdParams,
    body: noteMaterialLineSchema,
    responses: { 201: noteMaterialsAnswerSchema },
  }),
  setLimiting: endpoint({
    method: "PUT",
    path: "/api/notes/:noteId/materials/limiting",
    tags,
    params: noteIdParams,
    body: noteMaterialLimitingSchema,
    responses: { 200: noteMaterialsAnswerSchema },
  }),
  updateNoteLine: endpoint({
    method: "PUT",
    path: "/api/notes/:noteId/materials/:materialId",
    tags,
    params: lineParams,
    body: noteMaterialQuantitySchema,
    responses: { 200: noteMaterialsAnswerSchema },
  }),
  removeNoteLine: endpoint({
    method: "DELETE",
    path: "/api/notes/:noteId/materials/:materialId",
    tags,
    params: lineParams,
    responses: { 200: noteMaterialsAnswerSchema },
  }),
};
