import { createUser, expect, apiAs, signInAs, test } from "../support/fixtures";
import { findProductRow, premadeCatalogs } from "../support/shop";

// In Japanese the shop names the maker in Japanese, as it does the product and the supplier
// (it showed "Aozora Pure Chemicals" next to アセトン（試薬特級）); English keeps the English name.
test("a product's maker is named in the reader's language", async ({ page, request }) => {
  const user = await createUser(request);
  const catalog = (await premadeCatalogs(apiAs(request, user))).find((c) => c.title === "General reagents and solvents")!;
  await signInAs(page, user, `/buy/catalogs/${catalog.id}`, "ja");
  const row = await findProductRow(page, "AZC-001-01", "商品名・メーカー・カタログ番号で検索");
  await expect(row).toContainText("青空純薬");
  await expect(row).not.toContainText("Aozora Pure Chemicals");
  await page.screenshot({ path: "/tmp/qafix-maker-ja.png" });
  // The Japanese maker name finds its products too.
  await page.getByLabel("商品名・メーカー・カタログ番号で検索").fill("青空純薬");
  await expect(page.getByTestId("product-row").filter({ hasText: "AZC-001-01" })).toBeVisible();

  await page.evaluate(() => localStorage.setItem("eln.util.lang", JSON.stringify("en")));
  await page.reload();
  const enRow = await findProductRow(page, "AZC-001-01");
  await expect(enRow).toContainText("Aozora Pure Chemicals");
});
