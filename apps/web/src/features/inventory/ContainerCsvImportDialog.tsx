import { inventoryEndpoints } from "@eln/shared/inventory";
import { call } from "../../api/call";
import { Alert, Box, Dialog, DialogContent, DialogTitle, TableCell, TableRow, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { containerCsvColumns, ContainerCsvLimits, type ContainerCsvRowError } from "@eln/shared/inventory";
import { ApiError } from "../../api/ApiError";
import { useMessageText, type Message } from "../../i18n/useMessageState";
import { csvFileFailureOf } from "../../api/csvFileFailureOf";
import { FileImportActions, FileProcessing, FileSample, ImportRowsTable, useFilePicker } from "../../components/FileImport";
import { fileForm } from "../../api/fileForm";
import { useMessageKey } from "../../components/form/useMessageKey";
import { inventoryKeys } from "../../api/queryKeys";
import { formatNumber } from "../../lib/formatNumber";

type State =
  | { step: "choose" }
  | { step: "processing"; fileName: string }
  | { step: "done"; imported: number; updated: number }
  | { step: "rows"; rows: ContainerCsvRowError[]; total: number }
  | { step: "failed"; message: Message };

/** Import containers from a CSV file; a refused file lists every problem by row and column (nothing is imported). */
export function ContainerCsvImportDialog(props: { spaceId: string; onClose(): void }) {
  const { t, i18n } = useTranslation("inventory");
  const text = useMessageText();
  const msg = useMessageKey();
  const qc = useQueryClient();
  const [state, setState] = useState<State>({ step: "choose" });

  const upload = async (file: File) => {
    setState({ step: "processing", fileName: file.name });
    try {
      const res = await call(inventoryEndpoints.importContainers, { params: { spaceId: props.spaceId }, body: fileForm(file) });
      setState({ step: "done", imported: res.imported, updated: res.updated });
      void qc.invalidateQueries({ queryKey: inventoryKeys.all });
    } catch (err) {
      const d = err instanceof ApiError ? (err.details as { rows?: ContainerCsvRowError[]; total?: number } | undefined) : undefined;
      if (d?.rows) setState({ step: "rows", rows: d.rows, total: d.total ?? d.rows.length });
      else setState({ step: "failed", message: csvFileFailureOf(err, "csv_parse_error", "inventory.csv") });
    }
  };
  const picker = useFilePicker({ accept: ".csv,text/csv", testId: "csv-file", onFile: (file) => void upload(file) });
  const close = () => state.step !== "processing" && props.onClose();

  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" data-testid="csv-import-dialog">
      <DialogTitle>{t("csv.importTitle")}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t("csv.help", { max: formatNumber(ContainerCsvLimits.maxRows, i18n.language) })}
        </Typography>
        <Box component="ul" sx={{ m: 0, mb: 1, pl: 3, typography: "body2" }} data-testid="csv-columns">
          {containerCsvColumns.map((c) => (
            <li key={c}>
              <code>{c}</code> — {t(`csv.columns.${c}`)}
            </li>
          ))}
        </Box>
        <FileSample text={`${containerCsvColumns.join(",")}\n,108-88-3,Building A › Room 101 › Shelf 3,500,mL,LOT-1,2026-01-10,,2027-01-10,hanako@example.com,in_use`} />
        {picker.input}
        {state.step === "processing" && <FileProcessing text={t("csv.processing", { file: state.fileName })} testId="csv-processing" />}
        {state.step === "done" && (
          <Alert severity="success" data-testid="csv-imported">
            {t("csv.imported", { count: state.imported })}
            {state.updated > 0 && ` ${t("csv.updated", { count: state.updated })}`}
          </Alert>
        )}
        {state.step === "failed" && (
          <Alert severity="error" data-testid="csv-error">
            {text(state.message)}
          </Alert>
        )}
        {state.step === "rows" && (
          <>
            <Alert severity="error" sx={{ mb: 1 }} data-testid="csv-error">
              {t("csv.rowsFailed", { count: state.total })}
            </Alert>
            <ImportRowsTable testId="csv-row-errors" headers={[t("csv.row"), t("csv.column"), t("csv.problem")]}>
              {state.rows.map((e, i) => (
                <TableRow key={i}>
                  <TableCell>{e.row}</TableCell>
                  <TableCell>
                    <code>{e.column}</code>
                  </TableCell>
                  <TableCell>{msg(e.message)}</TableCell>
                </TableRow>
              ))}
            </ImportRowsTable>
          </>
        )}
      </DialogContent>
      <FileImportActions busy={state.step === "processing"} closeLabel={t("csv.close")} chooseLabel={t("csv.choose")} chooseTestId="csv-choose" onClose={close} onChoose={picker.open} />
    </Dialog>
  );
}
