import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, type ButtonProps, type DialogProps } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  /** A request is running: the dialog stays open and both buttons are disabled. */
  busy?: boolean;
  onClose(): void;
  /** Called on the submit button and on Enter; validation is the caller's (the form is `noValidate`). */
  onSubmit(): void | Promise<void>;
  submitLabel: ReactNode;
  submitTestId?: string;
  /** "error" for a submit that destroys something. */
  submitColor?: ButtonProps["color"];
  maxWidth?: DialogProps["maxWidth"];
  /** For `aria-labelledby`, where tests or screen readers find the dialog by its title. */
  titleId?: string;
  /** On the form (the dialog's paper). */
  testId?: string;
  /** Above the failure and the fields: what the dialog does, a hint. */
  intro?: ReactNode;
  /** A failure that is not one field's (the request's), between the intro and the fields. */
  error?: string | null;
  children: ReactNode;
}

/**
 * A dialog that is one small form: a title, the fields, Cancel and a submit button. The paper is the
 * form, so Enter in any field submits and the actions stay in view while the content scrolls.
 */
export function FormDialog({ open, title, busy = false, onClose, onSubmit, submitLabel, submitTestId, submitColor, maxWidth = "sm", titleId, testId, intro, error, children }: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          component: "form",
          noValidate: true,
          "data-testid": testId,
          onSubmit: (e: React.FormEvent) => {
            e.preventDefault();
            void onSubmit();
          },
        } as object,
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {intro}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t("actions.cancel")}
        </Button>
        <Button type="submit" variant="contained" color={submitColor} disabled={busy} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
