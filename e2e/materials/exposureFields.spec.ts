import { apiAs, createUser, expect, signInAs, test, chooseOption } from "../support/fixtures";

// A subliming solid registered in Japanese with its vapour pressure and the limit's source:
// the register shows its GHS pictograms and signal word, and the saved entry keeps the flags.
test("register a subliming solid with vapour pressure and limit source (ja)", async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await createUser(request);
  const as = apiAs(request, user);
  const space = await (await as.post("/api/spaces", { name: "有機合成室", description: "" })).json();

  await signInAs(page, user, `/spaces/${space.id}/materials`, "ja");
  await page.getByTestId("material-register").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("material-name").fill("ナフタレン（精製品）");
  await dialog.getByTestId("material-nameEn").fill("Naphthalene, purified");
  await dialog.getByTestId("material-formula").fill("C10H8");
  await chooseOption(dialog.getByRole("combobox", { name: "状態" }), "固体");
  await dialog.getByTestId("material-sublimes").check();
  await dialog.getByTestId("material-boilingPointC").fill("218");
  await dialog.getByTestId("material-vapourPressurePa").fill("11");
  await dialog.getByTestId("material-hazardStatements").fill("H228, H302, H351, H410");
  await dialog.getByTestId("material-oelPpm").fill("10");
  await dialog.getByTestId("material-oelSource").fill("JSOH");
  await expect(dialog.getByText("0.5 Pa 未満の液体は揮発性「極低」として扱います")).toBeVisible();
  await dialog.screenshot({ path: test.info().outputPath("material-dialog-ja.png") });
  await dialog.getByTestId("material-save").click();
  await expect(dialog).toBeHidden();

  await page.getByRole("textbox", { name: "名前・略称・CAS番号・化学式で検索" }).fill("ナフタレン（精製品）");
  const row = page.getByTestId("material-row").first();
  await expect(row.getByTestId("ghs-label")).toContainText("警告"); // H228 cat. 2, H302, H351, H410: all "Warning"
  await expect(row.locator('[data-pictogram="GHS02"]')).toBeVisible(); // flame: H228
  await expect(row.locator('[data-pictogram="GHS08"]')).toBeVisible(); // health hazard: H351
  await expect(row.locator('[data-pictogram="GHS09"]')).toBeVisible(); // environment: H410
  await row.screenshot({ path: test.info().outputPath("register-row-ja.png") });

  const list = await (await as.get(`/api/spaces/${space.id}/materials?scope=own`)).json();
  expect(list.items[0]).toMatchObject({ sublimes: true, vapourPressurePa: 11, oelPpm: 10, oelSource: "JSOH", boilingPointC: 218 });
});
