import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, type DialogProps } from "@mui/material";
import type { Theme } from "@mui/material/styles";
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
  /** The long dialogs (container, receiving) take the whole screen on a phone. */
  fullScreenOnPhone?: boolean;
  onClose(): void;
  onSubmit(): Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation("inventory");
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth={props.maxWidth} fullScreen={!!props.fullScreenOnPhone && phone} aria-labelledby={`${props.id}-title`}>
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
