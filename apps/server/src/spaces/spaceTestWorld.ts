import { spaceMembers, spaces } from "./schema";
import { projectMembers, projects } from "../projects/schema";
import type { TestApp, TestUser } from "../test/testApp";

/** The roles of DESIGN.md §3's permission table, plus an outsider and a spare member to act on. */
export const Roles = ["spaceOwner", "spaceMember", "projectOwner", "editor", "viewer", "outsider"] as const;
export type RoleName = (typeof Roles)[number];

export interface World {
  spaceId: string;
  projectId: string;
  /** The outsider's own space and project (ids the others must not see). */
  otherSpaceId: string;
  otherProjectId: string;
}

export interface Cast extends Record<RoleName, TestUser> {
  /** A space member and project editor others act on. */
  target: TestUser;
}

export async function signUpCast(t: TestApp): Promise<Cast> {
  const names = [...Roles, "target"] as const;
  const users = await Promise.all(names.map((n) => t.signUp({ fullName: n })));
  return Object.fromEntries(names.map((n, i) => [n, users[i]])) as unknown as Cast;
}

/**
 * A fresh space (cheap, straight into the tables) where the space owner is not
 * a project member, so "space owners see all projects" is what lets them in.
 */
export async function buildWorld(t: TestApp, c: Cast): Promise<World> {
  const db = t.ctx.db;
  const [space] = await db.insert(spaces).values({ title: "Lab", createdBy: c.spaceOwner.id }).returning();
  const [other] = await db.insert(spaces).values({ title: "Elsewhere", createdBy: c.outsider.id }).returning();
  await db.insert(spaceMembers).values([
    { spaceId: space!.id, userId: c.spaceOwner.id, role: "owner" },
    { spaceId: space!.id, userId: c.spaceMember.id, role: "member" },
    { spaceId: space!.id, userId: c.projectOwner.id, role: "member" },
    { spaceId: space!.id, userId: c.editor.id, role: "member" },
    { spaceId: space!.id, userId: c.viewer.id, role: "member" },
    { spaceId: space!.id, userId: c.target.id, role: "member" },
    { spaceId: other!.id, userId: c.outsider.id, role: "owner" },
  ]);
  const [project] = await db.insert(projects).values({ spaceId: space!.id, title: "Synthesis", createdBy: c.projectOwner.id }).returning();
  const [otherProject] = await db.insert(projects).values({ spaceId: other!.id, title: "Secret", createdBy: c.outsider.id }).returning();
  await db.insert(projectMembers).values([
    { projectId: project!.id, userId: c.projectOwner.id, role: "owner" },
    { projectId: project!.id, userId: c.editor.id, role: "editor" },
    { projectId: project!.id, userId: c.viewer.id, role: "viewer" },
    { projectId: project!.id, userId: c.target.id, role: "editor" },
    { projectId: otherProject!.id, userId: c.outsider.id, role: "owner" },
  ]);
  return { spaceId: space!.id, projectId: project!.id, otherSpaceId: other!.id, otherProjectId: otherProject!.id };
}

/** A multipart/form-data body with one file field, for inject(). */
export function multipartCsv(csv: string | Uint8Array, filename = "invite.csv") {
  const boundary = "----elnTestBoundary7MA4YWxkTrZu0gW";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(csv), tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
