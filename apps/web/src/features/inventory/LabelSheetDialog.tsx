import { saveFile } from "../../lib/saveFile";
import { today } from "../../lib/formatDate";
import { inventoryEndpoints } from "@eln/shared/inventory";
import { call } from "../../api/call";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { labelLayouts, type LabelLayoutId } from "@eln/shared/inventory";
import { useBusyAction } from "../../api/useBusyAction";
import "./inventoryI18n";

/** Chosen containers → an A4 sheet of QR labels (PDF), opened for printing. */
export function LabelSheetDialog({ spaceId, containerIds, onClose }: { spaceId: string; containerIds: string[]; onClose(): void }) {
  const { t } = useTranslation("inventory");
  const [layout, setLayout] = useState<LabelLayoutId>("24-70x37");
  const [skip, setSkip] = useState("0");
  const { busy, error, run } = useBusyAction();
  const perSheet = (id: LabelLayoutId) => {
    const l = labelLayouts.find((x) => x.id === id)!;
    return l.columns * l.rows;
  };
  const skipN = Math.max(0, Math.min(perSheet(layout) - 1, Math.floor(Number(skip) || 0)));

  const create = async () => {
    await run(async () => {
      const pdf = await call(inventoryEndpoints.labels, { params: { spaceId }, body: { containerIds, layout, skip: skipN } });
      saveFile(pdf, `labels-${today()}.pdf`);
      onClose();
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t("labels.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{t("labels.count", { count: containerIds.length })}</Typography>
          <TextField select size="small" label={t("labels.layout")} value={layout} onChange={(e) => setLayout(e.target.value as LabelLayoutId)} slotProps={{ htmlInput: { "data-testid": "labels-layout" } }}>
            {labelLayouts.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {t("labels.layoutOption", { count: l.columns * l.rows, width: l.width, height: l.height })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={t("labels.skip")}
            helperText={t("labels.skipHelp")}
            value={skip}
            onChange={(e) => setSkip(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: perSheet(layout) - 1, "data-testid": "labels-skip" } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common:actions.cancel")}</Button>
        <Button variant="contained" onClick={() => void create()} disabled={busy} data-testid="labels-create">
          {t("labels.create")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
