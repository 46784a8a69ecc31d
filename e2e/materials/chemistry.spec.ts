import { apiAs, createNote, createUser, expect, signInAs, test } from "../support/fixtures";

// A chemist's main flows: the formula is checked as typed and weighed by the server,
// abbreviations find reagents, and a molar solution converts by its concentration
// (10 mmol of 1.6 M n-BuLi is 6.25 mL); changing the unit converts the number.
test("formulas, abbreviations and a molar solution on a note", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { space, noteId } = await createNote(as, { space: "Organometallics", project: "Lithiation", note: "Bromine–lithium exchange" });

  await signInAs(page, user, `/spaces/${space.id}/materials`);
  const search = page.getByRole("textbox", { name: "Search by name, abbreviation, CAS number or formula" });
  await search.fill("THF");
  await expect(page.getByTestId("material-row").first()).toContainText("Tetrahydrofuran");
  await search.fill("DCM");
  await expect(page.getByTestId("material-row").first()).toContainText("Dichloromethane");
  // Its GHS pictograms and signal word sit beside it.
  await expect(page.getByTestId("material-row").first().getByTestId("ghs-label")).toContainText("Warning");
  await page.screenshot({ path: test.info().outputPath("register-1280.png") });

  // An unknown element is named as it is typed; a bracketed formula is weighed.
  await page.getByTestId("material-register").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("material-name").fill("Yellow prussiate (lab stock)");
  await dialog.getByTestId("material-formula").fill("Xy3");
  await expect(dialog.getByText("Unknown element 'Xy' in the formula", { exact: false })).toBeVisible();
  await dialog.getByTestId("material-formula").fill("K4[Fe(CN)6]");
  await expect(dialog.getByTestId("material-molarMass")).toHaveValue("368.345");
  await dialog.getByTestId("material-save").click();
  await expect(page.getByText("Material registered")).toBeVisible();

  // 10 mmol of 1.6 M n-BuLi is 6.25 mL; switching the line to mL converts the number.
  await page.goto(`/notes/${noteId}`);
  const section = page.getByTestId("note-materials-section");
  await section.getByTestId("note-material-search").fill("n-BuLi");
  await page.getByRole("option", { name: /1\.6 M/ }).click();
  await section.getByTestId("note-material-quantity").fill("10");
  await section.getByTestId("note-material-unit").click();
  await page.getByRole("option", { name: "mmol", exact: true }).click();
  await section.getByTestId("note-material-add").click();
  const line = section.getByTestId("note-material-line");
  await expect(line.getByTestId("note-material-volume")).toHaveText("6.25 mL");
  await line.getByTestId("note-material-line-unit").click();
  await page.getByRole("option", { name: "mL", exact: true }).click();
  await expect(line.getByTestId("note-material-line-quantity")).toHaveValue("6.25");
  const lines = (await (await as.get(`/api/notes/${noteId}/materials`)).json()).lines;
  expect(lines).toMatchObject([{ quantity: 6.25, unit: "mL" }]);
});
