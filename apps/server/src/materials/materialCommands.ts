import { count, eq, sql } from "drizzle-orm";
import { molarMassFromFormula, type MaterialCreate, type MaterialUpdate } from "@eln/shared/materials";
import type { DbOrTx } from "../db/client";
import { AppError } from "../http/AppError";
import { materials, noteMaterials } from "./schema";
import type { MaterialRow } from "./presentMaterial";
import { materialSearchText } from "./materialSearchText";

/** Fields of a create/update body as columns, with the search column kept in step. */
function columnsFrom(body: Partial<MaterialUpdate>, current?: MaterialRow) {
  const set: Partial<typeof materials.$inferInsert> = {};
  for (const [k, v] of Object.entries(body)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
  // Molar mass is the formula's, computed here with standard atomic weights; a client's number is ignored.
  delete set.molarMass;
  if (set.formula !== undefined || !current) set.molarMass = set.formula ? molarMassFromFormula(set.formula) : null;
  const name = set.name ?? current?.name ?? "";
  const nameEn = set.nameEn !== undefined ? set.nameEn : (current?.nameEn ?? null);
  const casNumber = set.casNumber !== undefined ? set.casNumber : (current?.casNumber ?? null);
  const synonyms = set.synonyms !== undefined ? set.synonyms : (current?.synonyms ?? []);
  const formula = set.formula !== undefined ? set.formula : (current?.formula ?? null);
  set.searchText = materialSearchText({ name, nameEn, casNumber, synonyms, formula });
  return set;
}

/** A new material of the space's own register. */
export async function createMaterial(tx: DbOrTx, spaceId: string, userId: string, body: MaterialCreate) {
  const [created] = await tx
    .insert(materials)
    .values({ ...(columnsFrom(body) as typeof materials.$inferInsert), name: body.name, spaceId, createdBy: userId })
    .returning();
  return created;
}

/** Changes a space material (already loaded and authorized in the same transaction). */
export async function updateMaterial(tx: DbOrTx, material: MaterialRow, body: MaterialUpdate) {
  const [updated] = await tx
    .update(materials)
    .set({ ...columnsFrom(body, material), updatedAt: sql`now()` })
    .where(eq(materials.id, material.id))
    .returning();
  return updated;
}

/** Deletes a space material; one still on notes stays (409), since the notes are the lab record. */
export async function deleteMaterial(tx: DbOrTx, materialId: string) {
  const [{ n }] = await tx.select({ n: count() }).from(noteMaterials).where(eq(noteMaterials.materialId, materialId));
  if (n > 0) throw new AppError("conflict", `This material is used in ${n} note(s). Remove it from them first.`, { details: { notes: n } });
  await tx.delete(materials).where(eq(materials.id, materialId));
}

/** A copy of `source` in a space's register, owned by that space (no longer a system material). */
export async function copyMaterial(tx: DbOrTx, source: MaterialRow, spaceId: string, userId: string) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { id, createdAt, updatedAt, ...fields } = source;
  const [created] = await tx
    .insert(materials)
    .values({ ...fields, systemKey: null, spaceId, createdBy: userId })
    .returning();
  return created;
}
