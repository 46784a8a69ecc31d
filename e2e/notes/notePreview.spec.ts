import { apiAs, createNote, createUser, expect, signInAs, test } from "../support/fixtures";

// A note is readable before its live connection is up: the last saved text is painted at once
// and the editor takes its place when the live document arrives.
test("a note shows its saved text while the live connection is held back, then the editor", async ({ page, request, browser }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { noteId } = await createNote(as, { space: "Preview lab", project: "Preview project", note: "Preview note" });

  await signInAs(page, user, `/notes/${noteId}`);
  const editor = page.getByTestId("editor-conclusion");
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.type("Yield 82 %, <b>not bold</b>.");
  // Saved when the REST copy has it.
  await expect
    .poll(async () => JSON.stringify((await (await as.get(`/api/notes/${noteId}`)).json()).content.conclusion ?? null), { timeout: 20_000 })
    .toContain("Yield 82 %");

  const context = await browser.newContext();
  const held = await context.newPage();
  // The /collab socket is accepted by the test and never answered: the document never syncs.
  await held.routeWebSocket(/\/collab/, () => undefined);
  await signInAs(held, user, `/notes/${noteId}`);
  const preview = held.getByTestId("preview-conclusion");
  await expect(preview).toContainText("Yield 82 %, <b>not bold</b>.");
  await expect(preview.locator("b")).toHaveCount(0);
  await expect(held.getByTestId("editor-conclusion")).toHaveCount(0);
  await context.close();

  // With the connection through, the editor replaces the preview.
  await page.reload();
  await expect(page.getByTestId("editor-conclusion")).toContainText("Yield 82 %");
  await expect(page.getByTestId("preview-conclusion")).toHaveCount(0);
});
