import { inventoryEndpoints } from "@eln/shared/inventory";
import { call } from "../../api/call";
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TableCell, TableRow, Typography } from "@mui/material";
import UploadIcon from "@mui/icons-material/UploadFile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { containerCsvColumns, ContainerCsvLimits, type ContainerCsvRowError } from "@eln/shared/inventory";
import { ApiError } from "../../api/ApiError";
import { useErrorMessage } from "../../api/useErrorMessage";
import { FileProcessing, ImportRowsTable, useFilePicker } from "../../components/FileImport";
import { useMessageKey } from "../../components/form/useMessageKey";
import { inventoryKeys } from "./inventoryApi";

type State =
  | { step: "choose" }
  | { step: "processing"; fileName: string }
  | { step: "done"; imported: number }
  | { step: "rows"; rows: ContainerCsvRowError[]; total: number }
  | { step: "failed"; message: string };

/** Import containers from a CSV file; a refused file lists every problem by row and column (nothing is imported). */
export function ContainerCsvImportDialog(props: { spaceId: string; onClose(): void }) {
  const { t } = useTranslation("inventory");
  const errorMessage = useErrorMessage();
  const msg = useMessageKey();
  const qc = useQueryClient();
  const [state, setState] = useState<State>({ step: "choose" });

  const upload = async (file: File) => {
    setState({ step: "processing", fileName: file.name });
    const form = new FormData();
    form.append("file", file, file.name);
    try {
      const res = await call(inventoryEndpoints.importContainers, { params: { spaceId: props.spaceId }, body: form });
      setState({ step: "done", imported: res.imported });
      void qc.invalidateQueries({ queryKey: inventoryKeys.all });
    } catch (err) {
      const d = err instanceof ApiError ? (err.details as { rows?: ContainerCsvRowError[]; total?: number } | undefined) : undefined;
      if (d?.rows) setState({ step: "rows", rows: d.rows, total: d.total ?? d.rows.length });
      else setState({ step: "failed", message: errorMessage(err) });
    }
  };
  const picker = useFilePicker({ accept: ".csv,text/csv", testId: "csv-file", onFile: (file) => void upload(file) });
  const close = () => state.step !== "processing" && props.onClose();

  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" data-testid="csv-import-dialog">
      <DialogTitle>{t("csv.importTitle")}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t("csv.help", { max: ContainerCsvLimits.maxRows })}
        </Typography>
        <Box component="ul" sx={{ m: 0, mb: 1, pl: 3, typography: "body2" }} data-testid="csv-columns">
          {containerCsvColumns.map((c) => (
            <li key={c}>
              <code>{c}</code> — {t(`csv.columns.${c}`)}
            </li>
          ))}
        </Box>
        <Box component="pre" sx={{ bgcolor: "grey.100", p: 1, borderRadius: 1, fontSize: 13, m: 0, mb: 2, overflowX: "auto" }}>
          {`${containerCsvColumns.join(",")}\n,108-88-3,Building A › Room 101 › Shelf 3,500,mL,LOT-1,2026-01-10,,2027-01-10,hanako@example.com,in_use`}
        </Box>
        {picker.input}
        {state.step === "processing" && <FileProcessing text={t("csv.processing", { file: state.fileName })} testId="csv-processing" />}
        {state.step === "done" && (
          <Alert severity="success" data-testid="csv-imported">
            {t("csv.imported", { count: state.imported })}
          </Alert>
        )}
        {state.step === "failed" && (
          <Alert severity="error" data-testid="csv-error">
            {state.message}
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
      <DialogActions>
        <Button onClick={close} disabled={state.step === "processing"}>
          {t("csv.close")}
        </Button>
        <Button variant="contained" startIcon={<UploadIcon />} onClick={picker.open} disabled={state.step === "processing"} data-testid="csv-choose">
          {t("csv.choose")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
