// Charts budget (docs/design.md §5): a 10 MB CSV of about 200,000 rows parsed and drawn in the
// browser in under 2 s, the page never frozen. Measured in Debian's Chromium on the note page:
// from pressing "Visualise" to the chart's "finished" event (download, worker parse, draw).
import { chromium, type Page } from "playwright-core";
import { signUp, type BenchServer } from "./lib";
import { createBenchNote, tusUpload } from "./attachmentsBenchLib";
import { chromiumArgs, chromiumPath } from "../e2e/support/chromium";

const MAX_BYTES = 10 * 1024 * 1024;

/** About 200,000 rows of instrument-like data, just under 10 MiB. */
export function generateCsv(rows = 200_000): Buffer {
  const lines = ["time_s,temperature_c,pressure_kpa,absorbance,flow_ml_min"];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `${(i * 0.01).toFixed(3)},${(25 + Math.sin(i / 500) * 4 + ((i * 7919) % 100) / 500).toFixed(6)},${(101.3 + Math.cos(i / 800)).toFixed(7)},${(0.5 + Math.sin(i / 50) * 0.3).toFixed(9)},${(2 + ((i * 104729) % 1000) / 1000).toFixed(6)}`,
    );
  }
  const csv = Buffer.from(lines.join("\n") + "\n");
  if (csv.length > MAX_BYTES) throw new Error(`generated CSV is ${csv.length} bytes, over the 10 MiB attachment limit`);
  return csv;
}

export interface ChartFigures {
  /** Pressing Visualise → table parsed (download + worker parse). */
  parseMs: number;
  /** Pressing Visualise → line chart of 4 series × 200,000 points drawn. */
  drawMs: number;
  /** Longest main-thread task meanwhile (the page "never frozen"). */
  longestTaskMs: number;
  rows: number;
  bytes: number;
}

/**
 * Given the app's base URL and a signed-in page (token in local storage, as the app keeps it),
 * attaches a generated 10 MB CSV to a new note, opens "Visualise" and returns parse+draw ms.
 */
export async function measureChartsParseDraw(baseUrl: string, page: Page): Promise<ChartFigures> {
  await page.goto(`${baseUrl}/spaces`);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("eln.auth.token") ?? "null") as string | null);
  if (!token) throw new Error("the page is not signed in");
  const noteId = await createBenchNote(baseUrl, token);
  const csv = generateCsv();
  await tusUpload(baseUrl, token, noteId, "bench-200k.csv", "text/csv", csv);

  await page.goto(`${baseUrl}/notes/${noteId}`);
  await page.evaluate(() => {
    const w = window as unknown as { __longest: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
    }).observe({ type: "longtask", buffered: false });
  });
  await page.getByTestId("attachments-section").getByRole("button", { name: /Visualise|可視化/ }).click();
  const modal = page.getByTestId("visualise-modal");
  await modal.and(page.locator("[data-draw-ms]")).waitFor({ timeout: 60_000 });
  const parseMs = Number(await modal.getAttribute("data-parse-ms"));
  const drawMs = Number(await modal.getAttribute("data-draw-ms"));
  const longestTaskMs = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
  const rows = Number((await modal.textContent())?.match(/([\d,]+) rows/)?.[1].replace(/,/g, "") ?? 0);
  return { parseMs, drawMs, longestTaskMs, rows, bytes: csv.length };
}

export default async function benchCharts(server: BenchServer) {
  const { token, user } = await signUp(server.url);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(
      ([t, id]) => {
        localStorage.setItem("eln.auth.token", JSON.stringify(t));
        localStorage.setItem("eln.auth.userId", JSON.stringify(id));
        localStorage.setItem("eln.util.lang", JSON.stringify("en"));
      },
      [token, user.id] as const,
    );
    const page = await context.newPage();
    const f = await measureChartsParseDraw(server.url, page);
    console.log(`\n## charts (${(f.bytes / 1024 / 1024).toFixed(1)} MiB CSV, ${f.rows.toLocaleString("en")} rows, 4 series, Chromium)`);
    console.log("| step | ms | budget |");
    console.log("|---|---:|---:|");
    console.log(`| download + parse in worker | ${f.parseMs} | |`);
    console.log(`| … + line chart drawn (parse+draw) | ${f.drawMs} | 2000 |`);
    console.log(`| longest main-thread task | ${Math.round(f.longestTaskMs)} | |`);
  } finally {
    await browser.close();
  }
}
