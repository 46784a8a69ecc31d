import { z } from "zod";
import { endpoint, idParams, noteIdParams, projectIdParams, spaceIdParams } from "../api";
import { elnImportAnswerSchema, elnImportJobCreateSchema, elnImportJobSchema } from "./elnSchemas";

const tags = ["eln"];
const link = z.object({ url: z.string(), expiresAt: z.string() });

/** .eln (RO-Crate) export of projects and notes, and import into a space (whole file, or resumable upload jobs). */
export const elnEndpoints = {
  exportProject: endpoint({ method: "GET", path: "/api/projects/:projectId/export.eln", tags, params: projectIdParams, responses: {}, file: true }),
  exportNote: endpoint({ method: "GET", path: "/api/notes/:noteId/export.eln", tags, params: noteIdParams, responses: {}, file: true }),
  projectLink: endpoint({
    method: "POST",
    path: "/api/projects/:projectId/export-link",
    tags,
    summary: "A short-lived download link, for a browser to follow without the session header",
    params: projectIdParams,
    responses: { 200: link },
  }),
  noteLink: endpoint({ method: "POST", path: "/api/notes/:noteId/export-link", tags, params: noteIdParams, responses: { 200: link } }),
  download: endpoint({
    method: "GET",
    path: "/api/eln/export",
    tags,
    query: z.object({ token: z.string().max(2000).optional() }),
    responses: {},
    file: true,
    hidden: true,
  }),
  importFile: endpoint({
    method: "POST",
    path: "/api/spaces/:spaceId/imports",
    tags,
    summary: 'Imports a .eln file sent as multipart/form-data (field "file") into a new project',
    params: spaceIdParams,
    multipart: true,
    responses: { 201: elnImportAnswerSchema },
  }),
  createImportJob: endpoint({
    method: "POST",
    path: "/api/spaces/:spaceId/import-jobs",
    tags,
    summary: "Starts a resumable import: upload the file with tus to the job's upload URL",
    params: spaceIdParams,
    body: elnImportJobCreateSchema,
    responses: { 201: elnImportJobSchema },
  }),
  importJob: endpoint({ method: "GET", path: "/api/eln/import-jobs/:jobId", tags, params: z.object({ jobId: idParams.shape.id }), responses: { 200: elnImportJobSchema } }),
};
