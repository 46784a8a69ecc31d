import { and, inArray, isNull } from "drizzle-orm";
import { molarMassFromFormula } from "@eln/shared/materials";
import type { AppContext } from "../http/context";
import { demoSeedTargets } from "../spaces";
import { materials, noteMaterials } from "./schema";
import { materialSearchText } from "./materialSearchText";

/** The demo researcher's space gets two registered reagents of its own, and their first note its reaction's materials. */
export async function seedDemoMaterials(ctx: AppContext, userId: string): Promise<void> {
  const { db } = ctx;
  const targets = await demoSeedTargets(db, userId);
  if (!targets) return;
  const { spaceId, noteId } = targets;
  const own = [
    { name: "安息香酸エチル（自家合成）", nameEn: "Ethyl benzoate (in-house)", casNumber: "93-89-0", formula: "C9H10O2", density: 1.045, riskType: "other" as const, location: "Cabinet A-2", lotNumber: "EB-2026-03", makerName: "Demo Lab", physicalState: "liquid" as const, boilingPointC: 212 },
    { name: "シリカゲル 60", nameEn: "Silica gel 60", casNumber: "7631-86-9", formula: "SiO2", density: null, riskType: "other" as const, location: "Shelf 4", lotNumber: "SG60-118", makerName: "Kanto", physicalState: "solid" as const, boilingPointC: null },
  ];
  await db.insert(materials).values(own.map((m) => ({ ...m, molarMass: molarMassFromFormula(m.formula), spaceId, createdBy: userId, searchText: materialSearchText(m) })));
  if (!noteId) return;
  // The note it goes on: aspirin from salicylic acid (limiting, 2.00 g) and acetic anhydride
  // (5.0 mL) with five drops of sulfuric acid, recrystallised from ethanol and water (its method).
  const system = await db
    .select({ id: materials.id, cas: materials.casNumber })
    .from(materials)
    .where(and(isNull(materials.spaceId), inArray(materials.casNumber, ["69-72-7", "108-24-7", "7664-93-9", "64-17-5", "7732-18-5"])));
  const byCas = new Map(system.map((s) => [s.cas, s.id]));
  const lines = [
    { cas: "69-72-7", quantity: 2, unit: "g", isLimiting: true },
    { cas: "108-24-7", quantity: 5, unit: "mL", isLimiting: false },
    { cas: "7664-93-9", quantity: 0.25, unit: "mL", isLimiting: false },
    { cas: "7732-18-5", quantity: 50, unit: "mL", isLimiting: false },
    { cas: "64-17-5", quantity: 10, unit: "mL", isLimiting: false },
  ]
    .filter((l) => byCas.has(l.cas))
    .map((l, i) => ({ noteId, materialId: byCas.get(l.cas)!, quantity: l.quantity, unit: l.unit, isLimiting: l.isLimiting, position: i }));
  await db.insert(noteMaterials).values(lines).onConflictDoNothing();
}
