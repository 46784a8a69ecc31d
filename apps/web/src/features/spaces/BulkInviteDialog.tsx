import { spaceEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { Alert, Button, Collapse, Dialog, DialogContent, DialogTitle, Stack, TableCell, TableRow, Typography } from "@mui/material";
import CheckIcon from "@mui/icons-material/CheckCircle";
import ErrorIcon from "@mui/icons-material/Error";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SpaceLimits, type BulkInviteResult } from "@eln/shared/spaces";
import { useMessageText, type Message } from "../../i18n/useMessageState";
import { bulkInviteFailureOf } from "../../api/csvFileFailureOf";
import { FileImportActions, FileProcessing, FileSample, ImportRowsTable, useFilePicker } from "../../components/FileImport";
import { fileForm } from "../../api/fileForm";
import { EmailAddress } from "../../components/EmailAddress";
import { formatNumber } from "../../lib/formatNumber";

type State = { step: "choose" } | { step: "processing"; fileName: string } | { step: "complete"; result: BulkInviteResult } | { step: "failed"; message: Message };

/** Bulk invite from a CSV file (`email,role`): processing, then complete with counts and a details view. */
export function BulkInviteDialog(props: { open: boolean; spaceId: string; onClose(): void; onDone(): void }) {
  const { t, i18n } = useTranslation("spaces");
  const text = useMessageText();
  const [state, setState] = useState<State>({ step: "choose" });
  const [details, setDetails] = useState(false);

  const upload = async (file: File) => {
    setDetails(false);
    setState({ step: "processing", fileName: file.name });
    try {
      const result = await call(spaceEndpoints.inviteBulk, { params: { spaceId: props.spaceId }, body: fileForm(file) });
      setState({ step: "complete", result });
      props.onDone();
    } catch (err) {
      setState({ step: "failed", message: bulkInviteFailureOf(err) });
    }
  };
  const picker = useFilePicker({ accept: ".csv,text/csv", testId: "bulk-file", onFile: (file) => void upload(file) });
  const close = () => {
    if (state.step === "processing") return;
    setState({ step: "choose" });
    props.onClose();
  };

  return (
    <Dialog open={props.open} onClose={close} fullWidth maxWidth="sm" data-testid="bulk-invite-dialog">
      <DialogTitle>{t("bulk.title")}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("bulk.help", { max: formatNumber(SpaceLimits.bulkInviteMaxRows, i18n.language) })}
        </Typography>
        <FileSample text={"email,role\nhanako@example.com,member\ntaro@example.com,owner"} />
        {picker.input}
        {state.step === "processing" && <FileProcessing text={t("bulk.processing", { file: state.fileName })} testId="bulk-processing" />}
        {state.step === "failed" && (
          <Alert severity="error" data-testid="bulk-error">
            {text(state.message)}
          </Alert>
        )}
        {state.step === "complete" && (
          <Stack spacing={1} data-testid="bulk-complete">
            <Alert severity={state.result.failed ? "warning" : "success"}>
              <Typography sx={{ fontWeight: 600 }}>{t("bulk.complete")}</Typography>
              <span data-testid="bulk-succeeded">{t("bulk.succeeded", { count: state.result.succeeded })}</span>
              {" · "}
              <span data-testid="bulk-failed">{t("bulk.failed", { count: state.result.failed })}</span>
            </Alert>
            <Button onClick={() => setDetails((d) => !d)} sx={{ alignSelf: "flex-start" }} data-testid="bulk-details-toggle">
              {details ? t("bulk.hideDetails") : t("bulk.showDetails")}
            </Button>
            <Collapse in={details}>
              <ImportRowsTable testId="bulk-details" headers={[t("bulk.row"), t("bulk.email"), t("bulk.result")]}>
                {state.result.rows.map((r) => (
                  <TableRow key={r.row} data-testid="bulk-row">
                    <TableCell>{r.row}</TableCell>
                    <TableCell>{r.email ? <EmailAddress email={r.email} /> : "—"}</TableCell>
                    <TableCell>
                      <Stack direction="row" sx={{ gap: 0.5, alignItems: "center" }}>
                        {r.status === "invited" ? <CheckIcon color="success" fontSize="small" /> : <ErrorIcon color="error" fontSize="small" />}
                        {r.status === "invited" ? t("bulk.invited") : t(`bulk.reasons.${r.reason}`)}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </ImportRowsTable>
            </Collapse>
          </Stack>
        )}
      </DialogContent>
      <FileImportActions
        busy={state.step === "processing"}
        closeLabel={t("common:actions.close")}
        chooseLabel={state.step === "choose" ? t("bulk.choose") : t("bulk.chooseAnother")}
        chooseTestId="bulk-choose"
        onClose={close}
        onChoose={picker.open}
      />
    </Dialog>
  );
}
