import { z } from "zod";
import { endpointMethods, noteIdParams } from "../api";
import {
  assessmentBodySchema,
  assessmentUpdateSchema,
  riskReportSendSchema,
  riskReportSentSchema,
  riskReportsBodySchema,
  screeningAnswerBodySchema,
  screeningPrefillBodySchema,
} from "./riskApi";
import { screeningUpdateSchema } from "./riskSchemas";

const { get, post, put } = endpointMethods("risk");

/** A note's risk screening, its CREATE-SIMPLE assessment and the reports mailed from it. */
export const riskEndpoints = {
  screening: get("/api/notes/:noteId/risk-screening", { params: noteIdParams, responses: { 200: screeningAnswerBodySchema } }),
  prefill: get("/api/notes/:noteId/risk-screening/prefill", {
    summary: "Answers the note's materials already give",
    params: noteIdParams,
    responses: { 200: screeningPrefillBodySchema },
  }),
  saveScreening: put("/api/notes/:noteId/risk-screening", { params: noteIdParams, body: screeningUpdateSchema, responses: { 200: screeningAnswerBodySchema } }),
  assessment: get("/api/notes/:noteId/risk-assessment", { params: noteIdParams, responses: { 200: assessmentBodySchema } }),
  saveAssessment: put("/api/notes/:noteId/risk-assessment", { params: noteIdParams, body: assessmentUpdateSchema, responses: { 200: assessmentBodySchema } }),
  reports: get("/api/notes/:noteId/risk-reports", { params: noteIdParams, responses: { 200: riskReportsBodySchema } }),
  sendReport: post("/api/notes/:noteId/risk-reports", { params: noteIdParams, body: riskReportSendSchema, responses: { 200: riskReportSentSchema } }),
  reportFile: get("/api/risk-reports/:reportId/file", { params: z.object({ reportId: z.string().max(64) }), responses: {}, file: true }),
};
