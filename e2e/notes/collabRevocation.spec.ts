import type { APIRequestContext } from "@playwright/test";
import { test, expect, apiAs, signInAs, noteIn, openNote, secondSession, separatePage, submitPasswordChange } from "../support/fixtures";
import { projectWith } from "./notesSetup";

/** A note of its owner, who also has a second session (`second`, with its own token) to end or keep. */
async function ownNoteTwoSessions(request: APIRequestContext, title: string) {
  const { owner, project } = await projectWith(request);
  const note = await noteIn(apiAs(request, owner), project.id, title);
  return { owner, note, second: await secondSession(request, owner) };
}

test.describe("real-time access ends with the session", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a password change in one browser closes the note open in the other: it says so and keeps the text, read-only", async ({ browser, request }) => {
    // The same person signed in twice: two sessions, two browsers.
    const { owner, note, second } = await ownNoteTwoSessions(request, "Two browsers");

    const { context: a, page: pageA } = await separatePage(browser);
    const { context: b, page: pageB } = await separatePage(browser);
    await openNote(pageB, second, note.id);
    const editor = pageB.getByTestId("editor-results");
    await editor.click();
    await pageB.keyboard.type("Draft typed in browser B");
    await expect(editor).toContainText("Draft typed in browser B");
    // Saved, so the page's refetch of the note is due in 2.5 s: it must not run with the ended session.
    await expect(pageB.getByTestId("collab-status")).toHaveText("All changes saved");

    await signInAs(pageA, owner, "/change_password");
    await submitPasswordChange(pageA, owner.password, "N3w-Passw0rd!");

    const alert = pageB.getByTestId("collab-revoked");
    await expect(alert).toBeVisible({ timeout: 5_000 });
    // Everything typed had been saved: it says so, and nothing beside it says otherwise
    // (an "Offline — changes are kept and sent" chip and a "Read only" chip stood next to it).
    await expect(alert).toContainText("You were signed out. Everything you had typed was saved; log in again to go on editing.");
    await expect(pageB.getByTestId("collab-status")).toHaveCount(0);
    await expect(pageB.getByTestId("read-only")).toHaveCount(0);
    await expect(pageB).toHaveURL(new RegExp(`/notes/${note.id}$`));
    await expect(editor).toContainText("Draft typed in browser B");
    await expect(editor).toHaveAttribute("contenteditable", "false");
    await a.close();
    await b.close();
  });

  test("a request that finds the session ended before the live connection does keeps the note on screen with the same notice", async ({ browser, request }) => {
    const { note, second } = await ownNoteTwoSessions(request, "Request first");
    const { context, page } = await separatePage(browser);
    // The live connection's news is held back, so a request is the first to meet the ended session.
    let holdServer = false;
    await page.routeWebSocket(/\/collab/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((m) => !holdServer && ws.send(m));
      server.onClose(() => {});
    });
    await openNote(page, second, note.id);
    const editor = page.getByTestId("editor-results");
    await editor.click();
    await page.keyboard.type("Typed before the session ended");
    await expect(page.getByTestId("collab-status")).toHaveText("All changes saved");

    holdServer = true;
    // Typed while the server's answers are held back: sent, never confirmed as stored.
    await page.keyboard.type(" and this, never confirmed");
    await expect(page.getByTestId("collab-status")).toHaveText("Saving changes...");
    expect((await apiAs(request, second).post("/api/account/logout", {})).ok()).toBeTruthy();
    await page.getByTestId("save-version").click();

    const alert = page.getByTestId("collab-revoked");
    await expect(alert).toContainText("You were signed out; your last changes were not saved");
    await expect(page).toHaveURL(new RegExp(`/notes/${note.id}$`));
    await expect(editor).toContainText("Typed before the session ended and this, never confirmed");
    await expect(editor).toHaveAttribute("contenteditable", "false");
    // Leaving is the person's choice; signing in again comes back to the note.
    await alert.getByRole("button", { name: "Log in again" }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectUrl=%2Fnotes%2F${note.id}$`));
    await context.close();
  });
});
