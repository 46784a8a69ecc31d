import type { APIRequestContext } from "@playwright/test";
import { test, expect, apiAs, signInAs, noteIn, expectAllSaved, separatePage } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";

// Two people on one note: when the owner changes a material line, the viewer's material list,
// risk assessment panel and screening follow without a reload (collaboration-socket message).
/** The owner's note with toluene in the space's register, and a viewer of it. */
async function liveRiskWorld(request: APIRequestContext) {
  const { owner, space, project, viewer } = await projectWith(request, [{ role: "viewer", fullName: "Vera Viewer" }]);
  const o = apiAs(request, owner);
  const note = await noteIn(o, project.id, "Live risk");
  const res = await o.post(`/api/spaces/${space.id}/materials`, {
    name: "トルエン", nameEn: "Toluene", casNumber: "108-88-3", riskType: "flammable", physicalState: "liquid", boilingPointC: 111,
    formula: "C7H8", density: 0.867, purity: { value: 99.5, basis: "wt%" }, oelPpm: 20, hazardStatements: ["H225", "H304", "H315", "H336", "H361d", "H373"],
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = await res.json();
  return { o, note, viewer: viewer!, toluene: (body.material ?? body).id as string };
}

test("the risk panel and material lines refresh live for another viewer of the note", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { o, note, viewer, toluene } = await liveRiskWorld(request);

  const { context: vCtx, page: vp } = await separatePage(browser);
  await signInAs(vp, viewer, `/notes/${note.id}`);
  // Live means over the note's socket: the viewer is connected and in sync before the owner writes
  // (what is said while it is down is refetched at the next sync).
  await expectAllSaved(vp);
  await expect(vp.getByTestId(`risk-material-${toluene}`)).toHaveCount(0);

  // Owner adds the line: it appears on the viewer's screen with its assessment.
  expect((await o.post(`/api/notes/${note.id}/materials`, { materialId: toluene, quantity: 50, unit: "mL" })).ok()).toBeTruthy();
  const row = vp.getByTestId(`risk-material-${toluene}`);
  await expect(row).toContainText("50 mL", { timeout: 30_000 });
  await expect(vp.getByTestId("note-material-line")).toHaveCount(1);
  await expect(row.getByTestId("risk-level")).toBeVisible();
  await expect(row.getByTestId("ghs-label")).toContainText("Danger");
  await expect(row.getByTestId("risk-skin-eye")).toBeVisible(); // H315: skin/eye mark S
  await expect(row.getByTestId("risk-defaults-hint")).toBeVisible(); // nobody chose the conditions yet
  await row.screenshot({ path: test.info().outputPath("viewer-risk-row.png") });

  // Owner changes the quantity: the viewer's assessment follows.
  expect((await o.put(`/api/notes/${note.id}/materials/${toluene}`, { quantity: 2, unit: "L" })).ok()).toBeTruthy();
  await expect(row).toContainText("2 L", { timeout: 30_000 });

  // Owner removes the line: it leaves the viewer's panel.
  expect((await o.delete(`/api/notes/${note.id}/materials/${toluene}`)).ok()).toBeTruthy();
  await expect(row).toHaveCount(0, { timeout: 30_000 });
  await expect(vp.getByTestId("note-material-line")).toHaveCount(0);
  await vCtx.close();
});

// The race CI met: the viewer's risk panel asked for its first assessment just before the owner
// added a line, and the answer (made before the line) arrived after the news of it. That answer
// must not stand: the panel asks again.
test("a risk panel whose first answer is on its way when a line is added still shows the line", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { o, note, viewer, toluene } = await liveRiskWorld(request);
  const { context: vCtx, page: vp } = await separatePage(browser);
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let asked!: () => void;
  const firstAsked = new Promise<void>((r) => (asked = r));
  let held = false;
  await vp.route("**/api/notes/*/risk-assessment", async (route) => {
    if (held || route.request().method() !== "GET") return route.continue();
    held = true;
    // answered by the server now, before the line exists; delivered only later
    const response = await route.fetch();
    asked();
    await released;
    await route.fulfill({ response }).catch(() => {});
  });
  await signInAs(vp, viewer, `/notes/${note.id}`);
  await firstAsked;
  await expectAllSaved(vp);

  expect((await o.post(`/api/notes/${note.id}/materials`, { materialId: toluene, quantity: 50, unit: "mL" })).ok()).toBeTruthy();
  // the news has arrived: the material lines show the new line
  await expect(vp.getByTestId("note-material-line")).toHaveCount(1, { timeout: 30_000 });
  release();
  await expect(vp.getByTestId(`risk-material-${toluene}`)).toContainText("50 mL", { timeout: 30_000 });
  await vCtx.close();
});
