import type { ReceiveDraftLine, ReceiveOrder } from "@eln/shared/inventory";
import { orderFlowEndpoints } from "@eln/shared/inventory";
import { call } from "../../api/call";
import { Alert, Autocomplete, Box, Button, Checkbox, FormControlLabel, List, ListItem, ListItemText, MenuItem, Paper, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useShopLang } from "../shop/useShopLang";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { receiveOrderSchema, type OrderStatus } from "@eln/shared/inventory";
import { quantityUnits } from "@eln/shared/materials";
import type { Order } from "@eln/shared/shop";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useMessageKey } from "../../components/form/useMessageKey";
import { parseTypedNumber } from "@eln/shared/validation";
import { notify } from "../../components/Notifier";
import { materialPickerOptions, useMaterialOptions } from "../materials/materialsApi";
import { materialName } from "../materials/materialsI18n";
import { useInventoryMutation, useLocations } from "./inventoryApi";
import { useOrderFlow, useOrderSettings, useReceiveDraft } from "./orderFlowApi";
import "./inventoryI18n";
import { InventoryFormDialog } from "./InventoryFormDialog";
import { useFormErrors } from "./useFormErrors";
import { menuItems } from "../../components/menuItems";
import { messageIn, errorMessageOf } from "../../i18n/useMessageState";
import { shopKeys } from "../../api/queryKeys";
import { ApiError } from "../../api/ApiError";

const tm = messageIn("inventory");

