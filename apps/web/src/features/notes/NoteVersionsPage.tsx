import { noteEndpoints } from "@eln/shared/notes";
import { call } from "../../api/call";
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  MenuItem,
  TextField,
} from "@mui/material";
import type { Theme } from "@mui/material/styles";
import RestoreIcon from "@mui/icons-material/Restore";
import { useEffect, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { NoteSections, type NoteSection, type NoteVersionMaterial, type NoteVersionReason, type NoteVersionSummary, type Tag } from "@eln/shared/notes";
import { ApiError } from "../../api/ApiError";
import { useErrorMessage } from "../../api/useErrorMessage";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notify } from "../../components/Notifier";
import { useNote, useNoteVersion, useNoteVersions } from "./notesApi";
import { usePageName } from "../../layout/usePageName";
import { formatDateTime } from "../../lib/formatDate";
import { VersionDiff } from "./VersionDiff";
import { SectionPreview } from "./SectionPreview";
import { editorStyles } from "./editorStyles";
import { colorFor } from "./useNoteCollab";
import { TagChips } from "./TagChips";
import { PageBreadcrumbs } from "../../components/PageBreadcrumbs";
import { messageIn } from "../../i18n/useMessageState";
import { noteKeys } from "../../api/queryKeys";
import { formatNumber } from "../../lib/formatNumber";
import { VersionExtrasDiff } from "./VersionExtrasDiff";

const tm = messageIn("notes");

