import { z } from "zod";
import { endpointMethods, idParams, okSchema, spaceIdParams } from "../api";
import {
  noteRecordsSchema,
  noteSignSchema,
  noteUnlockSchema,
  trashListSchema,
  witnessRequestCreateSchema,
  witnessRequestSchema,
  witnessSignSchema,
} from "./recordSchemas";

const { get, post } = endpointMethods("records");
const trash = endpointMethods("trash");
const id = z.string().max(64);
const signatureParams = idParams.extend({ signatureId: id });

/** A note's record: lock, signatures with their evidence, witness requests. */
export const recordEndpoints = {
  get: get("/api/notes/:id/records", { params: idParams, responses: { 200: noteRecordsSchema } }),
  lock: post("/api/notes/:id/lock", { params: idParams, responses: { 200: okSchema } }),
  unlock: post("/api/notes/:id/unlock", { params: idParams, body: noteUnlockSchema, responses: { 200: okSchema } }),
  sign: post("/api/notes/:id/signatures", { params: idParams, body: noteSignSchema, responses: { 200: okSchema } }),
  signedRecord: get("/api/notes/:id/signatures/:signatureId/record.json", {
    summary: "The exact bytes that were signed",
    params: signatureParams,
    responses: {},
    file: true,
  }),
  timestampToken: get("/api/notes/:id/signatures/:signatureId/timestamp.tsr", {
    summary: "The RFC 3161 time-stamp token of a signature",
    params: signatureParams,
    responses: {},
    file: true,
  }),
  requestWitness: post("/api/notes/:id/witness-requests", { params: idParams, body: witnessRequestCreateSchema, responses: { 200: witnessRequestSchema } }),
  myWitnessRequests: get("/api/witness-requests", { responses: { 200: z.object({ items: z.array(witnessRequestSchema) }) } }),
  witness: post("/api/witness-requests/:id/sign", { params: idParams, body: witnessSignSchema, responses: { 200: okSchema } }),
};

/** The trash of a space: notes and projects kept for a while before they go for good. */
export const trashEndpoints = {
  list: trash.get("/api/spaces/:spaceId/trash", { params: spaceIdParams, responses: { 200: trashListSchema } }),
  restore: trash.post("/api/spaces/:spaceId/trash/:kind/:id/restore", {
    params: spaceIdParams.extend({ kind: z.enum(["notes", "projects"]), id }),
    responses: { 200: okSchema },
  }),
};
