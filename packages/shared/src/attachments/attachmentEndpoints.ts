import { z } from "zod";
import { endpointMethods, idParams, noteIdParams, okSchema } from "../api";
import { chartSettingsSchema } from "../charts/chartSettingsSchema";
import {
  attachmentAnswerSchema,
  attachmentListQuerySchema,
  attachmentListSchema,
  attachmentRenameSchema,
  downloadUrlAnswerSchema,
} from "./attachmentSchemas";

const { get, post, put, patch, del } = endpointMethods("attachments");

/** A note's files (uploaded with tus), their chart settings and signed download links. */
export const attachmentEndpoints = {
  list: get("/api/notes/:noteId/attachments", { params: noteIdParams, query: attachmentListQuerySchema, responses: { 200: attachmentListSchema } }),
  upload: post("/api/notes/:noteId/attachments", {
    summary: "A small file (at most 256 KiB) as multipart/form-data; larger ones go through tus",
    params: noteIdParams,
    multipart: true,
    responses: { 201: attachmentAnswerSchema },
  }),
  get: get("/api/attachments/:id", { params: idParams, responses: { 200: attachmentAnswerSchema } }),
  rename: patch("/api/attachments/:id", { params: idParams, body: attachmentRenameSchema, responses: { 200: attachmentAnswerSchema } }),
  saveChartSettings: put("/api/attachments/:id/chart-settings", { params: idParams, body: chartSettingsSchema, responses: { 200: attachmentAnswerSchema } }),
  remove: del("/api/attachments/:id", { params: idParams, responses: { 200: okSchema } }),
  downloadUrl: get("/api/attachments/:id/download-url", { params: idParams, responses: { 200: downloadUrlAnswerSchema } }),
  file: get("/api/files/:token", {
    summary: "The file behind a signed download link",
    params: z.object({ token: z.string().max(2000) }),
    responses: {},
    file: true,
    hidden: true,
  }),
};
