import { test, expect, apiAs, createUser, createNote, openNote } from "../support/fixtures";

test("Enter in the tag box creates the typed tag, but not the Enter that ends an IME composition", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { noteId } = await createNote(as, { space: "Lab", project: "Kinetics", note: "Rate law" });
  await openNote(page, user, noteId);
  const box = page.getByLabel("Tags");

  // The Enter that confirms 速度論 in a Japanese IME arrives while composing: it must not pick the option.
  await box.fill("速度論");
  await expect(page.getByRole("option", { name: "Create tag “速度論”" })).toBeVisible();
  await box.evaluate((el) => el.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", code: "Enter", isComposing: true, bubbles: true, cancelable: true })));
  await page.waitForTimeout(500);
  await expect(page.getByTestId("note-tags").locator(".MuiChip-root")).toHaveCount(0);

  // The next Enter creates it: the only option is highlighted as one types.
  await box.press("Enter");
  await expect(page.getByTestId("note-tags").getByText("速度論")).toBeVisible();
  await expect.poll(async () => (await (await as.get(`/api/notes/${noteId}`)).json()).tags?.map((t: { title: string }) => t.title)).toEqual(["速度論"]);
});
