import { test, expect, createUser, signInAs, apiAs } from "../support/fixtures";

test("the delete-space confirmation counts the projects in the trash too, which go with the space", async ({ page, request }) => {
  const owner = await createUser(request);
  const api = apiAs(request, owner);
  const space = await (await api.post("/api/spaces", { name: "Closing Lab", description: "" })).json();
  for (const name of ["Kept", "Trashed"]) await api.post("/api/projects", { name, description: "", space_id: space.id });
  const { projects } = await (await api.get(`/api/spaces/${space.id}`)).json();
  const trashed = projects.find((p: { title: string }) => p.title === "Trashed");
  expect((await api.delete(`/api/projects/${trashed.id}`)).ok()).toBeTruthy();
  const body = "Its 2 projects (1 of them in the trash), with all their notes, versions, tags and attachments, and every membership and pending invitation are deleted with it. This cannot be undone.";

  await signInAs(page, owner, `/spaces/${space.id}`);
  await page.getByTestId("delete-space").click();
  await expect(page.getByRole("dialog", { name: 'Delete the space "Closing Lab"?' })).toContainText(body);
  await page.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/spaces");
  await page.getByTestId("space-menu").click();
  await page.getByTestId("space-delete").click();
  await expect(page.getByRole("dialog", { name: 'Delete the space "Closing Lab"?' })).toContainText(body);

  await page.evaluate(() => localStorage.setItem("eln.util.lang", JSON.stringify("ja")));
  await page.reload();
  await page.getByTestId("space-menu").click();
  await page.getByTestId("space-delete").click();
  await expect(page.getByRole("dialog")).toContainText("2 件のプロジェクト（うち 1 件はゴミ箱内）と、そのすべてのノート");
});
