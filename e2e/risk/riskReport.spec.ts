import { test, expect, createUser, signInAs, apiAs, latestMailTo, noteIn } from "../support/fixtures";

// A note with two materials → screening done → assessment levels → report sent by e-mail with
// the PDF → status "sent" → the note is edited → status "changed" after a reload.
test("risk screening, assessment and e-mailed report with sent/changed status", async ({ page, request }) => {
  const user = await createUser(request, { fullName: "Risk Researcher" });
  const as = apiAs(request, user);
  const space = await (await as.post("/api/spaces", { name: "Risk lab", description: "" })).json();
  const spaceId = space.id ?? space.space?.id;
  const project = await (await as.post("/api/projects", { name: "Solvents", description: "", space_id: spaceId })).json();
  const projectId = project.id ?? project.project?.id;
  const note = await noteIn(as, projectId, "Recrystallisation");
  const noteId = note.id ?? note.note?.id;
  const material = async (body: Record<string, unknown>) => {
    const res = await as.post(`/api/spaces/${spaceId}/materials`, body);
    expect(res.ok(), await res.text()).toBeTruthy();
    const m = await res.json();
    return (m.material ?? m).id as string;
  };
  const acetone = await material({ name: "アセトン", nameEn: "Acetone", casNumber: "67-64-1", riskType: "flammable", physicalState: "liquid", boilingPointC: 56, density: 0.791, hazardStatements: ["H225", "H319", "H336"] });
  const toluene = await material({ name: "トルエン", nameEn: "Toluene", casNumber: "108-88-3", riskType: "flammable", physicalState: "liquid", boilingPointC: 111, formula: "C7H8", density: 0.867, purity: { value: 99.5, basis: "wt%" }, hazardStatements: ["H225", "H304", "H315", "H336", "H361d", "H373"] });
  for (const [id, q] of [[acetone, 50], [toluene, 200]] as const) {
    const res = await as.post(`/api/notes/${noteId}/materials`, { materialId: id, quantity: q, unit: "mL" });
    expect(res.ok(), await res.text()).toBeTruthy();
  }

  await signInAs(page, user, `/notes/${noteId}`);
  const chip = page.getByTestId("risk-screening-chip");
  await expect(chip).toContainText("Not Done");

  // Screening: flammables is pre-filled from the materials; answer the rest and save.
  await chip.click();
  const dialog = page.getByRole("dialog", { name: "Pre-experiment risk screening" });
  const flammable = dialog.getByTestId("q-chem_flammable");
  await expect(flammable.getByRole("radio", { name: "Yes" })).toBeChecked();
  await expect(flammable).toContainText("Acetone: H225");
  const groups = dialog.getByRole("radiogroup");
  const n = await groups.count();
  for (let i = 0; i < n; i++) {
    const g = groups.nth(i);
    if ((await g.locator("input:checked").count()) === 0) await g.getByRole("radio", { name: "No" }).check();
  }
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("The screening is done.")).toBeVisible();
  await expect(chip).toHaveText(/Risk screening: Done$/);
  await dialog.getByRole("button", { name: "Close", exact: true }).click();

  // Assessment: both materials have a level; the calculation can be opened.
  const rows = page.locator('[data-testid^="risk-material-"]');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId(`risk-material-${toluene}`).getByTestId("risk-level")).toContainText(/Level (I|II|III|IV)/);
  await page.getByTestId(`risk-material-${toluene}`).click();
  await page.getByRole("button", { name: "Show how this was calculated" }).click();
  await expect(page.getByText(/Hazard level HL4 from H361d/)).toBeVisible();
  await expect(page.getByTestId("risk-report-status")).toHaveText("Report: not sent");

  // Send the report; the e-mail with the PDF arrives.
  await page.getByRole("button", { name: "Send report" }).click();
  const to = `safety-${Date.now()}@example.com`;
  await page.getByTestId("risk-send-to").fill(to);
  await page.getByRole("dialog", { name: "Send the risk assessment report" }).getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Email sent successfully")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("risk-reload-hint")).toBeVisible();
  const mail = (await latestMailTo(request, to)) as unknown as { attachments: { filename: string; contentType: string; size: number }[] };
  expect(mail.attachments[0].contentType).toBe("application/pdf");
  expect(mail.attachments[0].size).toBeGreaterThan(10_000);

  // The status is read again on reload.
  await page.reload();
  await expect(page.getByTestId("risk-report-status")).toHaveText("Report: sent");
  await expect(page.getByTestId("risk-history")).toContainText(to);
  // Its button names the report it fetches, and fetches the very PDF that was mailed.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("risk-history").getByRole("button", { name: new RegExp(`^Risk assessment PDF, sent to ${to.replace(/[.+]/g, "\\$&")} on `) }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^risk-assessment-\d{8}-\d{4}-[0-9a-f]{8}\.pdf$/);
  expect(Buffer.concat(await (await download.createReadStream()).toArray()).length).toBe(mail.attachments[0].size);

  // Editing the note makes the sent report out of date.
  const renamed = await request.patch(`/api/notes/${noteId}`, { headers: { authorization: `Bearer ${user.token}` }, data: { title: "Recrystallisation (scaled up)" } });
  expect(renamed.ok()).toBeTruthy();
  await page.reload();
  await expect(page.getByTestId("risk-report-status")).toHaveText("Report: changed");
});
