import { z } from "zod";
import { endpointMethods } from "../api";
import { auditPageSchema, auditQuerySchema } from "./auditSchemas";

const { get } = endpointMethods("audit");
export const auditCsvQuerySchema = auditQuerySchema.omit({ before: true, limit: true });

/** The audit trail of a space. */
export const auditEndpoints = {
  list: get("/api/spaces/:spaceId/audit", { query: auditQuerySchema, responses: { 200: auditPageSchema } }),
  exportCsv: get("/api/spaces/:spaceId/audit/export.csv", { query: auditCsvQuerySchema, responses: {}, file: true }),
  verify: get("/api/spaces/:spaceId/audit/verify", {
    summary: "Checks the hash chain of the space's events",
    responses: { 200: z.object({ ok: z.boolean(), events: z.number(), brokenAt: z.object({ seq: z.number(), reason: z.string() }).nullable() }) },
  }),
};
