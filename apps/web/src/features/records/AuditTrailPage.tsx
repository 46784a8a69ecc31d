import { LoadMoreButton } from "../../components/LoadMoreButton";
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from "@mui/material";
import DownloadIcon from "@mui/icons-material/Download";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { AuditKinds, type AuditEvent, type AuditKind } from "@eln/shared/audit";
import { useErrorMessage } from "../../api/useErrorMessage";
import { notify } from "../../components/Notifier";
import { ScrollableTableContainer } from "../../components/ScrollableTableContainer";
import { useSpaceDetail } from "../spaces/spacesApi";
import { downloadAuditCsv, useAuditTrail, type AuditFilters } from "./auditApi";
import { PageBreadcrumbs } from "../../components/PageBreadcrumbs";
import { LoadingSpinner } from "../../components/LoadingSpinner";
import { formatDateTime } from "../../lib/formatDate";
import { menuItems } from "../../components/menuItems";
import { TableHeaderRow } from "../../components/TableHeaderRow";
import { usePageName } from "../../layout/usePageName";
import { errorMessageOf } from "../../i18n/useMessageState";

const empty: AuditFilters = { kind: "", userId: "", from: "", to: "" };

/** How the other person an event is about is named, by kind ("member: …", "witness: …"). */
const personLabel = (kind: AuditKind) => (kind.includes(".member") ? "audit.member" : kind === "note.witnessRequested" ? "audit.witness" : "audit.person");

/** What an event was about, in a few words (the raw data stays in the CSV). */
function useDescribe() {
  const { t } = useTranslation("records");
  return (e: AuditEvent) => {
    const d = e.data as Record<string, string | undefined>;
    const person = e.data.person as { id?: string; name?: string | null } | undefined;
    const parts: string[] = [];
    if (d.title) parts.push(t("audit.quoted", { title: d.title }));
    if (d.projectTitle) parts.push(t("audit.inProject", { title: d.projectTitle }));
    // The person an event is about, unless it is the one who did it (joined through an invitation).
    if (person?.id && person.id !== e.actorId) parts.push(t(personLabel(e.kind), { name: person.name || t("audit.unknownUser") }));
    // Leaving and being removed are one kind: who acted tells them apart.
    if (e.kind === "space.memberRemoved" && person?.id === e.actorId) parts.push(t("audit.leftThemselves"));
    if (typeof e.data.version === "number") parts.push(t("audit.version", { n: e.data.version }));
    if (d.cause) parts.push(t(`audit.lockCause.${d.cause}`, { defaultValue: d.cause }));
    if (d.role) parts.push(t("audit.role", { role: t(`spaces:roles.${d.role}`, { defaultValue: d.role }) }));
    if (d.meaning) parts.push(t(`sign.meaning.${d.meaning}`));
    if (d.fileName) parts.push(d.previousName ? t("audit.renamedFile", { from: d.previousName, to: d.fileName }) : t("audit.file", { name: d.fileName }));
    if (d.format) parts.push(t("audit.format", { format: d.format === "pdf" ? "PDF" : d.format === "eln" ? ".eln" : d.format }));
    if (d.reason) parts.push(t("audit.reason", { reason: d.reason }));
    if (d.targetName) parts.push(d.targetName);
    if (d.email) parts.push(d.email);
    if (d.ip) parts.push(`IP ${d.ip}`);
    return parts.join(" · ");
  };
}

/**
 * The events: a table, and on a phone one card per event (five columns in 390 px left the event's
 * name one character wide and pushed the details off screen).
 */
