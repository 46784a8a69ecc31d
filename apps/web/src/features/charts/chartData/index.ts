// Data side of the "Visualise" modal: bytes → text → typed table (in a worker) → ECharts option.
export { boxplotStats, type BoxplotStats } from "./boxplotStats";
export { buildChartOption, CHART_LARGE_THRESHOLD, type ChartLabels } from "./buildChartOption";
export {
  chartKinds,
  chartSettingsSchema,
  CHART_MAX_SERIES,
  CHART_TITLE_MAX,
  isPlotSettings,
  plotKinds,
  type ChartKind,
  type ChartSettings,
  type PlotKind,
  type PlotSettings,
} from "./chartSettingsSchema";
export { CSV_MAX_BYTES, CSV_MAX_ROWS } from "./csvLimits";
export { CsvParseError, csvParseErrorCodes, isCsvParseErrorCode, type CsvParseErrorCode } from "./CsvParseError";
export { csvParseErrorMessages } from "./csvParseErrorMessages";
export { decodeCsvBytes, type CsvEncoding, type DecodedCsv } from "./decodeCsvBytes";
export {
  parseCsv,
  type CsvColumn,
  type CsvColumnType,
  type CsvColumnValues,
  type CsvDelimiter,
  type CsvRowIssue,
  type ParseCsvOptions,
  type ParsedTable,
} from "./parseCsv";
export { parseInWorker, type ParsedCsv, type ParseInWorkerOptions } from "./parseInWorker";
export { defaultChartSettings, resolveChartSettings } from "./resolveChartSettings";
