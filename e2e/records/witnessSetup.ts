import type { APIRequestContext } from "@playwright/test";
import { expect, apiAs, noteIn } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";

/** Olivia Owner's note `title` in a project with `members`, its viewer asked to witness it. */
export async function noteAwaitingWitness(request: APIRequestContext, title: string, members: Parameters<typeof projectWith>[1]) {
  const world = await projectWith(request, members);
  const as = apiAs(request, world.owner);
  const note = await noteIn(as, world.project.id, title);
  expect((await as.post(`/api/notes/${note.id}/witness-requests`, { witnessId: world.viewer!.id })).ok()).toBeTruthy();
  return { ...world, viewer: world.viewer!, as, note };
}
