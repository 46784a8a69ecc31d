import { endpointMethods, okSchema } from "../api";
import { noteSummarySchema } from "../notes/noteSchemas";
import { noteFromTemplateSchema, templateCreateSchema, templateListSchema, templateSummarySchema } from "./templateSchemas";

const { get, post, del } = endpointMethods("templates");

/** Note templates of a space. */
export const templateEndpoints = {
  list: get("/api/spaces/:id/templates", { responses: { 200: templateListSchema } }),
  saveNote: post("/api/notes/:id/template", {
    summary: "Saves a note as a template of its space",
    body: templateCreateSchema,
    responses: { 201: templateSummarySchema },
  }),
  remove: del("/api/templates/:id", { responses: { 200: okSchema } }),
  newNote: post("/api/projects/:id/notes/from-template", { body: noteFromTemplateSchema, responses: { 201: noteSummarySchema } }),
};
