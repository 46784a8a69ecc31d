import { apiAs, createNote, createUser, expect, signInAs, test } from "../support/fixtures";

// A note is readable before its live connection is up: the editors open on the stored document
// (fetched with the page's code), and the live sync brings the rest when the socket answers.
test("a note shows its stored text while the live connection is held back, and nothing typed is lost", async ({ page, request, browser }) => {
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
  const heldEditor = held.getByTestId("editor-conclusion");
  await expect(heldEditor).toContainText("Yield 82 %, <b>not bold</b>.");
  // What a user typed is text, never markup.
  await expect(heldEditor.locator("b")).toHaveCount(0);
  await context.close();

  // The stored copy is applied as the server's, never sent back as an edit: a page that opens the
  // note and types nothing sends the server only small messages (sign-in, state vector, caret).
  await page.getByTestId("editor-results").click();
  await page.keyboard.insertText(`Long text ${"lorem ipsum ".repeat(400)}`);
  await expect
    .poll(async () => JSON.stringify((await (await as.get(`/api/notes/${noteId}`)).json()).content.results ?? null), { timeout: 20_000 })
    .toContain("lorem ipsum lorem");
  const reader = await (await browser.newContext()).newPage();
  let sent = 0;
  await reader.routeWebSocket(/\/collab/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      sent += typeof m === "string" ? m.length : m.byteLength;
      server.send(m);
    });
    server.onMessage((m) => ws.send(m));
  });
  await signInAs(reader, user, `/notes/${noteId}`);
  await expect(reader.getByTestId("editor-results")).toContainText("lorem ipsum lorem");
  await expect(reader.getByTestId("editor-conclusion")).toContainText("Yield 82 %, <b>not bold</b>.");
  await reader.waitForTimeout(1500);
  expect(sent).toBeGreaterThan(0);
  expect(sent).toBeLessThan(2000);
  await reader.context().close();
});
