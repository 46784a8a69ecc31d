import { solidPng } from "../support/solidPng";
import { test, expect, apiAs, openNote, expectAllSaved, chooseOption } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";
import { attachSmallFile } from "../attachments/attachmentsSupport";

// A note made from a template showed the original note's images: not in its attachment list,
// "[red-image.png]" in its PDF, and broken once the original file was deleted.
test("a note made from a template owns copies of the template's images, shown after the original file is deleted", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { owner, project } = await projectWith(request);
  const o = apiAs(request, owner);
  const source = (await (await o.post(`/api/projects/${project.id}/notes`, { title: "Gel run" })).json()) as { id: string };
  const original = await attachSmallFile(request, owner, source.id, "red-image.png", "image/png", solidPng([200, 30, 30]));

  await openNote(page, owner, source.id);
  await page.getByTestId("editor-methods").click();
  await page.getByTestId("insert-image").nth(1).click();
  await page.getByRole("menuitem", { name: "red-image.png" }).click();
  await expect(page.getByTestId("editor-methods").locator(`img[data-attachment-id="${original}"]`)).toBeVisible();
  await expectAllSaved(page);
  await page.getByTestId("save-template").click();
  await page.getByTestId("template-title").fill("Gel template");
  await page.getByTestId("template-save").click();
  await expect(page.getByText("Template saved")).toBeVisible();

  // The source note's file goes; the template keeps its own copy.
  expect((await o.delete(`/api/attachments/${original}`)).ok()).toBeTruthy();

  await page.getByTestId("project-link").click();
  await page.getByTestId("new-note").click();
  await chooseOption(page.getByRole("dialog").getByRole("combobox").first(), "Gel template");
  await page.getByTestId("note-title-input").fill("Gel run 2");
  await page.getByTestId("note-title-submit").click();
  await expect(page).toHaveURL(/\/notes\/[0-9a-f-]{36}$/);
  const img = page.getByTestId("editor-methods").locator("img[data-attachment-id]");
  await expect(img).toHaveCount(1);
  expect(await img.getAttribute("data-attachment-id")).not.toBe(original);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(8);
  await expect(page.getByTestId("attachment-name")).toHaveText(["red-image.png"]);
});
