import { z } from "zod";
import { endpointMethods, okSchema } from "../api";
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
  list: get("/api/notes/:noteId/attachments", { query: attachmentListQuerySchema, responses: { 200: attachmentListSchema } }),
  upload: post("/api/notes/:noteId/attachments", {
    summary: "A small file (at most 256 KiB) as multipart/form-data; larger ones go through tus",
    multipart: true,
    responses: { 201: attachmentAnswerSchema },
  }),
  get: get("/api/attachments/:id", { responses: { 200: attachmentAnswerSchema } }),
  rename: patch("/api/attachments/:id", { body: attachmentRenameSchema, responses: { 200: attachmentAnswerSchema } }),
  saveChartSettings: put("/api/attachments/:id/chart-settings", { body: chartSettingsSchema, responses: { 200: attachmentAnswerSchema } }),
  remove: del("/api/attachments/:id", { responses: { 200: okSchema } }),
  downloadUrl: get("/api/attachments/:id/download-url", { responses: { 200: downloadUrlAnswerSchema } }),
  file: get("/api/files/:token", {
    summary: "The file behind a signed download link",
    params: z.object({ token: z.string().max(2000) }),
    responses: {},
    file: true,
    hidden: true,
  }),
};
