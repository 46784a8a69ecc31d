import * as echarts from "echarts";
import type { EChartsOption } from "echarts";
import { describe, expect, it } from "vitest";
import { boxplotStats } from "./boxplotStats";
import { buildChartOption, CHART_LARGE_THRESHOLD, sortPairsByX } from "./buildChartOption";
import type { PlotSettings } from "./chartSettingsSchema";
import { parseCsv } from "./parseCsv";

// Loose views of the option: EChartsOption is a wide union, tests read plain fields.
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const seriesOf = (option: EChartsOption) => option.series as Loose[];
const axis = (option: EChartsOption, key: "xAxis" | "yAxis") => option[key] as Loose;

const small = parseCsv("t,温度,pressure,sample\n1,20,100,a\n2,,101,b\n3,22,102,c\n");

function bigTable(rows: number) {
  const lines = ["t,y1,y2"];
  for (let i = 0; i < rows; i++) lines.push(`${i},${Math.sin(i / 100).toFixed(3)},${(i % 50) / 10}`);
  return parseCsv(lines.join("\n"));
}

function render(option: EChartsOption): string {
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width: 800, height: 400 });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

describe("buildChartOption", () => {
  it("draws one named series per y column with a legend", () => {
    const option = buildChartOption(small, { kind: "line", xColumn: "t", yColumns: ["温度", "pressure"] });
    expect(seriesOf(option).map((s) => [s.name, s.type])).toEqual([
      ["温度", "line"],
      ["pressure", "line"],
    ]);
    expect((option.legend as Loose).data).toEqual(["温度", "pressure"]);
    expect(axis(option, "xAxis")).toMatchObject({ type: "value", name: "t" });
    // Flat x,y pairs; the empty cell stays a gap (NaN), not a zero.
    expect(Array.from(seriesOf(option)[0].data as Float64Array)).toEqual([1, 20, 2, NaN, 3, 22]);
    expect(seriesOf(option)[0].dimensions).toEqual(["x", "y"]);
    expect(option.animation).toBe(true);
    expect(seriesOf(option)[0].sampling).toBeUndefined();
  });

  it("uses axis titles when given, the column name otherwise", () => {
    const titled = buildChartOption(small, {
      kind: "scatter",
      xColumn: "t",
      yColumns: ["温度"],
      xTitle: "時間 (s)",
      yTitle: "温度 (°C)",
    });
    expect(axis(titled, "xAxis").name).toBe("時間 (s)");
    expect(axis(titled, "yAxis").name).toBe("温度 (°C)");
    const untitled = buildChartOption(small, { kind: "scatter", xColumn: "t", yColumns: ["温度"] });
    expect(axis(untitled, "yAxis").name).toBe("温度");
    expect((untitled.tooltip as Loose).trigger).toBe("item");
  });

  it("switches to large-data modes for big tables", () => {
    const table = bigTable(CHART_LARGE_THRESHOLD);
    const line = buildChartOption(table, { kind: "line", xColumn: "t", yColumns: ["y1", "y2"] });
    expect(line.animation).toBe(false);
    expect(seriesOf(line)[0]).toMatchObject({ type: "line", sampling: "lttb", showSymbol: false });
    expect((line.dataZoom as Loose[]).map((z) => z.type)).toEqual(["inside", "slider"]);
    const scatter = buildChartOption(table, { kind: "scatter", xColumn: "t", yColumns: ["y1"] });
    expect(seriesOf(scatter)[0]).toMatchObject({ type: "scatter", large: true, progressive: 20_000 });
    const bar = buildChartOption(table, { kind: "bar", xColumn: "t", yColumns: ["y2"] });
    expect(seriesOf(bar)[0]).toMatchObject({ type: "bar", large: true });
    const few = buildChartOption(small, { kind: "scatter", xColumn: "t", yColumns: ["温度"] });
    expect(seriesOf(few)[0].large).toBe(false);
  });

  it("picks the x axis from the column type", () => {
    const dated = parseCsv("when,v\n2024-01-05 10:00,1\n2024-01-05 11:00,2\n");
    const time = buildChartOption(dated, { kind: "line", xColumn: "when", yColumns: ["v"] });
    expect(axis(time, "xAxis").type).toBe("time");
    expect(Array.from(seriesOf(time)[0].data as Float64Array)).toEqual([
      new Date(2024, 0, 5, 10).getTime(),
      1,
      new Date(2024, 0, 5, 11).getTime(),
      2,
    ]);
    const text = buildChartOption(small, { kind: "line", xColumn: "sample", yColumns: ["pressure"] });
    expect(axis(text, "xAxis")).toMatchObject({ type: "category", data: ["a", "b", "c"] });
    expect(seriesOf(text)[0].data).toEqual([100, 101, 102]);
    const bar = buildChartOption(small, { kind: "bar", xColumn: "t", yColumns: ["温度"] });
    expect(axis(bar, "xAxis")).toMatchObject({ type: "category", data: ["1", "2", "3"] });
    expect(axis(bar, "yAxis").scale).toBe(false);
    // Bars are labelled with their x value as the file wrote it, as the table shows it.
    const doses = parseCsv("dose,response\n0.50,1\n0.3,2\n1.000,3\n");
    expect(axis(buildChartOption(doses, { kind: "bar", xColumn: "dose", yColumns: ["response"] }), "xAxis").data).toEqual(["0.50", "0.3", "1.000"]);
    const byRow = buildChartOption(small, { kind: "line", xColumn: null, yColumns: ["pressure"] });
    expect(axis(byRow, "xAxis").name).toBe("Row");
    expect(Array.from(seriesOf(byRow)[0].data as Float64Array)).toEqual([1, 100, 2, 101, 3, 102]);
  });

  it("leaves out rows without an x value and y columns that are not numeric", () => {
    const table = parseCsv("x,y,label\n1,10,a\n,20,b\n3,30,c\n");
    const option = buildChartOption(table, { kind: "scatter", xColumn: "x", yColumns: ["y", "label", "missing"] });
    expect(seriesOf(option).map((s) => s.name)).toEqual(["y"]);
    expect(Array.from(seriesOf(option)[0].data as Float64Array)).toEqual([1, 10, 3, 30]);
  });

  it("summarises each y column as a box with its outliers", () => {
    const table = parseCsv(`a,b\n${[1, 2, 3, 4, 5, 6, 7, 8, 9, 100].map((v, i) => `${v},${i}`).join("\n")}\n`);
    const option = buildChartOption(table, { kind: "boxplot", xColumn: null, yColumns: ["a", "b"] }, {
      boxplot: "箱ひげ図",
      outliers: "外れ値",
    });
    expect(axis(option, "xAxis")).toMatchObject({ type: "category", data: ["a", "b"] });
    const [box, outliers] = seriesOf(option);
    expect(box).toMatchObject({ type: "boxplot", name: "箱ひげ図" });
    const b = boxplotStats(table.data[1] as Float64Array)!;
    expect(box.data).toEqual([
      [1, 3.25, 5.5, 7.75, 9],
      [b.lowerWhisker, b.q1, b.median, b.q3, b.upperWhisker],
    ]);
    expect(outliers).toMatchObject({ type: "scatter", name: "外れ値" });
    expect(Array.from(outliers.data as Float64Array)).toEqual([0, 100]);
    expect((option.legend as Loose).data).toEqual(["箱ひげ図", "外れ値"]);
  });

  it("produces options ECharts renders, for every kind", () => {
    for (const kind of ["line", "bar", "scatter", "boxplot"] as const) {
      const settings: PlotSettings = { kind, xColumn: "t", yColumns: ["温度", "pressure"] };
      const svg = render(buildChartOption(small, settings));
      expect(svg).toContain("<path");
      if (kind !== "boxplot") expect(svg).toContain("pressure");
    }
  });

  it("builds and renders a 200,000-point line chart quickly", () => {
    const table = bigTable(200_000);
    const started = performance.now();
    const option = buildChartOption(table, { kind: "line", xColumn: "t", yColumns: ["y1", "y2"] });
    const built = performance.now();
    const svg = render(option);
    const drawn = performance.now();
    console.log(
      `200,000 rows × 2 series: option ${(built - started).toFixed(0)} ms, SVG render ${(drawn - built).toFixed(0)} ms`,
    );
    expect(svg).toContain("y2");
    expect((seriesOf(option)[0].data as Float64Array).length).toBe(400_000);
    expect(drawn - started).toBeLessThan(5000);
  });
});

