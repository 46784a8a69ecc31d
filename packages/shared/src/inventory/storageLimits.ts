import { z } from "zod";
import { isConvertibleUnit, unitFactors, volumeUnits, massUnits, amountUnits } from "../materials/units";
import { inventoryWriteAbilitiesSchema } from "./inventorySchemas";

// Storage limits of a room: Japan's Fire Service Act (消防法) designated quantities (指定数量,
// 危険物の規制に関する政令 別表第三) by hazard class. A room's "multiple" is the sum of
// amount ÷ designated quantity over its containers; from 0.2 the municipal fire ordinance applies
// (少量危険物, notification), from 1.0 the room must be a licensed hazardous-materials store.

export interface DesignatedQuantity {
  /** stable id stored with a material */
  id: string;
  /** 第4類 */
  category: 1 | 2 | 3 | 4 | 5 | 6;
  ja: string;
  en: string;
  /** the designated quantity, in `unit` */
  quantity: number;
  unit: "L" | "kg";
}

const q = (id: string, category: DesignatedQuantity["category"], ja: string, en: string, quantity: number, unit: "L" | "kg"): DesignatedQuantity => ({ id, category, ja, en, quantity, unit });

export const fireServiceActQuantities: readonly DesignatedQuantity[] = [
  q("1-oxidizing-1", 1, "第1類 第1種酸化性固体", "Class 1, oxidizing solids type 1", 50, "kg"),
  q("1-oxidizing-2", 1, "第1類 第2種酸化性固体", "Class 1, oxidizing solids type 2", 300, "kg"),
  q("1-oxidizing-3", 1, "第1類 第3種酸化性固体", "Class 1, oxidizing solids type 3", 1000, "kg"),
  q("2-sulfide", 2, "第2類 硫化りん・赤りん・硫黄", "Class 2, phosphorus sulfide, red phosphorus, sulfur", 100, "kg"),
  q("2-flammable-1", 2, "第2類 第1種可燃性固体", "Class 2, flammable solids type 1", 100, "kg"),
  q("2-iron", 2, "第2類 鉄粉", "Class 2, iron powder", 500, "kg"),
  q("2-flammable-2", 2, "第2類 第2種可燃性固体", "Class 2, flammable solids type 2", 500, "kg"),
  q("2-ignitable", 2, "第2類 引火性固体", "Class 2, ignitable solids", 1000, "kg"),
  q("3-alkali", 3, "第3類 カリウム・ナトリウム・アルキルアルミニウム・アルキルリチウム", "Class 3, potassium, sodium, alkylaluminium, alkyllithium", 10, "kg"),
  q("3-pyrophoric-1", 3, "第3類 第1種自然発火性物質及び禁水性物質", "Class 3, pyrophoric / water-reactive type 1", 10, "kg"),
  q("3-phosphorus", 3, "第3類 黄りん", "Class 3, white phosphorus", 20, "kg"),
  q("3-pyrophoric-2", 3, "第3類 第2種自然発火性物質及び禁水性物質", "Class 3, pyrophoric / water-reactive type 2", 50, "kg"),
  q("3-pyrophoric-3", 3, "第3類 第3種自然発火性物質及び禁水性物質", "Class 3, pyrophoric / water-reactive type 3", 300, "kg"),
  q("4-special", 4, "第4類 特殊引火物", "Class 4, special flammable liquids", 50, "L"),
  q("4-petroleum-1", 4, "第4類 第1石油類 非水溶性", "Class 4, petroleum type 1, water-insoluble", 200, "L"),
  q("4-petroleum-1-soluble", 4, "第4類 第1石油類 水溶性", "Class 4, petroleum type 1, water-soluble", 400, "L"),
  q("4-alcohols", 4, "第4類 アルコール類", "Class 4, alcohols", 400, "L"),
  q("4-petroleum-2", 4, "第4類 第2石油類 非水溶性", "Class 4, petroleum type 2, water-insoluble", 1000, "L"),
  q("4-petroleum-2-soluble", 4, "第4類 第2石油類 水溶性", "Class 4, petroleum type 2, water-soluble", 2000, "L"),
  q("4-petroleum-3", 4, "第4類 第3石油類 非水溶性", "Class 4, petroleum type 3, water-insoluble", 2000, "L"),
  q("4-petroleum-3-soluble", 4, "第4類 第3石油類 水溶性", "Class 4, petroleum type 3, water-soluble", 4000, "L"),
  q("4-petroleum-4", 4, "第4類 第4石油類", "Class 4, petroleum type 4", 6000, "L"),
  q("4-oils", 4, "第4類 動植物油類", "Class 4, animal and vegetable oils", 10000, "L"),
  q("5-self-reactive-1", 5, "第5類 第1種自己反応性物質", "Class 5, self-reactive type 1", 10, "kg"),
  q("5-self-reactive-2", 5, "第5類 第2種自己反応性物質", "Class 5, self-reactive type 2", 100, "kg"),
  q("6-oxidizing-liquids", 6, "第6類 酸化性液体", "Class 6, oxidizing liquids", 300, "kg"),
];

export const storageLimitWarnings = { ordinance: 0.2, licence: 1.0 } as const;
export type StorageLevel = "ok" | "ordinance" | "licence";

export const storageLevel = (ratio: number): StorageLevel =>
  ratio >= storageLimitWarnings.licence ? "licence" : ratio >= storageLimitWarnings.ordinance ? "ordinance" : "ok";

