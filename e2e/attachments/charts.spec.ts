import { createUser, expect, signInAs, test, watchForTestId } from "../support/fixtures";

test.describe.configure({ timeout: 120_000 });
import { attachSmallFile, createNote, inkedShare, visualiseCsv } from "./attachmentsSupport";

function sampleCsv(rows = 400) {
  const lines = ["time,temperature,pressure,label"];
  for (let i = 0; i < rows; i++) lines.push(`${i * 0.5},${(20 + Math.sin(i / 20) * 5).toFixed(3)},${(101 + Math.cos(i / 15)).toFixed(3)},s${i % 4}`);
  return Buffer.from(lines.join("\n") + "\n");
}

test("a CSV opens as a table and each chart type draws with its series named", async ({ page, request }) => {
  const modal = await visualiseCsv(page, request, "run.csv", sampleCsv());
  const section = page.getByTestId("attachments-section");
  await expect(modal).toContainText("400 rows · 4 columns");

  // Default view is a line of the numeric columns against the first one; start from the table.
  await page.getByRole("tab", { name: "Data table" }).click();
  const table = page.getByRole("table", { name: "Data of run.csv" });
  await expect(table.getByRole("columnheader", { name: "temperature" })).toBeVisible();
  await expect(table.getByRole("row").nth(1)).toContainText("0");
  // virtualised: far fewer rows in the DOM than in the file
  expect(await table.getByRole("row").count()).toBeLessThan(100);

  for (const [tab, series] of [
    ["Line", ["temperature", "pressure"]],
    ["Bar", ["temperature", "pressure"]],
    ["Scatter", ["temperature", "pressure"]],
    ["Box plot", ["Box plot", "Outliers"]],
  ] as const) {
    await page.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
    const canvas = page.getByTestId("chart-canvas");
    await expect(canvas.locator("canvas")).toBeVisible();
    for (const name of series) await expect(canvas).toHaveAttribute("aria-label", new RegExp(name));
    if (tab === "Line") await expect(canvas).toHaveAttribute("aria-label", "Chart of run.csv: Line, 400 rows. Series: temperature, pressure.");
    await expect.poll(() => inkedShare(page), { message: `${tab} draws` }).toBeGreaterThan(0.01);
  }
  await expect(page.getByRole("tab", { name: /Box plot/ })).toContainText("Beta");

  // Settings are remembered for the file: scatter with an axis title, then reopen.
  await page.getByRole("tab", { name: "Scatter" }).click();
  await page.getByLabel("X axis title").fill("Time (s)");
  const saved = page.waitForResponse((r) => r.url().includes("/chart-settings") && r.request().method() === "PUT");
  await saved;
  const png = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save as PNG" }).click();
  expect((await png).suggestedFilename()).toBe("run-scatter.png");
  await page.getByRole("button", { name: "Close" }).click();
  await section.getByRole("button", { name: "Visualise" }).click();
  await expect(page.getByRole("tab", { name: "Scatter" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("X axis title")).toHaveValue("Time (s)");
});

test("a broken CSV shows the parse error with a request for feedback", async ({ page, request }) => {
  const user = await createUser(request);
  const noteId = await createNote(request, user);
  const junk = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 256));
  await attachSmallFile(request, user, noteId, "broken.csv", "text/csv", junk);
  await signInAs(page, user, `/notes/${noteId}`, "ja");
  await page.getByTestId("attachments-section").getByRole("button", { name: "可視化" }).click({ timeout: 30_000 });
  const error = page.getByTestId("csv-parse-error");
  await expect(error).toContainText("このCSVファイルを読み込めませんでした");
  await expect(error).toContainText("フィードバック");
  await expect(error.getByRole("link", { name: "フィードバックを送る" })).toBeVisible();
});

test("the charts' code is loaded once a note listing a CSV is idle, and Visualise opens without waiting for it", async ({ page, request }) => {
  const user = await createUser(request);
  const noteId = await createNote(request, user);
  await attachSmallFile(request, user, noteId, "run.csv", "text/csv", sampleCsv(20));
  const chartsSpinnerShown = await watchForTestId(page, "charts-code-loading");
  const chartsCode = page.waitForResponse(/\/assets\/DataVisualisationModal-[^/]*\.js$/, { timeout: 15_000 });
  await signInAs(page, user, `/notes/${noteId}`);
  await chartsCode;
  await page.getByTestId("attachments-section").getByRole("button", { name: "Visualise" }).click();
  await expect(page.getByTestId("visualise-modal")).toHaveAttribute("data-state", "ready");
  expect(await chartsSpinnerShown()).toBe(false);
});

test("a chart is described to screen readers in the reader's language", async ({ page, request }) => {
  const user = await createUser(request);
  const noteId = await createNote(request, user);
  await attachSmallFile(request, user, noteId, "run.csv", "text/csv", sampleCsv(20));
  await signInAs(page, user, `/notes/${noteId}`, "ja");
  await page.getByTestId("attachments-section").getByRole("button", { name: "可視化" }).click({ timeout: 30_000 });
  await page.getByRole("tab", { name: "折れ線" }).click();
  await expect(page.getByTestId("chart-canvas")).toHaveAttribute("aria-label", "run.csv のグラフ：折れ線、20 行。系列：temperature, pressure。");
});
