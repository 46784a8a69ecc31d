import { test, expect, createUser, signInAs, apiAs, createNote, phoneViewport } from "../support/fixtures";

// A comment was a one-line field: on reopening, a long comment showed its first words only.
test("a long screening comment can be read back whole on a phone", async ({ page, request }) => {
  const user = await createUser(request);
  const { noteId } = await createNote(apiAs(request, user), { space: "Comment lab", project: "Comments", note: "Long comment" });
  const comment = "ドラフト内で操作し、保護眼鏡と耐溶剤手袋を着用する。Work in the fume hood with the sash low; quench the residue with isopropanol before disposal, then collect it as halogen-free organic waste.";
  await page.setViewportSize(phoneViewport);
  await signInAs(page, user, `/notes/${noteId}`);
  await page.getByTestId("risk-screening-chip").click();
  const dialog = page.getByRole("dialog", { name: "Pre-experiment risk screening" });
  await dialog.getByTestId("add-comment-chem_flammable").click();
  await dialog.getByTestId("comment-chem_flammable").fill(comment);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Screening saved.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await page.reload();
  await page.getByTestId("risk-screening-chip").click();
  const field = dialog.getByTestId("comment-chem_flammable");
  await expect(field).toHaveValue(comment);
  // Nothing hidden: the field is as tall as its text, and no wider than the dialog.
  const box = await field.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight, width: el.scrollWidth, shown: el.clientWidth }));
  expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
  expect(box.width).toBeLessThanOrEqual(box.shown + 1);
});
