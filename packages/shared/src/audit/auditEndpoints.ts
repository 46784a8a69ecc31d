import { z } from "zod";
import { endpoint, spaceIdParams } from "../api";
import { auditPageSchema, auditQuerySchema } from "./auditSchemas";

const tags = ["audit"];
export const auditCsvQuerySchema = auditQuerySchema.omit({ before: true, limit: true });

/** The audit trail of a space. */
export const auditEndpoints = {
  list: endpoint({ method: "GET", path: "/api/spaces/:spaceId/audit", tags, params: spaceIdParams, query: auditQuerySchema, responses: { 200: auditPageSchema } }),
  exportCsv: endpoint({
    method: "GET",
    path: "/api/spaces/:spaceId/audit/export.csv",
    tags,
    params: spaceIdParams,
    query: auditCsvQuerySchema,
    responses: {},
    file: true,
  }),
  verify: endpoint({
    method: "GET",
    path: "/api/spaces/:spaceId/audit/verify",
    tags,
    summary: "Checks the hash chain of the space's events",
    params: spaceIdParams,
    responses: { 200: z.object({ ok: z.boolean(), events: z.number(), brokenAt: z.object({ seq: z.number(), reason: z.string() }).nullable() }) },
  }),
};
