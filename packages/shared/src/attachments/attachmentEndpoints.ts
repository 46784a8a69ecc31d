import { z } from "zod";
import { endpoint, idParams, noteIdParams, okSchema } from "../api";
import { chartSettingsSchema } from "../charts/chartSettingsSchema";
import {
  attachmentAnswerSchema,
  attachmentListQuerySchema,
  attachmentListSchema,
  attachmentRenameSchema,
  downloadUrlAnswerSchema,
} from "./attachmentSchemas";

const tags = ["attachments"];

/** A note's files (uploaded with tus), their chart settings and signed download links. */
export const attachmentEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/notes/:noteId/attachments",
    tags,
    params: noteIdParams,
    query: attachmentListQuerySchema,
    responses: { 200: attachmentListSchema },
  }),
  upload: endpoint({
    method: "POST",
    path: "/api/notes/:noteId/attachments",
    tags,
    summary: "A small file (at most 256 KiB) as multipart/form-data; larger ones go through tus",
    params: noteIdParams,
    multipart: true,
    responses: { 201: attachmentAnswerSchema },
  }),
  get: endpoint({ method: "GET", path: "/api/attachments/:id", tags, params: idParams, responses: { 200: attachmentAnswerSchema } }),
  rename: endpoint({ method: "PATCH", path: "/api/attachments/:id", tags, params: idParams, body: attachmentRenameSchema, responses: { 200: attachmentAnswerSchema } }),
  saveChartSettings: endpoint({
    method: "PUT",
    path: "/api/attachments/:id/chart-settings",
    tags,
    params: idParams,
    body: chartSettingsSchema,
    responses: { 200: attachmentAnswerSchema },
  }),
  remove: endpoint({ method: "DELETE", path: "/api/attachments/:id", tags, params: idParams, responses: { 200: okSchema } }),
  downloadUrl: endpoint({ method: "GET", path: "/api/attachments/:id/download-url", tags, params: idParams, responses: { 200: downloadUrlAnswerSchema } }),
  file: endpoint({
    method: "GET",
    path: "/api/files/:token",
    tags,
    summary: "The file behind a signed download link",
    params: z.object({ token: z.string().max(2000) }),
    responses: {},
    file: true,
    hidden: true,
  }),
};
