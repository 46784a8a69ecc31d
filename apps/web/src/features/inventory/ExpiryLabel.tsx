import { Chip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { InventoryLimits } from "@eln/shared/inventory";
import { daysUntil, useFormatDay } from "./inventoryApi";

/** The expiry date in the reader's format, with "expired" or "in N days" when it is near. */
export function ExpiryLabel({ day }: { day: string | null }) {
  const { t } = useTranslation("inventory");
  const formatDay = useFormatDay();
  if (!day) return null;
  const left = daysUntil(day);
  return (
    <span>
      <span style={{ whiteSpace: "nowrap" }}>{formatDay(day)}</span>
      {left < 0 ? (
        <Chip size="small" color="error" label={t("expired")} sx={{ ml: { md: 1 }, display: { xs: "flex", md: "inline-flex" }, width: "fit-content" }} />
      ) : left <= InventoryLimits.expiringSoonDays ? (
        <Chip size="small" color="warning" variant="outlined" label={left === 0 ? t("expiresToday") : t("expiresIn", { count: left })} sx={{ ml: { md: 1 }, display: { xs: "flex", md: "inline-flex" }, width: "fit-content" }} />
      ) : null}
    </span>
  );
}
