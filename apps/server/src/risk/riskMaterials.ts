import { eq } from "drizzle-orm";
import {
  assessInhalationRisk,
  materialsFingerprint,
  parseHazardCode,
  type AssessmentInputPayload,
  type AssessmentMaterial,
  type ScreeningMaterial,
} from "@eln/shared/risk";
import type { Purity } from "@eln/shared/materials";
import type { DbOrTx } from "../db/client";
import { loadNoteMaterialRows } from "../materials";
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
  oelSource: string | null;
  vapourPressurePa: number | null;
  sublimes: boolean;
  purity: Purity | null;
  concentration: string | null;
  system: boolean;
}

/** The note's lines (in their order) with the register data (read-only here). */
export async function loadRiskMaterials(db: DbOrTx, noteId: string): Promise<RiskMaterialLine[]> {
  const rows = await loadNoteMaterialRows(db, noteId);
  return rows.map(({ line, material: m }) => ({
    materialId: line.materialId,
    quantity: Number(line.quantity),
    unit: line.unit,
    name: m.name,
    nameEn: m.nameEn,
    casNumber: m.casNumber,
    molarMass: m.molarMass,
    density: m.density,
    riskType: m.riskType,
    physicalState: m.physicalState,
    boilingPointC: m.boilingPointC,
    hazardStatements: m.hazardStatements ?? [],
    oelPpm: m.oelPpm,
    oelMgM3: m.oelMgM3,
    oelSource: m.oelSource,
    vapourPressurePa: m.vapourPressurePa,
    sublimes: m.sublimes,
    purity: m.purity ?? null,
    concentration: m.concentration,
    system: m.spaceId === null,
  }));
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

/**
 * Content (wt%) of the assessed substance from the register: the label's wt%, or a
 * molarity turned into wt% (c × M / (1000 ρ) × 100); a shipped pure substance is 100 %.
 * Otherwise null: the user must enter it (it is never assumed).
 */
export function contentPercentOf(m: Pick<RiskMaterialLine, "purity" | "molarMass" | "density" | "concentration" | "system">): number | null {
  if (m.purity?.basis === "wt%") return m.purity.value;
  if (m.purity?.basis === "mol/L") {
    if (!m.molarMass || !m.density) return null;
    const pct = ((m.purity.value * m.molarMass) / (1000 * m.density)) * 100;
    return pct > 0 && pct <= 100 ? Number(pct.toPrecision(3)) : null;
  }
  return m.system && !m.concentration ? 100 : null;
}

/**
 * Inputs taken from the register, otherwise the conservative end of each choice
 * (no local exhaust, a full working day, every working day) until the user chooses.
 */
export function defaultInputs(m: RiskMaterialLine): AssessmentInputPayload {
  const physicalState = m.physicalState ?? (MASS.test(m.unit.trim()) ? "solid" : "liquid");
  const source = m.oelSource ? { source: m.oelSource } : {};
  const ppm = m.oelPpm && m.oelPpm > 0 ? { value: m.oelPpm, unit: "ppm" as const, ...source } : null;
  const mg = m.oelMgM3 && m.oelMgM3 > 0 ? { value: m.oelMgM3, unit: "mg/m3" as const, ...source } : null;
  // A subliming solid is assessed as a vapour, so its ppm limit is the one compared.
  const asDust = physicalState === "solid" && !m.sublimes;
  return {
    physicalState,
    oel: asDust ? (mg ?? ppm) : (ppm ?? mg),
    hazardStatements: m.hazardStatements.filter((h) => parseHazardCode(h) !== null),
    riskType: m.riskType,
    molarMassGPerMol: m.molarMass,
    densityGPerMl: m.density,
    boilingPointC: m.boilingPointC,
    vapourPressurePa: m.vapourPressurePa,
    sublimes: m.sublimes,
    amount: { value: m.quantity, unit: m.unit },
    contentPercent: contentPercentOf(m),
    ventilation: "none",
    controlVelocityVerified: false,
    hoursPerDay: 8,
    frequency: { per: "week", days: 5 },
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
