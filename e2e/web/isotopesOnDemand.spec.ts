import { apiAs, createUser, expect, signInAs, test } from "../support/fixtures";

// Issue #21 item 5: mf-parser (≈285 KiB) is not part of a note's or the register's JavaScript;
// the browser loads it on the first isotope typed and then weighs the formula exactly.
test("isotope masses load on the first isotope typed, not with the screen", async ({ page, request }) => {
  const user = await createUser(request);
  const space = await (await apiAs(request, user).post("/api/spaces", { name: "Isotope lab", description: "" })).json();
  const mfParserLoaded: string[] = [];
  page.on("response", async (res) => {
    if (res.request().resourceType() !== "script") return;
    const body = await res.text().catch(() => "");
    if (body.includes("getIsotopeRatio")) mfParserLoaded.push(res.url());
  });
  await signInAs(page, user, `/spaces/${space.id}/materials`);
  await page.getByTestId("material-register").click();
  await page.getByRole("dialog").getByTestId("material-formula").fill("C6H6");
  await expect(page.getByRole("dialog").getByTestId("material-molarMass")).toHaveValue("78.114");
  await page.waitForLoadState("networkidle");
  expect(mfParserLoaded).toEqual([]);

  await page.getByRole("dialog").getByTestId("material-formula").fill("[13C]H4");
  // 13.00335 + 4 × 1.008, once the isotope table is there (a mass number, 17.032, before)
  await expect(page.getByRole("dialog").getByTestId("material-molarMass")).toHaveValue("17.035");
  await expect.poll(() => mfParserLoaded.length).toBe(1);
});
