import { LoadMoreButton } from "../../components/LoadMoreButton";
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Tabs,
  TextField,
  Typography,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material/styles";
import AddIcon from "@mui/icons-material/Add";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/EditOutlined";
import SearchIcon from "@mui/icons-material/Search";
import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { formatPurity, type Material } from "@eln/shared/materials";
import { ApiError } from "../../api/ApiError";
import { notify } from "../../components/Notifier";
import { LoadingSpinner } from "../../components/LoadingSpinner";
import { BackLinkHeader } from "../../components/BackLinkHeader";
import { TooltipIconButton } from "../../components/TooltipIconButton";
import { TableHeaderRow } from "../../components/TableHeaderRow";
import { MaterialDialog, type MaterialDialogMode } from "./MaterialDialog";
import { RiskTypeChip } from "./RiskTypeChip";
import { FormulaText } from "./FormulaText";
import { GhsLabel } from "./GhsLabel";
import { materialName } from "./materialsI18n";
import { useDeleteMaterial, useMaterialList, type MaterialScope } from "./materialsApi";
import { usePageName } from "../../layout/usePageName";
import { useSpaceDetail } from "../spaces/spacesApi";
import { messageIn, errorMessageOf } from "../../i18n/useMessageState";

const tm = messageIn("materials");

/** A material's risk type and GHS label, one under the other. */
function MaterialHazards({ material }: { material: Material }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
      <RiskTypeChip riskType={material.riskType} />
      <GhsLabel hazardStatements={material.hazardStatements} />
    </Stack>
  );
}

