import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { test, expect, apiAs, createUser, noteIn, expectAllSaved, openNote, separatePage, submitLogin } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";

test.describe.configure({ timeout: 180_000 });

/** The notes this browser keeps on the device (one IndexedDB database a note). */
const localNotes = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? "").filter((n) => n.startsWith("eln-note-")));

/** A note of a new owner's, open in a browser of its own, with `text` typed and saved. */
async function noteTypedIn(browser: Browser, request: APIRequestContext, title: string, text: string) {
  const { owner, project } = await projectWith(request);
  const note = await noteIn(apiAs(request, owner), project.id, title);
  const { context, page } = await separatePage(browser);
  await openNote(page, owner, note.id);
  await page.getByTestId("editor-results").click();
  await page.keyboard.type(text);
  await expectAllSaved(page);
  return { owner, note, context, page };
}

// On a shared lab PC the next person must not find the last one's notes in the browser's storage.
test("logging out removes the notes kept on this device; with edits not yet on the server it asks first", async ({ browser, request }) => {
  const { note, context, page } = await noteTypedIn(browser, request, "Shared bench PC", "Saved on the server.");
  expect(await localNotes(page)).toEqual([`eln-note-${note.id}`]);

  // Offline, the next words stay on this device only: logging out asks before it removes them.
  await context.setOffline(true);
  await page.keyboard.type(" Typed offline.");
  await page.waitForTimeout(500); // y-indexeddb writes after a short debounce
  await page.getByTestId("account-menu").click();
  await page.getByTestId("logout").click();
  const ask = page.getByRole("dialog", { name: "Log out with unsaved changes?" });
  await expect(ask).toContainText("Changes to 1 note have not reached the server yet.");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`/notes/${note.id}$`));
  await expect(page.getByTestId("editor-results")).toContainText("Saved on the server. Typed offline.");
  expect(await localNotes(page)).toEqual([`eln-note-${note.id}`]);

  await page.getByTestId("account-menu").click();
  await page.getByTestId("logout").click();
  await ask.getByRole("button", { name: "Log out anyway" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => localNotes(page)).toEqual([]);
  await context.close();
});

test("a different person signing in on this browser does not find the last one's notes", async ({ browser, request }) => {
  const next = await createUser(request, { fullName: "Next Person" });
  const { owner, context, page } = await noteTypedIn(browser, request, "Left open", "Kept on this device.");
  await page.close();

  // The owner never logged out here: the session ended elsewhere, and this browser forgot it (as
  // it does on the next 401). The next person signs in.
  await request.post("/api/account/logout", { headers: { authorization: `Bearer ${owner.token}` } });
  const login = await context.newPage();
  await login.goto("/login");
  await login.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("eln.auth.") || k.startsWith("eln.user.")).forEach((k) => localStorage.removeItem(k)));
  await login.reload();
  await submitLogin(login, next.email, next.password);
  await expect(login).toHaveURL(/\/spaces$/);
  await expect.poll(() => localNotes(login)).toEqual([]);
  await context.close();
});

// A missing note's page kept a copy of nothing on the device, counted as unsaved: logging out
// then waited and asked about "1 note" with unsaved changes.
test("a note that does not exist leaves no copy on this device, and logging out asks nothing", async ({ browser, request }) => {
  const { context, page } = await noteTypedIn(browser, request, "Saved note", "All on the server.");
  await page.goto("/notes/00000000-0000-4000-8000-000000000000");
  await expect(page.getByTestId("note-missing")).toBeVisible();
  await page.goto("/spaces");
  await expect.poll(() => localNotes(page)).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem("eln.localNotes.pending"))).toBeNull();
  await page.getByTestId("account-menu").click();
  await page.getByTestId("logout").click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("dialog", { name: "Log out with unsaved changes?" })).toHaveCount(0);
  await context.close();
});
