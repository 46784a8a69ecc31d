import { endpoint, idParams, okSchema } from "../api";
import { noteSummarySchema } from "../notes/noteSchemas";
import { noteFromTemplateSchema, templateCreateSchema, templateListSchema, templateSummarySchema } from "./templateSchemas";

const tags = ["templates"];

/** Note templates of a space. */
export const templateEndpoints = {
  list: endpoint({ method: "GET", path: "/api/spaces/:id/templates", tags, params: idParams, responses: { 200: templateListSchema } }),
  saveNote: endpoint({
    method: "POST",
    path: "/api/notes/:id/template",
    tags,
    summary: "Saves a note as a template of its space",
    params: idParams,
    body: templateCreateSchema,
    responses: { 201: templateSummarySchema },
  }),
  remove: endpoint({ method: "DELETE", path: "/api/templates/:id", tags, params: idParams, responses: { 200: okSchema } }),
  newNote: endpoint({
    method: "POST",
    path: "/api/projects/:id/notes/from-template",
    tags,
    params: idParams,
    body: noteFromTemplateSchema,
    responses: { 201: noteSummarySchema },
  }),
};
