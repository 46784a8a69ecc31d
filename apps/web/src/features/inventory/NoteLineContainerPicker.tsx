import { FormHelperText, MenuItem, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { NoteMaterialLineView } from "@eln/shared/materials";
import { ApiError } from "../../api/ApiError";
import { notify } from "../../components/Notifier";
import { useContainers } from "./inventoryApi";
import "./inventoryI18n";
import { formatNumber } from "../../lib/formatNumber";
import { errorMessageOf, message, useMessageState } from "../../i18n/useMessageState";

interface Props {
  line: NoteMaterialLineView;
  spaceId: string;
  canEdit: boolean;
  /** saves the line with this container (null: none); the server moves the stock */
  onChange(containerId: string | null): Promise<unknown>;
}

/** Under a note's material line: the container it draws from, chosen among the space's containers of the material. */
export function NoteLineContainerPicker({ line, spaceId, canEdit, onChange }: Props) {
  const { t, i18n } = useTranslation("inventory");
  // The refusal's message key, worded at each render (follows a language switch).
  const [error, setError] = useMessageState();
  const [open, setOpen] = useState(false);
  const current = line.container ?? null;
  // Listed only once the picker opens: a note with many lines does not ask for every material's containers.
  const list = useContainers(open || current ? spaceId : "", { materialId: line.materialId, status: "in_use" });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const amount = (n: number, unit: string) => `${formatNumber(n, i18n.language)} ${unit}`;

  if (!canEdit)
    return current ? (
      <Typography variant="caption" color="text.secondary" component="div" data-testid="note-line-container">
        {t("draw.from")}{" "}
        <RouterLink to={`/inventory/containers/${current.id}`}>{current.code}</RouterLink> · {t("draw.left", { amount: amount(current.amountLeft, current.unit) })}
      </Typography>
    ) : null;

  return (
    <>
      <TextField
        select
        size="small"
        value={current?.id ?? ""}
        onChange={(e) => {
          setError(null);
          onChange(e.target.value || null).catch((err: unknown) => {
            if (err instanceof ApiError && err.fields) setError(message(Object.values(err.fields)[0]));
            else notify.error(errorMessageOf(err));
          });
        }}
        error={!!error}
        // As wide as an empty picker in the table, showing the chosen bottle's code (the list names
        // its place, the line below what is left): grown to fit a location path, it pushed the risk
        // column and the remove button off a laptop's table.
        sx={{ mt: 0.5, minWidth: 220, maxWidth: { xs: "100%", md: 220 } }}
        label={t("draw.label")}
        slotProps={{
          select: {
            onOpen: () => setOpen(true),
            renderValue: (id) => (current && id === current.id ? current.code : (items.find((c) => c.id === id)?.code ?? "")),
            SelectDisplayProps: { "data-testid": "note-line-container-select" } as object,
          },
          inputLabel: { shrink: true },
        }}
      >
        <MenuItem value="">
          <em>{t("draw.none")}</em>
        </MenuItem>
        {current && !items.some((c) => c.id === current.id) && (
          <MenuItem value={current.id}>
            {current.code} · {t("draw.left", { amount: amount(current.amountLeft, current.unit) })}
          </MenuItem>
        )}
        {items.map((c) => (
          <MenuItem key={c.id} value={c.id} data-testid="note-line-container-option">
            {[c.code, c.location?.path.join(" › "), t("draw.left", { amount: amount(c.amount, c.unit) })].filter(Boolean).join(" · ")}
          </MenuItem>
        ))}
        {open && !list.isPending && items.length === 0 && (
          <MenuItem disabled value="__none">
            {t("draw.noContainers")}
          </MenuItem>
        )}
      </TextField>
      {current && (
        <FormHelperText data-testid="note-line-container">
          {t("draw.took", { amount: amount(current.drawn, current.unit) })} · {t("draw.left", { amount: amount(current.amountLeft, current.unit) })}
        </FormHelperText>
      )}
      {error && (
        <FormHelperText error data-testid="note-line-container-error">
          {error}
        </FormHelperText>
      )}
    </>
  );
}
