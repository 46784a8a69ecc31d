import { test, expect, apiAs, signInAs, type E2EUser, noteIn, openNote } from "../support/fixtures";
import { projectWith } from "./notesSetup";

test.describe("real-time access ends with the session", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a password change in one browser closes the note open in the other: it says so and keeps the text, read-only", async ({ browser, request }) => {
    const { owner, project } = await projectWith(request);
    const note = await noteIn(apiAs(request, owner), project.id, "Two browsers");
    // The same person signed in twice: two sessions, two browsers.
    const login = await request.post("/api/account/login", { data: { email: owner.email, password: owner.password } });
    const second: E2EUser = { ...owner, token: (await login.json()).token };

    const a = await browser.newContext();
    const b = await browser.newContext();
    const pageA = await a.newPage();
    const pageB = await b.newPage();
    await openNote(pageB, second, note.id);
    const editor = pageB.getByTestId("editor-results");
    await editor.click();
    await pageB.keyboard.type("Draft typed in browser B");
    await expect(editor).toContainText("Draft typed in browser B");
    // Saved, so the page's refetch of the note is due in 2.5 s: it must not run with the ended session.
    await expect(pageB.getByTestId("collab-status")).toHaveText("All changes saved");

    await signInAs(pageA, owner, "/change_password");
    await pageA.getByLabel("Current password").fill(owner.password);
    await pageA.getByLabel("New password", { exact: true }).fill("N3w-Passw0rd!");
    await pageA.getByLabel(/Confirm/).fill("N3w-Passw0rd!");
    await pageA.getByTestId("change-password-submit").click();

    const alert = pageB.getByTestId("collab-revoked");
    await expect(alert).toBeVisible({ timeout: 5_000 });
    await expect(alert).toContainText("You were signed out; your last changes were not saved");
    await expect(pageB).toHaveURL(new RegExp(`/notes/${note.id}$`));
    await expect(editor).toContainText("Draft typed in browser B");
    await expect(editor).toHaveAttribute("contenteditable", "false");
    await a.close();
    await b.close();
  });
});
