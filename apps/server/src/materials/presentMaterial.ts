import type { Material } from "@eln/shared/materials";
import type { materials } from "./schema";

export type MaterialRow = typeof materials.$inferSelect;

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** The API shape of a material; `canWrite` is the caller's material.write in the material's space. */
export function presentMaterial(row: MaterialRow, canWrite: boolean): Material {
  const system = row.spaceId === null;
  return {
    id: row.id,
    spaceId: row.spaceId,
    system,
    name: row.name,
    nameEn: row.nameEn,
    molarMass: row.molarMass,
    density: row.density,
    location: row.location,
    riskType: row.riskType,
    makerName: row.makerName,
    manufacturingNumber: row.manufacturingNumber,
    manufacturingDate: row.manufacturingDate,
    lotNumber: row.lotNumber,
    others: row.others,
    casNumber: row.casNumber,
    formula: row.formula,
    physicalState: row.physicalState,
    boilingPointC: row.boilingPointC,
    hazardStatements: row.hazardStatements ?? [],
    oelPpm: row.oelPpm,
    oelMgM3: row.oelMgM3,
    oelSource: row.oelSource,
    vapourPressurePa: row.vapourPressurePa,
    sublimes: row.sublimes,
    concentration: row.concentration,
    purity: row.purity ?? null,
    synonyms: row.synonyms ?? [],
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    abilities: { update: !system && canWrite, delete: !system && canWrite },
  };
}
