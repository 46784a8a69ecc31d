import type { EChartsOption, SeriesOption } from "echarts";
import { boxplotStats } from "./boxplotStats";
import type { PlotSettings } from "./chartSettingsSchema";
import type { CsvColumnType, CsvColumnValues, ParsedTable } from "./parseCsv";

/** From this many rows on, series switch to ECharts' large-data modes and animation is off. */
export const CHART_LARGE_THRESHOLD = 5000;
/** Points a scatter/bar series draws per frame in progressive mode, so the page stays responsive. */
const PROGRESSIVE_CHUNK = 20_000;

/** Words the chart shows that are not column names; pass translated ones. */
export interface ChartLabels {
  rowNumber: string;
  boxplot: string;
  outliers: string;
}

const englishLabels: ChartLabels = { rowNumber: "Row", boxplot: "Box plot", outliers: "Outliers" };

/**
 * The ECharts option for a plot of the table: one series per y column, named after it, with a
 * legend. Numeric and date/time x columns are passed as flat Float64Array pairs (no per-point
 * objects), so 200,000 rows stay cheap; large tables use LTTB sampling (line) or large mode with
 * progressive rendering (scatter, bar), and every cartesian plot can be zoomed.
 */
export function buildChartOption(
  table: ParsedTable,
  settings: PlotSettings,
  labels: Partial<ChartLabels> = {},
): EChartsOption {
  const words = { ...englishLabels, ...labels };
  const index = new Map(table.columns.map((c, i) => [c.name, i]));
  const ys = settings.yColumns
    .map((name) => index.get(name))
    .filter((i): i is number => i !== undefined && table.columns[i].type === "number")
    .map((i) => ({ name: table.columns[i].name, values: table.data[i] as Float64Array }));
  const large = table.rowCount >= CHART_LARGE_THRESHOLD;

  const base: EChartsOption = {
    animation: !large,
    // Opaque, so a chart saved as PNG (getDataURL) is not transparent.
    backgroundColor: "#ffffff",
    grid: { left: 72, right: 32, top: 56, bottom: 88 },
    yAxis: {
      type: "value",
      name: settings.yTitle ?? (ys.length === 1 ? ys[0].name : undefined),
      nameLocation: "middle",
      nameRotate: 90,
      nameGap: 52,
      // Measurements rarely start at zero; bars must.
      scale: settings.kind !== "bar",
    },
  };

  if (settings.kind === "boxplot") {
    // A text x column groups one y column into a box per category.
    const groupIndex = settings.xColumn === null ? undefined : index.get(settings.xColumn);
    const group = groupIndex !== undefined && table.columns[groupIndex].type === "text" ? (table.data[groupIndex] as string[]) : null;
    if (group && ys.length) return { ...base, ...groupedBoxplotParts(ys[0], group, table.rowCount, settings, words, large) };
    return { ...base, ...boxplotParts(ys, settings, words, large) };
  }
  const right = new Set(settings.y2Columns ?? []);
  const twoAxes = ys.some((y) => right.has(y.name)) && ys.some((y) => !right.has(y.name));

  const xIndex = settings.xColumn === null ? undefined : index.get(settings.xColumn);
  const xType: CsvColumnType | "row" = xIndex === undefined ? "row" : table.columns[xIndex].type;
  const xValues = xIndex === undefined ? undefined : table.data[xIndex];
  const category = settings.kind === "bar" || xType === "text";
  const xName = settings.xTitle ?? (xIndex === undefined ? words.rowNumber : table.columns[xIndex].name);

  const series: SeriesOption[] = ys.map(({ name, values }) => {
    const xy = category ? null : pairs(xValues, values, table.rowCount);
    // A line joins points in x order, whatever the order of the rows.
    const data = category ? Array.from(values) : settings.kind === "line" ? sortPairsByX(xy!) : xy!;
    // ECharts reads a Float64Array as flat [x, y] rows given `dimensions`; its typings only list arrays.
    const common = {
      name,
      data: data as unknown as number[],
      ...(category ? {} : { dimensions: ["x", "y"] }),
      ...(twoAxes && right.has(name) ? { yAxisIndex: 1 } : {}),
    };
    if (settings.kind === "line") {
      return {
        ...common,
        type: "line",
        showSymbol: !large,
        symbolSize: 4,
        ...(large ? { sampling: "lttb" as const, lineStyle: { width: 1 } } : {}),
      };
    }
    if (settings.kind === "bar") {
      return {
        ...common,
        type: "bar",
        large,
        largeThreshold: CHART_LARGE_THRESHOLD,
        ...(large ? { progressive: PROGRESSIVE_CHUNK, progressiveThreshold: CHART_LARGE_THRESHOLD } : {}),
      };
    }
    return {
      ...common,
      type: "scatter",
      symbolSize: large ? 3 : 6,
      large,
      largeThreshold: CHART_LARGE_THRESHOLD,
      ...(large ? { progressive: PROGRESSIVE_CHUNK, progressiveThreshold: CHART_LARGE_THRESHOLD } : {}),
    };
  });

  const yAxis = twoAxes
    ? [
        { ...(base.yAxis as object), name: settings.yTitle ?? ys.filter((y) => !right.has(y.name)).map((y) => y.name).join(", ") },
        { type: "value" as const, scale: settings.kind !== "bar", name: ys.filter((y) => right.has(y.name)).map((y) => y.name).join(", "), nameLocation: "middle" as const, nameRotate: -90, nameGap: 52, position: "right" as const },
      ]
    : base.yAxis;
  return {
    ...base,
    ...(twoAxes ? { grid: { left: 72, right: 72, top: 56, bottom: 88 } } : {}),
    yAxis,
    legend: { type: "scroll", top: 8, data: ys.map((y) => y.name) },
    tooltip: { trigger: settings.kind === "scatter" ? "item" : "axis" },
    xAxis: category
      ? { type: "category", name: xName, nameLocation: "middle", nameGap: 32, data: categoryLabels(xType, xValues, table.rowCount, xIndex === undefined ? null : table.decimals[xIndex]) }
      : {
          type: xType === "datetime" ? "time" : "value",
          name: xName,
          nameLocation: "middle",
          nameGap: 32,
          scale: true,
        },
    dataZoom: [
      { type: "inside", xAxisIndex: 0 },
      { type: "slider", xAxisIndex: 0, bottom: 12 },
    ],
    series,
  };
}

