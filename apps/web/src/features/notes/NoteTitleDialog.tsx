import { Alert, MenuItem, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { NoteLimits, noteCreateSchema } from "@eln/shared/notes";
import { useBusyAction } from "../../api/useBusyAction";
import { useTextField } from "../../components/form/useTextField";
import { FormDialog } from "../../components/FormDialog";
import { titleErrorOf } from "./titleErrorOf";

interface Props {
  open: boolean;
  mode: "create" | "rename" | "duplicate";
  initialTitle?: string;
  onClose(): void;
  onSubmit(title: string, templateId?: string): Promise<void>;
  /** Offered when creating: the space's templates to start from. */
  templates?: { id: string; title: string; description: string }[];
}

/** New note, rename and duplicate share one dialog: a title, validated by the shared schema. */
export function NoteTitleDialog({ open, mode, initialTitle = "", onClose, onSubmit, templates = [] }: Props) {
  const { t } = useTranslation("notes");
  const { value: title, setValue: setTitle, setError: setFieldError, field: titleField } = useTextField(initialTitle);
  const { busy, error, setError, run } = useBusyAction();
  const [templateId, setTemplateId] = useState("");
  useEffect(() => {
    if (open) {
      setTemplateId("");
      setTitle(initialTitle);
      setFieldError(undefined);
      setError(null);
    }
    // The setters are state setters behind the hooks: stable, listed for the linter.
  }, [open, initialTitle, setTitle, setFieldError, setError]);

  const submit = async () => {
    const problem = titleErrorOf(title);
    if (problem) {
      setFieldError(problem);
      return;
    }
    await run(async () => {
      await onSubmit(noteCreateSchema.parse({ title }).title, templateId || undefined);
      onClose();
    });
  };

  return (
    <FormDialog
      open={open}
      title={t(`titleDialog.${mode}`)}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t(`titleDialog.submit.${mode}`)}
      submitTestId="note-title-submit"
      intro={mode === "duplicate" && <Alert severity="info" sx={{ mb: 2 }}>{t("titleDialog.duplicateHint")}</Alert>}
      error={error}
    >
      {mode === "create" && templates.length > 0 && (
        <TextField
          select
          fullWidth
          margin="dense"
          label={t("templates:startFrom")}
          value={templateId}
          onChange={(e) => {
            const chosen = templates.find((x) => x.id === e.target.value);
            setTemplateId(e.target.value);
            // An untouched title follows the template's name.
            if (chosen && (!title.trim() || templates.some((x) => x.title === title))) setTitle(chosen.title);
          }}
          slotProps={{ htmlInput: { "data-testid": "note-template" }, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t("templates:blank")}</MenuItem>
          {templates.map((x) => (
            <MenuItem key={x.id} value={x.id} sx={{ whiteSpace: "normal" }}>
              {x.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={t("noteTitle")}
        {...titleField}
        slotProps={{ htmlInput: { "aria-label": t("noteTitle"), maxLength: NoteLimits.titleMax, "data-testid": "note-title-input" } }}
      />
    </FormDialog>
  );
}
