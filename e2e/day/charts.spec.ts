import { readFileSync } from "node:fs";
import { expect, test, chooseOption } from "../support/fixtures";
import { inkedShare, visualiseCsv } from "../attachments/attachmentsSupport";

test.describe.configure({ timeout: 120_000 });

/** Rows out of x order on purpose: the line must still be drawn left to right. */
function csv() {
  const lines = ["time,temperature,pressure,cell"];
  for (let i = 0; i < 60; i++) {
    const t = (i * 37) % 60;
    lines.push(`${t},${(20 + Math.sin(t / 8) * 5).toFixed(2)},${(1000 + t).toFixed(1)},${["HeLa", "HEK293", "CHO"][i % 3]}`);
  }
  return Buffer.from(lines.join("\n") + "\n");
}

test("second y axis, box plot grouped by a category column, download as SVG (en) and the controls in Japanese", async ({ page, request }) => {
  await visualiseCsv(page, request, "culture.csv", csv());
  await page.getByRole("tab", { name: /^Line/ }).click();
  await chooseOption(page.getByLabel("On the right Y axis"), "pressure");
  await page.locator("#visualise-title").click();
  await expect.poll(() => inkedShare(page)).toBeGreaterThan(0.01);
  const svgDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save as SVG" }).click();
  const svgFile = await svgDownload;
  expect(svgFile.suggestedFilename()).toBe("culture-line.svg");
  const svg = readFileSync((await svgFile.path())!, "utf8");
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg).toContain("pressure");
  await page.screenshot({ path: "/tmp/day-charts-1280.png" });

  await page.getByRole("tab", { name: /^Box plot/ }).click();
  // The box plot grouped by cell is remembered on the attachment (the Japanese part reopens it).
  const remembered = page.waitForResponse((r) => r.url().endsWith("/chart-settings") && r.request().method() === "PUT" && (r.request().postData() ?? "").includes('"cell"'));
  await chooseOption(page.getByLabel("Group by"), "cell");
  await expect.poll(() => inkedShare(page)).toBeGreaterThan(0.01);
  const boxDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save as SVG" }).click();
  const boxSvg = readFileSync((await (await boxDownload).path())!, "utf8");
  for (const cell of ["HeLa", "HEK293", "CHO"]) expect(boxSvg).toContain(cell);
  const png = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save as PNG" }).click();
  expect((await png).suggestedFilename()).toBe("culture-boxplot.png");

  await page.getByRole("button", { name: "Close" }).click();
  expect((await remembered).status()).toBe(200);
  await page.evaluate(() => localStorage.setItem("eln.util.lang", JSON.stringify("ja")));
  await page.reload();
  await page.getByTestId("attachments-section").getByRole("button", { name: "可視化" }).click({ timeout: 30_000 });
  await expect(page.getByTestId("visualise-modal")).toHaveAttribute("data-state", "ready", { timeout: 30_000 });
  await expect(page.getByLabel("グループ化する列")).toBeVisible();
  await expect(page.getByRole("button", { name: "SVGで保存" })).toBeVisible();
});
