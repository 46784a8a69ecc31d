import { Box, Link, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableRow, Typography } from "@mui/material";
import { Link as RouterLink, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { TotalsSummary } from "./TotalsSummary";
import { ScrollableTableContainer } from "../../components/ScrollableTableContainer";
import { TableHeaderRow } from "../../components/TableHeaderRow";
import { useOrder } from "./shopApi";
import { useShopLang } from "./useShopLang";
import { ShopNotFound } from "./ShopNotFound";
import { OrderFlowPanel } from "../inventory/OrderFlowPanel";

/**
 * Order confirmation: any past order as it was placed (frozen prices, tax per rate). Members of the
 * space it is filed under open it too (from the space's order list); its delivery details are the orderer's only.
 */
export function OrderPage() {
  const { orderId = "" } = useParams();
  const { t } = useTranslation("shop");
  // The status in the words of the order's progress panel and the space's order list: one term per state.
  const { t: ti } = useTranslation("inventory");
  const { name, unit, yen, date, maker } = useShopLang();
  const q = useOrder(orderId);
  if (q.isPending) return <Skeleton variant="rounded" height={320} />;
  if (q.isError) return <ShopNotFound message={t("order.notFound")} />;
  const o = q.data;
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/buy" variant="body2">
        {t("catalog.back")}
      </Link>
      <Box>
        <Typography variant="h1" data-testid="order-title">
          {t("order.title", { number: o.number })}
        </Typography>
        <Typography color="text.secondary">
          {t("order.placedAt", { date: date(o.createdAt) })} · {t("order.status")}: {ti(`orders.status.${o.status}`, { defaultValue: o.status })}
        </Typography>
        {/* Opened by a member of the space it is filed under: whose order it is. */}
        {!o.isOrderer && <Typography color="text.secondary">{t("order.orderedBy", { name: o.orderer.name })}</Typography>}
      </Box>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 340px" }, alignItems: "start" }}>
        <ScrollableTableContainer outlined label={t("order.lines")}>
          <Table size="small">
            {/* The number columns' short headings stay on one line (数量 stood one character a line on a phone). */}
            <TableHeaderRow
              columns={[
                t("catalog.name"),
                { label: t("catalog.unitPrice"), align: "right", sx: { whiteSpace: "nowrap" } },
                { label: t("catalog.quantity"), align: "right", sx: { whiteSpace: "nowrap" } },
                { label: t("cart.lineSubtotal"), align: "right", sx: { whiteSpace: "nowrap" } },
              ]}
            />
            <TableBody>
              {o.lines.map((l) => (
                <TableRow key={l.lineNo} data-testid="order-line">
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {name(l)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {maker(l)} · {l.productId} · {unit(l)} · {t("catalog.taxRate", { rate: l.taxRate })}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {yen(l.unitPrice)}
                  </TableCell>
                  <TableCell align="right">{l.quantity}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {yen(l.subtotal)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollableTableContainer>
        <Stack spacing={2}>
          <OrderFlowPanel order={o} />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <TotalsSummary byRate={o.byRate} subtotal={o.subtotal} total={o.total} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {o.isOrderer ? (
              <>
                <Typography variant="subtitle2" component="h2">{t("order.shipTo")}</Typography>
                <Typography sx={{ whiteSpace: "pre-line", mb: 1 }}>{o.shippingAddress}</Typography>
                <Typography variant="subtitle2" component="h2">{t("order.personInCharge")}</Typography>
                <Typography>
                  {o.personInChargeName} &lt;{o.personInChargeEmail}&gt;
                </Typography>
              </>
            ) : (
              <Typography variant="body2" color="text.secondary">{t("order.contactOrdererOnly")}</Typography>
            )}
          </Paper>
        </Stack>
      </Box>
    </Stack>
  );
}