/** /spaces/:spaceId/materials — the space's reagent register with the system list. */
export function MaterialsRegisterPage() {
  const { spaceId = "" } = useParams();
  const { t, i18n } = useTranslation("materials");
  const tc = useTranslation("common").t;
  // On a phone the hazard column has no room beside the name and the buttons (390 px): the
  // pictograms go under the name, as the notes table does with tags, and the buttons stack.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  // The command palette opens the register with the material's name searched.
  const [q, setQ] = useState(() => new URLSearchParams(window.location.search).get("q")?.slice(0, 100) ?? "");
  const query = useDeferredValue(q);
  const [scope, setScope] = useState<MaterialScope>("all");
  const [dialog, setDialog] = useState<{ mode: MaterialDialogMode; material: Material | null; key: number } | null>(null);
  const [toDelete, setToDelete] = useState<Material | null>(null);
  const list = useMaterialList(spaceId, query, scope);
  usePageName(useSpaceDetail(spaceId).data?.title);
  const del = useDeleteMaterial(spaceId);
  const pages = list.data?.pages;
  // The reader's language orders the list (Intl.Collator: English by English name,
  // Japanese by 読み-aware collation); a search keeps the server's best-match order.
  const items = useMemo(() => {
    const loaded = pages?.flatMap((p) => p.items) ?? [];
    if (query.trim()) return loaded;
    const collator = new Intl.Collator(i18n.language, { sensitivity: "base", numeric: true });
    return [...loaded].sort((a, b) => Number(a.system) - Number(b.system) || collator.compare(materialName(a, i18n.language), materialName(b, i18n.language)));
  }, [pages, query, i18n.language]);
  const canWrite = list.data?.pages[0]?.abilities["material.write"] ?? false;
  const open = (mode: MaterialDialogMode, material: Material | null) => setDialog({ mode, material, key: Date.now() });

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await del.mutateAsync(toDelete);
      notify.success(tm("register.deleted"));
    } catch (err) {
      notify.error(err instanceof ApiError && err.code === "conflict" ? tm("register.inUse") : errorMessageOf(err));
    }
    setToDelete(null);
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: "auto" }}>
      <BackLinkHeader backTo={`/spaces/${spaceId}`} backLabel={t("register.back")} title={t("register.title")} subtitle={t("register.subtitle")}>
        {canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => open("create", null)} data-testid="material-register">
            {t("register.add")}
          </Button>
        )}
      </BackLinkHeader>
      <Paper sx={{ p: 2 }}>
        <TextField
          fullWidth
          size="small"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t("register.search")}
          slotProps={{
            htmlInput: { "aria-label": t("register.search"), maxLength: 100 },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> },
          }}
        />
        <Tabs value={scope} onChange={(_, v: MaterialScope) => setScope(v)} sx={{ mt: 1 }} variant="scrollable">
          {(["all", "own", "system"] as const).map((s) => (
            <Tab key={s} value={s} label={t(`register.scope.${s}`)} />
          ))}
        </Tabs>
        {list.isError && <Alert severity="error" sx={{ mt: 2 }} action={<Button onClick={() => void list.refetch()}>{tc("actions.retry")}</Button>}>{t("register.loadFailed")}</Alert>}
        {list.isPending ? (
          <LoadingSpinner padding={{ p: 4 }} />
        ) : items.length === 0 && !list.isError ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {query.trim() ? t("register.empty", { q: query.trim() }) : t("register.emptyOwn")}
          </Typography>
        ) : (
          <TableContainer sx={{ mt: 1, opacity: list.isFetching && !list.isFetchingNextPage ? 0.6 : 1 }}>
            <Table size="small">
              <TableHeaderRow
                columns={[
                  t("register.columns.name"),
                  { label: t("register.columns.cas"), sx: { display: { xs: "none", md: "table-cell" } } },
                  { label: t("register.columns.molarMass"), align: "right", sx: { display: { xs: "none", sm: "table-cell" } } },
                  { label: t("register.columns.density"), align: "right", sx: { display: { xs: "none", md: "table-cell" } } },
                  !phone && t("register.columns.risk"),
                  { label: t("register.columns.location"), sx: { display: { xs: "none", lg: "table-cell" } } },
                  { label: t("register.columns.actions"), align: "right", sx: { whiteSpace: "nowrap" } },
                ]}
              />
              <TableBody>
                {items.map((m) => (
                  <TableRow key={m.id} hover data-testid="material-row">
                    <TableCell>
                      <Box
                        component="button"
                        type="button"
                        onClick={() => open(m.abilities.update ? "edit" : "view", m)}
                        sx={{ all: "unset", cursor: "pointer", borderRadius: 0.5, "&:hover": { textDecoration: "underline" }, "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 2 } }}
                      >
                        {materialName(m, i18n.language)}
                      </Box>
                      {m.nameEn && m.nameEn !== materialName(m, i18n.language) && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
                          {i18n.language.startsWith("en") ? m.name : m.nameEn}
                        </Typography>
                      )}
                      {(m.formula || m.purity) && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: "block" }} data-testid="material-formula">
                          {m.formula && <FormulaText formula={m.formula} />}
                          {m.formula && m.purity && " · "}
                          {m.purity && formatPurity(m.purity)}
                        </Typography>
                      )}
                      <Chip size="small" variant="outlined" sx={{ mt: 0.5 }} label={m.system ? t("register.systemChip") : t("register.ownChip")} />
                      {phone && (
                        <Box sx={{ mt: 0.5 }}>
                          <MaterialHazards material={m} />
                        </Box>
                      )}
                    </TableCell>
                    <TableCell sx={{ display: { xs: "none", md: "table-cell" }, whiteSpace: "nowrap" }}>{m.casNumber ?? ""}</TableCell>
                    <TableCell align="right" sx={{ display: { xs: "none", sm: "table-cell" } }}>{m.molarMass == null ? "" : Math.round(m.molarMass * 1000) / 1000}</TableCell>
                    <TableCell align="right" sx={{ display: { xs: "none", md: "table-cell" } }}>{m.density ?? ""}</TableCell>
                    {!phone && (
                      <TableCell>
                        <MaterialHazards material={m} />
                      </TableCell>
                    )}
                    <TableCell sx={{ display: { xs: "none", lg: "table-cell" } }}>{m.location ?? ""}</TableCell>
                    <TableCell align="right" sx={phone ? { px: 0.5, "& > *": { display: "flex" } } : { whiteSpace: "nowrap" }}>
                      {canWrite && (
                        <TooltipIconButton label={t("register.copy")} onClick={() => open("copy", m)} size="small">
                          <ContentCopyIcon fontSize="small" />
                        </TooltipIconButton>
                      )}
                      {m.abilities.update && (
                        <TooltipIconButton label={t("register.edit")} onClick={() => open("edit", m)} size="small">
                          <EditIcon fontSize="small" />
                        </TooltipIconButton>
                      )}
                      {m.abilities.delete && (
                        <TooltipIconButton label={t("register.delete")} onClick={() => setToDelete(m)} size="small">
                          <DeleteIcon fontSize="small" />
                        </TooltipIconButton>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <LoadMoreButton list={list} label={t("register.loadMore")} />
      </Paper>
      {dialog && (
        <MaterialDialog key={dialog.key} open mode={dialog.mode} material={dialog.material} spaceId={spaceId} onClose={() => setDialog(null)} />
      )}
      <Dialog open={!!toDelete} onClose={() => setToDelete(null)}>
        <DialogTitle>{t("register.deleteTitle", { name: toDelete ? materialName(toDelete, i18n.language) : "" })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t("register.deleteBody")}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(null)}>{tc("actions.cancel")}</Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()} disabled={del.isPending}>
            {tc("actions.delete")}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
