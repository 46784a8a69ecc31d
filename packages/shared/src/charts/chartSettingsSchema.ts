import { z } from "zod";

// The chart settings remembered per attachment (stored on the attachment row by the server,
// read by the "Visualise" modal), so both sides validate the same shape.
export const chartKinds = ["table", "line", "bar", "scatter", "boxplot"] as const;
export const plotKinds = ["line", "bar", "scatter", "boxplot"] as const;
export const CHART_MAX_SERIES = 20;
export const CHART_TITLE_MAX = 200;
const COLUMN_NAME_MAX = 500;

export const chartSettingsSchema = z.object({
  /** 'table' is the modal's data-table view; the others are ECharts plots. */
  kind: z.enum(chartKinds),
  /** null plots against the row number. */
  xColumn: z.string().max(COLUMN_NAME_MAX).nullable(),
  yColumns: z.array(z.string().max(COLUMN_NAME_MAX)).max(CHART_MAX_SERIES),
  /** Those of yColumns drawn against a second y axis on the right (line, scatter, bar). */
  y2Columns: z.array(z.string().max(COLUMN_NAME_MAX)).max(CHART_MAX_SERIES).optional(),
  xTitle: z.string().max(CHART_TITLE_MAX).optional(),
  yTitle: z.string().max(CHART_TITLE_MAX).optional(),
});

export type ChartSettings = z.infer<typeof chartSettingsSchema>;
export type ChartKind = ChartSettings["kind"];
export type PlotKind = (typeof plotKinds)[number];
export type PlotSettings = ChartSettings & { kind: PlotKind };

export function isPlotSettings(settings: ChartSettings): settings is PlotSettings {
  return settings.kind !== "table";
}
