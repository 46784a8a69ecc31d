import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useBusyAction } from "../api/useBusyAction";

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
  const { busy, error: codeError, setError, run } = useBusyAction();
  // A caller's own wording is asked again at each render (its words follow the language switch),
  // so the failure itself is kept for it, not the sentence it made.
  const [failure, setFailure] = useState<{ err: unknown } | null>(null);
  const error = codeError ?? (failure && describe ? describe(failure.err) : null);
  const close = () => {
    if (busy) return;
    setError(null);
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
      describe ? (err) => (setFailure({ err }), null) : undefined,
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
