import { apiAs, createNote, createUser, expect, phoneViewport, signInAs, test, chooseOption } from "../support/fixtures";

// A line whose unit cannot be converted for want of a property (g → mL with no density) says why in
// words under its quantity, on a laptop and on a phone; the reason was only a hover tooltip on the dash,
// which a keyboard, a touch screen and a screen reader never reached.
test("a missing density is said as text, not only on hover", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { space, noteId } = await createNote(as, { space: "Weighing lab", project: "Oils", note: "Oil sample" });
  const oil = (await (await as.post(`/api/spaces/${space.id}/materials`, { name: "試料油", nameEn: "Sample oil", formula: "C18H34O2", physicalState: "liquid" })).json()).material;
  expect((await as.post(`/api/notes/${noteId}/materials`, { materialId: oil.id, quantity: 5, unit: "g" })).status()).toBe(201);

  await signInAs(page, user, `/notes/${noteId}`);
  const line = page.getByTestId("note-materials-section").getByTestId("note-material-line").filter({ hasText: "Sample oil" });
  // In grams only the volume needs the density.
  await expect(line.getByTestId("note-material-mass")).toHaveText("5 g");
  await expect(line.getByTestId("note-material-volume")).toHaveText("—");
  await expect(line.getByTestId("note-material-missing-property")).toHaveText("Enter the density to convert this amount.");
  // A solid has no volume to ask a density for: no hint under every weighed solid.
  const salt = (await (await as.post(`/api/spaces/${space.id}/materials`, { name: "塩化ナトリウム", nameEn: "Sodium chloride", formula: "NaCl", physicalState: "solid" })).json()).material;
  expect((await as.post(`/api/notes/${noteId}/materials`, { materialId: salt.id, quantity: 2, unit: "g" })).status()).toBe(201);
  const saltLine = page.getByTestId("note-materials-section").getByTestId("note-material-line").filter({ hasText: "Sodium chloride" });
  await expect(saltLine.getByTestId("note-material-volume")).toHaveText("—");
  await expect(saltLine.getByTestId("note-material-missing-property")).toHaveCount(0);
  await chooseOption(line.getByTestId("note-material-line-unit"), "mL");
  await expect(line.getByTestId("note-material-volume")).toHaveText("5 mL");
  await expect(line.getByTestId("note-material-mass")).toHaveText("—");
  await expect(line.getByTestId("note-material-amount")).toHaveText("—");
  // Once, for both the mass and the amount, as text in the line (read in the table's reading order).
  const hint = line.getByTestId("note-material-missing-property");
  await expect(hint).toHaveCount(1);
  await expect(hint).toBeVisible();
  await expect(hint).toHaveText("Enter the density to convert this amount.");
  await expect(line.getByRole("cell").filter({ hasText: "Enter the density to convert this amount." })).toHaveCount(1);
  await page.screenshot({ path: "/tmp/inv-missing-density-1280.png" });

  // A phone: the line is a card, the reason still in words.
  await page.setViewportSize(phoneViewport);
  await expect(page.getByTestId("note-materials-section").getByTestId("note-material-missing-property")).toBeVisible();
  await page.getByTestId("note-materials-section").getByTestId("note-material-missing-property").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/inv-missing-density-390.png" });
});
