import type { APIRequestContext, Page } from "@playwright/test";
import { apiAs, createNote, createSpace, createUser, expect, joinByInvitation, noteIn, openNote, type E2EUser } from "../support/fixtures";

/** A space and project owned by `owner`, with other users joined through the real invitation flow. */
export async function projectWith(request: APIRequestContext, members: { role: "editor" | "viewer"; fullName: string }[] = []) {
  const owner = await createUser(request, { fullName: "Olivia Owner" });
  const o = apiAs(request, owner);
  const space = await createSpace(o, "Lab space");
  const projRes = await o.post("/api/projects", { name: "Catalysis project", description: "", space_id: space.id });
  expect(projRes.ok(), await projRes.text()).toBeTruthy();
  const project = await projRes.json();
  const others: Record<string, E2EUser> = {};
  for (const m of members) {
    const u = await createUser(request, { fullName: m.fullName });
    await joinByInvitation(request, owner, space.id, u);
    const added = await o.post(`/api/projects/${project.id}/members`, { userId: u.id, role: m.role });
    expect(added.ok(), await added.text()).toBeTruthy();
    others[m.role] = u;
  }
  return { owner, space, project, ...others } as { owner: E2EUser; space: { id: string }; project: { id: string }; editor?: E2EUser; viewer?: E2EUser };
}

/** A new note of Olivia Owner's, open in `page` as her: where a test types into the editor. */
export async function ownNoteOpen(page: Page, request: APIRequestContext, title: string) {
  const { owner, project } = await projectWith(request);
  const note = await noteIn(apiAs(request, owner), project.id, title);
  await openNote(page, owner, note.id);
  return { owner, project, note };
}

/** A note of Olivia Owner's project, shared with Eddie Editor and Vera Viewer: the world of the tests where people work on one note at once. */
export async function sharedNote(request: APIRequestContext, title: string) {
  const world = await projectWith(request, [
    { role: "editor", fullName: "Eddie Editor" },
    { role: "viewer", fullName: "Vera Viewer" },
  ]);
  const note = await noteIn(apiAs(request, world.owner), world.project.id, title);
  return { ...world, editor: world.editor!, viewer: world.viewer!, note };
}

/** A new user's note with a 5 mL line of each shipped material found by `searches` (the register's search). */
export async function noteWithMaterialLines(request: APIRequestContext, note: string, searches: string[] = ["ethanol"]) {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { noteId, space } = await createNote(as, { space: "Organic lab", project: "Esters", note });
  for (const q of searches) {
    const [material] = (await (await as.get(`/api/spaces/${space.id}/materials?q=${encodeURIComponent(q)}`)).json()).items;
    expect((await as.post(`/api/notes/${noteId}/materials`, { materialId: material.id, quantity: 5, unit: "mL" })).ok()).toBeTruthy();
  }
  return { user, as, noteId, space };
}
