import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { resetPasswordSchema } from "@eln/shared";
import { api } from "../../api/apiClient";
import { useErrorMessage } from "../../api/useErrorMessage";
import { FormTextField } from "../../components/form/FormTextField";

/** The e-mailed link lands here: validating → valid (set a new password) or invalid/expired. */
export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const tErr = useTranslation("errors").t;
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = useQuery({
    queryKey: ["reset-token", token],
    queryFn: () => api<{ valid: boolean }>(`/api/account/password/reset?token=${encodeURIComponent(token)}`),
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
      await api("/api/account/password/reset", { method: "POST", body: values });
      setDone(true);
    } catch (err) {
      setError(errorMessage(err));
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
      <Stack spacing={2}>
        <Alert severity="error" data-testid="reset-invalid">
          {tErr("invalid_reset_link")}
        </Alert>
        <Link component={RouterLink} to="/forgotpassword">
          {t("reset.requestNew")}
        </Link>
      </Stack>
    );
  if (done)
    return (
      <Stack spacing={2}>
        <Alert severity="success" data-testid="reset-done">
          {t("reset.done")}
        </Alert>
        <Link component={RouterLink} to="/login">
          {t("forgot.back")}
        </Link>
      </Stack>
    );
  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t("reset.title")}
      </Typography>
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <FormTextField control={control} name="password" label={t("reset.password")} type="password" autoComplete="new-password" helperText={t("signup.passwordHelp")} />
        <FormTextField control={control} name="confirmPassword" label={t("reset.confirmPassword")} type="password" autoComplete="new-password" />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="reset-submit">
          {t("reset.submit")}
        </Button>
      </Stack>
    </Box>
  );
}
