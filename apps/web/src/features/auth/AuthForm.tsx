import { Alert, Box, Link, Stack, Typography } from "@mui/material";
import type { FormEventHandler, ReactNode } from "react";
import { Link as RouterLink } from "react-router";

/** The id of the form error, for the fields it is about (aria-describedby). */
export const FORM_ERROR_ID = "auth-form-error";

/** The props a field gets while the form error is about it: marked invalid, described by the error (WCAG 3.3.1). */
export const fieldInError = (inError: boolean) => ({ error: inError, slotProps: { htmlInput: { "aria-describedby": inError ? FORM_ERROR_ID : undefined } } });

/** The account forms' frame: heading, optional intro, a notice and the form error above the fields, the fields in one column. */
export function AuthForm(props: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onInput?: FormEventHandler<HTMLFormElement>;
  title: string;
  titleVariant?: "h1" | "h2";
  intro?: string;
  /** Why the person is here (their session ended, a link did not work): above the error. */
  notice?: ReactNode;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <Box component="form" onSubmit={props.onSubmit} onInput={props.onInput} noValidate>
      <Typography variant={props.titleVariant ?? "h2"} sx={{ mb: props.intro ? 1 : 2 }}>
        {props.title}
      </Typography>
      {props.intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {props.intro}
        </Typography>
      )}
      <Stack spacing={2}>
        {props.notice}
        {props.error && (
          <Alert severity="error" id={FORM_ERROR_ID} data-testid="form-error">
            {props.error}
          </Alert>
        )}
        {props.children}
      </Stack>
    </Box>
  );
}

export function AuthNotice(props: { severity: "error" | "success"; testId?: string; alertTestId?: string; title?: string; message: string; to: string; linkText: string }) {
  return (
    <Stack spacing={2} data-testid={props.testId}>
      {props.title && <Typography variant="h2">{props.title}</Typography>}
      <Alert severity={props.severity} data-testid={props.alertTestId}>
        {props.message}
      </Alert>
      <Link component={RouterLink} to={props.to}>
        {props.linkText}
      </Link>
    </Stack>
  );
}
