import { z } from "zod";
import { endpoint, idParams, okSchema, spaceIdParams } from "../api";
import {
  noteRecordsSchema,
  noteSignSchema,
  noteUnlockSchema,
  trashListSchema,
  witnessRequestCreateSchema,
  witnessRequestSchema,
  witnessSignSchema,
} from "./recordSchemas";

const tags = ["records"];
const id = z.string().max(64);
const signatureParams = idParams.extend({ signatureId: id });

/** A note's record: lock, signatures with their evidence, witness requests. */
export const recordEndpoints = {
  get: endpoint({ method: "GET", path: "/api/notes/:id/records", tags, params: idParams, responses: { 200: noteRecordsSchema } }),
  lock: endpoint({ method: "POST", path: "/api/notes/:id/lock", tags, params: idParams, responses: { 200: okSchema } }),
  unlock: endpoint({ method: "POST", path: "/api/notes/:id/unlock", tags, params: idParams, body: noteUnlockSchema, responses: { 200: okSchema } }),
  sign: endpoint({ method: "POST", path: "/api/notes/:id/signatures", tags, params: idParams, body: noteSignSchema, responses: { 200: okSchema } }),
  signedRecord: endpoint({
    method: "GET",
    path: "/api/notes/:id/signatures/:signatureId/record.json",
    tags,
    summary: "The exact bytes that were signed",
    params: signatureParams,
    responses: {},
    file: true,
  }),
  timestampToken: endpoint({
    method: "GET",
    path: "/api/notes/:id/signatures/:signatureId/timestamp.tsr",
    tags,
    summary: "The RFC 3161 time-stamp token of a signature",
    params: signatureParams,
    responses: {},
    file: true,
  }),
  requestWitness: endpoint({
    method: "POST",
    path: "/api/notes/:id/witness-requests",
    tags,
    params: idParams,
    body: witnessRequestCreateSchema,
    responses: { 200: witnessRequestSchema },
  }),
  myWitnessRequests: endpoint({ method: "GET", path: "/api/witness-requests", tags, responses: { 200: z.object({ items: z.array(witnessRequestSchema) }) } }),
  witness: endpoint({ method: "POST", path: "/api/witness-requests/:id/sign", tags, params: idParams, body: witnessSignSchema, responses: { 200: okSchema } }),
};

/** The trash of a space: notes and projects kept for a while before they go for good. */
export const trashEndpoints = {
  list: endpoint({ method: "GET", path: "/api/spaces/:spaceId/trash", tags: ["trash"], params: spaceIdParams, responses: { 200: trashListSchema } }),
  restore: endpoint({
    method: "POST",
    path: "/api/spaces/:spaceId/trash/:kind/:id/restore",
    tags: ["trash"],
    params: spaceIdParams.extend({ kind: z.enum(["notes", "projects"]), id }),
    responses: { 200: okSchema },
  }),
};
