import { test, expect, createUser, signInAs, apiAs, createNote } from "../support/fixtures";

test("a locked note does not offer to send its risk report", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { space, note } = await createNote(as, { space: "Risk lab", project: "Solvents", note: "Recrystallisation" });
  const created = await as.post(`/api/spaces/${space.id}/materials`, { name: "アセトン", nameEn: "Acetone", casNumber: "67-64-1", riskType: "flammable", physicalState: "liquid", boilingPointC: 56, density: 0.791, hazardStatements: ["H225"] });
  expect(created.ok(), await created.text()).toBeTruthy();
  const acetone = await created.json();
  const line = await as.post(`/api/notes/${note.id}/materials`, { materialId: (acetone.material ?? acetone).id, quantity: 50, unit: "mL" });
  expect(line.ok(), await line.text()).toBeTruthy();

  await signInAs(page, user, `/notes/${note.id}`);
  const send = page.getByRole("button", { name: "Send report" });
  await expect(send).toBeVisible();
  const lock = await as.post(`/api/notes/${note.id}/lock`);
  expect(lock.ok(), await lock.text()).toBeTruthy();
  await page.reload();
  // The report status shows once the panel has the reports answer, which says whether Send is offered.
  await expect(page.getByTestId("risk-report-status")).toBeVisible();
  await expect(send).toHaveCount(0);
});
