import type { TestApp, TestUser } from "./testApp";
import { spaceMembers, spaces } from "../spaces/schema";
import { projectMembers, projects } from "../projects/schema";

/** A space owned by `owner` with one project (rows written directly: fast and independent of other routes). */
export async function buildProject(t: TestApp, owner: TestUser, name = "Project") {
  const [space] = await t.ctx.db.insert(spaces).values({ title: `${name} space`, createdBy: owner.id }).returning();
  await t.ctx.db.insert(spaceMembers).values({ spaceId: space.id, userId: owner.id, role: "owner" });
  const [project] = await t.ctx.db.insert(projects).values({ spaceId: space.id, title: name, createdBy: owner.id }).returning();
  await t.ctx.db.insert(projectMembers).values({ projectId: project.id, userId: owner.id, role: "owner" });
  return { space, project };
}

/** Adds a user to the space (as member) and to the project with a role. */
export async function addProjectMember(t: TestApp, spaceId: string, projectId: string, user: TestUser, role: "owner" | "editor" | "viewer") {
  await t.ctx.db.insert(spaceMembers).values({ spaceId, userId: user.id, role: "member" }).onConflictDoNothing();
  await t.ctx.db.insert(projectMembers).values({ projectId, userId: user.id, role });
}

/** Every role a test checks: owner, editor, viewer, a space member outside the project, and an outsider. */
export async function buildRoles(t: TestApp) {
  const owner = await t.signUp({ fullName: "Olivia Owner" });
  const { space, project } = await buildProject(t, owner);
  const editor = await t.signUp({ fullName: "Eddie Editor" });
  const viewer = await t.signUp({ fullName: "Vera Viewer" });
  const member = await t.signUp({ fullName: "Mia Member" });
  const outsider = await t.signUp({ fullName: "Otto Outsider" });
  await addProjectMember(t, space.id, project.id, editor, "editor");
  await addProjectMember(t, space.id, project.id, viewer, "viewer");
  const { spaceMembers: sm } = await import("../spaces/schema");
  await t.ctx.db.insert(sm).values({ spaceId: space.id, userId: member.id, role: "member" });
  return { owner, editor, viewer, member, outsider, space, project };
}
