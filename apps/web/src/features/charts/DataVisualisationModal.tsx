import { saveFile } from "../../lib/saveFile";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  Alert,
  AlertTitle,
  Autocomplete,
  Box,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material/styles";
import CloseRounded from "@mui/icons-material/CloseRounded";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import type { Attachment } from "@eln/shared/attachments";
import { chartKinds, CHART_MAX_SERIES, CHART_TITLE_MAX, isPlotSettings, type ChartKind, type ChartSettings } from "@eln/shared/charts";
import { usePublicConfig } from "../../api/usePublicConfig";
import { getDownloadUrl } from "../attachments/attachmentsApi";
// Module by module, not the data index: Papa Parse and the Japanese decoders belong in the worker chunk.
import { buildChartOption } from "./chartData/buildChartOption";
import { CsvParseError, type CsvParseErrorCode } from "./chartData/CsvParseError";
import { csvParseErrorMessages } from "./chartData/csvParseErrorMessages";
import { parseInWorker } from "./chartData/parseInWorker";
import { resolveChartSettings } from "./chartData/resolveChartSettings";
import type { ParsedTable } from "./chartData/parseCsv";
import { ChartCanvas, type ChartCanvasHandle } from "./ChartCanvas";
import { DataTable } from "./DataTable";
import { formatNumber } from "../../lib/formatNumber";
import { menuItems } from "../../components/menuItems";

type Load =
  | { step: "download" }
  | { step: "parse"; percent: number }
  | { step: "error"; code: CsvParseErrorCode | "download" }
  | { step: "ready"; table: ParsedTable };

export interface DataVisualisationModalProps {
  attachment: Attachment;
  canSaveSettings: boolean;
  onSaveSettings(settings: ChartSettings): void;
  onClose(): void;
}

/**
 * "Visualise" for a CSV attachment: the file is parsed in a Web Worker (progress shown, the page
 * never freezes), then shown as a virtualised table or an ECharts plot. The chosen settings are
 * remembered on the attachment. Timings land in data-parse-ms / data-draw-ms for the benchmark.
 */
