import { test, expect, apiAs, signInAs, noteIn, expectAllSaved, openNote, phonePage, chooseOption } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";

test.describe("note templates", () => {
  test.describe.configure({ timeout: 180_000 });

  test("save a note with a checklist as a template, then start a new note from it (English)", async ({ page, request }) => {
    const { owner, project } = await projectWith(request);
    const o = apiAs(request, owner);
    const note = await noteIn(o, project.id, "Titration");
    const tag = await (await o.post(`/api/projects/${project.id}/tags`, { title: "Analysis" })).json();
    await o.put(`/api/notes/${note.id}/tags`, { tagIds: [tag.id] });

    await openNote(page, owner, note.id);
    await page.getByTestId("editor-methods").click();
    await page.getByRole("button", { name: "Checklist" }).nth(1).click();
    await page.keyboard.type("Burette rinsed");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Indicator added");
    await expect(page.getByTestId("editor-methods").locator("ul[data-type=taskList] li")).toHaveCount(2);
    await expectAllSaved(page);

    await page.getByTestId("save-template").click();
    await page.getByTestId("template-title").fill("Acid–base titration");
    await page.getByTestId("template-description").fill("Burette, indicator and the endpoint table.");
    await page.getByTestId("template-save").click();
    await expect(page.getByText("Template saved")).toBeVisible();

    await page.getByTestId("project-link").click();
    await page.getByTestId("new-note").click();
    await chooseOption(page.getByRole("dialog").getByRole("combobox").first(), "Acid–base titration");
    await expect(page.getByTestId("note-title-input")).toHaveValue("Acid–base titration");
    await page.getByTestId("note-title-input").fill("Titration, batch 7");
    await page.getByTestId("note-title-submit").click();
    await expect(page).toHaveURL(/\/notes\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("note-title")).toHaveValue("Titration, batch 7");
    await expect(page.getByTestId("editor-methods").locator("ul[data-type=taskList] li")).toHaveCount(2);
    await expect(page.getByTestId("editor-methods")).toContainText("Indicator added");
    await expect(page.getByTestId("note-tags").getByText("Analysis")).toBeVisible();
    // the checklist can be ticked
    await page.getByTestId("editor-methods").locator("ul[data-type=taskList] input[type=checkbox]").first().check();
    await expect(page.getByTestId("editor-methods").locator("ul[data-type=taskList] li").first()).toHaveAttribute("data-checked", "true");
    await page.screenshot({ path: "/tmp/day-template-note-1280.png", fullPage: true });
  });

  test("Japanese: the dialogs speak Japanese on a phone", async ({ browser, request }) => {
    const { owner, project } = await projectWith(request);
    const note = await noteIn(apiAs(request, owner), project.id, "細胞の継代");
    const { context, page } = await phonePage(browser);
    await signInAs(page, owner, `/notes/${note.id}`, "ja");
    await page.getByTestId("save-template").click();
    await expect(page.getByRole("dialog")).toContainText("このスペースのテンプレートとして保存");
    await page.getByTestId("template-title").fill("");
    await page.getByTestId("template-save").click();
    await expect(page.getByRole("dialog")).toContainText("この項目は必須です");
    await page.getByTestId("template-title").fill("継代テンプレート");
    await page.getByTestId("template-save").click();
    await expect(page.getByText("テンプレートを保存しました")).toBeVisible();
    await page.goto(`/projects/${project.id}`);
    await page.getByTestId("new-note").click();
    await page.getByRole("dialog").getByRole("combobox").first().press("ArrowDown");
    await expect(page.getByRole("option", { name: "空のノート" })).toBeVisible();
    await page.getByRole("option", { name: "継代テンプレート" }).click();
    await page.screenshot({ path: "/tmp/day-template-new-390-ja.png" });
    await page.getByTestId("note-title-submit").click();
    await expect(page.getByTestId("note-title")).toHaveValue("継代テンプレート");
    await context.close();
  });

  // A template could be made but never deleted: the app had no place listing them.
  test("the space's templates are listed with who made them, and deleted after a question (en and ja)", async ({ browser, page, request }) => {
    const { owner, space, project } = await projectWith(request);
    const o = apiAs(request, owner);
    const note = await noteIn(o, project.id, "Buffer prep");
    expect((await o.post(`/api/notes/${note.id}/template`, { title: "PBS buffer", description: "pH 7.4" })).ok()).toBeTruthy();
    expect((await o.post(`/api/notes/${note.id}/template`, { title: "Tris buffer", description: "" })).ok()).toBeTruthy();
    await signInAs(page, owner, `/spaces/${space.id}`);
    await page.getByTestId("space-templates").click();
    const dialog = page.getByRole("dialog", { name: "Note templates" });
    await expect(dialog.getByTestId("template-row")).toHaveCount(2);
    await expect(dialog.getByTestId("template-row").filter({ hasText: "PBS buffer" })).toContainText("Made by Olivia Owner");
    await dialog.getByRole("button", { name: "Delete template PBS buffer" }).click();
    const ask = page.getByRole("dialog", { name: "Delete template PBS buffer" });
    await expect(ask).toContainText("Notes already started from it keep their text.");
    await ask.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Template deleted")).toBeVisible();
    await expect(dialog.getByTestId("template-row")).toHaveCount(1);
    expect(((await (await o.get(`/api/spaces/${space.id}/templates`)).json()).items as { title: string }[]).map((x) => x.title)).toEqual(["Tris buffer"]);

    const { context, page: ja } = await phonePage(browser);
    await signInAs(ja, owner, `/spaces/${space.id}`, "ja");
    await ja.getByTestId("space-templates").click();
    await expect(ja.getByRole("dialog", { name: "ノートのテンプレート" }).getByTestId("template-row")).toHaveText(/Tris buffer/);
    await ja.screenshot({ path: "/tmp/day-templates-manage-390-ja.png" });
    await context.close();
  });
});
