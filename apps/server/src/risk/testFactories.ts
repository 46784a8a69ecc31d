import { noteMaterials } from "../materials/schema";
import type { TestApp, TestUser } from "../test/testApp";
import { addProjectMember, buildMaterial, buildNote, buildProjectIn, buildSpace, buildUser } from "../test/factories";

// The risk tests' world, built with the shared factories (test/factories.ts).

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

/** A space and project with owner/editor/viewer, an outsider elsewhere, and a note with acetone and toluene. */
export async function buildRiskWorld(t: TestApp): Promise<RiskWorld> {
  const [owner, editor, viewer, outsider] = await Promise.all([
    buildUser(t, "Owner Olga"),
    buildUser(t, "Editor Emi"),
    buildUser(t, "Viewer Vic"),
    buildUser(t, "Outsider Oz"),
  ]);
  const space = await buildSpace(t, owner, "Lab");
  await buildSpace(t, outsider, "Elsewhere");
  const project = await buildProjectIn(t, space.id, owner, "Synthesis");
  await addProjectMember(t, space.id, project.id, editor, "editor");
  await addProjectMember(t, space.id, project.id, viewer, "viewer");
  const note = await buildNote(t, project.id, owner, "Recrystallisation");
  const acetone = await buildMaterial(t, space.id, null, "アセトン", {
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
  const toluene = await buildMaterial(t, space.id, null, "トルエン", {
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
  await t.ctx.db.insert(noteMaterials).values([
    { noteId: note.id, materialId: acetone.id, quantity: 50, unit: "mL", position: 0 },
    { noteId: note.id, materialId: toluene.id, quantity: 200, unit: "mL", position: 1 },
  ]);
  return { spaceId: space.id, projectId: project.id, noteId: note.id, owner, editor, viewer, outsider, acetoneId: acetone.id, tolueneId: toluene.id };
}
