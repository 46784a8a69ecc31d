import { projectEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { projectUpdateSchema, SpaceLimits } from "@eln/shared/spaces";
import { useErrorMessage } from "../../api/useErrorMessage";
import { FormTextField } from "../../components/form/FormTextField";

interface Form {
  name: string;
  description: string;
}

/** New project in `spaceId`, or edit one when `project` is given. */
export function ProjectDialog(props: {
  spaceId: string;
  open: boolean;
  project?: { id: string; title: string; description: string } | null;
  onClose(): void;
  onSaved(project: { id: string }): void;
}) {
  const { t } = useTranslation("spaces");
  const errorMessage = useErrorMessage();
  const [error, setError] = useState<string | null>(null);
  const editing = !!props.project;
  const { control, handleSubmit, reset, formState } = useForm<Form>({
    resolver: zodResolver(projectUpdateSchema) as never,
    defaultValues: { name: "", description: "" },
  });
  useEffect(() => {
    if (props.open) {
      reset({ name: props.project?.title ?? "", description: props.project?.description ?? "" });
      setError(null);
    }
  }, [props.open, props.project, reset]);
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = editing
        ? (await call(projectEndpoints.update, { params: { projectId: props.project!.id }, body: values }), { id: props.project!.id })
        : await call(projectEndpoints.create, { body: { ...values, space_id: props.spaceId } });
      props.onSaved(saved);
    } catch (err) {
      setError(errorMessage(err));
    }
  });
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="project-dialog">
        <DialogTitle>{editing ? t("project.editTitle") : t("project.createTitle")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <FormTextField control={control} name="name" label={t("project.name")} autoFocus required slotProps={{ htmlInput: { maxLength: SpaceLimits.nameMax } }} />
            <FormTextField control={control} name="description" label={t("project.description")} multiline minRows={3} slotProps={{ htmlInput: { maxLength: SpaceLimits.descriptionMax } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t("common:actions.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="project-dialog-submit">
            {editing ? t("common:actions.save") : t("common:actions.create")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
