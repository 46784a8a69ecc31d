// Request and answer shapes of the risk routes (server, web app and OpenAPI agree on these).
// The computed assessment itself is typed by `InhalationAssessment`; on the wire it is
// carried as an opaque object (z.custom: typed, not re-validated) because its explanation
// steps are long and polymorphic.

import { z } from "zod";
import { personRefSchema } from "../api";
import { emailSchema } from "../account/accountSchemas";
import { timeZoneSchema } from "../validation/timeZone";
import { materialNamingSchema } from "../materials/materialApi";
import { SCREENING_ANSWERS } from "./screeningChecklist";
import { assessmentInputSchema } from "./riskSchemas";
import type { InhalationAssessment } from "./createSimple/assessInhalationRisk";
import type { ScreeningPrefill } from "./prefillScreening";

export const RISK_REPORT_KINDS = ["screening", "assessment"] as const;
export type RiskReportKind = (typeof RISK_REPORT_KINDS)[number];

/** "changed": the note (or this report's risk data) changed after the last sent report. */
export const RISK_REPORT_STATUSES = ["not_sent", "sent", "changed"] as const;
export type RiskReportStatus = (typeof RISK_REPORT_STATUSES)[number];

export const riskReportSendSchema = z.strictObject({
  to: emailSchema,
  kind: z.enum(RISK_REPORT_KINDS),
  /** The sender's IANA time zone ("Asia/Tokyo"): the report's date is written in it. UTC without it. */
  timeZone: timeZoneSchema.optional(),
});
export type RiskReportSend = z.infer<typeof riskReportSendSchema>;

/** One material's inputs; `inputs: null` goes back to the defaults taken from the register. */
export const assessmentUpdateSchema = z.strictObject({
  materialId: z.uuid(),
  inputs: assessmentInputSchema.nullable(),
});
export type AssessmentUpdate = z.infer<typeof assessmentUpdateSchema>;

const answerSchema = z.enum(SCREENING_ANSWERS);

/** What the caller may do with a note's screening and assessment: change them, mail them as reports. */
const riskAbilitiesSchema = z.object({ edit: z.boolean(), send: z.boolean() });

export const screeningAnswerBodySchema = z.object({
  answers: z.record(z.string(), answerSchema),
  comments: z.record(z.string(), z.string()),
  status: z.object({
    done: z.boolean(),
    reason: z.enum(["unanswered", "materials_changed"]).optional(),
    unanswered: z.array(z.string()),
  }),
  materialsFingerprint: z.string(),
  completedAt: z.string().nullable(),
  completedBy: personRefSchema.nullable(),
  materialsChangedAt: z.string().nullable(),
  materialCount: z.number().int(),
  abilities: riskAbilitiesSchema,
});
export type ScreeningAnswerBody = z.infer<typeof screeningAnswerBodySchema>;

export const screeningPrefillBodySchema = z.object({
  prefill: z.custom<ScreeningPrefill>(),
  materialsFingerprint: z.string(),
});
export type ScreeningPrefillBody = z.infer<typeof screeningPrefillBodySchema>;

export const assessmentMaterialSchema = z.object({
  materialId: z.string(),
  ...materialNamingSchema.shape,
  quantity: z.number(),
  unit: z.string(),
  needsAssessment: z.boolean(),
  /** True when the inputs were edited and stored for this note; false: defaults from the register. */
  saved: z.boolean(),
  inputs: assessmentInputSchema,
  result: z.custom<InhalationAssessment>(),
});
export type AssessmentMaterial = z.infer<typeof assessmentMaterialSchema>;

export const assessmentBodySchema = z.object({
  materials: z.array(assessmentMaterialSchema),
  abilities: riskAbilitiesSchema,
});
export type AssessmentBody = z.infer<typeof assessmentBodySchema>;

export const riskReportSchema = z.object({
  id: z.string(),
  kind: z.enum(RISK_REPORT_KINDS),
  sentTo: z.string(),
  sentAt: z.string(),
  sentBy: z.object({ id: z.string().nullable(), name: z.string() }),
  filename: z.string(),
  size: z.number().int(),
});
export type RiskReport = z.infer<typeof riskReportSchema>;

export const riskReportsBodySchema = z.object({
  reports: z.array(riskReportSchema),
  status: z.object({ screening: z.enum(RISK_REPORT_STATUSES), assessment: z.enum(RISK_REPORT_STATUSES) }),
  /** The address last used in this space (remembered per space). */
  defaultTo: z.string().nullable(),
  abilities: z.object({ send: z.boolean() }),
});
export type RiskReportsBody = z.infer<typeof riskReportsBodySchema>;

export const riskReportSentSchema = z.object({ report: riskReportSchema });
