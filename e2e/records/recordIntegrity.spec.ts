import { test, expect, apiAs, noteIn, expectAllSaved, openNote, submitRequiredField, separatePage, signInAs } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";

test.describe("records: signatures, witness and lock keep the record honest", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a countersign is no edit; after unlocking, an edit marks both signatures once saved, for the witness too", async ({ browser, page, request }) => {
    const { owner, project, editor } = await projectWith(request, [{ role: "editor", fullName: "Bob Witness" }]);
    const asOwner = apiAs(request, owner);
    const note = await noteIn(asOwner, project.id, "Countersigned run");
    await openNote(page, owner, note.id);
    await page.getByTestId("editor-methods").click();
    await page.keyboard.type("Reflux 2 h.");
    await expectAllSaved(page);
    const lastEdit = async () => {
      const n = await (await asOwner.get(`/api/notes/${note.id}`)).json();
      return { at: n.updatedAt as string, by: n.updatedBy?.name as string };
    };
    // The typed text is stored (the row is dated after its creation).
    await expect.poll(async () => (await lastEdit()).at, { timeout: 30_000 }).not.toBe(note.createdAt);
    const edited = await lastEdit();

    // Signed by the owner, countersigned by Bob (which locks the note): the note was not edited.
    expect((await asOwner.post(`/api/notes/${note.id}/signatures`, { meaning: "authored", password: owner.password })).ok()).toBeTruthy();
    const asked = await (await asOwner.post(`/api/notes/${note.id}/witness-requests`, { witnessId: editor!.id })).json();
    const witnessed = await apiAs(request, editor!).post(`/api/witness-requests/${asked.id}/sign`, { password: editor!.password });
    expect(witnessed.ok(), await witnessed.text()).toBeTruthy();
    await expect(page.getByTestId("lock-banner")).toBeVisible({ timeout: 30_000 });
    expect(await lastEdit()).toEqual(edited);
    await expect(page.getByTestId("signature")).toHaveCount(2);
    await expect(page.getByTestId("changed-since-signed")).toHaveCount(0);
    // Bob keeps the note open.
    const { page: bob } = await separatePage(browser);
    await signInAs(bob, editor!, `/notes/${note.id}`);
    await expect(bob.getByTestId("lock-banner")).toBeVisible({ timeout: 60_000 });
    await expect(bob.getByTestId("signature")).toHaveCount(2);

    // Unlock with a reason, then type: both badges turn once the change is saved, without a reload.
    await page.getByTestId("unlock-note").click();
    await submitRequiredField(page, { submit: "records-dialog-submit", field: "unlock-reason" }, "Add the yield");
    await expect(page.getByTestId("lock-banner")).toHaveCount(0);
    await expect(bob.getByTestId("lock-banner")).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId("editor-conclusion")).toHaveAttribute("contenteditable", "true", { timeout: 30_000 });
    // The re-reads that followed the unlock are over: what turns the badges next is the edit.
    await page.waitForTimeout(3_500);
    await page.getByTestId("editor-conclusion").click();
    await page.keyboard.type("Yield 64 %.");
    await expectAllSaved(page);
    // At once (a re-check 3 s after the save was missed by anyone looking sooner), and on Bob's page too.
    await expect(page.getByTestId("changed-since-signed")).toHaveCount(2, { timeout: 2_500 });
    await expect(bob.getByTestId("changed-since-signed")).toHaveCount(2, { timeout: 10_000 });
    await bob.context().close();
  });

  test("version history of a locked note says why it offers no restore", async ({ page, request }) => {
    const { owner, project } = await projectWith(request);
    const as = apiAs(request, owner);
    const note = await noteIn(as, project.id, "Locked history");
    expect((await as.post(`/api/notes/${note.id}/versions`)).ok()).toBeTruthy();
    expect((await as.post(`/api/notes/${note.id}/lock`)).ok()).toBeTruthy();
    await signInAs(page, owner, `/notes/${note.id}/versions`);
    await page.getByTestId("version-item").first().click();
    await expect(page.getByTestId("restore-locked")).toHaveText("This note is locked: unlock it to restore a version.");
    await expect(page.getByTestId("restore-version")).toHaveCount(0);
    expect((await as.post(`/api/notes/${note.id}/unlock`, { reason: "Restore" })).ok()).toBeTruthy();
    await page.reload();
    await page.getByTestId("version-item").first().click();
    await expect(page.getByTestId("restore-version")).toBeVisible();
    await expect(page.getByTestId("restore-locked")).toHaveCount(0);
  });
});
