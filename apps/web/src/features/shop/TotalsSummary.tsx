import { Box, Divider, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { RateTotals } from "@eln/shared/shop";
import { useShopLang } from "./useShopLang";

/** Subtotal and tax per rate (rounded once per rate), then the tax-included total. */
export function TotalsSummary({ byRate, subtotal, total }: { byRate: RateTotals[]; subtotal: number; total: number }) {
  const { t } = useTranslation("shop");
  const { yen } = useShopLang();
  const row = (label: string, value: number, testId: string, strong = false) => (
    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}>
      <Typography variant={strong ? "subtitle1" : "body2"} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant={strong ? "subtitle1" : "body2"} sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: "tabular-nums" }} data-testid={testId}>
        {yen(value)}
      </Typography>
    </Box>
  );
  return (
    <Stack spacing={0.75} data-testid="totals">
      {row(t("cart.subtotal"), subtotal, "totals-subtotal")}
      {byRate.map((r) => (
        <Box key={r.rate}>
          {row(t("cart.subtotalAt", { rate: r.rate }), r.subtotal, `totals-subtotal-${r.rate}`)}
          {row(t("cart.taxAt", { rate: r.rate }), r.tax, `totals-tax-${r.rate}`)}
        </Box>
      ))}
      <Divider />
      {row(t("cart.total"), total, "totals-total", true)}
      <Typography variant="caption" color="text.secondary">
        {t("cart.taxNote")}
      </Typography>
    </Stack>
  );
}
