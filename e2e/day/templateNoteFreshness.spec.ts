import { test, expect, apiAs, signInAs, noteIn, chooseOption } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";

test.describe.configure({ timeout: 120_000 });

test("a note started from a template is in the notes table and the activity when the researcher comes back to the project", async ({ page, request }) => {
  const { owner, project } = await projectWith(request);
  const o = apiAs(request, owner);
  const source = await noteIn(o, project.id, "Titration");
  expect((await o.post(`/api/notes/${source.id}/template`, { title: "Acid–base titration" })).status()).toBe(201);
  await signInAs(page, owner, `/projects/${project.id}`);
  await expect(page.getByTestId("note-row")).toHaveCount(1);
  await expect(page.getByTestId("activity-item")).toHaveCount(1);

  await page.getByTestId("new-note").click();
  await chooseOption(page.getByRole("dialog").getByRole("combobox").first(), "Acid–base titration");
  await page.getByTestId("note-title-input").fill("Titration, batch 7");
  await page.getByTestId("note-title-submit").click();
  await expect(page).toHaveURL(/\/notes\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(page.getByTestId("note-row")).toHaveCount(2);
  await expect(page.getByTestId("note-row").filter({ hasText: "Titration, batch 7" })).toBeVisible();
  await expect(page.getByTestId("activity-item").nth(0)).toContainText("Olivia Owner created Titration, batch 7");
});