/** Compare the open version with the current note or with any other version. */
function CompareWith({ versions, selected, against, onChange }: { versions: NoteVersionSummary[]; selected: number; against: string | null; onChange(id: string | null): void }) {
  const { t } = useTranslation("records");
  return (
    <TextField
      select
      size="small"
      sx={{ mt: 2, minWidth: 260 }}
      label={t("versions.compareWith")}
      value={against ?? ""}
      onChange={(e) => onChange(e.target.value || null)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      data-testid="compare-with"
    >
      <MenuItem value="">{t("versions.current")}</MenuItem>
      {versions
        .filter((x) => x.version !== selected)
        .map((x) => (
          <MenuItem key={x.id} value={x.id}>
            {t("versions.versionN", { n: x.version })}
          </MenuItem>
        ))}
    </TextField>
  );
}

/** The list of versions; open one read-only, compare it with the current note, restore it. */
export function NoteVersionsPage() {
  const { noteId = "" } = useParams();
  const { t, i18n } = useTranslation("notes");
  const qc = useQueryClient();
  const errorMessage = useErrorMessage();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("md"));
  const note = useNote(noteId);
  usePageName(note.data?.title);
  const versions = useNoteVersions(noteId);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get("v");
  const tab = params.get("view") === "compare" ? "compare" : "view";
  const against = params.get("against");
  const version = useNoteVersion(noteId, selectedId, against);
  const [restoring, setRestoring] = useState(false);

  useEffect(() => {
    if (!selectedId && versions.data?.items[0]) setParams({ v: versions.data.items[0].id, view: tab }, { replace: true });
  }, [selectedId, versions.data, setParams, tab]);

  const reasonLabel = (r: NoteVersionReason) => t(`versions.reason.${r}`);
  const sectionTitle = (s: NoteSection) => t(`sections.${s}`);

  if (note.isError || versions.isError) {
    const err = note.error ?? versions.error;
    return <Alert severity="error" sx={{ m: 2 }}>{err instanceof ApiError && err.status === 404 ? t("notFound") : errorMessage(err)}</Alert>;
  }
  if (note.isPending || versions.isPending) return <CircularProgress sx={{ display: "block", mx: "auto", mt: 8 }} />;

  const v = version.data;
  return (
    <Box sx={{ maxWidth: 1280, mx: "auto", p: { xs: 1.5, sm: 3 }, ...editorStyles }}>
      <PageBreadcrumbs links={[{ to: `/projects/${note.data.projectId}`, label: note.data.projectTitle }, { to: `/notes/${noteId}`, label: note.data.title, testId: "back-to-note" }]} current={t("versions.title")} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t("versions.heading", { title: note.data.title })}
      </Typography>
      <Box sx={{ display: "flex", flexDirection: phone ? "column" : "row", gap: 2, alignItems: "flex-start" }}>
        <Paper variant="outlined" sx={{ width: phone ? "100%" : 300, flexShrink: 0, maxHeight: phone ? 260 : "75vh", overflow: "auto" }}>
          <List dense aria-label={t("versions.title")} data-testid="version-list">
            {versions.data.items.map((x) => (
              <ListItem key={x.id} disablePadding>
                <ListItemButton selected={x.id === selectedId} aria-current={x.id === selectedId ? "true" : undefined} onClick={() => setParams({ v: x.id, view: tab })} data-testid="version-item">
                  <ListItemText
                    primary={
                      <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
                        <span>{t("versions.number", { n: x.version })}</span>
                        <Chip size="small" label={reasonLabel(x.reason)} variant="outlined" sx={{ height: 20 }} />
                      </Box>
                    }
                    secondary={`${formatDateTime(x.createdAt, i18n.language)} · ${(x.authors?.length ? x.authors : x.author ? [x.author] : []).map((p) => p.name).join(", ") || "—"}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0, width: "100%" }}>
          {!v && selectedId && <CircularProgress size={28} />}
          {version.isError && <Alert severity="error">{errorMessage(version.error)}</Alert>}
          {v && (
            <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
              <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
                <Typography variant="h6" component="h2" sx={{ mr: "auto" }}>
                  {t("versions.number", { n: v.version })} — {v.title}
                </Typography>
                {versions.data.canRestore ? (
                  <Button variant="contained" startIcon={<RestoreIcon />} onClick={() => setRestoring(true)} data-testid="restore-version">
                    {t("versions.restore")}
                  </Button>
                ) : (
                  // Why there is no restore, rather than refusing it after the confirmation.
                  note.data.lock && (
                    <Typography variant="body2" color="text.secondary" data-testid="restore-locked">
                      {t("versions.restoreLocked")}
                    </Typography>
                  )
                )}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(v.createdAt, i18n.language)} · {v.author?.name ?? "—"} · {reasonLabel(v.reason)}
              </Typography>
              {v.tags.length > 0 && (
                <TagChips tags={v.tags} sx={{ mt: 1 }} />
              )}
              <Tabs value={tab} onChange={(_e, next) => setParams({ v: v.id, view: next })} sx={{ mt: 1, borderBottom: 1, borderColor: "divider" }}>
                <Tab value="view" label={t("versions.view")} data-testid="tab-view" />
                <Tab value="compare" label={t("versions.compare")} data-testid="tab-compare" />
              </Tabs>
              {tab === "view" ? (
                <>
                  {NoteSections.map((s) => (
                    <Box key={s} sx={{ mt: 2 }} data-testid={`version-section-${s}`}>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
                        {sectionTitle(s)}
                      </Typography>
                      <SectionPreview json={v.content[s]} bordered />
                    </Box>
                  ))}
                  {/* The material lines the version holds: a restore brings them back (and replaced them unseen). */}
                  <Box sx={{ mt: 2 }} data-testid="version-materials">
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
                      {t("materials:section.title")}
                    </Typography>
                    {v.materials.length ? (
                      <Box component="ul" sx={{ m: 0, pl: 3 }}>
                        {v.materials.map((m, i) => (
                          <li key={i}>
                            {(i18n.language.startsWith("ja") ? m.name : m.nameEn || m.name) ?? "—"}
                            {m.quantity !== undefined && ` — ${formatNumber(m.quantity, i18n.language)} ${m.unit ?? ""}`}
                            {m.isLimiting && ` (${t("materials:section.limiting")})`}
                          </li>
                        ))}
                      </Box>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t("versions.noMaterials")}
                      </Typography>
                    )}
                  </Box>
                </>
              ) : (
                <Box>
                  <CompareWith
                    versions={versions.data.items}
                    selected={v.version}
                    against={against}
                    onChange={(next) => setParams(next ? { v: v.id, view: "compare", against: next } : { v: v.id, view: "compare" })}
                  />
                  {(() => {
                    // The people whose edits lie between the two versions, each with their colour.
                    const other = versions.data.items.find((x) => x.id === against);
                    const hi = other ? Math.max(other.version, v.version) : Infinity;
                    const lo = other ? Math.min(other.version, v.version) : v.version;
                    const people = new Map<string, string>();
                    for (const x of versions.data.items) if (x.version > lo && x.version <= hi) for (const p of x.authors ?? []) people.set(p.id, p.name);
                    const only = people.size === 1 ? colorFor([...people.keys()][0]) : undefined;
                    // Always older → newer: against an older version, that one is the "before" (v6 against
                    // v3 showed v6's text struck out and v3's as added, a removal read as an addition).
                    const olderOther = !!other && other.version < v.version;
                    const pair = <T,>(mine: T, theirs: T) => (olderOther ? { before: theirs, after: mine } : { before: mine, after: theirs });
                    return (
                      <>
                        {people.size > 0 && (
                          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center", mt: 1 }} data-testid="diff-authors">
                            <Typography variant="body2" color="text.secondary">{t("records:versions.changesBy")}</Typography>
                            {[...people].map(([id, name]) => (
                              <Chip key={id} size="small" variant="outlined" label={name} sx={{ borderColor: colorFor(id), borderWidth: 2 }} />
                            ))}
                          </Box>
                        )}
                        <VersionDiff label={t("noteTitle")} {...pair(v.title, v.current.title)} addedColor={only} />
                        {NoteSections.map((s) => (
                          <VersionDiff key={s} label={sectionTitle(s)} {...pair(v.sectionsText[s] ?? "", v.current.sectionsText[s] ?? "")} addedColor={only} />
                        ))}
                        <VersionExtrasDiff {...pair<{ tags: Tag[]; materials: NoteVersionMaterial[] }>({ tags: v.tags, materials: v.materials }, v.current)} />
                      </>
                    );
                  })()}
                </Box>
              )}
            </Paper>
          )}
        </Box>
      </Box>
      <ConfirmDialog
        open={restoring}
        title={t("versions.restoreTitle", { n: v?.version ?? "" })}
        body={t("versions.restoreBody")}
        confirmLabel={t("versions.restore")}
        destructive={false}
        onClose={() => setRestoring(false)}
        onConfirm={async () => {
          const created = await call(noteEndpoints.restoreVersion, { params: { id: noteId, versionId: v!.id } });
          await qc.invalidateQueries({ queryKey: noteKeys.note(noteId) });
          await qc.invalidateQueries({ queryKey: noteKeys.versions(noteId) });
          notify.success(tm("versions.restored", { n: created.version }));
          setParams({ v: created.id, view: "view" });
        }}
      />
    </Box>
  );
}
