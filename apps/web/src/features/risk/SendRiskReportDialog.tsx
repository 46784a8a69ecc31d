import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, TextField, Typography } from "@mui/material";
import { riskReportSendSchema, type RiskReportKind } from "@eln/shared/risk";
import { useErrorMessage } from "../../api/useErrorMessage";
import { useMessageKey } from "../../components/form/useMessageKey";
import { notify } from "../../components/Notifier";
import { useRiskReports, useSendRiskReport } from "./riskApi";

/** The risk-screening / report send dialog: the address, remembered per space, prefilled. */
export function SendRiskReportDialog(props: { noteId: string; kind: RiskReportKind; open: boolean; onClose: () => void; onSent?: () => void }) {
  const { t } = useTranslation("risk");
  const messageKey = useMessageKey();
  const errorMessage = useErrorMessage();
  const reports = useRiskReports(props.noteId);
  const send = useSendRiskReport(props.noteId);
  const [to, setTo] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const value = to ?? reports.data?.defaultTo ?? "";

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = riskReportSendSchema.safeParse({ to: value, kind: props.kind });
    if (!parsed.success) {
      setFieldError(messageKey(parsed.error.issues[0].message) ?? null);
      return;
    }
    setFieldError(null);
    send.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(t("send.success"));
        props.onSent?.();
        props.onClose();
      },
    });
  };

  return (
    <Dialog open={props.open} onClose={send.isPending ? undefined : props.onClose} fullWidth maxWidth="sm" aria-labelledby="risk-send-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="risk-send-title">{t(props.kind === "screening" ? "send.titleScreening" : "send.titleAssessment")}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t("send.explain")}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            type="email"
            label={t("send.to")}
            value={value}
            onChange={(e) => setTo(e.target.value)}
            error={!!fieldError}
            helperText={fieldError ?? t("send.remembered")}
            disabled={send.isPending}
            slotProps={{ htmlInput: { maxLength: 254, "data-testid": "risk-send-to" } }}
          />
          {send.isPending && (
            <>
              <LinearProgress sx={{ mt: 2 }} />
              <Typography variant="caption">{t("send.sending")}</Typography>
            </>
          )}
          {send.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(send.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={send.isPending}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {t("send.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
