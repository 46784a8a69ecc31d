import { apiAs, createNote, createUser, expect, signInAs, test } from "../support/fixtures";

// Issue #21 item 5: a keystroke in the note editor re-renders the editor, not the note page
// (which holds the risk panel, material rows and every section). The page counts its renders
// into window.__elnRenders when a test defines it (apps/web/src/features/notes/renderProbe.ts).
test("typing in a note does not re-render the note page", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { noteId } = await createNote(as, { space: "Render lab", project: "Render project", note: "Render note" });

  await page.addInitScript(() => {
    (window as { __elnRenders?: Record<string, number> }).__elnRenders = {};
  });
  await signInAs(page, user, `/notes/${noteId}`);
  const editor = page.getByTestId("editor-methods");
  await editor.click();
  await expect(page.getByTestId("collab-status")).toHaveText("All changes saved", { timeout: 30_000 });
  const renders = () => page.evaluate(() => (window as { __elnRenders?: Record<string, number> }).__elnRenders?.NotePage ?? 0);
  const before = await renders();
  expect(before).toBeGreaterThan(0);

  const text = "Stirred at 25 °C for thirty minutes";
  // Each key is sent and saved on its own (the chip goes saving → saved per key when unbatched).
  await page.keyboard.type(text, { delay: 30 });
  await expect(editor).toContainText(text);
  const afterTyping = await renders();
  // A few renders are allowed (the REST copy of the note refreshes once the text is saved), one per key is not.
  expect(afterTyping - before, "note page renders while typing").toBeLessThanOrEqual(3);
});
