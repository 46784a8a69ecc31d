import { z } from "zod";
import { endpointMethods, idParams, okSchema } from "../api";
import {
  noteCreateSchema,
  noteDetailSchema,
  noteDuplicateSchema,
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
const id = z.string().max(64);
const tagParams = idParams.extend({ tagId: id });
const versionParams = idParams.extend({ versionId: id });

/** Notes of a project, their tags and versions. `:id` is the note's id, or the project's under /api/projects. */
export const noteEndpoints = {
  list: get("/api/projects/:id/notes", {
    summary: "A page of a project's notes, filtered and sorted",
    params: idParams,
    query: noteListQuerySchema,
    responses: { 200: noteListSchema },
  }),
  create: post("/api/projects/:id/notes", { params: idParams, body: noteCreateSchema, responses: { 201: noteSummarySchema } }),
  get: get("/api/notes/:id", { params: idParams, responses: { 200: noteDetailSchema } }),
  update: patch("/api/notes/:id", { params: idParams, body: noteUpdateSchema, responses: { 200: noteDetailSchema } }),
  remove: del("/api/notes/:id", { summary: "Moves the note to the trash", params: idParams, responses: { 200: okSchema } }),
  duplicate: post("/api/notes/:id/duplicate", { params: idParams, body: noteDuplicateSchema, responses: { 201: noteSummarySchema } }),
  setTags: put("/api/notes/:id/tags", { params: idParams, body: noteTagsSchema, responses: { 200: z.object({ tags: z.array(tagSchema) }) } }),
  projectTags: get("/api/projects/:id/tags", {
    params: idParams,
    responses: { 200: z.object({ items: z.array(tagSchema.extend({ noteCount: z.number() })) }) },
  }),
  createTag: post("/api/projects/:id/tags", { params: idParams, body: tagCreateSchema, responses: { 201: tagSchema } }),
  updateTag: patch("/api/projects/:id/tags/:tagId", { params: tagParams, body: tagUpdateSchema, responses: { 200: tagSchema } }),
  removeTag: del("/api/projects/:id/tags/:tagId", { params: tagParams, responses: { 200: okSchema } }),
  pdf: get("/api/notes/:id/pdf", {
    summary: "The note as a PDF, labels in the given language",
    params: idParams,
    query: z.object({ lang: z.enum(["en", "ja"]).default("en") }),
    responses: {},
    file: true,
  }),
  document: get("/api/notes/:id/document", {
    summary: "The note's live document as stored (a Yjs update), shown before the live connection syncs",
    params: idParams,
    responses: {},
    file: true,
  }),
  versions: noteVersions.get("/api/notes/:id/versions", { params: idParams, responses: { 200: noteVersionListSchema } }),
  version: noteVersions.get("/api/notes/:id/versions/:versionId", {
    summary: "One version, with its differences against another (`against`) or the one before",
    params: versionParams,
    query: z.object({ against: id.optional() }),
    responses: { 200: noteVersionDetailSchema },
  }),
  saveVersion: noteVersions.post("/api/notes/:id/versions", { params: idParams, responses: { 201: noteVersionSummarySchema } }),
  restoreVersion: noteVersions.post("/api/notes/:id/versions/:versionId/restore", { params: versionParams, responses: { 201: noteVersionSummarySchema } }),
};
