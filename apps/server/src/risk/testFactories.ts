import { spaceMembers, spaces } from "../spaces/schema";
import { projectMembers, projects } from "../projects/schema";
import { notes } from "../notes/schema";
import { materials, noteMaterials } from "../materials/schema";
import type { Db } from "../db/client";
import type { TestApp, TestUser } from "../test/testApp";

// Small DB factories for the risk tests (independent of other features' routes).

export interface RiskWorld {
  spaceId: string;
  projectId: string;
  noteId: string;
  owner: TestUser;
  editor: TestUser;
  viewer: TestUser;
  outsider: TestUser;
  acetoneId: string;
  tolueneId: string;
}

export async function buildMaterial(db: Db, spaceId: string, over: Partial<typeof materials.$inferInsert> = {}) {
  const [m] = await db.insert(materials).values({ spaceId, name: "Material", ...over }).returning();
  return m;
}

export async function addNoteMaterial(db: Db, noteId: string, materialId: string, quantity: number, unit: string, position = 0) {
  await db.insert(noteMaterials).values({ noteId, materialId, quantity, unit, position });
}

/** A space and project with owner/editor/viewer, an outsider elsewhere, and a note with acetone and toluene. */
export async function buildRiskWorld(t: TestApp): Promise<RiskWorld> {
  const db = t.ctx.db;
  const [owner, editor, viewer, outsider] = await Promise.all([
    t.signUp({ fullName: "Owner Olga" }),
    t.signUp({ fullName: "Editor Emi" }),
    t.signUp({ fullName: "Viewer Vic" }),
    t.signUp({ fullName: "Outsider Oz" }),
  ]);
  const [space] = await db.insert(spaces).values({ title: "Lab", createdBy: owner.id }).returning();
  const [other] = await db.insert(spaces).values({ title: "Elsewhere", createdBy: outsider.id }).returning();
  await db.insert(spaceMembers).values([
    { spaceId: space.id, userId: owner.id, role: "owner" },
    { spaceId: space.id, userId: editor.id, role: "member" },
    { spaceId: space.id, userId: viewer.id, role: "member" },
    { spaceId: other.id, userId: outsider.id, role: "owner" },
  ]);
  const [project] = await db.insert(projects).values({ spaceId: space.id, title: "Synthesis", createdBy: owner.id }).returning();
  await db.insert(projectMembers).values([
    { projectId: project.id, userId: owner.id, role: "owner" },
    { projectId: project.id, userId: editor.id, role: "editor" },
    { projectId: project.id, userId: viewer.id, role: "viewer" },
  ]);
  const [note] = await db.insert(notes).values({ projectId: project.id, title: "Recrystallisation", createdBy: owner.id }).returning();
  const acetone = await buildMaterial(db, space.id, {
    name: "アセトン",
    nameEn: "Acetone",
    casNumber: "67-64-1",
    riskType: "flammable",
    physicalState: "liquid",
    boilingPointC: 56,
    molarMass: 58.08,
    density: 0.791,
    hazardStatements: ["H225", "H319", "H336"],
    oelPpm: 500,
  });
  const toluene = await buildMaterial(db, space.id, {
    name: "トルエン",
    nameEn: "Toluene",
    casNumber: "108-88-3",
    riskType: "flammable",
    physicalState: "liquid",
    boilingPointC: 111,
    molarMass: 92.14,
    density: 0.867,
    hazardStatements: ["H225", "H304", "H315", "H336", "H361d", "H373"],
    oelPpm: 20,
  });
  await addNoteMaterial(db, note.id, acetone.id, 50, "mL", 0);
  await addNoteMaterial(db, note.id, toluene.id, 200, "mL", 1);
  return { spaceId: space.id, projectId: project.id, noteId: note.id, owner, editor, viewer, outsider, acetoneId: acetone.id, tolueneId: toluene.id };
}
