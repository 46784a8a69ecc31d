import { Alert, Paper, Skeleton, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { CheckoutSettingsForm } from "./CheckoutSettingsForm";
import { useCheckoutSettings } from "./shopApi";

export function CheckoutSettingsPage() {
  const { t } = useTranslation("shop");
  const q = useCheckoutSettings();
  return (
    <Paper sx={{ p: 3, maxWidth: 640, mx: "auto" }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t("settings.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("settings.intro")}
      </Typography>
      {q.isPending ? <Skeleton variant="rounded" height={240} /> : q.isError ? <Alert severity="error">{t("home.loadFailed")}</Alert> : <CheckoutSettingsForm initial={q.data} />}
    </Paper>
  );
}
