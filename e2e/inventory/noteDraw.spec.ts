import { apiAs, createNote, createUser, expect, signInAs, test, chooseOption } from "../support/fixtures";
import { uniqueCode } from "./inventorySetup";

// A note's material line draws from a bottle: the stock goes down, asking for more than is left
// is refused under the field with nothing changed, and the bottle's history links the note.
test("a note line draws from a container and its history names the note", async ({ page, request }) => {
  const user = await createUser(request, { fullName: "佐藤 一郎" });
  const code = uniqueCode("TOL");
  const as = apiAs(request, user);
  const { space, noteId } = await createNote(as, { space: "Synthesis lab", project: "Esters", note: "Toluene wash" });
  const mat = (await (await as.post(`/api/spaces/${space.id}/materials`, { name: "トルエン", nameEn: "Toluene", density: 0.867, riskType: "flammable", hazardStatements: ["H225", "H304"] })).json()).material;
  const place = async (name: string, kind: string, parentId?: string) => (await (await as.post(`/api/spaces/${space.id}/inventory/locations`, { name, kind, parentId })).json()).location;
  const room = await place("Room 101", "room", (await place("Chemistry Building A", "building")).id);
  const cabinet = await place("Solvent cabinet 3", "cabinet", room.id);
  const bottle = (await (await as.post(`/api/spaces/${space.id}/inventory/containers`, { materialId: mat.id, amount: 500, unit: "mL", locationId: cabinet.id, code })).json()).container;
  expect((await as.post(`/api/notes/${noteId}/materials`, { materialId: mat.id, quantity: 10, unit: "mL" })).status()).toBe(201);

  await signInAs(page, user, `/notes/${noteId}`);
  const line = page.getByTestId("note-materials-section").getByTestId("note-material-line");
  await chooseOption(line.getByTestId("note-line-container-select"), new RegExp(`${code} · Chemistry Building A › Room 101 › Solvent cabinet 3 · 500 mL left`));
  await expect(line.getByTestId("note-line-container")).toHaveText("Took 10 mL · 490 mL left");
  // On a laptop the chosen bottle does not widen the table past the section: risk and remove stay in view.
  const table = page.getByTestId("note-materials-section").locator(".MuiTableContainer-root");
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expect(line.getByRole("button", { name: /^Remove/ })).toBeInViewport({ ratio: 1 });

  // 600 mL is more than the bottle holds: said under the field, which keeps the 600 it is about; the stock stays.
  const quantity = line.getByTestId("note-material-line-quantity");
  await quantity.fill("600");
  await quantity.press("Enter");
  await expect(line.getByTestId("note-material-line-error")).toHaveText("The container does not hold that much.");
  await expect(quantity).toHaveValue("600");
  await expect(quantity).toHaveAttribute("aria-invalid", "true");
  await expect(quantity).toHaveAccessibleDescription("The container does not hold that much.");
  await page.screenshot({ path: "/tmp/inv-note-draw.png" });
  // Escape goes back to the saved 10 mL, and the message about 600 goes with it (it stayed under 10).
  await quantity.press("Escape");
  await expect(quantity).toHaveValue("10");
  await expect(line.getByTestId("note-material-line-error")).toHaveCount(0);
  await expect(quantity).not.toHaveAttribute("aria-invalid", "true");
  // Refused again, then edited: the message goes as soon as the value changes; leaving a refused value reverts it.
  await quantity.fill("600");
  await quantity.press("Enter");
  await expect(line.getByTestId("note-material-line-error")).toBeVisible();
  await quantity.press("Backspace");
  await expect(line.getByTestId("note-material-line-error")).toHaveCount(0);
  await quantity.fill("600");
  await quantity.press("Enter");
  await expect(line.getByTestId("note-material-line-error")).toBeVisible();
  await quantity.blur();
  await expect(quantity).toHaveValue("10");
  await expect(line.getByTestId("note-material-line-error")).toHaveCount(0);
  await expect(line.getByTestId("note-line-container")).toHaveText("Took 10 mL · 490 mL left");
  // 20 mL moves the difference.
  await line.getByTestId("note-material-line-quantity").fill("20");
  await line.getByTestId("note-material-line-quantity").press("Enter");
  await expect(line.getByTestId("note-line-container")).toHaveText("Took 20 mL · 480 mL left");

  await page.goto(`/inventory/containers/${bottle.id}`);
  await expect(page.getByTestId("container-fact-amount")).toHaveText("480 mL");
  const history = page.getByTestId("container-history");
  await expect(history.getByRole("listitem").first()).toContainText("Corrected by -10 mL for Toluene wash");
  await expect(history.getByRole("listitem").nth(1)).toContainText("Used 10 mL in Toluene wash");
  await expect(history.getByRole("listitem").nth(1)).toContainText("佐藤 一郎");
  // Each strength value is named (toluene's density read as its purity under one label).
  await expect(page.getByTestId("container-fact-strength")).toContainText("Density (g/mL): 0.867");
  // In Japanese the note comes first, as the sentence needs (it read "で 10 mL を使用 Toluene wash").
  await page.getByTestId("language-switch").click();
  await page.getByRole("menuitem", { name: "日本語" }).click();
  await expect(history.getByRole("listitem").nth(1)).toContainText("Toluene wash で 10 mL を使用");
  await expect(history.getByRole("listitem").first()).toContainText("Toluene wash の修正で -10 mL");
  await expect(page.getByTestId("container-fact-strength")).toContainText("密度（g/mL）: 0.867");
  await history.getByRole("link", { name: "Toluene wash" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/notes/${noteId}`));
});
