import { and, asc, eq } from "drizzle-orm";
import {
  assessInhalationRisk,
  materialsFingerprint,
  parseHazardCode,
  type AssessmentInputPayload,
  type AssessmentMaterial,
  type ScreeningMaterial,
} from "@eln/shared/risk";
import type { DbOrTx } from "../db/client";
import { materials, noteMaterials } from "../materials/schema";
import { noteRiskAssessments } from "./schema";

/** A note's material line with the register data the screening and the assessment read. */
export interface RiskMaterialLine {
  materialId: string;
  name: string;
  nameEn: string | null;
  casNumber: string | null;
  quantity: number;
  unit: string;
  molarMass: number | null;
  density: number | null;
  riskType: "explosive" | "flammable" | "other";
  physicalState: "solid" | "liquid" | "gas" | null;
  boilingPointC: number | null;
  hazardStatements: string[];
  oelPpm: number | null;
  oelMgM3: number | null;
}

/** One query: the note's lines (in their order) joined with the register (read-only here). */
export async function loadRiskMaterials(db: DbOrTx, noteId: string): Promise<RiskMaterialLine[]> {
  const rows = await db
    .select({
      materialId: noteMaterials.materialId,
      quantity: noteMaterials.quantity,
      unit: noteMaterials.unit,
      name: materials.name,
      nameEn: materials.nameEn,
      casNumber: materials.casNumber,
      molarMass: materials.molarMass,
      density: materials.density,
      riskType: materials.riskType,
      physicalState: materials.physicalState,
      boilingPointC: materials.boilingPointC,
      hazardStatements: materials.hazardStatements,
      oelPpm: materials.oelPpm,
      oelMgM3: materials.oelMgM3,
    })
    .from(noteMaterials)
    .innerJoin(materials, eq(materials.id, noteMaterials.materialId))
    .where(eq(noteMaterials.noteId, noteId))
    .orderBy(asc(noteMaterials.position), asc(noteMaterials.createdAt));
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity), hazardStatements: r.hazardStatements ?? [] }));
}

export const fingerprintOf = (lines: readonly RiskMaterialLine[]) => materialsFingerprint(lines);

export function toScreeningMaterial(m: RiskMaterialLine): ScreeningMaterial {
  return {
    id: m.materialId,
    name: m.name,
    ...(m.nameEn ? { nameEn: m.nameEn } : {}),
    riskType: m.riskType,
    hazardStatements: m.hazardStatements,
    physicalState: m.physicalState,
    casNumber: m.casNumber,
    boilingPointC: m.boilingPointC,
  };
}

const MASS = /^(µg|μg|ug|mg|g|kg|t|µmol|μmol|umol|mmol|mol|kmol)$/i;

/** Inputs taken from the register and sensible lab defaults (fume hood, 1 h once a week). */
export function defaultInputs(m: RiskMaterialLine): AssessmentInputPayload {
  const physicalState = m.physicalState ?? (MASS.test(m.unit.trim()) ? "solid" : "liquid");
  const ppm = m.oelPpm && m.oelPpm > 0 ? { value: m.oelPpm, unit: "ppm" as const } : null;
  const mg = m.oelMgM3 && m.oelMgM3 > 0 ? { value: m.oelMgM3, unit: "mg/m3" as const } : null;
  return {
    physicalState,
    oel: physicalState === "solid" ? (mg ?? ppm) : (ppm ?? mg),
    hazardStatements: m.hazardStatements.filter((h) => parseHazardCode(h) !== null),
    riskType: m.riskType,
    molarMassGPerMol: m.molarMass,
    densityGPerMl: m.density,
    boilingPointC: m.boilingPointC,
    amount: { value: m.quantity, unit: m.unit },
    contentPercent: 100,
    ventilation: "fume_hood",
    controlVelocityVerified: false,
    hoursPerDay: 1,
    frequency: { per: "week", days: 1 },
    respirator: "none",
  };
}

/** Materials with a GHS statement, a fire/explosion risk type or an exposure limit are assessed. */
export function needsAssessment(inputs: AssessmentInputPayload, m: RiskMaterialLine): boolean {
  return (inputs.hazardStatements?.length ?? 0) > 0 || inputs.riskType === "flammable" || inputs.riskType === "explosive" || !!inputs.oel || !!m.oelPpm || !!m.oelMgM3;
}

export async function loadStoredInputs(db: DbOrTx, noteId: string) {
  const rows = await db.select().from(noteRiskAssessments).where(eq(noteRiskAssessments.noteId, noteId));
  return new Map(rows.map((r) => [r.materialId, r.inputs]));
}

/**
 * The panel's rows: stored inputs (or defaults), with the amount always the note's own
 * quantity so the assessment follows the note; a chosen amount level still overrides it.
 */
export async function loadAssessment(db: DbOrTx, noteId: string): Promise<AssessmentMaterial[]> {
  const [lines, stored] = await Promise.all([loadRiskMaterials(db, noteId), loadStoredInputs(db, noteId)]);
  return lines.map((m) => {
    const saved = stored.get(m.materialId);
    const inputs: AssessmentInputPayload = { ...(saved ?? defaultInputs(m)), amount: { value: m.quantity, unit: m.unit } };
    return {
      materialId: m.materialId,
      name: m.name,
      nameEn: m.nameEn,
      casNumber: m.casNumber,
      quantity: m.quantity,
      unit: m.unit,
      needsAssessment: needsAssessment(inputs, m),
      saved: !!saved,
      inputs,
      result: assessInhalationRisk(inputs),
    };
  });
}

export async function requireNoteMaterial(db: DbOrTx, noteId: string, materialId: string) {
  const [row] = await db
    .select({ materialId: noteMaterials.materialId })
    .from(noteMaterials)
    .where(and(eq(noteMaterials.noteId, noteId), eq(noteMaterials.materialId, materialId)))
    .limit(1);
  return !!row;
}
