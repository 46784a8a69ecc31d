import { apiAs, createUser, expect, phonePage, signInAs, test } from "../support/fixtures";

// The register on a 390 px phone in Japanese: the hazard pictograms and the signal word 「危険」
// are inside the screen, and so are each row's buttons (the table does not scroll sideways).
test("materials register fits a 390 px phone in Japanese, hazards and buttons included", async ({ browser, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const space = await (await as.post("/api/spaces", { name: "Phone lab", description: "" })).json();
  // Five pictograms (flame, skull, corrosion, health hazard, environment) and 「危険」.
  const res = await as.post(`/api/spaces/${space.id}/materials`, {
    name: "1-エチル-3-(3-ジメチルアミノプロピル)カルボジイミド塩酸塩（自家合成）",
    nameEn: "1-Ethyl-3-(3-dimethylaminopropyl)carbodiimide hydrochloride (in-house)",
    riskType: "flammable",
    hazardStatements: ["H225", "H301", "H314", "H350", "H400"],
  });
  expect(res.ok(), await res.text()).toBeTruthy();

  const { context, page } = await phonePage(browser);
  await signInAs(page, user, `/spaces/${space.id}/materials`, "ja");
  const row = page.getByTestId("material-row").filter({ hasText: "自家合成" });
  await expect(row.getByTestId("ghs-label")).toContainText("危険");
  await expect(row.getByTestId("ghs-label").getByRole("img")).toHaveCount(5);
  const width = page.viewportSize()!.width;
  for (const part of [row.getByTestId("ghs-label"), row.getByText("危険"), row.getByRole("button", { name: "削除" })]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width, await part.innerText().catch(() => "")).toBeLessThanOrEqual(width);
  }
  // No row of the list runs past the edge: the table is no wider than its box.
  const overflow = await page.locator("table").evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
  expect(overflow).toBe(0);
  await page.screenshot({ path: test.info().outputPath("register-390-ja.png"), fullPage: false });
  await context.close();
});