/** The same flat [x, y] pairs in ascending x (stable for equal x). */
export function sortPairsByX(xy: Float64Array): Float64Array {
  const n = xy.length / 2;
  const order = Array.from({ length: n }, (_, i) => i);
  let sorted = true;
  for (let i = 1; i < n && sorted; i++) if (xy[2 * i] < xy[2 * i - 2]) sorted = false;
  if (sorted) return xy;
  order.sort((a, b) => xy[2 * a] - xy[2 * b] || a - b);
  const out = new Float64Array(xy.length);
  order.forEach((from, to) => {
    out[2 * to] = xy[2 * from];
    out[2 * to + 1] = xy[2 * from + 1];
  });
  return out;
}

/** x,y pairs flattened into one Float64Array; rows without an x value cannot be placed. */
function pairs(xValues: CsvColumnValues | undefined, yValues: Float64Array, rowCount: number): Float64Array {
  const x = xValues instanceof Float64Array ? xValues : null;
  const out = new Float64Array(rowCount * 2);
  let n = 0;
  for (let i = 0; i < rowCount; i++) {
    const xv = x ? x[i] : i + 1;
    if (Number.isNaN(xv)) continue;
    out[n++] = xv;
    out[n++] = yValues[i];
  }
  return n === out.length ? out : out.slice(0, n);
}

