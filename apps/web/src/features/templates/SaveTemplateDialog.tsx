import { Alert, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { templateCreateSchema } from "@eln/shared/templates";
import { useErrorMessage } from "../../api/useErrorMessage";
import { useMessageKey } from "../../components/form/useMessageKey";
import { useTextField } from "../../components/form/useTextField";
import { FormDialog } from "../../components/FormDialog";
import { notify } from "../../components/Notifier";
import { useSaveAsTemplate } from "./templatesApi";

/** Saves the open note (sections, tags, material lines) as a template of its space. */
export function SaveTemplateDialog({ open, noteId, spaceId, noteTitle, onClose }: { open: boolean; noteId: string; spaceId: string; noteTitle: string; onClose(): void }) {
  const { t } = useTranslation("templates");
  const msg = useMessageKey();
  const errorMessage = useErrorMessage();
  const save = useSaveAsTemplate(spaceId);
  const { value: title, setValue: setTitle, setError: setFieldError, field: titleField } = useTextField(noteTitle);
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setTitle(noteTitle);
      setDescription("");
      setFieldError(undefined);
      setError(null);
    }
  }, [open, noteTitle, setTitle, setFieldError]);
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
    <FormDialog
      open={open}
      title={t("saveTitle")}
      busy={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t("save")}
      submitTestId="template-save"
    >
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
        {...titleField}
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
    </FormDialog>
  );
}
