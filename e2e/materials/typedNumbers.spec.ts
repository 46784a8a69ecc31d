import { apiAs, createNote, createUser, expect, signInAs, test, chooseOption } from "../support/fixtures";

// Quantities as English and Japanese researchers type them: "1,000" groups thousands (it was read as
// a decimal comma, so 1,000 mg went on the note as 1 mg), and a Japanese input method's full-width
// digits are digits (２５００ was refused as not a number).
test("a quantity typed with a thousands separator is that many", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { noteId } = await createNote(as, { space: "Weighing lab", project: "Salts", note: "Brine" });
  await signInAs(page, user, `/notes/${noteId}`);
  const section = page.getByTestId("note-materials-section");
  await section.getByTestId("note-material-search").fill("NaCl");
  await page.getByRole("option", { name: /Sodium chloride/ }).first().click();
  await section.getByTestId("note-material-quantity").fill("1,000");
  await chooseOption(section.getByTestId("note-material-unit"), "mg");
  await section.getByTestId("note-material-add").click();
  const line = section.getByTestId("note-material-line");
  await expect(line.getByTestId("note-material-line-quantity")).toHaveValue("1000");
  await expect(line.getByTestId("note-material-mass")).toHaveText("1 g");
  expect((await (await as.get(`/api/notes/${noteId}/materials`)).json()).lines).toMatchObject([{ quantity: 1000, unit: "mg" }]);
});

test("a quantity typed in full-width digits is read", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { noteId } = await createNote(as, { space: "秤量室", project: "塩", note: "食塩水" });
  await signInAs(page, user, `/notes/${noteId}`, "ja");
  const section = page.getByTestId("note-materials-section");
  await section.getByTestId("note-material-search").fill("NaCl");
  await page.getByRole("option").first().click();
  await section.getByTestId("note-material-quantity").fill("２，５００");
  await chooseOption(section.getByTestId("note-material-unit"), "mg");
  await section.getByTestId("note-material-add").click();
  const line = section.getByTestId("note-material-line");
  await expect(line.getByTestId("note-material-line-quantity")).toHaveValue("2500");
  // Editing the line in full-width too.
  await line.getByTestId("note-material-line-quantity").fill("３００");
  await line.getByTestId("note-material-line-quantity").press("Enter");
  await expect(line.getByTestId("note-material-line-quantity")).toHaveValue("300");
  await expect(line.getByTestId("note-material-mass")).toHaveText("300 mg");
  expect((await (await as.get(`/api/notes/${noteId}/materials`)).json()).lines).toMatchObject([{ quantity: 300, unit: "mg" }]);
});
