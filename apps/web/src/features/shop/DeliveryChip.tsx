import { Chip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { deliveryMessage, deliveryStatus } from "@eln/shared/shop";

/** The spec's three delivery states: standard (N days), delayed, or out of stock with the date undecided. */
export function DeliveryChip({ product }: { product: { stock: number; deliveryDays: number; delayed: boolean } }) {
  const { t } = useTranslation("shop");
  const status = deliveryStatus(product);
  const msg = deliveryMessage(status);
  const color = status.kind === "standard" ? "success" : status.kind === "delayed" ? "warning" : "error";
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      // The number of days picks the plural form ("1 day", "2 days").
      label={t(msg.code.replace("shop.", ""), { ...msg.params, ...("days" in msg.params ? { count: msg.params.days } : {}) })}
      data-testid={`delivery-${status.kind}`}
      sx={{ alignSelf: "flex-start", maxWidth: "100%", height: "auto", "& .MuiChip-label": { whiteSpace: "normal", py: 0.25 } }}
    />
  );
}
