import { z } from "zod";
import { endpoint, noteIdParams } from "../api";
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

const tags = ["risk"];

/** A note's risk screening, its CREATE-SIMPLE assessment and the reports mailed from it. */
export const riskEndpoints = {
  screening: endpoint({ method: "GET", path: "/api/notes/:noteId/risk-screening", tags, params: noteIdParams, responses: { 200: screeningAnswerBodySchema } }),
  prefill: endpoint({
    method: "GET",
    path: "/api/notes/:noteId/risk-screening/prefill",
    tags,
    summary: "Answers the note's materials already give",
    params: noteIdParams,
    responses: { 200: screeningPrefillBodySchema },
  }),
  saveScreening: endpoint({
    method: "PUT",
    path: "/api/notes/:noteId/risk-screening",
    tags,
    params: noteIdParams,
    body: screeningUpdateSchema,
    responses: { 200: screeningAnswerBodySchema },
  }),
  assessment: endpoint({ method: "GET", path: "/api/notes/:noteId/risk-assessment", tags, params: noteIdParams, responses: { 200: assessmentBodySchema } }),
  saveAssessment: endpoint({
    method: "PUT",
    path: "/api/notes/:noteId/risk-assessment",
    tags,
    params: noteIdParams,
    body: assessmentUpdateSchema,
    responses: { 200: assessmentBodySchema },
  }),
  reports: endpoint({ method: "GET", path: "/api/notes/:noteId/risk-reports", tags, params: noteIdParams, responses: { 200: riskReportsBodySchema } }),
  sendReport: endpoint({
    method: "POST",
    path: "/api/notes/:noteId/risk-reports",
    tags,
    params: noteIdParams,
    body: riskReportSendSchema,
    responses: { 200: riskReportSentSchema },
  }),
  reportFile: endpoint({
    method: "GET",
    path: "/api/risk-reports/:reportId/file",
    tags,
    params: z.object({ reportId: z.string().max(64) }),
    responses: {},
    file: true,
  }),
};
