import { count, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { systemMaterials } from "./reagentData/systemMaterials";
import { materials } from "./schema";
import { materialSearchText } from "./materialSearchText";

export function systemMaterialRows() {
  return systemMaterials.map((m) => ({
    spaceId: null,
    createdBy: null,
    name: m.nameJa,
    nameEn: m.nameEn,
    casNumber: m.casNumber,
    formula: m.formula,
    molarMass: m.molarMass,
    density: m.density,
    physicalState: m.physicalState,
    boilingPointC: m.boilingPointC,
    riskType: m.riskType,
    hazardStatements: m.hazardStatements,
    oelPpm: m.oelPpm,
    oelMgM3: m.oelMgM3,
    concentration: m.concentration,
    searchText: materialSearchText({ name: m.nameJa, nameEn: m.nameEn, casNumber: m.casNumber }),
  }));
}

/**
 * Puts the shipped list into the materials table, keyed by CAS number, so it is
 * idempotent: a start finds them there and does nothing; a release that adds or
 * corrects entries upserts them (ids, and so note lines, are kept).
 * `force` upserts even when the count already matches.
 */
export async function seedSystemMaterials(db: DbOrTx, opts: { force?: boolean } = {}): Promise<{ upserted: number }> {
  if (!opts.force) {
    const [{ n }] = await db.select({ n: count() }).from(materials).where(isNull(materials.spaceId));
    if (n === systemMaterials.length) return { upserted: 0 };
  }
  const rows = systemMaterialRows();
  const ex = (col: string) => sql.raw(`excluded.${col}`);
  await db
    .insert(materials)
    .values(rows)
    .onConflictDoUpdate({
      target: materials.casNumber,
      targetWhere: sql`${materials.spaceId} is null`,
      set: {
        name: ex("name"),
        nameEn: ex("name_en"),
        formula: ex("formula"),
        molarMass: ex("molar_mass"),
        density: ex("density"),
        physicalState: ex("physical_state"),
        boilingPointC: ex("boiling_point_c"),
        riskType: ex("risk_type"),
        hazardStatements: ex("hazard_statements"),
        oelPpm: ex("oel_ppm"),
        oelMgM3: ex("oel_mg_m3"),
        concentration: ex("concentration"),
        searchText: ex("search_text"),
        updatedAt: sql`now()`,
      },
    });
  return { upserted: rows.length };
}
