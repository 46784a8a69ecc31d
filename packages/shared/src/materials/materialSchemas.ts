import { z } from "zod";
import { requiredText } from "../validation/requiredText";
import { partialUpdate, V } from "../validation";
import { formulaErrorMessage, parseFormula } from "./molarMass";
import { normalizeUnit, quantityUnits } from "./units";
import { puritySchema, purityViewSchema } from "./purity";
import { tooLongError } from "../validation/tooLongError";

// Material and note-material payloads (spec §3) plus the data the risk assessment
// reads. Messages are keys the web app translates (see materialMessages.ts).

export const MaterialMessages = {
  invalidCasNumber: "validation.invalidCasNumber",
  invalidFormula: "validation.invalidFormula",
  invalidHazardStatement: "validation.invalidHazardStatement",
  invalidDate: "validation.invalidDate",
  invalidUnit: "validation.invalidUnit",
  invalidChoice: "validation.invalidChoice",
  outOfRange: "validation.outOfRange",
  molarMassComputed: "validation.molarMassComputed",
} as const;

export const MaterialLimits = {
  nameMax: 200,
  nameEnMax: 200,
  locationMax: 200,
  makerNameMax: 200,
  manufacturingNumberMax: 100,
  lotNumberMax: 100,
  othersMax: 2000,
  formulaMax: 200,
  casNumberMax: 12,
  hazardStatementsMax: 40,
  synonymsMax: 30,
  synonymMax: 100,
  /** g/mol; proteins and polymers reach the millions */
  molarMassMax: 10_000_000,
  /** g/mL; osmium, the densest element, is 22.6 */
  densityMax: 25,
  boilingPointMinC: -273.15,
  boilingPointMaxC: 6000,
  oelMax: 100_000,
  oelSourceMax: 100,
  /** 10 MPa: above any liquid's vapour pressure at room temperature. */
  vapourPressureMaxPa: 10_000_000,
  /** per note line, in the line's unit */
  quantityMax: 1_000_000_000,
  materialIdMax: 64,
} as const;

export const riskTypes = ["explosive", "flammable", "other"] as const;
export type RiskType = (typeof riskTypes)[number];

export const physicalStates = ["solid", "liquid", "gas"] as const;
export type PhysicalState = (typeof physicalStates)[number];

/** CAS Registry Number: 2–7 digits, 2 digits, check digit (weighted sum mod 10). */
export function isValidCasNumber(cas: string): boolean {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas);
  if (!match) return false;
  const digits = (match[1] + match[2]).split("").reverse();
  const sum = digits.reduce((acc, d, i) => acc + Number(d) * (i + 1), 0);
  return sum % 10 === Number(match[3]);
}

/**
 * GHS hazard statement code (H225, H360FD, H361f), an EU supplementary one (EUH014,
 * EUH019: peroxide formers) or a combined statement kept whole ("H301+H311+H331").
 */
export const HAZARD_STATEMENT_PATTERN = /^(?:EUH\d{3}|H[2-4]\d{2}[A-Za-z]{0,2})(?:\+(?:EUH\d{3}|H[2-4]\d{2}[A-Za-z]{0,2}))*$/;

// Forms send "" for an untouched optional field; store that as null.
const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const optionalText = (max: number) =>
  z.preprocess(emptyToNull, z.string().trim().max(max, { error: tooLongError }).nullable()).optional();

const optionalNumber = (min: number, max: number, positive = false) => {
  // z.number() already refuses NaN and ±Infinity; negatives and absurd magnitudes get outOfRange.
  let n = z.number({ error: V.invalid });
  n = positive ? n.positive({ error: V.positive }) : n.min(min, { error: MaterialMessages.outOfRange });
  return z.preprocess(emptyToNull, n.max(max, { error: MaterialMessages.outOfRange }).nullable()).optional();
};

/**
 * A CAS number as a Japanese input method or a copied SDS types it: full-width digits and hyphen
 * (６４－１７－５), or another dash (‐ – − ー), read as 64-17-5. The register's search read them so
 * already; saving refused them as not a CAS number.
 */
export const plainCasNumber = (typed: string) => typed.normalize("NFKC").trim().replace(/[‐‑‒–—―−ー]/g, "-");

const casNumberSchema = z.preprocess(
  (value) => emptyToNull(typeof value === "string" ? plainCasNumber(value) : value),
  z
    .string()
    .trim()
    .max(MaterialLimits.casNumberMax, { error: tooLongError })
    .refine(isValidCasNumber, { error: MaterialMessages.invalidCasNumber })
    .nullable(),
);

// The message names the problem ("unknown element 'Xy'", an unbalanced bracket and where).
const formulaSchema = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(MaterialLimits.formulaMax, { error: tooLongError })
    .superRefine((f, ctx) => {
      const r = parseFormula(f);
      if (!r.ok) ctx.addIssue({ code: "custom", message: formulaErrorMessage(r.error) });
    })
    .nullable(),
);

