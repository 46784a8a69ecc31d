import { apiAs, createNote, createUser, expect, signInAs, test } from "../support/fixtures";

// The add-material row keeps its refusal as a message, worded at each render: after the language
// switch it speaks the new language like the labels around it. It stayed in the language it was made in.
test("a refusal left under the add-material row follows the language switch", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { space, noteId } = await createNote(as, { space: "Language lab", project: "Solvents", note: "Switching languages" });
  const made = await as.post(`/api/spaces/${space.id}/materials`, { name: "無水エタノール（ロット品）", nameEn: "Dry ethanol lot 7", riskType: "flammable" });
  expect(made.ok(), await made.text()).toBeTruthy();
  const m = await made.json();
  const materialId: string = (m.material ?? m).id;
  const onNote = await as.post(`/api/notes/${noteId}/materials`, { materialId, quantity: 5, unit: "g" });
  expect(onNote.ok(), await onNote.text()).toBeTruthy();

  await signInAs(page, user, `/notes/${noteId}`);
  const section = page.getByTestId("note-materials-section");
  await expect(section.getByTestId("note-material-line")).toHaveCount(1);
  // The same material again is refused.
  await section.getByTestId("note-material-search").fill("dry ethanol");
  await page.getByRole("option", { name: /Dry ethanol lot 7/ }).click();
  await section.getByTestId("note-material-quantity").fill("2");
  await section.getByTestId("note-material-add").click();
  const error = section.getByTestId("note-material-error");
  await expect(error).toHaveText("This material is already on the note. Update its quantity instead.");

  await page.getByTestId("language-switch").click();
  await page.getByRole("menuitem", { name: "日本語" }).click();
  await expect(error).toHaveText("この試薬は既にノートに追加されています。数量を更新してください。");
  await expect(section.getByTestId("note-material-line")).toHaveCount(1);
});
