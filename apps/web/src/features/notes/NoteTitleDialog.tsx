import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { noteCreateSchema } from "@eln/shared/notes";
import { useErrorMessage } from "../../api/useErrorMessage";
import { useMessageKey } from "../../components/form/useMessageKey";

interface Props {
  open: boolean;
  mode: "create" | "rename" | "duplicate";
  initialTitle?: string;
  onClose(): void;
  onSubmit(title: string): Promise<void>;
}

/** New note, rename and duplicate share one dialog: a title, validated by the shared schema. */
export function NoteTitleDialog({ open, mode, initialTitle = "", onClose, onSubmit }: Props) {
  const { t } = useTranslation("notes");
  const msg = useMessageKey();
  const errorMessage = useErrorMessage();
  const [title, setTitle] = useState(initialTitle);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setTitle(initialTitle);
      setFieldError(undefined);
      setError(null);
    }
  }, [open, initialTitle]);

  const submit = async () => {
    const parsed = noteCreateSchema.safeParse({ title });
    if (!parsed.success) {
      setFieldError(msg(parsed.error.issues[0]?.message));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(parsed.data.title);
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => !busy && onClose()} maxWidth="sm" fullWidth>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <DialogTitle>{t(`titleDialog.${mode}`)}</DialogTitle>
        <DialogContent>
          {mode === "duplicate" && <Alert severity="info" sx={{ mb: 2 }}>{t("titleDialog.duplicateHint")}</Alert>}
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t("noteTitle")}
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setFieldError(undefined);
            }}
            error={!!fieldError}
            helperText={fieldError}
            slotProps={{ htmlInput: { "aria-label": t("noteTitle"), maxLength: 250, "data-testid": "note-title-input" } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="note-title-submit">
            {t(`titleDialog.submit.${mode}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
