import { inventoryEndpoints } from "@eln/shared/inventory";
import { call } from "../../api/call";
import { Alert, Box, Button, Chip, Link, List, ListItem, ListItemText, Paper, Stack, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/EditOutlined";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import type { ContainerEvent } from "@eln/shared/inventory";
import { formatDateTime } from "../../lib/formatDate";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notify } from "../../components/Notifier";
import { useAuthStore } from "../../state/authStore";
import { materialName } from "../materials/materialsI18n";
import { ContainerDialog } from "./ContainerDialog";
import { ExpiryLabel } from "./ExpiryLabel";
import { useContainer, useFormatDay, useInventoryMutation } from "./inventoryApi";
import "./inventoryI18n";
import { PageBreadcrumbs } from "../../components/PageBreadcrumbs";
import { LoadingSpinner } from "../../components/LoadingSpinner";
import { formatNumber } from "../../lib/formatNumber";
import { usePageName } from "../../layout/usePageName";
import { messageIn } from "../../i18n/useMessageState";

const tm = messageIn("inventory");

/** /inventory/containers/:id — one container: what, how much, where, whose, and its history. */
export function ContainerPage() {
  const { containerId = "" } = useParams();
  const { t, i18n } = useTranslation("inventory");
  const navigate = useNavigate();
  const userId = useAuthStore((s) => s.userId) ?? "";
  const formatDay = useFormatDay();
  const query = useContainer(containerId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const del = useInventoryMutation((id: string) => call(inventoryEndpoints.removeContainer, { params: { id } }));
  const formatTime = (iso: string) => formatDateTime(iso, i18n.language);
  const shown = query.data?.container;
  usePageName(shown && `${materialName(shown.material, i18n.language)} ${shown.code}`);

  if (query.isPending)
    return <LoadingSpinner />;
  if (!query.data) return <Alert severity="warning" data-testid="container-missing">{t("container.missing")}</Alert>;
  const { container: c, history, abilities } = query.data;
  const strength = Object.entries(c.material.strength);
  const fact = (label: string, value: React.ReactNode, testId?: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography data-testid={testId}>{value || "—"}</Typography>
    </Box>
  );

  return (
    <Box sx={{ maxWidth: 1000, mx: "auto" }}>
      <PageBreadcrumbs links={[{ to: `/spaces/${c.spaceId}/inventory`, label: t("container.openSpace") }]} current={c.code} />
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2, mb: 2, justifyContent: "space-between" }}>
        <Box>
          <Typography variant="h1" sx={{ overflowWrap: "anywhere" }} data-testid="container-title">
            {materialName(c.material, i18n.language)}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: "wrap" }}>
            <Chip label={c.code} sx={{ fontFamily: "monospace" }} data-testid="container-code" />
            <Chip label={t(`status.${c.status}`)} variant="outlined" color={c.status === "in_use" ? "success" : "default"} />
          </Stack>
        </Box>
        {abilities.update && (
          <Stack direction="row" sx={{ gap: 1, alignItems: "flex-start" }}>
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)} data-testid="container-edit">
              {t("container.edit")}
            </Button>
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)}>
              {t("container.delete")}
            </Button>
          </Stack>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" } }}>
        {fact(t("container.amount"), `${formatNumber(c.amount, i18n.language)} ${c.unit}`, "container-fact-amount")}
        {fact(t("container.location"), c.location?.path.join(" › "), "container-fact-location")}
        {fact(t("container.owner"), c.owner?.name)}
        {fact(t("container.lot"), c.lot)}
        {fact(t("container.receivedOn"), formatDay(c.receivedOn))}
        {fact(t("container.openedOn"), formatDay(c.openedOn))}
        {fact(t("container.expiresOn"), <ExpiryLabel day={c.expiresOn} />)}
        {/* Each value named: a material's density (0.867 for toluene) read as its purity under one label. */}
        {fact(t("container.strength"), strength.length ? strength.map(([k, v]) => `${t(`container.strengthOf.${k}`, { defaultValue: k })}: ${typeof v === "number" ? formatNumber(v, i18n.language) : v}`).join(" · ") : null, "container-fact-strength")}
        {c.note && <Box sx={{ gridColumn: "1 / -1" }}>{fact(t("container.note"), c.note)}</Box>}
      </Paper>
      <Typography variant="h2" sx={{ fontSize: "1.2rem", fontWeight: 600, mb: 1 }}>
        {t("container.history")}
      </Typography>
      <Paper variant="outlined">
        <List dense data-testid="container-history">
          {history.map((e) => (
            <ListItem key={e.id} divider>
              <ListItemText primary={<EventText e={e} unit={c.unit} />} secondary={`${formatTime(e.at)}${e.by ? ` · ${t("event.by", { name: e.by.name })}` : ""}`} />
            </ListItem>
          ))}
        </List>
      </Paper>
      {editing && <ContainerDialog spaceId={c.spaceId} container={c} userId={userId} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={deleting}
        title={t("container.delete")}
        body={t("container.deleteConfirm", { code: c.code })}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await del.mutateAsync(c.id);
          notify.success(tm("deleted"));
          void navigate(`/spaces/${c.spaceId}/inventory`);
        }}
      />
    </Box>
  );
}

function EventText({ e, unit }: { e: ContainerEvent; unit: string }) {
  const { t, i18n } = useTranslation("inventory");
  const amount = (n: number | null) => (n === null ? "" : `${formatNumber(n, i18n.language)} ${unit}`);
  const link = e.note ? <Link component={RouterLink} to={`/notes/${e.note.id}`} /> : <span />;
  switch (e.kind) {
    case "created":
      return <>{t("event.created", { amount: amount(e.delta) })}</>;
    case "used":
    case "corrected":
      // The note's link where each language puts it (Japanese names the note first: it read "で 5 mL を使用 Note").
      return (
        <Trans
          t={t}
          i18nKey={`event.${e.kind}`}
          values={{ amount: amount(e.kind === "used" && e.delta !== null ? -e.delta : e.delta), note: e.note?.title ?? t("event.deletedNote") }}
          components={{ note: link }}
        />
      );
    case "received":
      return <>{t("event.received", { detail: e.detail ?? "" })}</>;
    default: {
      const fields = (e.detail ?? "").split(",").filter(Boolean).map((f) => t(`fields.${f}`, { defaultValue: f }));
      return (
        <>
          {t("event.updated", { fields: fields.join(", ") })}
          {e.delta !== null && ` (${e.delta > 0 ? "+" : ""}${amount(e.delta)})`}
        </>
      );
    }
  }
}