export function DataVisualisationModal({ attachment, canSaveSettings, onSaveSettings, onClose }: DataVisualisationModalProps) {
  const { t, i18n } = useTranslation("charts");
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const [load, setLoad] = useState<Load>({ step: "download" });
  const [settings, setSettings] = useState<ChartSettings | null>(null);
  const [timing, setTiming] = useState<{ start: number; parsed?: number; drawn?: number }>({ start: performance.now() });
  const chart = useRef<ChartCanvasHandle>(null);

  useEffect(() => {
    const controller = new AbortController();
    const start = performance.now();
    setTiming({ start });
    // Every step catches its own errors and shows them; nothing is left to reject.
    void (async () => {
      let bytes: ArrayBuffer;
      try {
        const { url } = await getDownloadUrl(attachment.id);
        const res = await fetch(url, { signal: controller.signal });
        if (!res.ok) throw new Error(String(res.status));
        bytes = await res.arrayBuffer();
      } catch (err) {
        if ((err as Error).name !== "AbortError") setLoad({ step: "error", code: "download" });
        return;
      }
      setLoad({ step: "parse", percent: 0 });
      try {
        const { table } = await parseInWorker(bytes, {
          transfer: true,
          signal: controller.signal,
          onProgress: (percent) => setLoad({ step: "parse", percent }),
        });
        setTiming((tm) => ({ ...tm, parsed: performance.now() }));
        setSettings(resolveChartSettings(table, attachment.chartSettings));
        setLoad({ step: "ready", table });
      } catch (err) {
        if ((err as Error).name === "AbortError") return;
        setLoad({ step: "error", code: err instanceof CsvParseError ? err.code : "unexpected" });
      }
    })();
    return () => controller.abort();
    // The file is read once per opening; later changes to the row (saved settings) must not reload it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attachment.id]);

  // Remember the settings on the attachment, a moment after the last change; a change still
  // waiting when the dialog closes is saved then, not dropped.
  const firstSettings = useRef(true);
  const pendingSave = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!settings || !canSaveSettings) return;
    if (firstSettings.current) {
      firstSettings.current = false;
      return;
    }
    const save = () => {
      pendingSave.current = null;
      onSaveSettings(settings);
    };
    pendingSave.current = save;
    const timer = setTimeout(save, 600);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings, canSaveSettings]);
  useEffect(() => () => pendingSave.current?.(), []);

  const table = load.step === "ready" ? load.table : null;
  const option = useMemo(() => {
    if (!table || !settings || !isPlotSettings(settings) || settings.yColumns.length === 0) return null;
    return buildChartOption(table, settings, { rowNumber: t("rowNumber"), boxplot: t("boxplot"), outliers: t("outliers") });
  }, [table, settings, t]);
  // What a screen reader says for the chart, in the reader's language (ECharts' own text is English only).
  const description = useMemo(() => {
    if (!option || !table || !settings) return "";
    const series = ((option.series ?? []) as { name?: string }[]).map((x) => x.name).filter(Boolean);
    const rows = formatNumber(table.rowCount, i18n.language);
    return t("ariaDescription", { count: table.rowCount, name: attachment.name, kind: t(`kinds.${settings.kind}`), rows, series: series.join(", ") });
  }, [option, table, settings, attachment.name, t, i18n.language]);

  const savePng = () => {
    const url = chart.current?.toPng();
    if (!url) return;
    const a = document.createElement("a");
    a.href = url;
    a.download = `${attachment.name.replace(/\.[^.]+$/, "")}-${settings?.kind ?? "chart"}.png`;
    a.click();
  };
  const saveSvg = () => {
    const svg = chart.current?.toSvg();
    if (!svg) return;
    saveFile(new Blob([svg], { type: "image/svg+xml" }), `${attachment.name.replace(/\.[^.]+$/, "")}-${settings?.kind ?? "chart"}.svg`);
  };

  const parseMs = timing.parsed ? Math.round(timing.parsed - timing.start) : undefined;
  const drawMs = timing.drawn ? Math.round(timing.drawn - timing.start) : undefined;

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="lg" aria-labelledby="visualise-title">
      <DialogTitle id="visualise-title" sx={{ pr: 6 }}>
        {t("title", { name: attachment.name })}
        <IconButton aria-label={t("common:actions.close")} onClick={onClose} sx={{ position: "absolute", right: 8, top: 8 }}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent
        data-testid="visualise-modal"
        data-state={load.step}
        data-parse-ms={parseMs}
        data-draw-ms={drawMs}
        sx={{ minHeight: 320 }}
      >
        {load.step === "download" || load.step === "parse" ? (
          <Box sx={{ py: 6 }} aria-live="polite">
            <Typography sx={{ mb: 1 }}>{load.step === "download" ? t("loadingFile") : t("parsing", { percent: load.percent })}</Typography>
            <LinearProgress
              variant={load.step === "download" ? "indeterminate" : "determinate"}
              value={load.step === "parse" ? load.percent : undefined}
              aria-label={t("loadingFile")}
            />
          </Box>
        ) : load.step === "error" ? (
          <ParseErrorMessage code={load.code} lang={i18n.language} />
        ) : settings ? (
          <Stack spacing={2}>
            <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
              <Typography variant="body2" color="text.secondary">
                {t("size", {
                  rows: t("rowCount", { count: load.table.rowCount, rows: formatNumber(load.table.rowCount, i18n.language) }),
                  columns: t("columnCount", { count: load.table.columns.length }),
                })}
              </Typography>
              {load.table.errorCount > 0 ? (
                <Typography variant="body2" color="warning.main">
                  {t("skipped", { count: load.table.errorCount })}
                </Typography>
              ) : null}
            </Stack>
            <Tabs
              value={settings.kind}
              onChange={(_, kind: ChartKind) => setSettings({ ...settings, kind })}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t("title", { name: attachment.name })}
            >
              {chartKinds.map((kind) => (
                <Tab
                  key={kind}
                  value={kind}
                  label={
                    kind === "boxplot" ? (
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
                        <span>{t(`kinds.${kind}`)}</span>
                        <Chip size="small" label={t("beta")} color="secondary" variant="outlined" />
                      </Stack>
                    ) : (
                      t(`kinds.${kind}`)
                    )
                  }
                />
              ))}
            </Tabs>
            {settings.kind === "table" ? (
              <DataTable table={load.table} label={t("tableLabel", { name: attachment.name })} />
            ) : (
              <PlotControls
                table={load.table}
                settings={settings}
                onChange={setSettings}
                onSavePng={savePng}
                onSaveSvg={saveSvg}
                canSavePng={!!option}
              />
            )}
            {settings.kind !== "table" && option ? (
              <ChartCanvas ref={chart} option={option} description={description} onRendered={() => setTiming((tm) => (tm.drawn ? tm : { ...tm, drawn: performance.now() }))} />
            ) : null}
            {settings.kind !== "table" && !option ? (
              <Alert severity="info">{load.table.columns.some((c) => c.type === "number") ? t("pickY") : t("noNumeric")}</Alert>
            ) : null}
          </Stack>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PlotControls({
  table,
  settings,
  onChange,
  onSavePng,
  onSaveSvg,
  canSavePng,
}: {
  table: ParsedTable;
  settings: ChartSettings;
  onChange(s: ChartSettings): void;
  onSavePng(): void;
  onSaveSvg(): void;
  canSavePng: boolean;
}) {
  const { t } = useTranslation("charts");
  const numeric = table.columns.filter((c) => c.type === "number").map((c) => c.name);
  return (
    <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", md: "1fr 2fr" } }}>
      {settings.kind !== "boxplot" ? (
        <TextField
          select
          size="small"
          label={t("xColumn")}
          value={settings.xColumn ?? ""}
          onChange={(e) => onChange({ ...settings, xColumn: e.target.value || null })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t("rowNumber")}</MenuItem>
          {menuItems(table.columns.map((c) => c.name))}
        </TextField>
      ) : (
        <TextField
          select
          size="small"
          label={t("groupBy")}
          value={table.columns.some((c) => c.name === settings.xColumn && c.type === "text") ? settings.xColumn : ""}
          onChange={(e) => onChange({ ...settings, xColumn: e.target.value || null })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { "data-testid": "boxplot-group" } }}
        >
          <MenuItem value="">{t("groupNone")}</MenuItem>
          {menuItems(table.columns.filter((c) => c.type === "text").map((c) => c.name))}
        </TextField>
      )}
      <Autocomplete
        multiple
        size="small"
        options={numeric}
        value={settings.yColumns}
        onChange={(_, yColumns) => onChange({ ...settings, yColumns: yColumns.slice(0, CHART_MAX_SERIES) })}
        renderInput={(params) => <TextField {...params} label={t("yColumns")} />}
      />
      {settings.kind !== "boxplot" && settings.yColumns.length > 1 && (
        <Autocomplete
          multiple
          size="small"
          options={settings.yColumns}
          value={(settings.y2Columns ?? []).filter((c) => settings.yColumns.includes(c))}
          onChange={(_, y2Columns) => onChange({ ...settings, y2Columns })}
          renderInput={(params) => <TextField {...params} label={t("y2Columns")} />}
          sx={{ gridColumn: { md: "1 / -1" } }}
        />
      )}
      <TextField
        size="small"
        label={t("xTitle")}
        value={settings.xTitle ?? ""}
        onChange={(e) => onChange({ ...settings, xTitle: e.target.value || undefined })}
        slotProps={{ htmlInput: { maxLength: CHART_TITLE_MAX } }}
      />
      {/* On a phone the title takes the whole row and the save buttons wrap below it. */}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: "wrap" }}>
        <TextField
          size="small"
          sx={{ flex: { xs: "1 1 100%", sm: 1 } }}
          label={t("yTitle")}
          value={settings.yTitle ?? ""}
          onChange={(e) => onChange({ ...settings, yTitle: e.target.value || undefined })}
          slotProps={{ htmlInput: { maxLength: CHART_TITLE_MAX } }}
        />
        <Button variant="outlined" startIcon={<ImageOutlined />} onClick={onSavePng} disabled={!canSavePng} sx={{ whiteSpace: "nowrap" }}>
          {t("savePng")}
        </Button>
        <Button variant="outlined" startIcon={<ImageOutlined />} onClick={onSaveSvg} disabled={!canSavePng} sx={{ whiteSpace: "nowrap" }}>
          {t("saveSvg")}
        </Button>
      </Stack>
    </Box>
  );
}

/** The spec's CSV parse error: what went wrong and a request for feedback — never a blank modal. */
function ParseErrorMessage({ code, lang }: { code: CsvParseErrorCode | "download"; lang: string }) {
  const { t } = useTranslation("charts");
  const config = usePublicConfig();
  const messages = csvParseErrorMessages[lang === "ja" ? "ja" : "en"];
  if (code === "download") return <Alert severity="error">{t("downloadFailed")}</Alert>;
  return (
    <Alert
      severity="error"
      data-testid="csv-parse-error"
      action={
        <Button color="inherit" size="small" sx={{ whiteSpace: "nowrap" }} href={config.data?.feedbackUrl ?? "mailto:feedback@eln.local"} target="_blank" rel="noopener noreferrer">
          {t("sendFeedback")}
        </Button>
      }
    >
      <AlertTitle>{messages.title}</AlertTitle>
      <Typography variant="body2">{messages.codes[code]}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {messages.feedback}
      </Typography>
    </Alert>
  );
}
