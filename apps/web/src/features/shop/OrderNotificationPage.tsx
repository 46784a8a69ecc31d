import { Button, Paper, Skeleton, Stack, Typography } from "@mui/material";
import CheckCircleIcon from "@mui/icons-material/CheckCircleOutlineOutlined";
import { Link as RouterLink, useLocation, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { Order } from "@eln/shared/shop";
import { useOrder } from "./shopApi";
import { useShopLang } from "./useShopLang";
import { BackToShopNotice } from "./BackToShopNotice";

/** Thank-you page after checkout, with the order number. */
export function OrderNotificationPage() {
  const { t } = useTranslation("shop");
  const { yen } = useShopLang();
  const [params] = useSearchParams();
  const fromState = (useLocation().state as { order?: Order } | null)?.order;
  const id = params.get("order") ?? "";
  const q = useOrder(fromState ? "" : id);
  const order = fromState ?? q.data;
  if (!order && id && q.isPending) return <Skeleton variant="rounded" height={240} />;
  if (!order) return <BackToShopNotice message={t("notification.missing")} action={t("notification.continue")} />;
  return (
    <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, mx: "auto", textAlign: "center" }} data-testid="order-notification">
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h1" sx={{ my: 2 }}>
        {t("notification.title")}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t("notification.body", { number: order.number, email: order.personInChargeEmail })}</Typography>
      <Typography variant="overline" color="text.secondary">
        {t("notification.number")}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, mb: 1 }} data-testid="order-number">
        {order.number}
      </Typography>
      <Typography sx={{ mb: 3 }} data-testid="order-total">
        {t("cart.total")}: {yen(order.total)}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "center" }}>
        <Button component={RouterLink} to={`/buy/orders/${order.id}`} variant="contained" data-testid="view-order">
          {t("notification.viewOrder")}
        </Button>
        <Button component={RouterLink} to="/buy">
          {t("notification.continue")}
        </Button>
      </Stack>
    </Paper>
  );
}
