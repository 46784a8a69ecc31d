import type { OrderSettings } from "@eln/shared/inventory";
import { orderFlowEndpoints } from "@eln/shared/inventory";
import { call } from "../../api/call";
import { Alert, Box, Button, Link, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableRow, TextField, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { orderSettingsSchema, type OrderStatus } from "@eln/shared/inventory";
import { ApiError } from "../../api/ApiError";
import { useMessageKey } from "../../components/form/useMessageKey";
import { notify } from "../../components/Notifier";
import { TableHeaderRow } from "../../components/TableHeaderRow";
import { useInventoryMutation } from "./inventoryApi";
import { useOrderSettings } from "./orderFlowApi";
import { useShopLang } from "../shop/useShopLang";
import "./inventoryI18n";
import { messageIn, errorMessageOf } from "../../i18n/useMessageState";
import { inventoryKeys } from "../../api/queryKeys";

const tm = messageIn("inventory");

/** On the inventory page: orders filed under the space (owners approve here) and, for owners, the approval threshold. */
export function SpaceOrdersCard({ spaceId }: { spaceId: string }) {
  const { t } = useTranslation("inventory");
  const list = useQuery({ queryKey: inventoryKeys.spaceOrders(spaceId), queryFn: ({ signal }) => call(orderFlowEndpoints.spaceOrders, { params: { spaceId }, signal }) });
  const move = useInventoryMutation((v: { id: string; status: OrderStatus }) => call(orderFlowEndpoints.changeStatus, { params: { id: v.id }, body: { status: v.status } }));
  const { yen, day } = useShopLang();
  const items = list.data?.items ?? [];
  // Links from checkout and the order page land here (#space-orders): show the card once it has loaded.
  const card = useRef<HTMLDivElement>(null);
  const loaded = !!list.data;
  useEffect(() => {
    if (loaded && window.location.hash === "#space-orders") card.current?.scrollIntoView({ block: "start" });
  }, [loaded]);
  return (
    <Paper ref={card} variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="space-orders" id="space-orders">
      <Typography variant="h2" sx={{ fontSize: "1.1rem", fontWeight: 600, mb: 1 }}>
        {t("spaceOrders.title")}
      </Typography>
      <ThresholdForm spaceId={spaceId} />
      {list.isError && <Alert severity="error">{t("loadFailed")}</Alert>}
      {list.isSuccess && !items.length ? (
        <Typography variant="body2" color="text.secondary">
          {t("spaceOrders.empty")}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHeaderRow columns={[t("spaceOrders.number"), { label: t("spaceOrders.orderer"), sx: { display: { xs: "none", sm: "table-cell" } } }, { label: t("spaceOrders.total"), align: "right" }, t("spaceOrders.status"), ""]} />
            <TableBody>
              {items.map((o) => (
                <TableRow key={o.id} data-testid="space-order-row">
                  <TableCell>
                    {/* Every member of the space opens it: lines, totals, progress (not the orderer's delivery details). */}
                    <Link component={RouterLink} to={`/buy/orders/${o.id}`}>
                      {o.number}
                    </Link>
                    <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
                      {day(o.createdAt)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>{o.orderer.name}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {yen(o.total)}
                  </TableCell>
                  <TableCell>{t(`orders.status.${o.status}`)}</TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap", justifyContent: "flex-end" }}>
                      {o.allowed.filter((s) => s !== "cancelled").map((s) => (
                        <Button
                          key={s}
                          size="small"
                          variant="outlined"
                          disabled={move.isPending}
                          aria-label={`${t(`orders.action.${s}`)} ${o.number}`}
                          onClick={() =>
                            void move
                              .mutateAsync({ id: o.id, status: s })
                              .then(() => notify.success(tm("orders.moved", { status: tm(`orders.status.${s}`) })))
                              .catch((err) => notify.error(errorMessageOf(err)))
                          }
                        >
                          {t(`orders.action.${s}`)}
                        </Button>
                      ))}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

function ThresholdForm({ spaceId }: { spaceId: string }) {
  const { t } = useTranslation("inventory");
  const msg = useMessageKey();
  const settings = useOrderSettings(spaceId);
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = useInventoryMutation((v: OrderSettings) => call(orderFlowEndpoints.updateSettings, { params: { spaceId }, body: v }));
  if (!settings.data?.canEdit) return null;
  const shown = value ?? (settings.data.approvalThreshold === null ? "" : String(settings.data.approvalThreshold));
  const submit = async () => {
    const parsed = orderSettingsSchema.safeParse({ approvalThreshold: shown.trim() === "" ? null : Number.isFinite(Number(shown)) ? Number(shown) : shown });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await save.mutateAsync(parsed.data);
      setError(undefined);
      notify.success(tm("orders.settings.saved"));
    } catch (err) {
      setError(err instanceof ApiError ? err.fields?.approvalThreshold : undefined);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} sx={{ display: "flex", gap: 1, alignItems: "flex-start", mb: 2, flexWrap: "wrap" }}>
      <TextField
        size="small"
        type="number"
        label={t("orders.settings.threshold")}
        value={shown}
        onChange={(e) => setValue(e.target.value)}
        error={!!error}
        helperText={msg(error) ?? t("orders.settings.none")}
        sx={{ minWidth: 260 }}
        slotProps={{ htmlInput: { min: 0, "data-testid": "order-threshold" } }}
      />
      <Button type="submit" variant="outlined" disabled={save.isPending}>
        {t("orders.settings.save")}
      </Button>
    </Box>
  );
}
