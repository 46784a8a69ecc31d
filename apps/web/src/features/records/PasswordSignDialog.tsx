import { Alert, DialogContentText, Stack, TextField } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SignatureMeanings, noteSignSchema, witnessSignSchema, type SignatureMeaning } from "@eln/shared/records";
import { ApiError } from "../../api/ApiError";
import { useBusyAction } from "../../api/useBusyAction";
import { errorMessageOf, message } from "../../i18n/useMessageState";
import { useTextField } from "../../components/form/useTextField";
import { FormDialog } from "../../components/FormDialog";
import { menuItems } from "../../components/menuItems";

/**
 * Executing a signature: the meaning (unless witnessing) and the password again
 * (21 CFR Part 11 §11.200). The signer's name and the time are added by the server.
 */
export function PasswordSignDialog(props: {
  open: boolean;
  witness?: boolean;
  /** Witnessing: who signed the note before it changed (their signature does not cover what would be witnessed). */
  changedSinceSignedBy?: string[];
  /** May sign as the note's author (only those who may edit it); else reviewing and approving. */
  asAuthor?: boolean;
  signerName: string;
  onClose(): void;
  onSign(body: { meaning?: SignatureMeaning; password: string }): Promise<void>;
}) {
  const { t } = useTranslation("records");
  const meanings = props.asAuthor ? SignatureMeanings : SignatureMeanings.filter((m) => m !== "authored");
  const [meaning, setMeaning] = useState<SignatureMeaning>(meanings[0]);
  const { value: password, setValue: setPassword, error: fieldError, setError: setFieldError, field: passwordField } = useTextField();
  const { busy, error, setError, run } = useBusyAction();
  const close = () => {
    if (busy) return;
    setPassword("");
    setFieldError(undefined);
    setError(null);
    props.onClose();
  };
  const submit = async () => {
    const parsed = props.witness ? witnessSignSchema.safeParse({ password }) : noteSignSchema.safeParse({ meaning, password });
    if (!parsed.success) return setFieldError(message(parsed.error.issues[0].message));
    await run(
      async () => {
        await props.onSign(props.witness ? { password } : { meaning, password });
        setPassword("");
        props.onClose();
      },
      (err) => {
        // Five wrong passwords lock signing for a while (the server says how long): said so, not "too many requests".
        if (err instanceof ApiError && err.code === "too_many_requests") {
          const seconds = (err.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60;
          return message("records.sign.tooManyTries", { minutes: Math.max(1, Math.ceil(seconds / 60)) });
        }
        if (!(err instanceof ApiError && err.fields?.password)) return errorMessageOf(err);
        // A wrong password is the field's error, not the dialog's.
        setFieldError(message(err.fields.password));
        return null;
      },
    );
  };
  return (
    <FormDialog
      open={props.open}
      title={props.witness ? t("witness.signTitle") : t("sign.title")}
      busy={busy}
      onClose={close}
      onSubmit={submit}
      submitLabel={props.witness ? t("witness.countersign") : t("sign.submit")}
      submitTestId="sign-submit"
      maxWidth="xs"
      intro={<DialogContentText sx={{ mb: 2 }}>{t(props.witness ? "witness.signBody" : "sign.body", { name: props.signerName })}</DialogContentText>}
      error={error}
    >
      <Stack sx={{ gap: 2 }}>
        {props.witness && !!props.changedSinceSignedBy?.length && (
          <Alert severity="warning" data-testid="witness-changed-since-signed">
            {t("witness.changedSinceSigned", { names: props.changedSinceSignedBy.join(", ") })}
          </Alert>
        )}
        {!props.witness && (
          <TextField select label={t("sign.meaningLabel")} value={meaning} onChange={(e) => setMeaning(e.target.value as SignatureMeaning)} data-testid="sign-meaning">
            {menuItems(meanings, (m) => t(`sign.meaning.${m}`))}
          </TextField>
        )}
        <TextField
          type="password"
          label={t("sign.password")}
          autoComplete="current-password"
          autoFocus
          {...passwordField}
          helperText={fieldError ?? t("sign.passwordHelp")}
          slotProps={{ htmlInput: { "data-testid": "sign-password" } }}
        />
      </Stack>
    </FormDialog>
  );
}
