import { z } from "zod";
import { endpoint, idParams, okSchema } from "../api";
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

const tags = ["notes"];
const id = z.string().max(64);
const tagParams = idParams.extend({ tagId: id });
const versionParams = idParams.extend({ versionId: id });

/** Notes of a project, their tags and versions. `:id` is the note's id, or the project's under /api/projects. */
export const noteEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/projects/:id/notes",
    tags,
    summary: "A page of a project's notes, filtered and sorted",
    params: idParams,
    query: noteListQuerySchema,
    responses: { 200: noteListSchema },
  }),
  create: endpoint({ method: "POST", path: "/api/projects/:id/notes", tags, params: idParams, body: noteCreateSchema, responses: { 201: noteSummarySchema } }),
  get: endpoint({ method: "GET", path: "/api/notes/:id", tags, params: idParams, responses: { 200: noteDetailSchema } }),
  update: endpoint({ method: "PATCH", path: "/api/notes/:id", tags, params: idParams, body: noteUpdateSchema, responses: { 200: noteDetailSchema } }),
  remove: endpoint({ method: "DELETE", path: "/api/notes/:id", tags, summary: "Moves the note to the trash", params: idParams, responses: { 200: okSchema } }),
  duplicate: endpoint({
    method: "POST",
    path: "/api/notes/:id/duplicate",
    tags,
    params: idParams,
    body: noteDuplicateSchema,
    responses: { 201: noteSummarySchema },
  }),
  setTags: endpoint({
    method: "PUT",
    path: "/api/notes/:id/tags",
    tags,
    params: idParams,
    body: noteTagsSchema,
    responses: { 200: z.object({ tags: z.array(tagSchema) }) },
  }),
  projectTags: endpoint({
    method: "GET",
    path: "/api/projects/:id/tags",
    tags,
    params: idParams,
    responses: { 200: z.object({ items: z.array(tagSchema.extend({ noteCount: z.number() })) }) },
  }),
  createTag: endpoint({ method: "POST", path: "/api/projects/:id/tags", tags, params: idParams, body: tagCreateSchema, responses: { 201: tagSchema } }),
  updateTag: endpoint({
    method: "PATCH",
    path: "/api/projects/:id/tags/:tagId",
    tags,
    params: tagParams,
    body: tagUpdateSchema,
    responses: { 200: tagSchema },
  }),
  removeTag: endpoint({ method: "DELETE", path: "/api/projects/:id/tags/:tagId", tags, params: tagParams, responses: { 200: okSchema } }),
  pdf: endpoint({
    method: "GET",
    path: "/api/notes/:id/pdf",
    tags,
    summary: "The note as a PDF, labels in the given language",
    params: idParams,
    query: z.object({ lang: z.enum(["en", "ja"]).default("en") }),
    responses: {},
    file: true,
  }),
  document: endpoint({
    method: "GET",
    path: "/api/notes/:id/document",
    tags,
    summary: "The note's live document as stored (a Yjs update), shown before the live connection syncs",
    params: idParams,
    responses: {},
    file: true,
  }),
  versions: endpoint({ method: "GET", path: "/api/notes/:id/versions", tags: ["note versions"], params: idParams, responses: { 200: noteVersionListSchema } }),
  version: endpoint({
    method: "GET",
    path: "/api/notes/:id/versions/:versionId",
    tags: ["note versions"],
    summary: "One version, with its differences against another (`against`) or the one before",
    params: versionParams,
    query: z.object({ against: id.optional() }),
    responses: { 200: noteVersionDetailSchema },
  }),
  saveVersion: endpoint({
    method: "POST",
    path: "/api/notes/:id/versions",
    tags: ["note versions"],
    params: idParams,
    responses: { 201: noteVersionSummarySchema },
  }),
  restoreVersion: endpoint({
    method: "POST",
    path: "/api/notes/:id/versions/:versionId/restore",
    tags: ["note versions"],
    params: versionParams,
    responses: { 201: noteVersionSummarySchema },
  }),
};
