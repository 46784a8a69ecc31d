import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, type DialogProps } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The frame of the inventory's edit dialogs (container, location, receiving an order): a title, a
 * form of stacked fields under a failure that is not one field's, Cancel and a submit button
 * outside the scrolling content, tied to the form by its id.
 */
export function InventoryFormDialog(props: {
  /** Prefix of the ids: `${id}-title` names the dialog, `${id}-form` is the form. */
  id: string;
  title: string;
  error: string | null;
  pending: boolean;
  submitLabel: string;
  submitTestId: string;
  maxWidth: DialogProps["maxWidth"];
  fullScreen?: boolean;
  onClose(): void;
  onSubmit(): Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation("inventory");
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth={props.maxWidth} fullScreen={props.fullScreen} aria-labelledby={`${props.id}-title`}>
      <DialogTitle id={`${props.id}-title`}>{props.title}</DialogTitle>
      <DialogContent dividers>
        <Stack
          spacing={2}
          component="form"
          id={`${props.id}-form`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void props.onSubmit();
          }}
        >
          {props.error && <Alert severity="error">{props.error}</Alert>}
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t("container.cancel")}</Button>
        <Button type="submit" form={`${props.id}-form`} variant="contained" disabled={props.pending} data-testid={props.submitTestId}>
          {props.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
