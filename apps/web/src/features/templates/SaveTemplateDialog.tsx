import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { templateCreateSchema } from "@eln/shared/templates";
import { useErrorMessage } from "../../api/useErrorMessage";
import { useMessageKey } from "../../components/form/useMessageKey";
import { notify } from "../../components/Notifier";
import { useSaveAsTemplate } from "./templatesApi";

/** Saves the open note (sections, tags, material lines) as a template of its space. */
export function SaveTemplateDialog({ open, noteId, spaceId, noteTitle, onClose }: { open: boolean; noteId: string; spaceId: string; noteTitle: string; onClose(): void }) {
  const { t } = useTranslation("templates");
  const msg = useMessageKey();
  const errorMessage = useErrorMessage();
  const save = useSaveAsTemplate(spaceId);
  const [title, setTitle] = useState(noteTitle);
  const [description, setDescription] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setTitle(noteTitle);
      setDescription("");
      setFieldError(undefined);
      setError(null);
    }
  }, [open, noteTitle]);
  const submit = async () => {
    const parsed = templateCreateSchema.safeParse({ title, description });
    if (!parsed.success) return setFieldError(msg(parsed.error.issues[0]?.message));
    try {
      await save.mutateAsync({ noteId, ...parsed.data });
      notify.success(t("saved"));
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <Dialog open={open} onClose={() => !save.isPending && onClose()} maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle>{t("saveTitle")}</DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t("saveHint")}
          </Alert>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t("name")}
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setFieldError(undefined);
            }}
            error={!!fieldError}
            helperText={fieldError}
            slotProps={{ htmlInput: { maxLength: 250, "data-testid": "template-title" } }}
          />
          <TextField
            fullWidth
            margin="dense"
            multiline
            minRows={2}
            label={t("description")}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500, "data-testid": "template-description" } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="template-save">
            {t("save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