// ISO calendar date; the refine rejects 2024-02-30.
const isoDateSchema = z.preprocess(
  emptyToNull,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MaterialMessages.invalidDate })
    .refine(
      (d) => {
        const date = new Date(`${d}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === d;
      },
      { error: MaterialMessages.invalidDate },
    )
    .nullable(),
);

const hazardStatementsSchema = z
  .array(z.string().trim().regex(HAZARD_STATEMENT_PATTERN, { error: MaterialMessages.invalidHazardStatement }))
  .max(MaterialLimits.hazardStatementsMax, { error: tooLongError })
  // Duplicates are dropped rather than refused: pasted lists often repeat a code.
  .transform((codes) => [...new Set(codes)]);

const synonymsSchema = z
  .array(z.string().trim().min(1, { error: V.required }).max(MaterialLimits.synonymMax, { error: tooLongError }))
  .max(MaterialLimits.synonymsMax, { error: tooLongError })
  .transform((names) => [...new Set(names)]);

const materialFields = {
  name: requiredText(MaterialLimits.nameMax),
  nameEn: optionalText(MaterialLimits.nameEnMax),
  // The formula's (standard atomic weights, computed on the server): a number sent here was ignored
  // without a word, so it is refused with one.
  molarMass: z.never({ error: MaterialMessages.molarMassComputed }).optional(),
  density: optionalNumber(0, MaterialLimits.densityMax, true),
  location: optionalText(MaterialLimits.locationMax),
  riskType: z.enum(riskTypes, { error: MaterialMessages.invalidChoice }),
  makerName: optionalText(MaterialLimits.makerNameMax),
  manufacturingNumber: optionalText(MaterialLimits.manufacturingNumberMax),
  manufacturingDate: isoDateSchema.optional(),
  lotNumber: optionalText(MaterialLimits.lotNumberMax),
  others: optionalText(MaterialLimits.othersMax),
  casNumber: casNumberSchema.optional(),
  formula: formulaSchema.optional(),
  physicalState: z.preprocess(emptyToNull, z.enum(physicalStates, { error: MaterialMessages.invalidChoice }).nullable()).optional(),
  boilingPointC: optionalNumber(MaterialLimits.boilingPointMinC, MaterialLimits.boilingPointMaxC),
  hazardStatements: hazardStatementsSchema.optional(),
  oelPpm: optionalNumber(0, MaterialLimits.oelMax, true),
  oelMgM3: optionalNumber(0, MaterialLimits.oelMax, true),
  /** Where the limit comes from (e.g. "濃度基準値", "JSOH 2024", "ACGIH 2024"). */
  oelSource: optionalText(MaterialLimits.oelSourceMax),
  /** Vapour pressure at about 20 °C in Pa. */
  vapourPressurePa: optionalNumber(0, MaterialLimits.vapourPressureMaxPa, true),
  /** The solid sublimes: assessed as a vapour rather than as dust. */
  sublimes: z.boolean({ error: V.invalid }).optional(),
  /** Purity/assay (wt%) or concentration (mol/L) of the material as sold; density (above) is the as-sold material's. */
  purity: z.preprocess(emptyToNull, puritySchema.nullable()).optional(),
  /** Other names and abbreviations people search by (THF, DCM, 塩化メチレン). */
  synonyms: synonymsSchema.optional(),
};

export const materialCreateSchema = z.object({
  ...materialFields,
  riskType: materialFields.riskType.default("other"),
});
export type MaterialCreate = z.infer<typeof materialCreateSchema>;
export type MaterialCreateInput = z.input<typeof materialCreateSchema>;

export const materialUpdateSchema = partialUpdate(z.object(materialFields));
export type MaterialUpdate = z.infer<typeof materialUpdateSchema>;

// "KG", "MMOL", "ml" are read as kg, mmol, mL.
export const quantityUnitSchema = z.preprocess(
  (u) => (typeof u === "string" ? normalizeUnit(u) : u),
  z.enum(quantityUnits, { error: MaterialMessages.invalidUnit }),
);

export const noteMaterialLineSchema = z.object({
  materialId: requiredText(MaterialLimits.materialIdMax),
  quantity: z
    .number({ error: V.invalid })
    .positive({ error: V.positive })
    .max(MaterialLimits.quantityMax, { error: MaterialMessages.outOfRange }),
  unit: quantityUnitSchema,
  /** The inventory container the line draws from (issue #19); null or omitted: none. */
  containerId: z.string().max(64).nullable().optional(),
});
export type NoteMaterialLine = z.infer<typeof noteMaterialLineSchema>;

/** One entry of the list shipped with the product (apps/server/src/materials/reagentData). */
export const systemMaterialSeedSchema = z.object({
  nameJa: z.string().min(1).max(MaterialLimits.nameMax),
  nameEn: z.string().min(1).max(MaterialLimits.nameEnMax),
  casNumber: z.string().refine(isValidCasNumber),
  formula: z.string().min(1).max(MaterialLimits.formulaMax),
  molarMass: z.number().positive().max(MaterialLimits.molarMassMax),
  density: z.number().positive().max(MaterialLimits.densityMax).nullable(),
  physicalState: z.enum(physicalStates),
  boilingPointC: z.number().min(MaterialLimits.boilingPointMinC).max(MaterialLimits.boilingPointMaxC).nullable(),
  riskType: z.enum(riskTypes),
  hazardStatements: z.array(z.string().regex(HAZARD_STATEMENT_PATTERN)),
  oelPpm: z.number().positive().nullable(),
  oelMgM3: z.number().positive().nullable(),
  /** Source of the limit above; set where it is not the ACGIH TLV of the list's header. */
  oelSource: z.string().min(1).max(100).nullable().optional(),
  vapourPressurePa: z.number().positive().nullable().optional(),
  sublimes: z.boolean().optional(),
  /**
   * Set for reagents sold as solutions (e.g. "35–37 wt% in water"). Their molar
   * mass is the solute's and density is left null, so a volume of solution is never
   * mistaken for a volume of the pure substance.
   */
  concentration: z.string().min(1).max(100).nullable(),
  /** Structured purity/concentration (see purity.ts); set by the overlay in reagentData when the label states one. */
  purity: purityViewSchema.nullable().optional(),
  synonyms: z.array(z.string().min(1).max(MaterialLimits.synonymMax)).optional(),
  /** Key of the shipped entry when one CAS number ships twice (n-BuLi 1.6 M and 2.5 M); defaults to the CAS number. */
  key: z.string().min(1).max(64).optional(),
});
export type SystemMaterialSeed = z.infer<typeof systemMaterialSeedSchema>;
