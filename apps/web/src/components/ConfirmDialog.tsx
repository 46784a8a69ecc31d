import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useBusyAction } from "../api/useBusyAction";
import { errorMessageOf, useMessageText } from "../i18n/useMessageState";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What happens, in plain words (e.g. what else goes with a deletion). */
  body: ReactNode;
  confirmLabel?: string;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
  onClose(): void;
  /** May throw; the dialog stays open and shows the error. */
  onConfirm(): Promise<void> | void;
  /** Turns a failure into a sentence; defaults to the error code's translation. */
  errorMessage?(err: unknown): string;
}

/** A yes/no question before something that cannot be undone (deletions, leaving). */
export function ConfirmDialog({ open, title, body, confirmLabel, destructive = true, onClose, onConfirm, errorMessage: describe }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const { busy, run } = useBusyAction();
  const wordOf = useMessageText();
  // The failure itself is kept, not a sentence: it is worded at each render, by the caller's wording
  // or by its error code, so words already shown follow the language switch.
  const [failure, setFailure] = useState<{ err: unknown } | null>(null);
  const error = failure && (describe ? describe(failure.err) : wordOf(errorMessageOf(failure.err)));
  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };
  const confirm = () => {
    setFailure(null);
    return run(
      async () => {
        await onConfirm();
        onClose();
      },
      // The hook keeps a message (a key); a caller's wording needs the failure itself, so it is kept here, for both.
      (err) => (setFailure({ err }), null),
    );
  };
  return (
    // The title and body often quote a name: one without spaces wraps instead of running out of the dialog.
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="confirm-dialog-title" sx={{ overflowWrap: "anywhere" }}>
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="confirm-error">
            {error}
          </Alert>
        )}
        <DialogContentText component="div">{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t("actions.cancel")}
        </Button>
        <Button onClick={confirm} disabled={busy} color={destructive ? "error" : "primary"} variant="contained" data-testid="confirm-button">
          {confirmLabel ?? t("actions.delete")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
