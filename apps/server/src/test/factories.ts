import { afterAll, beforeAll } from "vitest";
import type { ProjectRole, SpaceRole } from "@eln/shared";
import { createTestApp, type TestApp, type TestUser } from "./testApp";
import { spaceMembers, spaces } from "../spaces/schema";
import { projectMembers, projects } from "../projects/schema";
import { noteTags, notes, tags } from "../notes/schema";
import { materials, noteMaterials } from "../materials/schema";

/*
 * The one set of test factories (docs/design.md §4). Rows are written straight into the tables:
 * fast, and a feature's tests do not depend on another feature's routes. Users are signed up
 * through the app (`t.signUp`), since their token is what requests carry.
 */

export const buildUser = (t: TestApp, fullName?: string) => t.signUp(fullName ? { fullName } : {});

export async function buildSpace(t: TestApp, owner: TestUser, title = "Lab") {
  const [space] = await t.ctx.db.insert(spaces).values({ title, createdBy: owner.id }).returning();
  await t.ctx.db.insert(spaceMembers).values({ spaceId: space.id, userId: owner.id, role: "owner" });
  return space;
}

export async function addSpaceMember(t: TestApp, spaceId: string, user: TestUser, role: SpaceRole = "member") {
  await t.ctx.db.insert(spaceMembers).values({ spaceId, userId: user.id, role }).onConflictDoNothing();
}

/**
 * A project in a space; `owner` becomes its project owner unless `ownerIsMember` is false. Without
 * an owner (null) the project has no members: only the space owners see it.
 */
export async function buildProjectIn(
  t: TestApp,
  spaceId: string,
  owner: TestUser | null,
  title = "Project",
  opts: { ownerIsMember?: boolean; description?: string } = {},
) {
  const [project] = await t.ctx.db.insert(projects).values({ spaceId, title, description: opts.description ?? "", createdBy: owner?.id }).returning();
  if (owner && opts.ownerIsMember !== false) await t.ctx.db.insert(projectMembers).values({ projectId: project.id, userId: owner.id, role: "owner" });
  return project;
}

/** A space owned by `owner` with one project they own. */
export async function buildProject(t: TestApp, owner: TestUser, name = "Project") {
  const space = await buildSpace(t, owner, `${name} space`);
  const project = await buildProjectIn(t, space.id, owner, name);
  return { space, project };
}

/** Adds a user to the space (as member, when not in it yet) and to the project with a role. */
export async function addProjectMember(t: TestApp, spaceId: string, projectId: string, user: TestUser, role: ProjectRole) {
  await addSpaceMember(t, spaceId, user);
  await t.ctx.db.insert(projectMembers).values({ projectId, userId: user.id, role });
}

/** A note row (no Yjs document: the first edit creates it); `plainText` feeds search. */
export async function buildNote(t: TestApp, projectId: string, author: TestUser | null, title = "Note", opts: { plainText?: string } = {}) {
  const [note] = await t.ctx.db.insert(notes).values({ projectId, title, plainText: opts.plainText ?? "", createdBy: author?.id }).returning();
  return note;
}

/** A new tag of the project, put on the note. */
export async function tagNote(t: TestApp, projectId: string, noteId: string, title: string) {
  const [tag] = await t.ctx.db.insert(tags).values({ projectId, title }).returning();
  await t.ctx.db.insert(noteTags).values({ noteId, tagId: tag.id });
  return tag;
}

/** A user material in a space (the system list is seeded in every test database). */
export async function buildMaterial(t: TestApp, spaceId: string, author: TestUser | null, name = "Test reagent", extra: Partial<typeof materials.$inferInsert> = {}) {
  const [material] = await t.ctx.db.insert(materials).values({ spaceId, name, createdBy: author?.id, ...extra }).returning();
  return material;
}

/** A new material used in a note (1 g). */
export async function addNoteMaterial(t: TestApp, spaceId: string, noteId: string, name: string, nameEn?: string) {
  const material = await buildMaterial(t, spaceId, null, name, { nameEn: nameEn ?? null });
  await t.ctx.db.insert(noteMaterials).values({ noteId, materialId: material.id, quantity: 1, unit: "g" });
  return material;
}

/** The materials and inventory tests' cast: a space of `owner` and `member`, and an `outsider` who owns another space. */
export async function buildSpaceCast(t: TestApp) {
  const [owner, member, outsider] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  const space = await buildSpace(t, owner, "Lab");
  await addSpaceMember(t, space.id, member);
  const other = await buildSpace(t, outsider, "Elsewhere");
  return { owner, member, outsider, spaceId: space.id, otherSpaceId: other.id };
}

