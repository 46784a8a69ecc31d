import { endpointMethods } from "../api";
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
  screening: get("/api/notes/:noteId/risk-screening", { responses: { 200: screeningAnswerBodySchema } }),
  prefill: get("/api/notes/:noteId/risk-screening/prefill", {
    summary: "Answers the note's materials already give",
    responses: { 200: screeningPrefillBodySchema },
  }),
  saveScreening: put("/api/notes/:noteId/risk-screening", { body: screeningUpdateSchema, responses: { 200: screeningAnswerBodySchema } }),
  assessment: get("/api/notes/:noteId/risk-assessment", { responses: { 200: assessmentBodySchema } }),
  saveAssessment: put("/api/notes/:noteId/risk-assessment", { body: assessmentUpdateSchema, responses: { 200: assessmentBodySchema } }),
  reports: get("/api/notes/:noteId/risk-reports", { responses: { 200: riskReportsBodySchema } }),
  sendReport: post("/api/notes/:noteId/risk-reports", { body: riskReportSendSchema, responses: { 200: riskReportSentSchema } }),
  reportFile: get("/api/risk-reports/:reportId/file", { responses: {}, file: true }),
};
