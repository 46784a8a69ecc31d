import { z } from "zod";
import { timeZoneSchema } from "../validation/timeZone";
import { endpointMethods, idSchema, itemListSchema, okSchema } from "../api";
import {
  noteCreateSchema,
  noteDetailSchema,
  noteDuplicateSchema,
  noteGetQuerySchema,
  noteListQuerySchema,
  noteListSchema,
  noteSummarySchema,
  noteTagsSchema,
  noteUpdateSchema,
  noteVersionDetailSchema,
  noteVersionListSchema,
  noteVersionSummarySchema,
  tagCreateSchema,
  tagSchema,
  tagUpdateSchema,
} from "./noteSchemas";

const { get, post, put, patch, del } = endpointMethods("notes");
const noteVersions = endpointMethods("note versions");

/** Notes of a project, their tags and versions. `:id` is the note's id, or the project's under /api/projects. */
export const noteEndpoints = {
  list: get("/api/projects/:id/notes", {
    summary: "A page of a project's notes, filtered and sorted",
    query: noteListQuerySchema,
    responses: { 200: noteListSchema },
  }),
  create: post("/api/projects/:id/notes", { body: noteCreateSchema, responses: { 201: noteSummarySchema } }),
  get: get("/api/notes/:id", { query: noteGetQuerySchema, responses: { 200: noteDetailSchema } }),
  update: patch("/api/notes/:id", { body: noteUpdateSchema, responses: { 200: noteDetailSchema } }),
  remove: del("/api/notes/:id", { summary: "Moves the note to the trash", responses: { 200: okSchema } }),
  duplicate: post("/api/notes/:id/duplicate", { body: noteDuplicateSchema, responses: { 201: noteSummarySchema } }),
  setTags: put("/api/notes/:id/tags", { body: noteTagsSchema, responses: { 200: z.object({ tags: z.array(tagSchema) }) } }),
  projectTags: get("/api/projects/:id/tags", { responses: { 200: itemListSchema(tagSchema.extend({ noteCount: z.number() })) } }),
  createTag: post("/api/projects/:id/tags", { body: tagCreateSchema, responses: { 201: tagSchema } }),
  updateTag: patch("/api/projects/:id/tags/:tagId", { body: tagUpdateSchema, responses: { 200: tagSchema } }),
  removeTag: del("/api/projects/:id/tags/:tagId", { responses: { 200: okSchema } }),
  pdf: get("/api/notes/:id/pdf", {
    summary: "The note as a PDF, labels in the given language, dates in the given time zone (UTC when none)",
    query: z.object({ lang: z.enum(["en", "ja"]).default("en"), tz: timeZoneSchema.optional() }),
    responses: {},
    file: true,
  }),
  document: get("/api/notes/:id/document", {
    summary: "The note's live document as stored (a Yjs update), shown before the live connection syncs",
    responses: {},
    file: true,
  }),
  versions: noteVersions.get("/api/notes/:id/versions", { responses: { 200: noteVersionListSchema } }),
  version: noteVersions.get("/api/notes/:id/versions/:versionId", {
    summary: "One version, with its differences against another (`against`) or the one before",
    query: z.object({ against: idSchema.optional() }),
    responses: { 200: noteVersionDetailSchema },
  }),
  saveVersion: noteVersions.post("/api/notes/:id/versions", { responses: { 201: noteVersionSummarySchema } }),
  restoreVersion: noteVersions.post("/api/notes/:id/versions/:versionId/restore", { responses: { 201: noteVersionSummarySchema } }),
};