/** On the order page: the space it is filed under, its timeline, the moves the caller may make, and receiving. */
export function OrderFlowPanel({ order }: { order: Order }) {
  const { t } = useTranslation("inventory");
  const flow = useOrderFlow(order.id);
  const qc = useQueryClient();
  // The order page's own header shows the status too.
  const refreshOrder = () => void qc.invalidateQueries({ queryKey: shopKeys.order(order.id) });
  const settings = useOrderSettings(flow.data?.space?.id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const setSpace = useInventoryMutation((spaceId: string) => call(orderFlowEndpoints.setSpace, { params: { id: order.id }, body: { spaceId } }));
  const moveTo = useInventoryMutation((status: OrderStatus) => call(orderFlowEndpoints.changeStatus, { params: { id: order.id }, body: { status } }));
  // The order page's own formats (shop), so the header and the timeline read alike.
  const { date: when, yen } = useShopLang();
  if (!flow.data) return flow.isError ? <Alert severity="error">{t("loadFailed")}</Alert> : null;
  const f = flow.data;

  const doMove = async (status: OrderStatus) => {
    try {
      await moveTo.mutateAsync(status);
      refreshOrder();
      notify.success(tm("orders.moved", { status: tm(`orders.status.${status}`) }));
    } catch (err) {
      notify.error(errorMessageOf(err));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="order-flow">
      <Typography variant="h2" sx={{ fontSize: "1.2rem", fontWeight: 600, mb: 1 }}>
        {t("orders.title")}: <span data-testid="order-flow-status">{t(`orders.status.${f.status}`)}</span>
      </Typography>
      {f.isOrderer && f.status === "placed" ? (
        <TextField
          select
          size="small"
          fullWidth
          label={t("orders.fileUnder")}
          value={f.space?.id ?? ""}
          onChange={(e) => void setSpace.mutateAsync(e.target.value).catch((err) => notify.error(errorMessageOf(err)))}
          helperText={f.space ? undefined : t("orders.noSpace")}
          slotProps={{ htmlInput: { "data-testid": "order-space" } }}
          sx={{ mb: 1 }}
        >
          {f.spaces.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.title}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        f.space && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t("orders.space")}: {f.space.title}
          </Typography>
        )
      )}
      {settings.data?.approvalThreshold != null && (
        <Typography variant="body2" color="text.secondary">
          {t("orders.threshold", { amount: yen(settings.data.approvalThreshold) })}
        </Typography>
      )}
      {settings.data?.canEdit && f.space && (
        <Button size="small" component={RouterLink} to={`/spaces/${f.space.id}/inventory#space-orders`} data-testid="order-settings-link">
          {t("orders.settingsLink")}
        </Button>
      )}
      {f.approvalRequired && f.status === "placed" && <Alert severity="info" sx={{ my: 1 }}>{t("orders.approvalRequired")}</Alert>}
      <List dense aria-label={t("orders.title")} data-testid="order-timeline">
        {f.timeline.map((e, i) => (
          <ListItem key={i} disableGutters divider={i < f.timeline.length - 1}>
            <ListItemText primary={t(`orders.status.${e.status}`)} secondary={`${when(e.at)}${e.by ? ` · ${t("orders.by", { name: e.by.name })}` : ""}${e.comment ? ` · ${e.comment}` : ""}`} />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap", mt: 1 }}>
        {f.allowed.filter((s) => s !== "cancelled").map((s) => (
          <Button key={s} variant="contained" size="small" onClick={() => void doMove(s)} disabled={moveTo.isPending} data-testid={`order-move-${s}`}>
            {t(`orders.action.${s}`)}
          </Button>
        ))}
        {f.canReceive && (
          <Button variant="contained" size="small" onClick={() => setReceiving(true)} data-testid="order-receive">
            {t("orders.action.received")}
          </Button>
        )}
        {f.allowed.includes("cancelled") && (
          <Button color="error" size="small" onClick={() => setConfirmCancel(true)} data-testid="order-move-cancelled">
            {t("orders.action.cancelled")}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmCancel}
        title={t("orders.action.cancelled")}
        body={t("orders.cancelConfirm")}
        onClose={() => setConfirmCancel(false)}
        onConfirm={async () => {
          await moveTo.mutateAsync("cancelled");
          refreshOrder();
          setConfirmCancel(false);
        }}
      />
      {receiving && f.space && <ReceiveDialog order={order} spaceId={f.space.id} onClose={() => { setReceiving(false); refreshOrder(); }} />}
    </Paper>
  );
}

type LineForm = { lineNo: number; stock: boolean; material: { id: string; name: string; nameEn: string | null } | null; containers: string; amount: string; unit: string; lot: string; expiresOn: string };

/** The form opens on the server's draft; without one (it failed) every line starts empty and stocked. */
function ReceiveDialog(props: { order: Order; spaceId: string; onClose(): void }) {
  const draft = useReceiveDraft(props.order.id);
  if (draft.isPending) return null;
  return <ReceiveForm {...props} draft={draft.data?.lines ?? []} />;
}

function ReceiveForm({ order, spaceId, draft, onClose }: { order: Order; spaceId: string; draft: ReceiveDraftLine[]; onClose(): void }) {
  const { t, i18n } = useTranslation("inventory");
  const msg = useMessageKey();
  const locations = useLocations(spaceId);
  const [locationId, setLocationId] = useState("");
  const [lines, setLines] = useState<LineForm[]>(() =>
    order.lines.map((l) => {
      const d = draft.find((x) => x.lineNo === l.lineNo);
      return {
        lineNo: l.lineNo,
        stock: d?.stock ?? true,
        material: d?.material ?? null,
        containers: String(d?.containers ?? l.quantity),
        amount: d?.amount != null ? String(d.amount) : "",
        unit: d?.unit ?? "g",
        lot: "",
        expiresOn: "",
      };
    }),
  );
  const { errors, setErrors, error, saveChecked } = useFormErrors();
  const receive = useInventoryMutation((body: ReceiveOrder) => call(orderFlowEndpoints.receive, { params: { id: order.id }, body }));
  const setLine = (i: number, patch: Partial<LineForm>) => setLines((ls) => ls.map((l, k) => (k === i ? { ...l, ...patch } : l)));

  const submit = async () => {
    // Only the stocked lines are sent; `sent[k]` is the form line of the k-th sent one, so a problem
    // with `lines.k.amount` (the schema's or the server's) shows under the right line.
    const sent = lines.flatMap((l, i) => (l.stock ? [i] : []));
    const onForm = (path: readonly PropertyKey[]) => (path[0] === "lines" && typeof path[1] === "number" ? ["lines", sent[path[1]] ?? path[1], ...path.slice(2)] : path).join(".");
    const body = {
      locationId: locationId || null,
      lines: sent.map((i) => lines[i]!).map((l) => ({ lineNo: l.lineNo, materialId: l.material?.id ?? "", containers: parseTypedNumber(l.containers), amount: parseTypedNumber(l.amount), unit: l.unit, lot: l.lot || null, expiresOn: l.expiresOn || null })),
    };
    await saveChecked(
      receiveOrderSchema.safeParse(body),
      async (data) => {
        try {
          await receive.mutateAsync(data);
        } catch (err) {
          if (!(err instanceof ApiError && err.fields)) throw err;
          return setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [onForm(k.split(".").map((s) => (/^\d+$/.test(s) ? Number(s) : s))), v])));
        }
        const count = data.lines.reduce((n, l) => n + l.containers, 0);
        notify.success(count ? tm("orders.receive.done", { count }) : tm("orders.receive.doneNone"));
        onClose();
      },
      onForm,
    );
  };

  return (
    <InventoryFormDialog
      id="receive"
      title={t("orders.receive.title")}
      error={error}
      pending={receive.isPending}
      submitLabel={t("orders.receive.submit")}
      submitTestId="receive-submit"
      maxWidth="md"
      fullScreenOnPhone
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField select size="small" label={t("orders.receive.location")} value={locationId} onChange={(e) => setLocationId(e.target.value)} error={!!errors.locationId} helperText={msg(errors.locationId)} slotProps={{ htmlInput: { "data-testid": "receive-location" } }}>
        <MenuItem value="">{t("filters.noLocation")}</MenuItem>
        {(locations.data?.items ?? []).map((l) => (
          <MenuItem key={l.id} value={l.id}>
            {l.path.join(" › ")}
          </MenuItem>
        ))}
      </TextField>
      {lines.map((l, i) => {
        const ordered = order.lines[i];
        const titleId = `receive-line-${l.lineNo}`;
        return (
          // A group named by its line: "Not stocked" and the fields are read as that product's.
          <Box key={l.lineNo} role="group" aria-labelledby={titleId} data-testid="receive-line">
            <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}>
              <Typography variant="subtitle2" id={titleId} sx={{ minWidth: 0, overflowWrap: "anywhere" }}>
                {t("orders.receive.line", { n: l.lineNo })}: {ordered && (i18n.language === "ja" ? `${ordered.nameJa}（${ordered.unitJa}）× ${ordered.quantity}` : `${ordered.name} (${ordered.unit}) × ${ordered.quantity}`)}
              </Typography>
              <FormControlLabel
                control={<Checkbox size="small" checked={!l.stock} onChange={(e) => setLine(i, { stock: !e.target.checked })} slotProps={{ input: { "data-testid": "receive-not-stocked" } as object }} />}
                label={t("orders.receive.notStocked")}
                sx={{ mr: 0 }}
              />
            </Stack>
            {l.stock && (
              <Stack spacing={1.5} sx={{ mt: 1 }}>
                <LineMaterial spaceId={spaceId} value={l.material} onChange={(m) => setLine(i, { material: m })} error={msg(errors[`lines.${i}.materialId`])} />
                <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
                  <TextField size="small" type="number" required label={t("orders.receive.containers")} value={l.containers} onChange={(e) => setLine(i, { containers: e.target.value })} error={!!errors[`lines.${i}.containers`]} helperText={msg(errors[`lines.${i}.containers`])} slotProps={{ htmlInput: { "data-testid": "receive-containers", min: 1 } }} />
                  {/* Text, read by parseTypedNumber: a number field drops a decimal comma as it is typed. */}
                  <TextField size="small" required label={t("orders.receive.amount")} value={l.amount} onChange={(e) => setLine(i, { amount: e.target.value })} error={!!errors[`lines.${i}.amount`]} helperText={msg(errors[`lines.${i}.amount`])} slotProps={{ htmlInput: { "data-testid": "receive-amount", inputMode: "decimal" } }} />
                  <TextField size="small" select label={t("orders.receive.unit")} value={l.unit} onChange={(e) => setLine(i, { unit: e.target.value })} sx={{ minWidth: 96 }} slotProps={{ htmlInput: { "data-testid": "receive-unit" } }}>
                    {menuItems(quantityUnits)}
                  </TextField>
                  <TextField size="small" label={t("orders.receive.lot")} value={l.lot} onChange={(e) => setLine(i, { lot: e.target.value })} />
                  <TextField size="small" type="date" label={t("orders.receive.expiresOn")} value={l.expiresOn} onChange={(e) => setLine(i, { expiresOn: e.target.value })} error={!!errors[`lines.${i}.expiresOn`]} helperText={msg(errors[`lines.${i}.expiresOn`])} slotProps={{ inputLabel: { shrink: true } }} />
                </Stack>
              </Stack>
            )}
          </Box>
        );
      })}
    </InventoryFormDialog>
  );
}

function LineMaterial(props: { spaceId: string; value: LineForm["material"]; onChange(m: LineForm["material"]): void; error?: string }) {
  const { t, i18n } = useTranslation("inventory");
  const [q, setQ] = useState("");
  const options = useMaterialOptions(props.spaceId, q);
  return (
    <Autocomplete
      {...materialPickerOptions(options)}
      value={props.value}
      onChange={(_, v) => props.onChange(v)}
      onInputChange={(_, v) => setQ(v)}
      getOptionLabel={(m) => materialName(m, i18n.language)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      renderInput={(p) => <TextField {...p} size="small" label={t("orders.receive.material")} required error={!!props.error} helperText={props.error} slotProps={{ ...p.slotProps, htmlInput: { ...p.slotProps.htmlInput, "data-testid": "receive-material" } }} />}
    />
  );
}
