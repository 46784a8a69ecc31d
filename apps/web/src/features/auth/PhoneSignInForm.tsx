import { call } from "../../api/call";
import { accountEndpoints } from "@eln/shared/account";
import { Alert, Box, Button, Link, Stack, TextField, Typography } from "@mui/material";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { phoneCodeRequestSchema, phoneCodeVerifySchema, type SessionAnswer } from "@eln/shared";
import { ApiError } from "../../api/ApiError";
import { useBusyAction } from "../../api/useBusyAction";
import { errorMessageOf, message } from "../../i18n/useMessageState";
import { useTooManyTries } from "./useTooManyTries";

/**
 * Phone sign-in (PHONE_SIGNIN): the number, then the 6-digit code sent to it.
 * `purpose="signIn"` answers a session; `purpose="add"` stores the number on the signed-in account.
 */
export function PhoneCodeForm(props: { purpose: "signIn" | "add"; onSignedIn?: (a: SessionAnswer) => void; onAdded?: () => void; onBack?: () => void }) {
  const { t } = useTranslation("auth");
  const tooManyTries = useTooManyTries();
  const [phoneNumber, setPhoneNumber] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"number" | "code">("number");
  const { busy, error, setError, run } = useBusyAction();

  function failed(err: unknown) {
    const wrongCode = err instanceof ApiError && (err.code === "invalid_credentials" || err.code === "validation");
    return tooManyTries(err) ?? (wrongCode ? message("auth.phone.wrongCode") : errorMessageOf(err));
  }

  async function sendCode(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = phoneCodeRequestSchema.safeParse({ phoneNumber: phoneNumber.replace(/[\s-]/g, "") });
    if (!parsed.success) return setError(message(phoneNumber.trim() ? "auth.phone.numberHelp" : "validation.required"));
    await run(async () => {
      await call(props.purpose === "signIn" ? accountEndpoints.phoneCode : accountEndpoints.addPhoneCode, { body: parsed.data });
      setPhoneNumber(parsed.data.phoneNumber);
      setStep("code");
    }, failed);
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = phoneCodeVerifySchema.safeParse({ phoneNumber, code });
    if (!parsed.success) return setError(message("auth.phone.wrongCode"));
    await run(async () => {
      if (props.purpose === "signIn") props.onSignedIn?.(await call(accountEndpoints.verifyPhone, { body: parsed.data }));
      else {
        await call(accountEndpoints.setPhone, { body: parsed.data });
        // Back to an empty number box: the code is used up, and the profile now shows the number.
        setStep("number");
        setPhoneNumber("");
        setCode("");
        props.onAdded?.();
      }
    }, failed);
  }

  return (
    <Box component="form" onSubmit={step === "number" ? sendCode : verify} noValidate data-testid={`phone-${props.purpose}`}>
      <Stack spacing={2}>
        {props.purpose === "signIn" && <Typography variant="h2">{t("phone.title")}</Typography>}
        {error && (
          <Alert severity="error" data-testid="form-error">
            {error}
          </Alert>
        )}
        {step === "number" ? (
          <TextField
            label={t("phone.number")}
            type="tel"
            autoComplete="tel"
            value={phoneNumber}
            onChange={(e) => setPhoneNumber(e.target.value)}
            helperText={t("phone.numberHelp")}
            name="phoneNumber"
            autoFocus={props.purpose === "signIn"}
          />
        ) : (
          <>
            {/* Signing in does not say whether the number has an account; adding one sent the code for sure. */}
            <Typography variant="body2">{t(props.purpose === "signIn" ? "phone.codeSent" : "phone.codeSentToAdd", { phoneNumber })}</Typography>
            <TextField
              label={t("phone.code")}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              name="code"
              autoFocus
              slotProps={{ htmlInput: { maxLength: 6 } }}
            />
          </>
        )}
        <Button type="submit" variant={props.purpose === "signIn" ? "contained" : "outlined"} disabled={busy} data-testid="phone-submit">
          {step === "number" ? t("phone.sendCode") : props.purpose === "signIn" ? t("phone.verify") : t("phone.save")}
        </Button>
        {step === "code" && (
          <Link component="button" type="button" variant="body2" onClick={() => (setStep("number"), setCode(""), setError(null))} sx={{ alignSelf: "flex-start" }}>
            {t("phone.otherNumber")}
          </Link>
        )}
        {props.onBack && (
          <Link component="button" type="button" variant="body2" onClick={props.onBack} sx={{ alignSelf: "flex-start" }}>
            {t("emailLink.back")}
          </Link>
        )}
      </Stack>
    </Box>
  );
}
