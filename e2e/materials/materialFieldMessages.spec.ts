import { apiAs, createUser, expect, openNote, signInAs, test } from "../support/fixtures";
import { noteWithMaterialLines } from "../notes/notesSetup";

const positive = "Enter a number greater than zero.";

test("a bad quantity says why under the field, linked to it, on a line and when adding (en and ja)", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { user, noteId } = await noteWithMaterialLines(request, "Fischer esterification");
  await openNote(page, user, noteId);
  const section = page.getByTestId("note-materials-section");

  // On a line: red alone said nothing; now the message is the field's description.
  const lineQty = section.getByTestId("note-material-line-quantity");
  for (const bad of ["-5", "0", "abc"]) {
    await lineQty.fill(bad);
    await expect(lineQty).toHaveAttribute("aria-invalid", "true");
    await expect(lineQty).toHaveAccessibleDescription(positive);
    await expect(section.getByText(positive)).toBeVisible();
  }
  await lineQty.press("Escape");
  await expect(lineQty).toHaveValue("5");
  await expect(section.getByText(positive)).toHaveCount(0);

  // When adding: the greyed-out button is explained.
  await section.getByTestId("note-material-search").fill("acetic acid");
  await page.getByRole("option", { name: /Acetic acid/ }).first().click();
  const addQty = section.getByTestId("note-material-quantity");
  await addQty.fill("0");
  await expect(section.getByTestId("note-material-add")).toBeDisabled();
  await expect(addQty).toHaveAccessibleDescription(positive);
  await addQty.fill("2");
  await expect(addQty).toHaveAccessibleDescription("");
  await expect(section.getByTestId("note-material-add")).toBeEnabled();

  // In Japanese.
  await page.evaluate(() => localStorage.setItem("eln.util.lang", JSON.stringify("ja")));
  await page.reload();
  await page.getByTestId("note-materials-section").getByTestId("note-material-line-quantity").fill("-5");
  await expect(page.getByTestId("note-materials-section").getByTestId("note-material-line-quantity")).toHaveAccessibleDescription("0より大きい数値を入力してください。");
});

test("a formula error from saving goes away once the formula is corrected", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const space = await (await as.post("/api/spaces", { name: "Inorganic lab", description: "" })).json();
  await signInAs(page, user, `/spaces/${space.id}/materials`);
  await page.getByTestId("material-register").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("material-name").fill("Copper sulfate pentahydrate");
  const formula = dialog.getByTestId("material-formula");
  await formula.fill("C6H12Xx6");
  await dialog.getByTestId("material-save").click();
  await expect(formula).toHaveAccessibleDescription(/Unknown element 'Xx'/);
  await formula.fill("CuSO4*5H2O");
  await expect(dialog.getByTestId("material-molarMass")).toHaveValue("249.677");
  await expect(formula).toHaveAccessibleDescription("Molar mass from the formula: 249.677 g/mol");
  await expect(formula).not.toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText(/Unknown element/)).toHaveCount(0);
  // A formula that breaks again while typing is red at once (the live check), without saving.
  await formula.fill("CuSO4*5H2Oq");
  await expect(formula).toHaveAttribute("aria-invalid", "true");
  await formula.fill("CuSO4*5H2O");
  await dialog.getByTestId("material-save").click();
  await expect(page.getByText("Material registered")).toBeVisible();
});