export interface StoredAmount {
  hazardClassId: string;
  amount: number;
  unit: string;
  /** g/mL, for converting a weighed liquid to litres (or a measured solid to kg) */
  density?: number | null;
}

/** The amount in the limit's unit (L or kg); null when it cannot be converted (a count, or mass↔volume without density). */
export function amountInLimitUnit(a: StoredAmount, limitUnit: "L" | "kg"): number | null {
  if (!isConvertibleUnit(a.unit) || (amountUnits as readonly string[]).includes(a.unit)) return null;
  const base = a.amount * unitFactors[a.unit]; // g or mL
  const isVolume = (volumeUnits as readonly string[]).includes(a.unit);
  const isMass = (massUnits as readonly string[]).includes(a.unit);
  if (limitUnit === "L") {
    if (isVolume) return base / 1000;
    return isMass && a.density ? base / a.density / 1000 : null;
  }
  if (isMass) return base / 1000;
  return isVolume && a.density ? (base * a.density) / 1000 : null;
}

export interface StorageRow {
  hazardClass: DesignatedQuantity;
  total: number;
  ratio: number;
  containers: number;
  /** containers whose amount could not be converted (not counted in `total`) */
  unconverted: number;
}

/** Totals per hazard class of one room against the limit table, and their sum of ratios. */
export function storageRatios(amounts: StoredAmount[], table: readonly DesignatedQuantity[] = fireServiceActQuantities) {
  const byId = new Map(table.map((d) => [d.id, d]));
  const rows = new Map<string, StorageRow>();
  for (const a of amounts) {
    const hazardClass = byId.get(a.hazardClassId);
    if (!hazardClass) continue;
    const row = rows.get(hazardClass.id) ?? { hazardClass, total: 0, ratio: 0, containers: 0, unconverted: 0 };
    const v = amountInLimitUnit(a, hazardClass.unit);
    row.containers++;
    if (v === null) row.unconverted++;
    else row.total += v;
    row.ratio = row.total / hazardClass.quantity;
    rows.set(hazardClass.id, row);
  }
  const list = table.map((d) => rows.get(d.id)).filter((r): r is StorageRow => !!r);
  const sum = list.reduce((s, r) => s + r.ratio, 0);
  return { rows: list, sum, level: storageLevel(sum) };
}

export const hazardClassIds = fireServiceActQuantities.map((d) => d.id) as [string, ...string[]];

export const hazardClassUpdateSchema = z.object({
  /** null: not a hazardous material under the act (or not classified) */
  hazardClassId: z.enum(hazardClassIds, { error: "validation.invalidChoice" }).nullable(),
});
export type HazardClassUpdate = z.infer<typeof hazardClassUpdateSchema>;

export const storageAnswerSchema = z.object({
  location: z.object({ id: z.string(), kind: z.string(), path: z.array(z.string()) }),
  rows: z.array(
    z.object({
      hazardClassId: z.string(),
      ja: z.string(),
      en: z.string(),
      unit: z.enum(["L", "kg"]),
      quantity: z.number(),
      total: z.number(),
      ratio: z.number(),
      containers: z.number(),
      unconverted: z.number(),
    }),
  ),
  sum: z.number(),
  level: z.enum(["ok", "ordinance", "licence"]),
  /** materials of the containers in the location, with the class the space filed them under */
  materials: z.array(z.object({ id: z.string(), name: z.string(), nameEn: z.string().nullable(), casNumber: z.string().nullable(), hazardClassId: z.string().nullable(), containers: z.number() })),
  abilities: inventoryWriteAbilitiesSchema,
});
export type StorageAnswer = z.infer<typeof storageAnswerSchema>;

// A space may edit the designated quantities (a stricter local rule, a corrected value); classes,
// units and names stay those of the act. Stored as overrides; an empty table is the default one.
export const StorageLimitLimits = { quantityMax: 1_000_000 } as const;

export const storageLimitEntrySchema = z.object({
  id: z.enum(hazardClassIds, { error: "validation.limitTableUnknownClass" }),
  quantity: z
    .number({ error: "validation.invalid" })
    .positive({ error: "validation.positive" })
    .max(StorageLimitLimits.quantityMax, { error: "validation.max" }),
});

export const storageLimitTableUpdateSchema = z.object({
  entries: z
    .array(storageLimitEntrySchema)
    .max(fireServiceActQuantities.length, { error: "validation.max" })
    .refine((es) => new Set(es.map((e) => e.id)).size === es.length, { error: "validation.duplicate" }),
});
export type StorageLimitTableUpdate = z.infer<typeof storageLimitTableUpdateSchema>;

export const storageLimitTableAnswerSchema = z.object({
  entries: z.array(z.object({ id: z.string(), category: z.number(), ja: z.string(), en: z.string(), unit: z.enum(["L", "kg"]), quantity: z.number(), defaultQuantity: z.number() })),
  isDefault: z.boolean(),
  abilities: z.object({ update: z.boolean() }),
});
export type StorageLimitTableAnswer = z.infer<typeof storageLimitTableAnswerSchema>;

/** The act's table with a space's quantities in place of the default ones. */
export function limitTableWith(overrides: readonly { id: string; quantity: number }[]): DesignatedQuantity[] {
  const byId = new Map(overrides.map((o) => [o.id, o.quantity]));
  return fireServiceActQuantities.map((d) => ({ ...d, quantity: byId.get(d.id) ?? d.quantity }));
}
