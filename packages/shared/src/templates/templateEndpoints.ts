import { endpointMethods, idParams, okSchema } from "../api";
import { noteSummarySchema } from "../notes/noteSchemas";
import { noteFromTemplateSchema, templateCreateSchema, templateListSchema, templateSummarySchema } from "./templateSchemas";

const { get, post, del } = endpointMethods("templates");

/** Note templates of a space. */
export const templateEndpoints = {
  list: get("/api/spaces/:id/templates", { params: idParams, responses: { 200: templateListSchema } }),
  saveNote: post("/api/notes/:id/template", {
    summary: "Saves a note as a template of its space",
    params: idParams,
    body: templateCreateSchema,
    responses: { 201: templateSummarySchema },
  }),
  remove: del("/api/templates/:id", { params: idParams, responses: { 200: okSchema } }),
  newNote: post("/api/projects/:id/notes/from-template", { params: idParams, body: noteFromTemplateSchema, responses: { 201: noteSummarySchema } }),
};
