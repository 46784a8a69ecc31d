import type { StorageLimitTableUpdate } from "@eln/shared/inventory";
import { inventoryEndpoints } from "@eln/shared/inventory";
import { call } from "../../api/call";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow, TextField, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { storageLimitTableUpdateSchema, type StorageLimitTableAnswer } from "@eln/shared/inventory";
import { ApiError } from "../../api/ApiError";
import { useMessageKey } from "../../components/form/useMessageKey";
import { notify } from "../../components/Notifier";
import { TableHeaderRow } from "../../components/TableHeaderRow";
import "./inventoryI18n";
import { formatNumber } from "../../lib/formatNumber";
import { parseTypedNumber } from "@eln/shared/validation";
import { errorMessageOf, messageIn, useMessageState } from "../../i18n/useMessageState";
import { inventoryKeys } from "../../api/queryKeys";

const tm = messageIn("inventory");

/** The space's limit table (every member reads it). */
export function useStorageLimitTable(spaceId: string) {
  return useQuery({ queryKey: inventoryKeys.storageLimits(spaceId), queryFn: ({ signal }) => call(inventoryEndpoints.storageLimits, { params: { spaceId }, signal }) });
}

/** The space's designated quantities: the Fire Service Act's by default; a space owner may change or reset them. */
export function StorageLimitTableDialog({ spaceId, onClose }: { spaceId: string; onClose(): void }) {
  const { t, i18n } = useTranslation("inventory");
  const lang = i18n.language.startsWith("ja") ? "ja" : "en";
  const msg = useMessageKey();
  const qc = useQueryClient();
  const key = inventoryKeys.storageLimits(spaceId);
  const table = useStorageLimitTable(spaceId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The save's failure as a Message, worded at each render: it follows a language switch.
  const [error, setError] = useMessageState();
  useEffect(() => {
    if (table.data) setValues(Object.fromEntries(table.data.entries.map((e) => [e.id, String(e.quantity)])));
  }, [table.data]);
  const done = (answer: StorageLimitTableAnswer) => {
    qc.setQueryData(key, answer);
    // Every room's ratios follow the table.
    void qc.invalidateQueries({ queryKey: inventoryKeys.allStorage });
    notify.success(tm("limits.saved"));
  };
  const save = useMutation({
    mutationFn: (body: StorageLimitTableUpdate) => call(inventoryEndpoints.updateStorageLimits, { params: { spaceId }, body }),
    onSuccess: done,
  });
  const reset = useMutation({ mutationFn: () => call(inventoryEndpoints.resetStorageLimits, { params: { spaceId } }), onSuccess: done });
  const d = table.data;
  const canEdit = d?.abilities.update ?? false;
  const ids = d?.entries.map((e) => e.id) ?? [];

  // Field paths come as entries.<index>.quantity from the schema and the server alike.
  const byRow = (fields: Record<string, string>) => {
    const out: Record<string, string> = {};
    for (const [path, m] of Object.entries(fields)) {
      const i = Number(path.split(".")[1]);
      if (ids[i]) out[ids[i]] = m;
    }
    return out;
  };
  const submit = async () => {
    setError(null);
    const body = { entries: ids.map((id) => ({ id, quantity: parseTypedNumber(values[id] ?? "") ?? Number.NaN })) };
    const parsed = storageLimitTableUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(byRow(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]))));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(byRow(err.fields));
      else setError(errorMessageOf(err));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t("limits.title")}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {d?.isDefault ? t("limits.isDefault") : t("limits.isCustom")}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {d && (
          <Table size="small" data-testid="limit-table">
            <TableHeaderRow columns={[t("storage.class"), { label: t("storage.quantity"), align: "right" }, { label: t("limits.default"), align: "right" }]} />
            <TableBody>
              {d.entries.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{e[lang]}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {canEdit ? (
                      <TextField
                        size="small"
                        // Text, read by parseTypedNumber: a number field drops a decimal comma as it is typed.
                        value={values[e.id] ?? ""}
                        onChange={(ev) => setValues((v) => ({ ...v, [e.id]: ev.target.value }))}
                        error={!!errors[e.id]}
                        helperText={msg(errors[e.id])}
                        sx={{ width: 150 }}
                        slotProps={{ htmlInput: { inputMode: "decimal", "aria-label": `${e[lang]} (${e.unit})`, "data-testid": `limit-${e.id}` }, input: { endAdornment: e.unit } }}
                      />
                    ) : (
                      `${formatNumber(e.quantity, i18n.language)} ${e.unit}`
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap", color: e.quantity === e.defaultQuantity ? "text.secondary" : "warning.main" }}>
                    {`${formatNumber(e.defaultQuantity, i18n.language)} ${e.unit}`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        {canEdit && !d?.isDefault && (
          <Button color="warning" onClick={() => reset.mutate()} disabled={reset.isPending} data-testid="limits-reset" sx={{ mr: "auto" }}>
            {t("limits.reset")}
          </Button>
        )}
        <Button onClick={onClose}>{t("common:actions.close")}</Button>
        {canEdit && (
          <Button variant="contained" onClick={() => void submit()} disabled={save.isPending} data-testid="limits-save">
            {t("common:actions.save")}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
