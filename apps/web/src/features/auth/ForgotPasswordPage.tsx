import { call } from "../../api/call";
import { accountEndpoints } from "@eln/shared/account";
import { Button, Link, Stack, Typography } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { forgotPasswordSchema } from "@eln/shared";
import { errorMessageOf, useMessageState } from "../../i18n/useMessageState";
import { FormTextField } from "../../components/form/FormTextField";
import { AuthForm } from "./AuthForm";

export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [error, setError] = useMessageState();
  const { control, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema) as never,
    defaultValues: { email: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await call(accountEndpoints.forgotPassword, { body: values });
      void navigate("/forgotpassword/confirmation");
    } catch (err) {
      setError(errorMessageOf(err));
    }
  });
  return (
    <AuthForm onSubmit={onSubmit} title={t("forgot.title")} intro={t("forgot.body")} error={error}>
      <FormTextField control={control} name="email" label={t("forgot.email")} type="email" autoComplete="email" autoFocus />
      <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="forgot-submit">
        {t("forgot.submit")}
      </Button>
      <Link component={RouterLink} to="/login" variant="body2">
        {t("forgot.back")}
      </Link>
    </AuthForm>
  );
}

export function ForgotPasswordConfirmationPage() {
  const { t } = useTranslation("auth");
  return (
    <Stack spacing={2}>
      <Typography variant="h2">{t("forgot.confirmationTitle")}</Typography>
      <Typography>{t("forgot.confirmationBody")}</Typography>
      <Link component={RouterLink} to="/login">
        {t("forgot.back")}
      </Link>
    </Stack>
  );
}
