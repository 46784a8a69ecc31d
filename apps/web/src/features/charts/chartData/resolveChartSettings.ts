import { type ChartSettings, chartSettingsSchema, CHART_MAX_SERIES } from "./chartSettingsSchema";
import type { ParsedTable } from "./parseCsv";

/**
 * First view of a table: a line of every other numeric column against the first numeric or
 * date/time column (the usual instrument layout "time, signal 1, signal 2 ..."), or against the
 * row number when only one column is numeric.
 */
export function defaultChartSettings(table: ParsedTable): ChartSettings {
  const numeric = table.columns.filter((c) => c.type === "number").map((c) => c.name);
  const time = table.columns.find((c) => c.type === "datetime")?.name;
  if (numeric.length === 0) return { kind: "table", xColumn: time ?? null, yColumns: [] };
  let xColumn: string | null = time ?? null;
  if (!xColumn && numeric.length > 1) xColumn = numeric[0];
  const yColumns = numeric.filter((name) => name !== xColumn).slice(0, CHART_MAX_SERIES);
  return { kind: "line", xColumn, yColumns };
}

/**
 * Settings to open the modal with: the remembered ones where they still fit this table (the file
 * may have been replaced since), the defaults otherwise. `remembered` is untrusted stored JSON.
 */
export function resolveChartSettings(table: ParsedTable, remembered: unknown): ChartSettings {
  const parsed = chartSettingsSchema.safeParse(remembered);
  const defaults = defaultChartSettings(table);
  if (!parsed.success) return defaults;
  const settings = parsed.data;
  const byName = new Map(table.columns.map((c) => [c.name, c.type]));
  const xColumn = settings.xColumn !== null && byName.has(settings.xColumn) ? settings.xColumn : null;
  const yColumns = settings.yColumns.filter((name) => byName.get(name) === "number");
  if (settings.kind !== "table" && yColumns.length === 0) return defaults;
  return { ...settings, xColumn, yColumns };
}