/** A bar's label is its x value as the file wrote it (0.50 stays 0.50, as in the table), never float noise. */
function categoryLabels(type: CsvColumnType | "row", values: CsvColumnValues | undefined, rowCount: number, decimals: Uint8Array | null = null): string[] {
  const labels = new Array<string>(rowCount);
  for (let i = 0; i < rowCount; i++) {
    if (type === "row" || !values) labels[i] = String(i + 1);
    else if (values instanceof Float64Array) {
      const v = values[i];
      labels[i] = Number.isNaN(v) ? "" : type === "datetime" ? formatLocalDateTime(v) : decimals?.[i] ? v.toFixed(decimals[i]) : String(Number(v.toPrecision(15)));
    } else labels[i] = values[i] ?? "";
  }
  return labels;
}

function formatLocalDateTime(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  if (d.getHours() === 0 && d.getMinutes() === 0 && d.getSeconds() === 0) return date;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * One box per list of values (whiskers, quartiles, median), in order; a list without numbers keeps its place
 * on the axis, empty. The outliers are flat [box index, value] pairs, as the scatter series reads them.
 */
function boxesAndOutliers(lists: Float64Array[]) {
  const boxes: number[][] = [];
  const outliers: number[] = [];
  lists.forEach((values, i) => {
    const stats = boxplotStats(values);
    if (!stats) return void boxes.push([]);
    boxes.push([stats.lowerWhisker, stats.q1, stats.median, stats.q3, stats.upperWhisker]);
    for (const value of stats.outliers) outliers.push(i, value);
  });
  return { boxes, outliers: new Float64Array(outliers) as unknown as number[] };
}

function boxplotParts(
  ys: { name: string; values: Float64Array }[],
  settings: PlotSettings,
  words: ChartLabels,
  large: boolean,
): EChartsOption {
  // One box per y column on a category axis; the x column plays no part (beta).
  const { boxes, outliers } = boxesAndOutliers(ys.map((y) => y.values));
  return {
    legend: { top: 8, data: [words.boxplot, words.outliers] },
    tooltip: { trigger: "item" },
    xAxis: {
      type: "category",
      name: settings.xTitle,
      nameLocation: "middle",
      nameGap: 32,
      data: ys.map((y) => y.name),
    },
    series: [
      { name: words.boxplot, type: "boxplot", data: boxes },
      {
        name: words.outliers,
        type: "scatter",
        dimensions: ["x", "y"],
        data: outliers,
        symbolSize: large ? 3 : 6,
        large,
        largeThreshold: CHART_LARGE_THRESHOLD,
      },
    ],
  };
}

/** One box per value of a category column (in order of first appearance), for one y column. */
function groupedBoxplotParts(
  y: { name: string; values: Float64Array },
  group: string[],
  rowCount: number,
  settings: PlotSettings,
  words: ChartLabels,
  large: boolean,
): EChartsOption {
  const byGroup = new Map<string, number[]>();
  for (let i = 0; i < rowCount; i++) {
    const key = group[i] ?? "";
    if (!key || Number.isNaN(y.values[i])) continue;
    let list = byGroup.get(key);
    if (!list) byGroup.set(key, (list = []));
    list.push(y.values[i]);
  }
  const names = [...byGroup.keys()];
  const { boxes, outliers } = boxesAndOutliers(names.map((name) => Float64Array.from(byGroup.get(name)!)));
  return {
    legend: { top: 8, data: [words.boxplot, words.outliers] },
    tooltip: { trigger: "item" },
    yAxis: { type: "value", name: settings.yTitle ?? y.name, nameLocation: "middle", nameRotate: 90, nameGap: 52, scale: true },
    xAxis: { type: "category", name: settings.xTitle ?? settings.xColumn ?? undefined, nameLocation: "middle", nameGap: 32, data: names },
    series: [
      { name: words.boxplot, type: "boxplot", data: boxes },
      { name: words.outliers, type: "scatter", dimensions: ["x", "y"], data: outliers, symbolSize: large ? 3 : 6 },
    ],
  };
}
