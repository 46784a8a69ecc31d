import { test, expect, apiAs, signInAs, noteIn, expectAllSaved, openNote, separatePage, submitRequiredField, chooseOption } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";

test.describe("records: sign, lock, trash", () => {
  test.describe.configure({ timeout: 180_000 });

  test("sign a note with the password; a later edit marks the signature", async ({ page, request }) => {
    const { project, editor } = await projectWith(request, [{ role: "editor", fullName: "Eddie Editor" }]);
    const note = await noteIn(apiAs(request, editor!), project.id, "Grignard run");
    const file = await request.post(`/api/notes/${note.id}/attachments`, { headers: { authorization: `Bearer ${editor!.token}` }, multipart: { file: { name: "yield.csv", mimeType: "text/csv", buffer: Buffer.from("a,b\n1,2\n") } } });
    expect(file.status()).toBe(201);
    await openNote(page, editor!, note.id);
    const fileItem = page.getByTestId("attachment-item").filter({ hasText: "yield.csv" });
    await expect(fileItem.getByRole("button", { name: "Delete" })).toBeVisible();
    // Each file's buttons are a group named after it: "Delete" among several is told apart.
    await expect(page.getByRole("group", { name: "Actions for yield.csv" }).getByRole("button", { name: "Delete" })).toBeVisible();
    // The note's and the file's.
    await expect(page.getByRole("button", { name: "Delete", exact: true })).toHaveCount(2);
    await page.getByTestId("editor-methods").click();
    await page.keyboard.type("Add Mg turnings under argon.");
    await expectAllSaved(page);

    // Keyboard only: open the dialog, pick "Reviewed", enter the wrong then the right password.
    await page.getByTestId("sign-note").focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Sign this note" });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId("sign-password").fill("not-my-password");
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("The password is not correct.")).toBeVisible();
    await chooseOption(dialog.getByTestId("sign-meaning").getByRole("combobox"), "Approved");
    await dialog.getByTestId("sign-password").fill(editor!.password);
    await dialog.getByTestId("sign-submit").click();
    await expect(dialog).toBeHidden();
    const sig = page.getByTestId("signature");
    await expect(sig).toContainText("Approved by Eddie Editor");
    await expect(sig).toContainText("Unchanged since signed");
    // The file is part of what was signed: it stays, and says so.
    await expect(fileItem.getByTestId("attachment-signed")).toHaveText("Part of a signed record: it stays with the note and cannot be deleted.");
    await expect(fileItem.getByRole("button", { name: "Delete" })).toHaveCount(0);
    // So is the note: no Delete button, and the panel says why.
    await expect(page.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
    await expect(page.getByTestId("signed-kept")).toHaveText("A signed note is kept: it cannot be deleted, nor its project.");

    await page.getByTestId("editor-results").click();
    await page.keyboard.type("Yield 71 %.");
    await expect(page.getByTestId("changed-since-signed")).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: "/tmp/rec-e2e-signed.png", fullPage: false });
    // Nor does the project's notes list offer to delete it (it did, and the server then refused).
    await page.goto(`/projects/${project.id}`);
    await page.getByRole("button", { name: "Actions for Grignard run" }).click();
    await expect(page.getByRole("menuitem", { name: "Rename" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Delete" })).toHaveCount(0);
  });

  test("an owner locks a note: everyone's editor turns read-only; unlocking asks for a reason", async ({ browser, page, request }) => {
    const { owner, project, editor } = await projectWith(request, [{ role: "editor", fullName: "Eddie Editor" }]);
    const note = await noteIn(apiAs(request, owner), project.id, "Locked run");
    const file = await request.post(`/api/notes/${note.id}/attachments`, { headers: { authorization: `Bearer ${owner.token}` }, multipart: { file: { name: "yield.csv", mimeType: "text/csv", buffer: Buffer.from("a,b\n1,2\n") } } });
    expect(file.ok(), await file.text()).toBeTruthy();
    const { page: editorPage } = await separatePage(browser);
    await signInAs(editorPage, editor!, `/notes/${note.id}`);
    await expect(editorPage.getByTestId("editor-methods")).toHaveAttribute("contenteditable", "true", { timeout: 60_000 });

    await signInAs(page, owner, `/notes/${note.id}`);
    await page.getByTestId("lock-note").click();
    await page.getByRole("dialog").getByRole("button", { name: "Lock" }).click();
    await expect(page.getByTestId("lock-banner")).toContainText("Locked by Olivia Owner");
    await expect(page.getByTestId("editor-methods")).toHaveAttribute("contenteditable", "false");
    // The lock is why the files cannot change, for the owner too ("only editors can add or change them" before).
    await expect(page.getByText("This note is locked: its files can be viewed and downloaded, not added, changed or deleted.")).toBeVisible();
    // The other person's open editor follows without a reload.
    await expect(editorPage.getByTestId("lock-banner")).toBeVisible({ timeout: 30_000 });
    await expect(editorPage.getByTestId("editor-methods")).toHaveAttribute("contenteditable", "false");
    await expect(editorPage.getByTestId("read-only")).toHaveText("Locked");
    await expect(editorPage.getByTestId("unlock-note")).toHaveCount(0);

    await page.getByTestId("unlock-note").click();
    await submitRequiredField(page, { submit: "records-dialog-submit", field: "unlock-reason" }, "Correct the yield");
    await expect(page.getByTestId("lock-banner")).toHaveCount(0);
    await expect(editorPage.getByTestId("editor-methods")).toHaveAttribute("contenteditable", "true", { timeout: 30_000 });

    // The audit trail shows both, with the reason.
    await page.goto(`/spaces/${(await (await apiAs(request, owner).get(`/api/notes/${note.id}`)).json()).spaceId}/audit`);
    await expect(page.getByTestId("audit-row").first()).toContainText("Note unlocked");
    await expect(page.getByTestId("audit-row").first()).toContainText("reason: Correct the yield");
    // The lock's entry says who locked it and how (the cause was stored, not shown).
    await expect(page.getByTestId("audit-row").filter({ hasText: "Note locked" })).toContainText("locked by its owner");
    await page.screenshot({ path: "/tmp/rec-e2e-audit.png", fullPage: false });
    // Left open, its live note and page would run on through the worker's later tests.
    await editorPage.context().close();
  });

  test("a deleted note goes to the trash; the owner restores it", async ({ page, request }) => {
    const { owner, space, project } = await projectWith(request);
    const note = await noteIn(apiAs(request, owner), project.id, "Trash me");
    await signInAs(page, owner, `/notes/${note.id}`);
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("dialog")).toContainText("trash");
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
    await expect(page.getByTestId("note-row").getByRole("link", { name: "Trash me" })).toHaveCount(0);

    await page.goto(`/spaces/${space.id}`);
    await page.getByTestId("space-trash").click();
    await expect(page.getByTestId("trash-item")).toHaveCount(1);
    await expect(page.getByTestId("trash-item")).toContainText("Trash me");
    await page.screenshot({ path: "/tmp/rec-e2e-trash.png", fullPage: false });
    await page.getByRole("button", { name: "Restore Trash me" }).click();
    await expect(page.getByTestId("trash-empty")).toBeVisible();
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByTestId("note-row").getByRole("link", { name: "Trash me" })).toBeVisible();
  });
});
