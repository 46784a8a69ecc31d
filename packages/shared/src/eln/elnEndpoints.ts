import { z } from "zod";
import { endpointMethods } from "../api";
import { elnImportAnswerSchema, elnImportJobCreateSchema, elnImportJobSchema } from "./elnSchemas";

const { get, post } = endpointMethods("eln");
const link = z.object({ url: z.string(), expiresAt: z.string() });

/** .eln (RO-Crate) export of projects and notes, and import into a space (whole file, or resumable upload jobs). */
export const elnEndpoints = {
  exportProject: get("/api/projects/:projectId/export.eln", { responses: {}, file: true }),
  exportNote: get("/api/notes/:noteId/export.eln", { responses: {}, file: true }),
  projectLink: post("/api/projects/:projectId/export-link", {
    summary: "A short-lived download link, for a browser to follow without the session header",
    responses: { 200: link },
  }),
  noteLink: post("/api/notes/:noteId/export-link", { responses: { 200: link } }),
  download: get("/api/eln/export", { query: z.object({ token: z.string().max(2000).optional() }), responses: {}, file: true, hidden: true }),
  importFile: post("/api/spaces/:spaceId/imports", {
    summary: 'Imports a .eln file sent as multipart/form-data (field "file") into a new project',
    multipart: true,
    responses: { 201: elnImportAnswerSchema },
  }),
  createImportJob: post("/api/spaces/:spaceId/import-jobs", {
    summary: "Starts a resumable import: upload the file with tus to the job's upload URL",
    body: elnImportJobCreateSchema,
    responses: { 201: elnImportJobSchema },
  }),
  importJob: get("/api/eln/import-jobs/:jobId", { responses: { 200: elnImportJobSchema } }),
};
