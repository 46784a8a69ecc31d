import { Alert, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatBytes } from "@eln/shared/attachments";
import { TemplateLimits, templateCreateSchema } from "@eln/shared/templates";
import { ApiError } from "../../api/ApiError";
import { useBusyAction } from "../../api/useBusyAction";
import { useTextField } from "../../components/form/useTextField";
import { FormDialog } from "../../components/FormDialog";
import { notify } from "../../components/Notifier";
import { useSaveAsTemplate } from "./templatesApi";
import { errorMessageOf, message, messageIn } from "../../i18n/useMessageState";

const tm = messageIn("templates");

/** Saves the open note (sections, tags, material lines) as a template of its space. */
export function SaveTemplateDialog({ open, noteId, spaceId, noteTitle, onClose }: { open: boolean; noteId: string; spaceId: string; noteTitle: string; onClose(): void }) {
  const { t } = useTranslation("templates");
  const save = useSaveAsTemplate(spaceId);
  const { value: title, setValue: setTitle, setError: setFieldError, field: titleField } = useTextField(noteTitle);
  const [description, setDescription] = useState("");
  const { busy, error, setError, run } = useBusyAction();
  useEffect(() => {
    if (open) {
      setTitle(noteTitle);
      setDescription("");
      setFieldError(undefined);
      setError(null);
    }
    // The setters are state setters behind the hooks: stable, listed for the linter.
  }, [open, noteTitle, setTitle, setFieldError, setError]);
  const submit = async () => {
    const parsed = templateCreateSchema.safeParse({ title, description });
    if (!parsed.success) return setFieldError(message(parsed.error.issues[0].message));
    await run(
      async () => {
        await save.mutateAsync({ noteId, ...parsed.data });
        notify.success(tm("saved"));
        onClose();
      },
      // The server names what stops the save in this namespace (too many templates, images too large):
      // said as such, not as "check the highlighted fields" with none highlighted.
      (err) => {
        const said = err instanceof ApiError ? Object.values(err.fields ?? {}).find((k) => k.startsWith("templates.")) : undefined;
        return said ? message(said, { maxImages: TemplateLimits.imagesMax, size: formatBytes(TemplateLimits.imageBytesMax) }) : errorMessageOf(err);
      },
    );
  };
  return (
    <FormDialog
      open={open}
      title={t("saveTitle")}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t("save")}
      submitTestId="template-save"
      intro={
        <Alert severity="info" sx={{ mb: 2 }}>
          {t("saveHint")}
        </Alert>
      }
      error={error}
    >
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
