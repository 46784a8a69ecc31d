import { expect, it } from "vitest";
import { setUpTestApp } from "../test/factories";
import { demoSeeders } from "../seed";
import { notes } from "../notes/schema";
import { loadNoteMaterialsSnapshot } from "./noteMaterialsSnapshot";

const t = setUpTestApp();

it("the demo researcher finds materials on a note", async () => {
  const user = await t.signUp();
  for (const seed of demoSeeders) await seed(t.ctx, user.id);
  const all = await t.ctx.db.select({ id: notes.id }).from(notes);
  const lines = (await Promise.all(all.map((n) => loadNoteMaterialsSnapshot(t.ctx.db, n.id)))).flat();
  // The aspirin note's own reagents, as its method names them; salicylic acid limits.
  expect(lines.map((l) => l.nameEn)).toEqual(expect.arrayContaining(["Salicylic acid", "Acetic anhydride", "Sulfuric acid (95–98%)"]));
  expect(lines.map((l) => l.nameEn)).not.toContain("Benzoic acid");
  expect(lines.filter((l) => l.isLimiting).map((l) => l.nameEn)).toEqual(["Salicylic acid"]);
}, 60_000);
