// Request payloads of the screening and the assessment, shared by forms, server and OpenAPI.

import { z } from "zod";
import { V } from "../validation/messages";
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
  .refine((s) => s.split("+").every((part) => parseHazardCode(part) !== null), { error: "risk.inputs.badHazardCode" });

// Message keys, so the form and the server's 400 say what is wrong in the reader's language (zod's
// own messages are English only).
const TOO_SMALL = { error: "validation.min" } as const;
const TOO_LARGE = { error: "validation.max" } as const;
const POSITIVE = { error: V.positive } as const;
const WHOLE = { error: "validation.integer" } as const;

const frequencySchema = z.discriminatedUnion("per", [
  z.strictObject({ per: z.literal("week"), days: z.number().int(WHOLE).min(1, TOO_SMALL).max(7, TOO_LARGE) }),
  z.strictObject({ per: z.literal("year"), days: z.number().int(WHOLE).min(1, TOO_SMALL).max(366, TOO_LARGE) }),
]);

/** Inputs of one material's CREATE-SIMPLE inhalation assessment; every field is user-editable. */
export const assessmentInputSchema = z.strictObject({
  physicalState: z.enum(["liquid", "solid", "gas"]),
  oel: z
    .strictObject({
      value: z.number().positive(POSITIVE).max(1_000_000, TOO_LARGE),
      unit: z.enum(["ppm", "mg/m3"]),
      source: z.string().trim().max(200).optional(),
    })
    .nullable()
    .optional(),
  hazardStatements: z.array(hazardStatementSchema).max(RiskLimits.hazardStatementsMax).optional(),
  riskType: z.enum(["explosive", "flammable", "other"]).nullable().optional(),
  molarMassGPerMol: z.number().positive(POSITIVE).max(100_000, TOO_LARGE).nullable().optional(),
  densityGPerMl: z.number().positive(POSITIVE).max(30, TOO_LARGE).nullable().optional(),
  boilingPointC: z.number().min(-273.15, TOO_SMALL).max(5000, TOO_LARGE).nullable().optional(),
  operatingTemperatureC: z.number().min(-200, TOO_SMALL).max(1000, TOO_LARGE).nullable().optional(),
  vapourPressurePa: z.number().min(0, TOO_SMALL).max(10_000_000, TOO_LARGE).nullable().optional(),
  sublimes: z.boolean().nullable().optional(),
  volatility: z.enum(VOLATILITY_BANDS).nullable().optional(),
  dustiness: z.enum(DUSTINESS_BANDS).nullable().optional(),
  amount: z
    .strictObject({ value: z.number().min(0, TOO_SMALL).max(1e12, TOO_LARGE), unit: z.string().trim().min(1).max(16) })
    .nullable()
    .optional(),
  amountLevel: z.enum(AMOUNT_LEVELS).nullable().optional(),
  contentPercent: z.number().gt(0, POSITIVE).max(100, TOO_LARGE).nullable().optional(),
  spray: z.boolean().nullable().optional(),
  ventilation: z.enum(VENTILATION_TYPES),
  controlVelocityVerified: z.boolean().nullable().optional(),
  hoursPerDay: z.number().gt(0, POSITIVE).max(24, TOO_LARGE),
  frequency: frequencySchema,
  respirator: z.enum(RESPIRATOR_TYPES).nullable().optional(),
  respiratorProtectionFactor: z.number().min(1, TOO_SMALL).max(100_000, TOO_LARGE).nullable().optional(),
});
export type AssessmentInputPayload = z.infer<typeof assessmentInputSchema>;

// Compile-time guard: a parsed payload is always a valid calculator input.
const _payloadIsInput = (p: AssessmentInputPayload): AssessmentInput => p;
void _payloadIsInput;
