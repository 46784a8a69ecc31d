// Request payloads of the screening and the assessment, shared by forms, server and OpenAPI.

import { z } from "zod";
import { parseHazardCode } from "./hazardCodes";
import { SCREENING_ANSWERS, SCREENING_QUESTION_IDS, type ScreeningQuestionId } from "./screeningChecklist";
import {
  AMOUNT_LEVELS,
  DUSTINESS_BANDS,
  RESPIRATOR_TYPES,
  VENTILATION_TYPES,
  VOLATILITY_BANDS,
} from "./createSimple/createSimpleData";
import type { AssessmentInput } from "./createSimple/assessInhalationRisk";

export const RiskLimits = {
  commentMax: 1000,
  hazardStatementsMax: 60,
  fingerprintMax: 64,
} as const;

const questionIdSchema = z.enum(SCREENING_QUESTION_IDS as [ScreeningQuestionId, ...ScreeningQuestionId[]]);
export const screeningAnswerSchema = z.enum(SCREENING_ANSWERS);

/** Saving (part of) a note's screening: answers by question id, optional comments. */
export const screeningUpdateSchema = z.strictObject({
  answers: z.partialRecord(questionIdSchema, screeningAnswerSchema),
  comments: z.partialRecord(questionIdSchema, z.string().trim().max(RiskLimits.commentMax)).optional(),
  /** The materials fingerprint the client saw; lets the server refuse answers given to older materials. */
  materialsFingerprint: z.string().max(RiskLimits.fingerprintMax).optional(),
});
export type ScreeningUpdate = z.infer<typeof screeningUpdateSchema>;

const hazardStatementSchema = z
  .string()
  .trim()
  .refine((s) => s.split("+").every((part) => parseHazardCode(part) !== null), { message: "Not a GHS hazard statement code (e.g. H225)." });

const frequencySchema = z.discriminatedUnion("per", [
  z.strictObject({ per: z.literal("week"), days: z.number().int().min(1).max(7) }),
  z.strictObject({ per: z.literal("year"), days: z.number().int().min(1).max(366) }),
]);

/** Inputs of one material's CREATE-SIMPLE inhalation assessment; every field is user-editable. */
export const assessmentInputSchema = z.strictObject({
  physicalState: z.enum(["liquid", "solid", "gas"]),
  oel: z
    .strictObject({
      value: z.number().positive().max(1_000_000),
      unit: z.enum(["ppm", "mg/m3"]),
      source: z.string().trim().max(200).optional(),
    })
    .nullable()
    .optional(),
  hazardStatements: z.array(hazardStatementSchema).max(RiskLimits.hazardStatementsMax).optional(),
  riskType: z.enum(["explosive", "flammable", "other"]).nullable().optional(),
  molarMassGPerMol: z.number().positive().max(100_000).nullable().optional(),
  densityGPerMl: z.number().positive().max(30).nullable().optional(),
  boilingPointC: z.number().min(-273.15).max(5000).nullable().optional(),
  operatingTemperatureC: z.number().min(-200).max(1000).nullable().optional(),
  vapourPressurePa: z.number().min(0).max(10_000_000).nullable().optional(),
  sublimes: z.boolean().nullable().optional(),
  volatility: z.enum(VOLATILITY_BANDS).nullable().optional(),
  dustiness: z.enum(DUSTINESS_BANDS).nullable().optional(),
  amount: z
    .strictObject({ value: z.number().min(0).max(1e12), unit: z.string().trim().min(1).max(16) })
    .nullable()
    .optional(),
  amountLevel: z.enum(AMOUNT_LEVELS).nullable().optional(),
  contentPercent: z.number().gt(0).max(100).nullable().optional(),
  spray: z.boolean().nullable().optional(),
  ventilation: z.enum(VENTILATION_TYPES),
  controlVelocityVerified: z.boolean().nullable().optional(),
  hoursPerDay: z.number().gt(0).max(24),
  frequency: frequencySchema,
  respirator: z.enum(RESPIRATOR_TYPES).nullable().optional(),
  respiratorProtectionFactor: z.number().min(1).max(100_000).nullable().optional(),
});
export type AssessmentInputPayload = z.infer<typeof assessmentInputSchema>;

// Compile-time guard: a parsed payload is always a valid calculator input.
const _payloadIsInput = (p: AssessmentInputPayload): AssessmentInput => p;
void _payloadIsInput;
