import { z } from "zod";
import { V } from "../validation";
import { cursorPageSchema, pageLimitSchema } from "../api";
import { MaterialLimits, physicalStates, quantityUnitSchema, riskTypes } from "./materialSchemas";
import { purityViewSchema } from "./purity";
import { tooLongError } from "../validation/tooLongError";

// Request and response shapes of the materials API (register and note lines).

export const MaterialListLimits = {
  queryMax: 100,
  pageDefault: 20,
  pageMax: 100,
  cursorMax: 600,
} as const;

export const materialListQuerySchema = z.object({
  q: z.string().max(MaterialListLimits.queryMax, { error: tooLongError }).optional(),
  limit: pageLimitSchema(MaterialListLimits.pageMax, MaterialListLimits.pageDefault),
  cursor: z.string().max(MaterialListLimits.cursorMax).optional(),
  /** "own": only the space's registered materials; "system": only the shipped list. */
  scope: z.enum(["all", "own", "system"]).default("all"),
  /** The reader's language: the list sorts by the English name in "en", by the Japanese name otherwise. */
  lang: z.enum(["en", "ja"]).optional(),
});
export type MaterialListQuery = z.infer<typeof materialListQuerySchema>;

export const materialAbilitiesSchema = z.object({
  update: z.boolean(),
  delete: z.boolean(),
});

export const materialSchema = z.object({
  id: z.string(),
  spaceId: z.string().nullable(),
  /** A system default material: read-only, may be copied into a space. */
  system: z.boolean(),
  name: z.string(),
  nameEn: z.string().nullable(),
  molarMass: z.number().nullable(),
  density: z.number().nullable(),
  location: z.string().nullable(),
  riskType: z.enum(riskTypes),
  makerName: z.string().nullable(),
  manufacturingNumber: z.string().nullable(),
  manufacturingDate: z.string().nullable(),
  lotNumber: z.string().nullable(),
  others: z.string().nullable(),
  casNumber: z.string().nullable(),
  formula: z.string().nullable(),
  physicalState: z.enum(physicalStates).nullable(),
  boilingPointC: z.number().nullable(),
  hazardStatements: z.array(z.string()),
  oelPpm: z.number().nullable(),
  oelMgM3: z.number().nullable(),
  oelSource: z.string().nullable(),
  vapourPressurePa: z.number().nullable(),
  sublimes: z.boolean(),
  /** Label text of a solution or dispersion, e.g. "1.6 M in hexanes". */
  concentration: z.string().nullable(),
  /** Structured purity (wt%) or concentration (mol/L) of the material as sold; null when pure or unknown. */
  purity: purityViewSchema.nullable(),
  /** Other names and abbreviations (English and Japanese). */
  synonyms: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: materialAbilitiesSchema,
});
export type Material = z.infer<typeof materialSchema>;

/** How other areas (inventory, risk) name a material in their answers. */
export const materialNamingSchema = materialSchema.pick({ name: true, nameEn: true, casNumber: true });

export const materialListSchema = cursorPageSchema(materialSchema).extend({ abilities: z.object({ "material.write": z.boolean() }) });
export type MaterialList = z.infer<typeof materialListSchema>;

export const materialAnswerSchema = z.object({ material: materialSchema });
export type MaterialAnswer = z.infer<typeof materialAnswerSchema>;

export const materialCopySchema = z.object({
  spaceId: z.string({ error: V.required }).min(1, { error: V.required }).max(MaterialLimits.materialIdMax),
});

export const noteLineContainerIdSchema = z.string().max(64).nullable().optional();

export const noteMaterialQuantitySchema = z.object({
  quantity: z
    .number({ error: V.invalid })
    .positive({ error: V.positive })
    .max(MaterialLimits.quantityMax, { error: "validation.outOfRange" }),
  unit: quantityUnitSchema,
  /** The inventory container the line draws from (issue #19): omitted keeps it, null draws from none. */
  containerId: noteLineContainerIdSchema,
});
export type NoteMaterialQuantity = z.infer<typeof noteMaterialQuantitySchema>;

export const noteMaterialLimitingSchema = z.object({
  materialId: z.string().max(MaterialLimits.materialIdMax).nullable(),
});

const conversionSchema = z.union([
  z.object({
    ok: z.literal(true),
    dimension: z.enum(["mass", "amount", "volume"]),
    massG: z.number().nullable(),
    amountMol: z.number().nullable(),
    volumeMl: z.number().nullable(),
    missing: z.record(z.string(), z.array(z.enum(["molarMass", "density"]))),
  }),
  z.object({ ok: z.literal(false), code: z.string(), unit: z.string().optional() }),
]);

export const noteMaterialLineViewSchema = z.object({
  materialId: z.string(),
  material: materialSchema,
  quantity: z.number(),
  unit: z.string(),
  position: z.number(),
  isLimiting: z.boolean(),
  conversion: conversionSchema,
  /** Relative to the note's limiting reagent; null when none is chosen or it cannot be derived. */
  equivalents: z.number().nullable(),
  /** The inventory container the line draws from, with what it took and what is left (container unit). */
  container: z.object({ id: z.string(), code: z.string(), drawn: z.number(), amountLeft: z.number(), unit: z.string() }).nullable().optional(),
});
export type NoteMaterialLineView = z.infer<typeof noteMaterialLineViewSchema>;

export const noteMaterialsAnswerSchema = z.object({
  /** The note's space: where materials to add are searched. */
  spaceId: z.string(),
  lines: z.array(noteMaterialLineViewSchema),
  limitingMaterialId: z.string().nullable(),
  /** Why equivalents are not shown although a limiting reagent is chosen (a materials.* or errors.* key), else null. */
  equivalentsNote: z.string().nullable(),
  abilities: z.object({ "noteMaterial.write": z.boolean() }),
});
export type NoteMaterialsAnswer = z.infer<typeof noteMaterialsAnswerSchema>;
