import { Box, Checkbox, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { Container } from "@eln/shared/inventory";
import { materialName } from "../materials/materialsI18n";
import { ExpiryLabel } from "./ExpiryLabel";
import { formatNumber } from "../../lib/formatNumber";

/** Containers as a table; columns that matter less hide on a phone. */
export function ContainersTable({
  items,
  compact = false,
  selected,
  onSelect,
}: {
  items: Container[];
  compact?: boolean;
  /** with a selection, each row gets a checkbox (for labels) */
  selected?: ReadonlySet<string>;
  onSelect?(ids: string[], on: boolean): void;
}) {
  const selectable = !!selected && !!onSelect;
  const all = selectable && items.length > 0 && items.every((c) => selected.has(c.id));
  const some = selectable && items.some((c) => selected.has(c.id));
  const { t, i18n } = useTranslation("inventory");
  const hideXs = { display: { xs: "none", md: "table-cell" } };
  const hideSm = { display: { xs: "none", sm: "table-cell" } };
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={all}
                  indeterminate={some && !all}
                  onChange={(e) => onSelect(items.map((c) => c.id), e.target.checked)}
                  slotProps={{ input: { "aria-label": t("labels.selectAll") } }}
                />
              </TableCell>
            )}
            <TableCell sx={hideSm}>{t("columns.code")}</TableCell>
            <TableCell>{t("columns.material")}</TableCell>
            <TableCell align="right">{t("columns.amount")}</TableCell>
            <TableCell sx={hideXs}>{t("columns.location")}</TableCell>
            {!compact && <TableCell sx={hideXs}>{t("columns.owner")}</TableCell>}
            <TableCell>{t("columns.expires")}</TableCell>
            {!compact && <TableCell sx={hideXs}>{t("columns.status")}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((c) => (
            <TableRow key={c.id} hover data-testid="container-row" selected={selectable && selected.has(c.id)}>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={selected.has(c.id)}
                    onChange={(e) => onSelect([c.id], e.target.checked)}
                    slotProps={{ input: { "aria-label": t("labels.select", { code: c.code }) } }}
                  />
                </TableCell>
              )}
              <TableCell sx={{ ...hideSm, whiteSpace: "nowrap", fontFamily: "monospace" }}>{c.code}</TableCell>
              {/* break-word, not anywhere: "anywhere" let the table squeeze the column to one letter ("Aceton|e"). */}
              <TableCell sx={{ overflowWrap: "break-word" }}>
                <Link component={RouterLink} to={`/inventory/containers/${c.id}`}>
                  {materialName(c.material, i18n.language)}
                </Link>
                <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
                  <Box component="span" sx={{ display: { sm: "none" }, fontFamily: "monospace" }}>
                    {c.code}
                    {c.lot && " · "}
                  </Box>
                  {c.lot}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {formatNumber(c.amount, i18n.language)} {c.unit}
              </TableCell>
              <TableCell sx={hideXs}>{c.location?.path.join(" › ") ?? "—"}</TableCell>
              {!compact && <TableCell sx={hideXs}>{c.owner?.name ?? "—"}</TableCell>}
              <TableCell>
                <ExpiryLabel day={c.expiresOn} />
              </TableCell>
              {!compact && <TableCell sx={hideXs}>{t(`status.${c.status}`)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
