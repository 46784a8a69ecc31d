import { Alert, Link, Stack } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";

/** A catalog or order that could not be loaded: what is missing, and the way back to the shop. */
export function ShopNotFound({ message }: { message: string }) {
  const { t } = useTranslation("shop");
  return (
    <Stack spacing={2}>
      <Alert severity="error">{message}</Alert>
      <Link component={RouterLink} to="/buy">
        {t("catalog.back")}
      </Link>
    </Stack>
  );
}
