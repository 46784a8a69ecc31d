import { test, expect, apiAs, noteIn, expectAllSaved, openNote, phonePage } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";

test.describe.configure({ timeout: 180_000 });

test("offline: the screen says so, edits are kept on the device (even across closing the tab) and sync when the connection returns", async ({ browser, request }) => {
  const { owner, project } = await projectWith(request);
  const note = await noteIn(apiAs(request, owner), project.id, "Field notes");
  const { context, page } = await phonePage(browser);
  await openNote(page, owner, note.id);

  await context.setOffline(true);
  await expect(page.getByTestId("collab-status")).toHaveText("Offline: edits are kept on this device and sync when you are back online");
  await page.getByTestId("editor-results").click();
  await page.keyboard.type("Measured in the cold room without Wi-Fi.");
  await page.screenshot({ path: "/tmp/day-offline-390.png" });
  await page.waitForTimeout(500); // y-indexeddb writes after a short debounce
  await page.close();

  // Back online, the note opens from the device's copy and sends what the server lacks.
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto(`/notes/${note.id}`);
  await expect(again.getByTestId("editor-results")).toContainText("Measured in the cold room without Wi-Fi.");
  await expectAllSaved(again);
  await context.close();

  // A different browser (no local copy) sees it: it reached the server.
  await expect
    .poll(async () => JSON.stringify((await (await apiAs(request, owner).get(`/api/notes/${note.id}?include=content`)).json()).content), { timeout: 20_000 })
    .toContain("Measured in the cold room without Wi-Fi.");
});
