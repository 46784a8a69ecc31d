import { apiAs, createNote, createUser, expect, signInAs, test } from "../support/fixtures";

// Issue #21 item 3: Enter saves a material line's quantity (and keeps focus in the field).
test("Enter saves a note material line's quantity; Escape reverts", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { space, noteId } = await createNote(as, { space: "Enter lab", project: "Keys", note: "Enter note" });
  const ethanol = (await (await as.get(`/api/spaces/${space.id}/materials?q=64-17-5`)).json()).items[0];
  const added = await as.post(`/api/notes/${noteId}/materials`, { materialId: ethanol.id, quantity: 5, unit: "mL" });
  expect(added.ok(), await added.text()).toBeTruthy();

  await signInAs(page, user, `/notes/${noteId}`);
  const qty = page.getByTestId("note-material-line-quantity");
  await qty.fill("7");
  await qty.press("Enter");
  await expect(page.getByText("Material updated")).toBeVisible();
  await expect(qty).toBeFocused();
  await expect
    .poll(async () => (await (await as.get(`/api/notes/${noteId}/materials`)).json()).lines?.[0]?.quantity)
    .toBe(7);

  await qty.fill("9");
  await qty.press("Escape");
  await expect(qty).toHaveValue("7");
});
