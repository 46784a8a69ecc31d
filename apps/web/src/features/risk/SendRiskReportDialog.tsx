import { readerTimeZone } from "../../lib/formatDate";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LinearProgress, TextField, Typography } from "@mui/material";
import { riskReportSendSchema, type RiskReportKind } from "@eln/shared/risk";
import { useErrorMessage } from "../../api/useErrorMessage";
import { FormDialog } from "../../components/FormDialog";
import { notify } from "../../components/Notifier";
import { useRiskReports, useSendRiskReport } from "./riskApi";
import { message, messageIn, useMessageState } from "../../i18n/useMessageState";

const tm = messageIn("risk");

/** The risk-screening / report send dialog: the address, remembered per space, prefilled. */
export function SendRiskReportDialog(props: { noteId: string; kind: RiskReportKind; open: boolean; onClose: () => void; onSent?: () => void }) {
  const { t } = useTranslation("risk");
  const errorMessage = useErrorMessage();
  const reports = useRiskReports(props.noteId);
  const send = useSendRiskReport(props.noteId);
  const [to, setTo] = useState<string | null>(null);
  // Kept as the schema's message key, worded at each render: it follows a language switch.
  const [fieldError, setFieldError] = useMessageState();
  const value = to ?? reports.data?.defaultTo ?? "";

  const submit = () => {
    // The report's date is written in the sender's time zone.
    const timeZone = readerTimeZone();
    const parsed = riskReportSendSchema.safeParse({ to: value, kind: props.kind, timeZone });
    if (!parsed.success) {
      setFieldError(message(parsed.error.issues[0].message));
      return;
    }
    setFieldError(null);
    send.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(tm("send.success"));
        props.onSent?.();
        props.onClose();
      },
    });
  };

  return (
    <FormDialog
      open={props.open}
      title={t(props.kind === "screening" ? "send.titleScreening" : "send.titleAssessment")}
      titleId="risk-send-title"
      busy={send.isPending}
      onClose={props.onClose}
      onSubmit={submit}
      submitLabel={t("send.submit")}
    >
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
    </FormDialog>
  );
}
