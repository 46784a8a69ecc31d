import { apiAs, createNote, createUser, expect, signInAs, test, chooseOption } from "../support/fixtures";

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
  await chooseOption(section.getByTestId("note-material-unit"), "mmol");
  await section.getByTestId("note-material-add").click();
  const line = section.getByTestId("note-material-line");
  await expect(line.getByTestId("note-material-volume")).toHaveText("6.25 mL");
  await chooseOption(line.getByTestId("note-material-line-unit"), "mL");
  await expect(line.getByTestId("note-material-line-quantity")).toHaveValue("6.25");
  const lines = (await (await as.get(`/api/notes/${noteId}/materials`)).json()).lines;
  expect(lines).toMatchObject([{ quantity: 6.25, unit: "mL" }]);
});

// Typing on while the search is on its way: the earlier search's options stay in view but cannot be
// picked, so a quick Down + Enter never adds a material the typed text no longer names.
test("a material search's earlier options cannot be picked until the search catches up", async ({ page, request }) => {
  const user = await createUser(request);
  const { noteId } = await createNote(apiAs(request, user), { space: "Search lab", project: "Search project", note: "Search note" });
  await signInAs(page, user, `/notes/${noteId}`);
  const search = page.getByTestId("note-material-search");
  await search.click();
  await page.keyboard.type("Acet");
  await expect(page.getByRole("option").first()).toBeEnabled({ timeout: 15_000 });

  // The next search answers only when the test lets it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/materials\?.*q=Aceti/, async (route) => {
    await held;
    await route.continue();
  });
  await page.keyboard.type("ic");
  await expect(page.getByRole("option").first()).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(search).toHaveValue("Acetic");
  release();
  await expect(page.getByRole("option", { name: /Acetic acid/ }).first()).toBeEnabled();
});
