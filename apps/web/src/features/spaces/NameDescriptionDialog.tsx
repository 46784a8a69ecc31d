import { Alert, Stack } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { spaceCreateSchema, SpaceLimits } from "@eln/shared/spaces";
import { FormTextField } from "../../components/form/FormTextField";
import { FormDialog } from "../../components/FormDialog";
import { notify } from "../../components/Notifier";
import { errorMessageOf, messageIn, useMessageState } from "../../i18n/useMessageState";

const tm = messageIn("spaces");

export interface NameDescription {
  name: string;
  description: string;
}

/** What a space's or a project's dialog is given by the page that opens it. */
export interface NameDescriptionDialogHost {
  open: boolean;
  onClose(): void;
  /** After the save has been announced ("… created" or "… updated"). */
  onSaved(saved: { id: string }): void;
}

/**
 * Create or edit a space or a project: both are a name and a description (the same schema);
 * `kind` picks the wording (spaces:space.* or spaces:project.*) and the test ids.
 */
export function NameDescriptionDialog(
  props: NameDescriptionDialogHost & {
    kind: "space" | "project";
    /** The one being edited; none for a new one. */
    current?: { title: string; description: string } | null;
    save(values: NameDescription): Promise<{ id: string }>;
  },
) {
  const { t } = useTranslation("spaces");
  // Kept as a Message, worded at each render: a failure on screen follows a language switch.
  const [error, setError] = useMessageState();
  const editing = !!props.current;
  const { control, handleSubmit, reset, formState } = useForm<NameDescription>({
    resolver: zodResolver(spaceCreateSchema) as never,
    defaultValues: { name: "", description: "" },
  });
  const { open, current } = props;
  useEffect(() => {
    if (open) {
      reset({ name: current?.title ?? "", description: current?.description ?? "" });
      setError(null);
    }
  }, [open, current, reset, setError]);
  const k = props.kind;
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await props.save(values);
      notify.success(editing ? tm(`${k}.updated`) : tm(`${k}.created`));
      props.onSaved(saved);
    } catch (err) {
      setError(errorMessageOf(err));
    }
  });
  return (
    <FormDialog
      open={props.open}
      title={editing ? t(`${k}.editTitle`) : t(`${k}.createTitle`)}
      busy={formState.isSubmitting}
      onClose={props.onClose}
      onSubmit={onSubmit}
      submitLabel={editing ? t("common:actions.save") : t("common:actions.create")}
      submitTestId={`${k}-dialog-submit`}
      testId={`${k}-dialog`}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {error && <Alert severity="error">{error}</Alert>}
        <FormTextField control={control} name="name" label={t(`${k}.name`)} autoFocus required slotProps={{ htmlInput: { maxLength: SpaceLimits.nameMax } }} />
        <FormTextField control={control} name="description" label={t(`${k}.description`)} multiline minRows={3} slotProps={{ htmlInput: { maxLength: SpaceLimits.descriptionMax } }} />
      </Stack>
    </FormDialog>
  );
}
