import { shopEndpoints } from "@eln/shared/shop";
import { call } from "../../api/call";
import { Alert, Box, Button, Stack } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { checkoutSettingsSchema, type CheckoutSettings, type CheckoutSettingsAnswer } from "@eln/shared/shop";
import { errorMessageOf, messageIn, useMessageState } from "../../i18n/useMessageState";
import { FormTextField } from "../../components/form/FormTextField";
import { notify } from "../../components/Notifier";
import { shopKeys } from "../../api/queryKeys";

const tm = messageIn("shop");

/** Shipping address and person in charge; saved with "Checkout settings updated". */
export function CheckoutSettingsForm({ initial, submitLabel, onSaved }: { initial: CheckoutSettingsAnswer; submitLabel?: string; onSaved?(): void }) {
  const { t } = useTranslation("shop");
  const qc = useQueryClient();
  // Kept as a message, not words: one already shown follows the language switch.
  const [error, setError] = useMessageState();
  const { control, handleSubmit, formState } = useForm<CheckoutSettings>({
    resolver: zodResolver(checkoutSettingsSchema) as never,
    values: { shippingAddress: initial.shippingAddress, personInChargeName: initial.personInChargeName, personInChargeEmail: initial.personInChargeEmail },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await call(shopEndpoints.updateCheckoutSettings, { body: values });
      qc.setQueryData(shopKeys.settings, saved);
      notify.success(tm("settings.updated"));
      onSaved?.();
    } catch (err) {
      setError(errorMessageOf(err));
    }
  });
  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <FormTextField control={control} name="shippingAddress" label={t("settings.shippingAddress")} multiline minRows={2} fullWidth />
        <FormTextField control={control} name="personInChargeName" label={t("settings.personInChargeName")} fullWidth />
        <FormTextField control={control} name="personInChargeEmail" label={t("settings.personInChargeEmail")} type="email" fullWidth />
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="settings-submit">
            {submitLabel ?? t("settings.submit")}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
