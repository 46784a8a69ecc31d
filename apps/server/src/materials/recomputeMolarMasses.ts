import { isNotNull, eq, sql } from "drizzle-orm";
import { molarMassFromFormula } from "@eln/shared/materials";
import type { DbOrTx } from "../db/client";
import { materials } from "./schema";
import { materialSearchText } from "./materialSearchText";

const FIX = "chem_recompute_molar_mass_v1";

/**
 * Once per database (recorded in data_fixes): every material's molar mass becomes its
 * formula's (standard atomic weights), replacing numbers clients used to send; an
 * unreadable formula leaves the molar mass empty. The search text gains synonyms and formula.
 */
export async function recomputeMolarMasses(db: DbOrTx): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`insert into data_fixes (name) values (${FIX}) on conflict do nothing returning name`);
    const fresh = Array.isArray(inserted) ? inserted.length : ((inserted as { rows?: unknown[] }).rows?.length ?? 0);
    if (fresh === 0) return { updated: 0 };
    const rows = await tx
      .select({ id: materials.id, formula: materials.formula, molarMass: materials.molarMass, name: materials.name, nameEn: materials.nameEn, casNumber: materials.casNumber, synonyms: materials.synonyms })
      .from(materials)
      .where(isNotNull(materials.spaceId));
    let updated = 0;
    for (const r of rows) {
      const molarMass = r.formula ? molarMassFromFormula(r.formula) : null;
      await tx
        .update(materials)
        .set({ molarMass, searchText: materialSearchText(r) })
        .where(eq(materials.id, r.id));
      updated++;
    }
    return { updated };
  });
}