function AuditEvents({ items, describe }: { items: AuditEvent[]; describe: (e: AuditEvent) => string }) {
  const { t, i18n } = useTranslation("records");
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const when = (e: AuditEvent) => formatDateTime(e.createdAt, i18n.language, { seconds: true });
  const caption = t("audit.caption", { count: items.length });
  if (phone)
    return (
      <Box component="section" aria-label={caption} data-testid="audit-cards">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {caption}
        </Typography>
        <Stack component="ol" sx={{ listStyle: "none", m: 0, p: 0, gap: 1 }}>
          {items.map((e) => (
            <Paper component="li" variant="outlined" key={e.seq} sx={{ p: 1.5, overflowWrap: "anywhere" }} data-testid="audit-row">
              <Box sx={{ display: "flex", gap: 1, alignItems: "baseline" }}>
                <Typography variant="subtitle2" sx={{ flex: 1 }}>
                  {t(`audit.kinds.${e.kind as AuditKind}`)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  #{e.seq}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {when(e)} · {e.actorName ?? t("audit.unknownUser")}
              </Typography>
              {describe(e) && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {describe(e)}
                </Typography>
              )}
            </Paper>
          ))}
        </Stack>
      </Box>
    );
  return (
    <ScrollableTableContainer outlined label={caption}>
      <Table size="small" data-testid="audit-table">
        <caption style={{ captionSide: "top" }}>{caption}</caption>
        <TableHeaderRow columns={["#", t("audit.when"), t("audit.kind"), t("audit.user"), t("audit.details")]} />
        <TableBody>
          {items.map((e) => (
            <TableRow key={e.seq} data-testid="audit-row">
              <TableCell>{e.seq}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{when(e)}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>{t(`audit.kinds.${e.kind as AuditKind}`)}</TableCell>
              <TableCell sx={{ minWidth: 120 }}>{e.actorName ?? t("audit.unknownUser")}</TableCell>
              <TableCell sx={{ minWidth: 200, overflowWrap: "anywhere" }}>{describe(e)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTableContainer>
  );
}

/** /spaces/:spaceId/audit — the space's audit trail for its owners, with filters and CSV export. */
export function AuditTrailPage() {
  const { spaceId = "" } = useParams();
  const { t } = useTranslation("records");
  const errorMessage = useErrorMessage();
  const space = useSpaceDetail(spaceId);
  usePageName(space.data?.title);
  const [filters, setFilters] = useState<AuditFilters>(empty);
  const trail = useAuditTrail(spaceId, filters);
  const describe = useDescribe();
  const items = trail.data?.pages.flatMap((p) => p.items) ?? [];
  const actors = trail.data?.pages[0]?.actors ?? [];
  const set = (k: keyof AuditFilters) => (e: React.ChangeEvent<HTMLInputElement>) => setFilters((f) => ({ ...f, [k]: e.target.value }));

  return (
    <Box>
      <PageBreadcrumbs links={[{ to: `/spaces/${spaceId}`, label: space.data?.title ?? "…" }]} current={t("audit.title")} />
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2, mb: 2, alignItems: { sm: "center" } }}>
        <Typography variant="h1" sx={{ flex: 1 }}>
          {t("audit.title")}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          data-testid="audit-csv"
          onClick={() => downloadAuditCsv(spaceId, filters).catch((err) => notify.error(errorMessageOf(err)))}
        >
          {t("audit.exportCsv")}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("audit.intro")}
      </Typography>
      <Stack direction={{ xs: "column", md: "row" }} sx={{ gap: 2, mb: 2 }} component="form" aria-label={t("audit.filters")} onSubmit={(e) => e.preventDefault()}>
        <TextField select size="small" label={t("audit.kind")} value={filters.kind} onChange={set("kind")} sx={{ minWidth: 220 }} data-testid="audit-kind" slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
          <MenuItem value="">{t("audit.allKinds")}</MenuItem>
          {menuItems(AuditKinds, (k) => t(`audit.kinds.${k}`))}
        </TextField>
        <TextField select size="small" label={t("audit.user")} value={filters.userId} onChange={set("userId")} sx={{ minWidth: 200 }} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
          <MenuItem value="">{t("audit.allUsers")}</MenuItem>
          {actors.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField type="date" size="small" label={t("audit.from")} value={filters.from} onChange={set("from")} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" size="small" label={t("audit.to")} value={filters.to} onChange={set("to")} slotProps={{ inputLabel: { shrink: true } }} />
        {(filters.kind || filters.userId || filters.from || filters.to) && <Button onClick={() => setFilters(empty)}>{t("audit.clear")}</Button>}
      </Stack>
      {trail.isError ? (
        <Alert severity="error">{errorMessage(trail.error)}</Alert>
      ) : trail.isPending ? (
        <LoadingSpinner />
      ) : !items.length ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }} data-testid="audit-empty">
          {t("audit.empty")}
        </Paper>
      ) : (
        <AuditEvents items={items} describe={describe} />
      )}
      <LoadMoreButton list={trail} label={t("audit.more")} />
    </Box>
  );
}
