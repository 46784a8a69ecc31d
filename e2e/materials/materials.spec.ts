import { apiAs, createNote, createUser, expect, signInAs, test, chooseOption } from "../support/fixtures";

// Register a material, put it on a note with 5 mL, see mass and mmol, be refused a
// second time, and see the "not available" message for a unit that cannot convert.
test("register a material and use it on a note", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const space = await (await as.post("/api/spaces", { name: "Organic lab", description: "" })).json();
  const project = await (await as.post("/api/projects", { name: "Esters", description: "", space_id: space.id })).json();
  const noteRes = await as.post(`/api/projects/${project.id}/notes`, { title: "Fischer esterification" });
  expect(noteRes.ok(), await noteRes.text()).toBeTruthy();
  const noteBody = await noteRes.json();
  const noteId: string = noteBody.id ?? noteBody.note?.id;

  await signInAs(page, user, `/spaces/${space.id}/materials`);
  await expect(page.getByRole("heading", { name: "Materials" })).toBeVisible();
  // The system list is there and searchable.
  await page.getByRole("textbox", { name: "Search by name, abbreviation, CAS number or formula" }).fill("64-17-5");
  await expect(page.getByTestId("material-row").first()).toContainText("Ethanol");

  await page.getByTestId("material-register").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("material-name").fill("無水エタノール（ロット品）");
  await dialog.getByTestId("material-nameEn").fill("Dry ethanol lot 7");
  await dialog.getByTestId("material-formula").fill("C2H6O");
  // The formula fills the molar mass from standard atomic weights.
  await expect(dialog.getByTestId("material-molarMass")).toHaveValue("46.069");
  await dialog.getByTestId("material-density").fill("0.789");
  await dialog.getByTestId("material-lotNumber").fill("L-7");
  await dialog.getByTestId("material-save").click();
  await expect(page.getByText("Material registered")).toBeVisible();
  await page.getByRole("textbox", { name: "Search by name, abbreviation, CAS number or formula" }).fill("dry ethanol");
  await expect(page.getByTestId("material-row")).toHaveCount(1);
  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByRole("dialog").getByTestId("material-location").fill("Flammables cabinet B");
  // Enter in a field saves, as in the app's other dialogs.
  await page.getByRole("dialog").getByTestId("material-location").press("Enter");
  await expect(page.getByText("Material updated")).toBeVisible();

  await page.goto(`/notes/${noteId}`);
  const section = page.getByTestId("note-materials-section");
  await expect(section).toBeVisible();
  await expect(section).toContainText("No materials on this note yet");
  const add = async () => {
    await section.getByTestId("note-material-search").fill("dry ethanol");
    await page.getByRole("option", { name: /Dry ethanol lot 7/ }).click();
    await section.getByTestId("note-material-quantity").fill("5");
    await chooseOption(section.getByTestId("note-material-unit"), "mL");
    await section.getByTestId("note-material-add").click();
  };
  await add();
  const line = section.getByTestId("note-material-line");
  await expect(line).toHaveCount(1);
  // 5 mL × 0.789 g/mL = 3.945 g; / 46.069 g/mol = 85.6 mmol.
  await expect(line.getByTestId("note-material-mass")).toHaveText("3.95 g");
  await expect(line.getByTestId("note-material-amount")).toHaveText("85.6 mmol");
  await expect(line.getByTestId("note-material-volume")).toHaveText("5 mL");

  // The same material again is refused with the spec's advice.
  await add();
  await expect(section.getByTestId("note-material-error")).toHaveText("This material is already on the note. Update its quantity instead.");
  await expect(line).toHaveCount(1);

  // Equivalents: it is the limiting reagent of its own line.
  await line.getByRole("radio").click();
  await expect(line.getByTestId("note-material-equivalents")).toHaveText("1.00");

  // A unit that cannot convert.
  await chooseOption(line.getByTestId("note-material-line-unit"), "pcs");
  await expect(line.getByTestId("note-material-not-convertible")).toHaveText("Molar mass conversion is not available for unit pcs.");
  await expect(page.getByText("Material updated")).toBeVisible();

  // What the server holds agrees.
  const lines = (await (await as.get(`/api/notes/${noteId}/materials`)).json()).lines;
  expect(lines).toMatchObject([{ quantity: 5, unit: "pcs", isLimiting: true }]);
});

// Keyboard only: Enter on "Add a material" leaves focus on the new line's quantity, where the
// person was working, not on the page (which scrolled back to the top).
test("adding a material by keyboard moves focus to the new line's quantity, without a jump", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { noteId } = await createNote(as, { space: "Focus materials lab", project: "Focus", note: "Focus materials" });
  // Short enough that the form is below the fold: reaching it by Tab scrolls the page.
  await page.setViewportSize({ width: 1280, height: 600 });
  await signInAs(page, user, `/notes/${noteId}`);
  const section = page.getByTestId("note-materials-section");
  await section.getByTestId("note-material-search").focus();
  await page.keyboard.type("Ethanol");
  await expect(page.getByRole("option", { name: /^Ethanol/ }).first()).toBeEnabled({ timeout: 15_000 });
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(section.getByTestId("note-material-quantity")).toBeFocused();
  await page.keyboard.type("5");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(section.getByTestId("note-material-add")).toBeFocused();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(100);
  await page.keyboard.press("Enter");
  const line = section.getByTestId("note-material-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("note-material-line-quantity")).toBeFocused();
  await expect(line.getByTestId("note-material-line-quantity")).toHaveValue("5");
  await page.waitForTimeout(500);
  const after = await page.evaluate(() => window.scrollY);
  // The line under the form may scroll into view; the page does not go back to its top.
  expect(Math.abs(after - before)).toBeLessThan(300);
  await expect(line.getByTestId("note-material-line-quantity")).toBeInViewport();
  await page.screenshot({ path: "/tmp/route-focus-material-added.png" });
});
