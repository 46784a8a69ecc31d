import { Alert, Box, Button, MenuItem, Paper, Table, TableBody, TableCell, TableRow, TextField, Typography } from "@mui/material";
import { TableHeaderRow } from "../../components/TableHeaderRow";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fireServiceActQuantities, storageLimitWarnings } from "@eln/shared/inventory";
import { materialName } from "../materials/materialsI18n";
import { useRoomStorage, useSetHazardClass } from "./inventoryApi";
import { StorageLimitTableDialog, useStorageLimitTable } from "./StorageLimitTableDialog";
import { formatNumber } from "../../lib/formatNumber";

const fmt = (n: number, lang: string, digits = 2) => formatNumber(n, lang, digits);

/** A room's Fire Service Act totals against the designated quantities (指定数量), with warnings from 0.2 and 1.0. */
export function RoomStorageCard(props: { spaceId: string; locationId: string }) {
  const { t, i18n } = useTranslation("inventory");
  const lang = i18n.language.startsWith("ja") ? "ja" : "en";
  const storage = useRoomStorage(props.locationId);
  const setClass = useSetHazardClass(props.spaceId);
  const [editingTable, setEditingTable] = useState(false);
  // The class menu shows the space's own quantities once its table has loaded.
  const table = useStorageLimitTable(props.spaceId).data?.entries ?? fireServiceActQuantities;
  const d = storage.data;
  if (!d) return null;
  const canWrite = d.abilities["inventory.write"];
  return (
    <Paper sx={{ p: 2, mt: 2 }} data-testid="room-storage">
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 1, mb: 1, flexWrap: "wrap" }}>
        <Typography variant="h2" sx={{ fontSize: 18 }}>
          {t("storage.title", { room: d.location.path.join(" › ") })}
        </Typography>
        <Button size="small" onClick={() => setEditingTable(true)} data-testid="limits-open">
          {t("limits.open")}
        </Button>
      </Box>
      {editingTable && <StorageLimitTableDialog spaceId={props.spaceId} onClose={() => setEditingTable(false)} />}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("storage.help", { ordinance: storageLimitWarnings.ordinance, licence: storageLimitWarnings.licence })}
      </Typography>
      <Alert severity={d.level === "licence" ? "error" : d.level === "ordinance" ? "warning" : "success"} sx={{ mb: 1 }} data-testid="room-storage-sum">
        {t(`storage.level.${d.level}`, { sum: fmt(d.sum, lang, 3) })}
      </Alert>
      {d.rows.length > 0 && (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" data-testid="room-storage-table">
            <TableHeaderRow columns={[t("storage.class"), { label: t("storage.total"), align: "right" }, { label: t("storage.quantity"), align: "right" }, { label: t("storage.ratio"), align: "right" }]} />
            <TableBody>
              {d.rows.map((r) => (
                <TableRow key={r.hazardClassId}>
                  <TableCell>
                    {r[lang]}
                    {r.unconverted > 0 && (
                      <Typography variant="caption" sx={{ display: "block" }} color="text.secondary">
                        {t("storage.unconverted", { count: r.unconverted })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{`${fmt(r.total, lang)} ${r.unit}`}</TableCell>
                  <TableCell align="right">{`${fmt(r.quantity, lang)} ${r.unit}`}</TableCell>
                  <TableCell align="right">{fmt(r.ratio, lang, 3)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {d.materials.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t("storage.materials")}
          </Typography>
          <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "1fr 1fr 1fr" } }}>
            {d.materials.map((m) => (
              <TextField
                key={m.id}
                select
                size="small"
                label={materialName(m, i18n.language)}
                value={m.hazardClassId ?? ""}
                disabled={!canWrite || setClass.isPending}
                onChange={(e) => setClass.mutate({ materialId: m.id, hazardClassId: e.target.value || null })}
                slotProps={{ htmlInput: { "data-testid": `hazard-class-${m.id}` } }}
              >
                <MenuItem value="">{t("storage.notHazardous")}</MenuItem>
                {table.map((q) => (
                  <MenuItem key={q.id} value={q.id}>
                    {`${q[lang]} (${fmt(q.quantity, lang)} ${q.unit})`}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Box>
          {setClass.isError && <Alert severity="error" sx={{ mt: 1 }}>{t("storage.saveFailed")}</Alert>}
        </Box>
      )}
    </Paper>
  );
}
