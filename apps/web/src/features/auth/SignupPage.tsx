import type { Signup } from "@eln/shared";
import { call } from "../../api/call";
import { accountEndpoints } from "@eln/shared/account";
import { Box, Button, Checkbox, FormControlLabel, FormHelperText, Link, Typography } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { Link as RouterLink, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { signupSchema, V } from "@eln/shared";
import { ApiError } from "../../api/ApiError";
import { errorMessageOf, message, useMessageState } from "../../i18n/useMessageState";
import { useMessageKey } from "../../components/form/useMessageKey";
import { FormTextField } from "../../components/form/FormTextField";
import { DisciplineSelect } from "../../components/form/DisciplineSelect";
import { useEnterApp } from "./useEnterApp";
import { AuthForm } from "./AuthForm";
import { NewPasswordFields } from "./NewPasswordFields";

interface SignupForm {
  email: string;
  fullName: string;
  discipline: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

export function SignupPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const enterApp = useEnterApp();
  const msg = useMessageKey();
  // Kept as a message, not words: one already shown follows the language switch.
  const [error, setError] = useMessageState();
  const { control, handleSubmit, formState } = useForm<SignupForm, unknown, Signup>({
    resolver: zodResolver(signupSchema) as never,
    // An invitation mail links here with the invited address filled in.
    defaultValues: { email: (params.get("email") ?? "").slice(0, 254), fullName: "", discipline: "", password: "", confirmPassword: "", terms: false },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setError(null);
      try {
        enterApp(await call(accountEndpoints.signup, { body: values }));
      } catch (err) {
        setError(err instanceof ApiError && (err.code === "email_in_use" || err.code === "network") ? errorMessageOf(err) : message("auth.unexpected"));
      }
    },
    (errors) => {
      const anyMissing = (["email", "fullName", "discipline", "password", "confirmPassword"] as const).some((f) => errors[f]?.message === V.required);
      setError(anyMissing ? message(V.allFieldsRequired) : null);
    },
  );

  return (
    <AuthForm onSubmit={onSubmit} title={t("signup.title")} error={error}>
      <FormTextField control={control} name="email" label={t("signup.email")} type="email" autoComplete="email" />
      <FormTextField control={control} name="fullName" label={t("signup.fullName")} autoComplete="name" />
      <DisciplineSelect control={control} name="discipline" label={t("signup.discipline")} />
      <NewPasswordFields control={control} name="password" confirmName="confirmPassword" label={t("signup.password")} confirmLabel={t("signup.confirmPassword")} />
      <Controller
        name="terms"
        control={control}
        render={({ field, fieldState }) => (
          <Box>
            <FormControlLabel
              control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} name="terms" />}
              label={t("signup.terms")}
            />
            {fieldState.error && <FormHelperText error>{msg(fieldState.error.message)}</FormHelperText>}
          </Box>
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting} data-testid="signup-submit">
        {t("signup.submit")}
      </Button>
      <Typography variant="body2">
        {t("signup.haveAccount")}{" "}
        <Link component={RouterLink} to="/login">
          {t("signup.loginLink")}
        </Link>
      </Typography>
    </AuthForm>
  );
}
