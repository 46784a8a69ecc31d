import { z } from "zod";
import { endpointMethods, idSchema, itemListSchema, okSchema } from "../api";
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

/** A note's record: lock, signatures with their evidence, witness requests. */
export const recordEndpoints = {
  get: get("/api/notes/:id/records", { responses: { 200: noteRecordsSchema } }),
  lock: post("/api/notes/:id/lock", { responses: { 200: okSchema } }),
  unlock: post("/api/notes/:id/unlock", { body: noteUnlockSchema, responses: { 200: okSchema } }),
  sign: post("/api/notes/:id/signatures", { body: noteSignSchema, responses: { 200: okSchema } }),
  signedRecord: get("/api/notes/:id/signatures/:signatureId/record.json", {
    summary: "The exact bytes that were signed",
    responses: {},
    file: true,
  }),
  timestampToken: get("/api/notes/:id/signatures/:signatureId/timestamp.tsr", {
    summary: "The RFC 3161 time-stamp token of a signature",
    responses: {},
    file: true,
  }),
  requestWitness: post("/api/notes/:id/witness-requests", { body: witnessRequestCreateSchema, responses: { 200: witnessRequestSchema } }),
  myWitnessRequests: get("/api/witness-requests", { responses: { 200: itemListSchema(witnessRequestSchema) } }),
  witness: post("/api/witness-requests/:id/sign", { body: witnessSignSchema, responses: { 200: okSchema } }),
};

/** The trash of a space: notes and projects kept for a while before they go for good. */
export const trashEndpoints = {
  list: trash.get("/api/spaces/:spaceId/trash", { responses: { 200: trashListSchema } }),
  restore: trash.post("/api/spaces/:spaceId/trash/:kind/:id/restore", {
    params: z.object({ spaceId: idSchema, kind: z.enum(["notes", "projects"]), id: idSchema }),
    responses: { 200: okSchema },
  }),
};
