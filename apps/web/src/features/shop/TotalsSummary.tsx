import { Alert, Box, Button, Divider, Paper, Stack, Typography, type ButtonProps } from "@mui/material";
import type { ElementType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RateTotals } from "@eln/shared/shop";
import { useShopLang } from "./useShopLang";

/** Subtotal and tax per rate (rounded once per rate), then the tax-included total. */
export function TotalsSummary({ byRate, subtotal, total }: { byRate: RateTotals[]; subtotal: number; total: number }) {
  const { t } = useTranslation("shop");
  const { yen } = useShopLang();
  // The total is larger, not a heading: subtitle1 alone renders an h6, and a price read out as a heading
  // breaks the page's outline.
  const row = (label: string, value: number, testId: string, strong = false) => (
    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}>
      <Typography variant={strong ? "subtitle1" : "body2"} component="p" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant={strong ? "subtitle1" : "body2"} component="p" sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: "tabular-nums" }} data-testid={testId}>
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

/** The cart's totals card (cart and checkout): totals, why checkout is blocked, then the page's own actions. */
export function CartTotalsCard({ cart, children }: { cart: { byRate: RateTotals[]; subtotal: number; total: number; canCheckout: boolean }; children: ReactNode }) {
  const { t } = useTranslation("shop");
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <TotalsSummary byRate={cart.byRate} subtotal={cart.subtotal} total={cart.total} />
      {!cart.canCheckout && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t("cart.blocked")}
        </Alert>
      )}
      {children}
    </Paper>
  );
}

/** The totals card's main action (to checkout, place the order): a large button across the card. */
export function TotalsCardAction<C extends ElementType = "button">(props: ButtonProps<C, { component?: C }>) {
  return <Button fullWidth variant="contained" size="large" sx={{ mt: 2 }} {...props} />;
}
