import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { elnMaterialLineSchema, type ElnMaterialLine } from "@eln/shared/eln";
import { MaterialLimits, materialCreateSchema, quantityUnitSchema } from "@eln/shared/materials";
import type { DbOrTx } from "../db/client";
import { materials } from "../materials/schema";
import { createMaterial, restoreNoteMaterials, type NoteMaterialSnapshotLine } from "../materials";

/** A line of materials.json that passed the line rules, with the material it names still to be found. */
export interface ReadMaterialLine {
  material: ElnMaterialLine;
  quantity: number;
  unit: string;
  isLimiting: boolean;
}

/**
 * materials.json of our own export → the lines that can be put back, and the names of those that
 * cannot (no name, a quantity or unit the line rules refuse). Anything that is not a list reads as none.
 */
export function readMaterialLines(json: unknown): { lines: ReadMaterialLine[]; skipped: string[] } {
  const lines: ReadMaterialLine[] = [];
  const skipped: string[] = [];
  for (const raw of Array.isArray(json) ? json : []) {
    const entry = elnMaterialLineSchema.safeParse(raw);
    const unit = entry.success ? quantityUnitSchema.safeParse(entry.data.unit) : null;
    const q = entry.success ? entry.data.quantity : NaN;
    if (!entry.success || !materialCreateSchema.shape.name.safeParse(entry.data.name).success || !unit?.success || !(q > 0 && q <= MaterialLimits.quantityMax)) {
      const name = raw && typeof raw === "object" && typeof (raw as { name?: unknown }).name === "string" ? (raw as { name: string }).name : "?";
      skipped.push(name);
      continue;
    }
    lines.push({ material: entry.data, quantity: q, unit: unit.data, isLimiting: !!entry.data.isLimiting });
  }
  return { lines, skipped };
}

/**
 * Finds the materials of imported lines in the target space's register (its own materials first,
 * then the system list), by CAS number, else by name; adds the ones it lacks to the space. One
 * resolver per import, so a material used by several notes is found or added once.
 */
export function materialResolver(tx: DbOrTx, spaceId: string, userId: string) {
  const known = new Map<string, string>();
  let created = 0;
  const usable = or(isNull(materials.spaceId), eq(materials.spaceId, spaceId));
  // The space's own material before the shipped one, then the oldest.
  const order = [sql`${materials.spaceId} is null`, asc(materials.createdAt)];

  async function find(m: ElnMaterialLine, cas: string | null): Promise<string | null> {
    const name = m.name.trim().toLowerCase();
    const named = or(sql`lower(${materials.name}) = ${name}`, sql`lower(${materials.nameEn}) = ${name}`);
    if (cas) {
      const [byCas] = await tx
        .select({ id: materials.id })
        .from(materials)
        .where(and(usable, eq(materials.casNumber, cas)))
        .orderBy(sql`(lower(${materials.name}) = ${name} or lower(${materials.nameEn}) = ${name}) desc`, ...order)
        .limit(1);
      if (byCas) return byCas.id;
    }
    // By name only when the register's entry does not name another substance by its CAS number.
    const [byName] = await tx
      .select({ id: materials.id })
      .from(materials)
      .where(and(usable, named, cas ? or(isNull(materials.casNumber), eq(materials.casNumber, cas)) : undefined))
      .orderBy(...order)
      .limit(1);
    return byName?.id ?? null;
  }

  async function resolve(m: ElnMaterialLine): Promise<string> {
    // Each field the register's rules refuse is dropped rather than the whole material.
    const candidate: Record<string, unknown> = {
      name: m.name,
      nameEn: m.nameEn,
      casNumber: m.casNumber,
      formula: m.formula,
      density: m.density,
      riskType: m.riskType ?? undefined,
      physicalState: m.physicalState,
    };
    let parsed = materialCreateSchema.safeParse(candidate);
    for (let i = 0; !parsed.success && i < 8; i++) {
      for (const issue of parsed.error.issues) if (issue.path[0] !== "name") delete candidate[String(issue.path[0])];
      parsed = materialCreateSchema.safeParse(candidate);
    }
    if (!parsed.success) throw new Error("material name refused after lenient read"); // readMaterialLines checked the name
    const body = parsed.data;
    const key = body.casNumber ? `cas:${body.casNumber}` : `name:${body.name.toLowerCase()}`;
    const hit = known.get(key);
    if (hit) return hit;
    let id = await find({ ...m, name: body.name }, body.casNumber ?? null);
    if (!id) {
      id = (await createMaterial(tx, spaceId, userId, body)).id;
      created++;
    }
    known.set(key, id);
    return id;
  }

  return {
    resolve,
    get created() {
      return created;
    },
  };
}

/** Puts the lines on a new note in their order, with the limiting reagent; a material listed twice counts once. */
export async function putMaterialLines(tx: DbOrTx, resolver: ReturnType<typeof materialResolver>, noteId: string, lines: ReadMaterialLine[]): Promise<number> {
  const rows: NoteMaterialSnapshotLine[] = [];
  for (const l of lines) {
    const materialId = await resolver.resolve(l.material);
    if (rows.some((r) => r.materialId === materialId)) continue;
    rows.push({
      materialId,
      name: l.material.name,
      nameEn: l.material.nameEn ?? null,
      quantity: l.quantity,
      unit: l.unit,
      molarMass: l.material.molarMass ?? null,
      density: l.material.density ?? null,
      riskType: l.material.riskType ?? "other",
      isLimiting: l.isLimiting,
    });
  }
  // The same write as restoring a version: order, one limiting line, and the note's listeners told.
  if (rows.length) await restoreNoteMaterials(tx, noteId, rows);
  return rows.length;
}
