import { spaceEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { spaceCreateSchema, SpaceLimits } from "@eln/shared/spaces";
import { useErrorMessage } from "../../api/useErrorMessage";
import { FormTextField } from "../../components/form/FormTextField";

interface Form {
  name: string;
  description: string;
}

/** New space, or edit one when `space` is given. */
export function SpaceDialog(props: {
  open: boolean;
  space?: { id: string; title: string; description: string } | null;
  onClose(): void;
  onSaved(space: { id: string }): void;
}) {
  const { t } = useTranslation("spaces");
  const errorMessage = useErrorMessage();
  const [error, setError] = useState<string | null>(null);
  const editing = !!props.space;
  const { control, handleSubmit, reset, formState } = useForm<Form>({
    resolver: zodResolver(spaceCreateSchema) as never,
    defaultValues: { name: "", description: "" },
  });
  useEffect(() => {
    if (props.open) {
      reset({ name: props.space?.title ?? "", description: props.space?.description ?? "" });
      setError(null);
    }
  }, [props.open, props.space, reset]);
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = editing
        ? await call(spaceEndpoints.update, { params: { spaceId: props.space!.id }, body: values })
        : await call(spaceEndpoints.create, { body: values });
      props.onSaved(saved);
    } catch (err) {
      setError(errorMessage(err));
    }
  });
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="space-dialog">
        <DialogTitle>{editing ? t("space.editTitle") : t("space.createTitle")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <FormTextField control={control} name="name" label={t("space.name")} autoFocus required slotProps={{ htmlInput: { maxLength: SpaceLimits.nameMax } }} />
            <FormTextField control={control} name="description" label={t("space.description")} multiline minRows={3} slotProps={{ htmlInput: { maxLength: SpaceLimits.descriptionMax } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t("common:actions.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="space-dialog-submit">
            {editing ? t("common:actions.save") : t("common:actions.create")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
