import { and, inArray, isNull } from "drizzle-orm";
import { molarMassFromFormula } from "@eln/shared/materials";
import type { AppContext } from "../http/context";
import { demoSeedTargets } from "../spaces";
import { materials, noteMaterials } from "./schema";
import { materialSearchText } from "./materialSearchText";

/** The demo researcher's space gets two registered reagents, and their first note a reaction's materials. */
export async function seedDemoMaterials(ctx: AppContext, userId: string): Promise<void> {
  const { db } = ctx;
  const targets = await demoSeedTargets(db, userId);
  if (!targets) return;
  const { spaceId, noteId } = targets;
  const own = [
    { name: "安息香酸エチル（自家合成）", nameEn: "Ethyl benzoate (in-house)", casNumber: "93-89-0", formula: "C9H10O2", density: 1.045, riskType: "other" as const, location: "Cabinet A-2", lotNumber: "EB-2026-03", makerName: "Demo Lab", physicalState: "liquid" as const, boilingPointC: 212 },
    { name: "シリカゲル 60", nameEn: "Silica gel 60", casNumber: "7631-86-9", formula: "SiO2", density: null, riskType: "other" as const, location: "Shelf 4", lotNumber: "SG60-118", makerName: "Kanto", physicalState: "solid" as const, boilingPointC: null },
  ];
  const created = await db
    .insert(materials)
    .values(own.map((m) => ({ ...m, molarMass: molarMassFromFormula(m.formula), spaceId, createdBy: userId, searchText: materialSearchText(m) })))
    .returning({ id: materials.id });
  if (!noteId) return;
  // Fischer esterification: benzoic acid (limiting), ethanol in excess, sulfuric acid catalyst.
  const system = await db
    .select({ id: materials.id, cas: materials.casNumber })
    .from(materials)
    .where(and(isNull(materials.spaceId), inArray(materials.casNumber, ["65-85-0", "64-17-5", "7664-93-9"])));
  const byCas = new Map(system.map((s) => [s.cas, s.id]));
  const lines = [
    { cas: "65-85-0", quantity: 2.44, unit: "g", isLimiting: true },
    { cas: "64-17-5", quantity: 20, unit: "mL", isLimiting: false },
    { cas: "7664-93-9", quantity: 0.2, unit: "mL", isLimiting: false },
  ]
    .filter((l) => byCas.has(l.cas))
    .map((l, i) => ({ noteId, materialId: byCas.get(l.cas)!, quantity: l.quantity, unit: l.unit, isLimiting: l.isLimiting, position: i }));
  lines.push({ noteId, materialId: created[1].id, quantity: 30, unit: "g", isLimiting: false, position: lines.length });
  await db.insert(noteMaterials).values(lines).onConflictDoNothing();
}
