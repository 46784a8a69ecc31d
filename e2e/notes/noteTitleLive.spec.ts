import { apiAs, createNote, createUser, expect, openNote, separatePage, test } from "../support/fixtures";

// A note open in two tabs: a rename in one shows in the other (section text already did), so the
// second does not keep the old title and save it over the rename; tags follow too.
test("a rename and new tags in one tab show in another tab of the same note", async ({ browser, page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { noteId, project } = await createNote(as, { space: "Lab", project: "Kinetics", note: "Rate law" });
  const { context, page: other } = await separatePage(browser);
  await openNote(page, user, noteId);
  await openNote(other, user, noteId);

  await page.getByTestId("note-title").fill("Rate law, second order");
  await expect(page.getByTestId("title-save-state")).toHaveText("Saved");
  await expect(other.getByTestId("note-title")).toHaveValue("Rate law, second order");

  const tag = (await (await as.post(`/api/projects/${project.id}/tags`, { title: "Kinetics" })).json()) as { id: string };
  expect((await as.put(`/api/notes/${noteId}/tags`, { tagIds: [tag.id] })).ok()).toBeTruthy();
  for (const p of [page, other]) await expect(p.getByTestId("note-tags").getByText("Kinetics")).toBeVisible();
  await context.close();
});
