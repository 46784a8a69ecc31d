import { call } from "../../api/call";
import { accountEndpoints } from "@eln/shared/account";
import { Button, CircularProgress, Stack, Typography } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { resetPasswordSchema } from "@eln/shared";
import { errorMessageOf, useMessageState } from "../../i18n/useMessageState";
import { AuthForm, AuthNotice } from "./AuthForm";
import { NewPasswordFields } from "./NewPasswordFields";
import { accountKeys } from "../../api/queryKeys";

/** The e-mailed link lands here: validating → valid (set a new password) or invalid/expired. */
export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const tErr = useTranslation("errors").t;
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(false);
  const [error, setError] = useMessageState();
  const check = useQuery({
    queryKey: accountKeys.resetToken(token),
    queryFn: () => call(accountEndpoints.checkResetToken, { query: { token } }),
    enabled: !!token,
    retry: false,
    gcTime: 0,
  });
  const { control, handleSubmit, formState } = useForm<{ token: string; password: string; confirmPassword: string }>({
    resolver: zodResolver(resetPasswordSchema) as never,
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await call(accountEndpoints.resetPassword, { body: values });
      setDone(true);
    } catch (err) {
      setError(errorMessageOf(err));
    }
  });

  if (token && check.isPending)
    return (
      <Stack spacing={2} sx={{ alignItems: "center" }} data-testid="reset-validating">
        <CircularProgress />
        <Typography>{t("reset.validating")}</Typography>
      </Stack>
    );
  if (!token || !check.data?.valid)
    return (
      <AuthNotice severity="error" alertTestId="reset-invalid" message={tErr("invalid_reset_link")} to="/forgotpassword" linkText={t("reset.requestNew")} />
    );
  if (done)
    return (
      <AuthNotice severity="success" alertTestId="reset-done" message={t("reset.done")} to="/login" linkText={t("forgot.back")} />
    );
  return (
    <AuthForm onSubmit={onSubmit} title={t("reset.title")} error={error}>
      <NewPasswordFields control={control} name="password" confirmName="confirmPassword" label={t("reset.password")} confirmLabel={t("reset.confirmPassword")} />
      <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="reset-submit">
        {t("reset.submit")}
      </Button>
    </AuthForm>
  );
}
