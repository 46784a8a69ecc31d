import type { AppContext } from "../http/context";
import { spaceInvitations, spaceMembers, spaces } from "./schema";
import { projectMembers, projects } from "../projects/schema";

/**
 * The demo researcher's lab: one space they own with two projects (the notes
 * seeders run after this one and fill the newest project, the one the space page lists first).
 */
export async function seedDemoSpace(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [space] = await tx
      .insert(spaces)
      .values({
        title: "Organic Synthesis Lab / 有機合成研究室",
        description: "Organometallic chemistry, and the department's student practicals. / 有機金属化学の研究と、学科の学生実験",
        createdBy: userId,
      })
      .returning();
    await tx.insert(spaceMembers).values({ spaceId: space!.id, userId, role: "owner" });
    // The Grignard project is two days older, so the practicals project (which gets the notes: a
    // synthesis, an HPLC calibration and a buffer, practicals all three) is the newest: listed first
    // on the space page, and the one the demo seeders fill.
    const [grignard] = await tx
      .insert(projects)
      .values({
        spaceId: space!.id,
        title: "Grignard reagent preparation / グリニャール試薬の調製",
        description: "Preparation and titration of PhMgBr in THF. / THF中でのPhMgBrの調製と滴定",
        createdBy: userId,
        createdAt: new Date(Date.now() - 2 * 86_400_000),
        updatedAt: new Date(Date.now() - 2 * 86_400_000),
      })
      .returning();
    const [practicals] = await tx
      .insert(projects)
      .values({
        spaceId: space!.id,
        title: "Student practicals / 学生実験",
        description: "Aspirin synthesis, HPLC calibration and buffer preparation. / アスピリンの合成、HPLCの検量線、緩衝液の調製",
        createdBy: userId,
      })
      .returning();
    await tx.insert(projectMembers).values([
      { projectId: practicals!.id, userId, role: "owner" },
      { projectId: grignard!.id, userId, role: "owner" },
    ]);
    // A pending invitation, so the members dialog shows both lists.
    await tx.insert(spaceInvitations).values({ spaceId: space!.id, email: "colleague@example.com", role: "member", invitedBy: userId });
  });
}