/** Every role a test checks: owner, editor, viewer, a space member outside the project, and an outsider. */
export async function buildRoles(t: TestApp) {
  const owner = await buildUser(t, "Olivia Owner");
  const { space, project } = await buildProject(t, owner);
  const editor = await buildUser(t, "Eddie Editor");
  const viewer = await buildUser(t, "Vera Viewer");
  const member = await buildUser(t, "Mia Member");
  const outsider = await buildUser(t, "Otto Outsider");
  await addProjectMember(t, space.id, project.id, editor, "editor");
  await addProjectMember(t, space.id, project.id, viewer, "viewer");
  await addSpaceMember(t, space.id, member);
  return { owner, editor, viewer, member, outsider, space, project };
}

export type RolesWorld = Awaited<ReturnType<typeof buildRoles>>;

/**
 * A stand-in for a value the file's beforeAll makes, so module-level `const t = setUpTestApp()`
 * works in tests without each file's `let t; beforeAll(...); afterAll(...)` preamble.
 */
function madeLater<T extends object>(what: string) {
  let value: T | undefined;
  const current = () => {
    if (!value) throw new Error(`${what} is made in beforeAll: use it inside tests`);
    return value;
  };
  const proxy = new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(current(), key),
  });
  return { proxy, set: (v: T) => void (value = v), peek: () => value };
}

const SETUP_TIMEOUT = 180_000;

/** The file's test app: made before its tests, closed after them. */
export function setUpTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  const app = madeLater<TestApp>("The test app");
  beforeAll(async () => app.set(await createTestApp(...args)), SETUP_TIMEOUT);
  afterAll(() => app.peek()?.close());
  return app.proxy;
}

/** A world the file's tests share, built once in `t` (after setUpTestApp's hook, as hooks run in order). */
export function setUpWorld<W extends object>(t: TestApp, build: (t: TestApp) => Promise<W>): W {
  const world = madeLater<W>("The test world");
  beforeAll(async () => world.set(await build(t)), SETUP_TIMEOUT);
  return world.proxy;
}

/** The roles of docs/design.md §3's permission table, plus an outsider and a spare member to act on. */
export const Roles = ["spaceOwner", "spaceMember", "projectOwner", "editor", "viewer", "outsider"] as const;
export type RoleName = (typeof Roles)[number];

export interface Cast extends Record<RoleName, TestUser> {
  /** A space member and project editor others act on. */
  target: TestUser;
}

export async function signUpCast(t: TestApp): Promise<Cast> {
  const names = [...Roles, "target"] as const;
  const users = await Promise.all(names.map((n) => buildUser(t, n)));
  return Object.fromEntries(names.map((n, i) => [n, users[i]])) as unknown as Cast;
}

export interface World {
  spaceId: string;
  projectId: string;
  /** The outsider's own space and project (ids the others must not see). */
  otherSpaceId: string;
  otherProjectId: string;
}

/**
 * A fresh space for the cast where the space owner is not a project member, so "space owners
 * see all projects" is what lets them in.
 */
export async function buildWorld(t: TestApp, c: Cast): Promise<World> {
  const space = await buildSpace(t, c.spaceOwner, "Lab");
  const other = await buildSpace(t, c.outsider, "Elsewhere");
  for (const u of [c.spaceMember, c.projectOwner, c.editor, c.viewer, c.target]) await addSpaceMember(t, space.id, u);
  const project = await buildProjectIn(t, space.id, c.projectOwner, "Synthesis");
  const otherProject = await buildProjectIn(t, other.id, c.outsider, "Secret");
  await addProjectMember(t, space.id, project.id, c.editor, "editor");
  await addProjectMember(t, space.id, project.id, c.viewer, "viewer");
  await addProjectMember(t, space.id, project.id, c.target, "editor");
  return { spaceId: space.id, projectId: project.id, otherSpaceId: other.id, otherProjectId: otherProject.id };
}

export interface NoteWorld {
  noteId: string;
  projectId: string;
  spaceId: string;
  owner: TestUser;
  editor: TestUser;
  viewer: TestUser;
  /** A member of the space who is not in the project. */
  spaceMember: TestUser;
  outsider: TestUser;
}

/** A space with a project and a note, and one user per role; the space owner is not a project member. */
export async function buildNoteWorld(t: TestApp): Promise<NoteWorld> {
  const [owner, editor, viewer, spaceMember, outsider] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  const space = await buildSpace(t, owner, "Lab");
  await addSpaceMember(t, space.id, spaceMember);
  const project = await buildProjectIn(t, space.id, owner, "Project", { ownerIsMember: false });
  await addProjectMember(t, space.id, project.id, editor, "editor");
  await addProjectMember(t, space.id, project.id, viewer, "viewer");
  const note = await buildNote(t, project.id, owner);
  return { noteId: note.id, projectId: project.id, spaceId: space.id, owner, editor, viewer, spaceMember, outsider };
}
