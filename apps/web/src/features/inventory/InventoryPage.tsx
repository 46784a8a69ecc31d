import { LoadMoreButton } from "../../components/LoadMoreButton";
import { LoadingSpinner } from "../../components/LoadingSpinner";
import { BackLinkHeader } from "../../components/BackLinkHeader";
import { Alert, Autocomplete, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import DownloadIcon from "@mui/icons-material/Download";
import UploadIcon from "@mui/icons-material/UploadFile";
import QrCodeScannerIcon from "@mui/icons-material/QrCodeScanner";
import PrintIcon from "@mui/icons-material/PrintOutlined";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { containerStatuses } from "@eln/shared/inventory";
import { useAuthStore } from "../../state/authStore";
import { materialPickerOptions, useMaterialOptions } from "../materials/materialsApi";
import { materialName } from "../materials/materialsI18n";
import { useSpaceDetail, useSpaceMembers } from "../spaces/spacesApi";
import { ContainerDialog } from "./ContainerDialog";
import { ContainerCsvImportDialog } from "./ContainerCsvImportDialog";
import { ContainersTable } from "./ContainersTable";
import { LocationsPanel } from "./LocationsPanel";
import { SpaceOrdersCard } from "./SpaceOrdersCard";
import { RoomStorageCard } from "./RoomStorageCard";
import { LabelSheetDialog } from "./LabelSheetDialog";
import { ScanDialog } from "./ScanDialog";
import { downloadContainersCsv, useContainers, useLocations, type ContainerFilters } from "./inventoryApi";
import { menuItems } from "../../components/menuItems";
import "./inventoryI18n";
import { usePageName } from "../../layout/usePageName";

const FILTER_KEYS = ["locationId", "materialId", "ownerId", "status", "expiresWithinDays", "q"] as const;

/** /spaces/:spaceId/inventory — containers of the space, filtered by location, material, owner, expiry; filters live in the URL. */
export function InventoryPage() {
  const { spaceId = "" } = useParams();
  const { t, i18n } = useTranslation("inventory");
  const userId = useAuthStore((s) => s.userId) ?? "";
  const [params, setParams] = useSearchParams();
  const get = (k: (typeof FILTER_KEYS)[number]) => params.get(k) ?? "";
  const setFilter = (k: (typeof FILTER_KEYS)[number], v: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (v) next.set(k, v);
        else next.delete(k);
        return next;
      },
      { replace: true },
    );
  const q = useDeferredValue(get("q"));
  const filters: ContainerFilters = {
    locationId: get("locationId") || undefined,
    materialId: get("materialId") || undefined,
    ownerId: get("ownerId") || undefined,
    status: (get("status") || undefined) as ContainerFilters["status"],
    expiresWithinDays: get("expiresWithinDays") ? Number(get("expiresWithinDays")) : undefined,
    q: q.trim() || undefined,
  };
  const list = useContainers(spaceId, filters);
  const locations = useLocations(spaceId);
  const selectedRoom = locations.data?.items.find((l) => l.id === get("locationId") && l.kind === "room");
  const members = useSpaceMembers(spaceId);
  usePageName(useSpaceDetail(spaceId).data?.title);
  const [materialQ, setMaterialQ] = useState("");
  const materialOptions = useMaterialOptions(spaceId, materialQ);
  const [materialLabel, setMaterialLabel] = useState<{ id: string; name: string; nameEn: string | null } | null>(null);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [printing, setPrinting] = useState(false);
  const select = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const canWrite = list.data?.pages[0]?.abilities["inventory.write"] ?? false;
  const anyFilter = FILTER_KEYS.some((k) => params.get(k));

  return (
    <Box sx={{ maxWidth: 1400, mx: "auto" }}>
      <BackLinkHeader backTo={`/spaces/${spaceId}`} backLabel={t("back")} title={t("title")} subtitle={t("subtitle")}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
          <Button variant="outlined" startIcon={<QrCodeScannerIcon />} onClick={() => setScanning(true)} data-testid="scan">
            {t("scan.button")}
          </Button>
          <Button variant="outlined" startIcon={<PrintIcon />} disabled={selected.size === 0} onClick={() => setPrinting(true)} data-testid="labels">
            {selected.size ? t("labels.buttonCount", { count: selected.size }) : t("labels.button")}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            data-testid="csv-export"
            onClick={() => {
              setExportFailed(false);
              downloadContainersCsv(spaceId, filters).catch(() => setExportFailed(true));
            }}
          >
            {t("csv.export")}
          </Button>
          {canWrite && (
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setImporting(true)} data-testid="csv-import">
              {t("csv.import")}
            </Button>
          )}
          {canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="container-add">
              {t("add")}
            </Button>
          )}
        </Stack>
      </BackLinkHeader>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: "flex-start" }}>
        <Box sx={{ width: { xs: "100%", md: 320 }, flexShrink: 0 }}>
          <LocationsPanel spaceId={spaceId} selected={get("locationId")} onSelect={(id) => setFilter("locationId", id)} />
        </Box>
        <Paper sx={{ p: 2, flex: 1, minWidth: 0, width: "100%" }}>
          {/* As many columns as fit at 14rem, the width that shows the longest chosen values in full
              ("Expiring within 30 days", "In use or empty"): five in one row beside the locations
              panel left each select about 136 px at 1280 px and cut them off. The material takes two. */}
          <Box
            role="group"
            aria-label={t("filters.label")}
            sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "repeat(auto-fill, minmax(14rem, 1fr))" } }}
          >
            <Autocomplete
              sx={{ gridColumn: { sm: "span 2" } }}
              {...materialPickerOptions(materialOptions)}
              value={materialLabel && materialLabel.id === get("materialId") ? materialLabel : null}
              onChange={(_, v) => {
                setMaterialLabel(v);
                setFilter("materialId", v?.id ?? "");
              }}
              onInputChange={(_, v) => setMaterialQ(v)}
              getOptionLabel={(m) => materialName(m, i18n.language)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              filterOptions={(x) => x}
              renderInput={(p) => <TextField {...p} size="small" label={t("filters.material")} slotProps={{ ...p.slotProps, htmlInput: { ...p.slotProps.htmlInput, "data-testid": "filter-material" } }} />}
            />
            <TextField select size="small" label={t("filters.owner")} value={get("ownerId")} onChange={(e) => setFilter("ownerId", e.target.value)} slotProps={{ htmlInput: { "data-testid": "filter-owner" } }}>
              <MenuItem value="">{t("filters.anyOwner")}</MenuItem>
              {(members.data?.members ?? []).map((m) => (
                <MenuItem key={m.userId} value={m.userId}>
                  {m.fullName || m.email}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label={t("filters.expiry")} value={get("expiresWithinDays")} onChange={(e) => setFilter("expiresWithinDays", e.target.value)} slotProps={{ htmlInput: { "data-testid": "filter-expiry" } }}>
              <MenuItem value="">{t("filters.anyExpiry")}</MenuItem>
              {[7, 30, 90].map((d) => (
                <MenuItem key={d} value={String(d)}>
                  {t("filters.expiringDays", { count: d })}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label={t("filters.status")} value={get("status") || "active"} onChange={(e) => setFilter("status", e.target.value === "active" ? "" : e.target.value)} slotProps={{ htmlInput: { "data-testid": "filter-status" } }}>
              {menuItems(["active", ...containerStatuses, "all"] as const, (s) => t(`status.${s}`))}
            </TextField>
            <TextField size="small" label={t("filters.search")} value={get("q")} onChange={(e) => setFilter("q", e.target.value)} slotProps={{ htmlInput: { maxLength: 64, "data-testid": "filter-q" } }} />
          </Box>
          {anyFilter && (
            <Button size="small" sx={{ mt: 1 }} onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              {t("filters.clear")}
            </Button>
          )}
          {exportFailed && <Alert severity="error" sx={{ mt: 2 }}>{t("csv.exportFailed")}</Alert>}
          {list.isError && <Alert severity="error" sx={{ mt: 2 }}>{t("loadFailed")}</Alert>}
          {list.isPending ? (
            <LoadingSpinner padding={{ p: 4 }} />
          ) : items.length === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary" data-testid="containers-empty">
              {/* With no filter set, the space has none at all: say how to add the first. */}
              {t(anyFilter ? "empty" : "emptySpace")}
            </Typography>
          ) : (
            <Box sx={{ mt: 1, opacity: list.isFetching && !list.isFetchingNextPage ? 0.6 : 1 }}>
              <ContainersTable items={items} selected={selected} onSelect={select} />
            </Box>
          )}
          <LoadMoreButton list={list} label={t("loadMore")} />
        </Paper>
      </Stack>
      {selectedRoom && <RoomStorageCard spaceId={spaceId} locationId={selectedRoom.id} />}
      <SpaceOrdersCard spaceId={spaceId} />
      {scanning && <ScanDialog onClose={() => setScanning(false)} />}
      {printing && <LabelSheetDialog spaceId={spaceId} containerIds={[...selected]} onClose={() => setPrinting(false)} />}
      {importing && <ContainerCsvImportDialog spaceId={spaceId} onClose={() => setImporting(false)} />}
      {adding && <ContainerDialog spaceId={spaceId} container={null} userId={userId} defaultLocationId={get("locationId")} onClose={() => setAdding(false)} />}
    </Box>
  );
}
