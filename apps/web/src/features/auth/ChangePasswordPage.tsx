import { call } from "../../api/call";
import { ApiError } from "../../api/ApiError";
import { accountEndpoints } from "@eln/shared/account";
import { Button, Paper } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { changePasswordSchema } from "@eln/shared";
import { FormTextField } from "../../components/form/FormTextField";
import { notify } from "../../components/Notifier";
import { AuthForm } from "./AuthForm";
import { message, messageIn, useMessageState } from "../../i18n/useMessageState";
import { NewPasswordFields } from "./NewPasswordFields";

const tm = messageIn("auth");

interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function ChangePasswordPage() {
  const { t } = useTranslation("auth");
  // Kept as a message, not words: one already shown follows the language switch.
  const [error, setError] = useMessageState();
  const { control, handleSubmit, reset, formState, setError: setFieldError } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema) as never,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await call(accountEndpoints.changePassword, { body: values });
      reset();
      notify.success(tm("changePassword.changed"));
    } catch (err) {
      // A wrong current password is said on that field (typing in it again clears it).
      if (err instanceof ApiError && err.code === "password_incorrect") {
        setFieldError("currentPassword", { message: err.fields?.currentPassword ?? "errors.password_incorrect" }, { shouldFocus: true });
        return;
      }
      setError(message("errors.change_password_failed"));
    }
  });
  return (
    <Paper sx={{ p: 3, maxWidth: 560, mx: "auto" }}>
      {/* The server's error is about what was typed: it goes as soon as the user types again. */}
      <AuthForm onSubmit={onSubmit} onInput={() => setError(null)} title={t("changePassword.title")} titleVariant="h1" error={error}>
        <FormTextField control={control} name="currentPassword" label={t("changePassword.current")} type="password" autoComplete="current-password" />
        <NewPasswordFields control={control} name="newPassword" confirmName="confirmPassword" label={t("changePassword.new")} confirmLabel={t("changePassword.confirm")} />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="change-password-submit">
          {t("changePassword.submit")}
        </Button>
      </AuthForm>
    </Paper>
  );
}