describe("line order, grouped box plots and a second y axis", () => {
  const table = (columns: { name: string; type: "number" | "text" }[], data: (Float64Array | string[])[], rowCount: number) =>
    ({ columns, data, rowCount }) as unknown as Parameters<typeof buildChartOption>[0];

  it("sorts a line's points by x", () => {
    const t = table([{ name: "t", type: "number" }, { name: "v", type: "number" }], [Float64Array.from([3, 1, 2]), Float64Array.from([30, 10, 20])], 3);
    const option = buildChartOption(t, { kind: "line", xColumn: "t", yColumns: ["v"] });
    expect(Array.from((option.series as { data: Float64Array }[])[0].data)).toEqual([1, 10, 2, 20, 3, 30]);
    expect(Array.from(sortPairsByX(Float64Array.from([2, 0, 1, 0, 2, 1])))).toEqual([1, 0, 2, 0, 2, 1]);
  });

  it("groups a box plot by a text column", () => {
    const t = table([{ name: "cell", type: "text" }, { name: "od", type: "number" }], [["A", "B", "A", "B"], Float64Array.from([1, 5, 3, 7])], 4);
    const option = buildChartOption(t, { kind: "boxplot", xColumn: "cell", yColumns: ["od"] });
    expect((option.xAxis as { data: string[] }).data).toEqual(["A", "B"]);
    expect((option.series as { data: number[][] }[])[0].data[0][2]).toBe(2);
  });

  it("puts chosen columns on a right-hand y axis", () => {
    const t = table(
      [{ name: "t", type: "number" }, { name: "temp", type: "number" }, { name: "pressure", type: "number" }],
      [Float64Array.from([1, 2]), Float64Array.from([20, 25]), Float64Array.from([1000, 1010])],
      2,
    );
    const option = buildChartOption(t, { kind: "line", xColumn: "t", yColumns: ["temp", "pressure"], y2Columns: ["pressure"] });
    expect(option.yAxis).toHaveLength(2);
    expect((option.series as { yAxisIndex?: number }[]).map((x) => x.yAxisIndex ?? 0)).toEqual([0, 1]);
  });
});
