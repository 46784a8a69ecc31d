import { LoadMoreButton } from "../../components/LoadMoreButton";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  IconButton,
  InputLabel,
  Link,
  ListItemIcon,
  Menu,
  MenuItem,
  OutlinedInput,
  Paper,
  Select,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material/styles";
import AddIcon from "@mui/icons-material/Add";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import EditIcon from "@mui/icons-material/EditOutlined";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import LabelIcon from "@mui/icons-material/LabelOutlined";
import { useMemo, useState, type ReactNode } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { NoteSortKey, NoteSummary } from "@eln/shared/notes";
import { useUtilStore, type ProjectQuery } from "../../state/utilStore";
import { TagChips } from "./TagChips";
import { NoteSortSelect } from "./NoteSortSelect";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notify } from "../../components/Notifier";
import { useNoteList, useNoteMutations, useProjectTags } from "./notesApi";
import { prefetchNoteOnIntent, projectQueryOf } from "./noteQueries";
import { createNoteFromTemplate, useSpaceTemplates } from "../templates/templatesApi";
import { formatDateTime } from "../../lib/formatDate";
import { ExportElnMenuItem } from "../eln/ExportElnButton";
import { lazyDialog } from "../../components/lazyDialog";
import { messageIn } from "../../i18n/useMessageState";

const tm = messageIn("notes");

const NoteTitleDialog = lazyDialog(() => import("./NoteTitleDialog").then((m) => m.NoteTitleDialog));
const TagManagerDialog = lazyDialog(() => import("./TagManagerDialog").then((m) => m.TagManagerDialog));

/** The notes table of a project: sort, tag filter (remembered per project), create, duplicate, rename, delete. */
// On a phone the date wraps (date above time) in a narrow column: kept on one line it took half
// the width, and titles broke mid-word ("calibratio / n").
const dateCellSx = (phone: boolean) => (phone ? { whiteSpace: "normal", width: "6.5em", minWidth: "6.5em" } : { whiteSpace: "nowrap" });

export function ProjectNotes({ projectId, spaceId, canEdit }: { projectId: string; spaceId?: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation("notes");
  const navigate = useNavigate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const saved = useUtilStore((s) => s.projectQuery[projectId]);
  const setProjectQuery = useUtilStore((s) => s.setProjectQuery);
  const q = useMemo(() => projectQueryOf(saved), [saved]);
  const setQ = (next: Partial<ProjectQuery>) => setProjectQuery(projectId, { ...q, ...next });

  const list = useNoteList(projectId, q, i18n.language);
  const tags = useProjectTags(projectId);
  const m = useNoteMutations(projectId);
  const templates = useSpaceTemplates(spaceId, canEdit);
  const [dialog, setDialog] = useState<{ mode: "create" | "rename" | "duplicate"; note?: NoteSummary } | null>(null);
  const [deleting, setDeleting] = useState<NoteSummary | null>(null);
  const [menu, setMenu] = useState<{ el: HTMLElement; note: NoteSummary } | null>(null);
  const [tagsOpen, setTagsOpen] = useState(false);

  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  // A remembered filter may name a tag that was deleted since.
  const knownTagIds = q.tagIds.filter((id) => !tags.data || tags.data.some((x) => x.id === id));

  const sortHeader = (key: NoteSortKey, label: string) => (
    <TableSortLabel
      active={q.sort === key}
      direction={q.sort === key ? q.order : key === "title" ? "asc" : "desc"}
      onClick={() => setQ({ sort: key, order: q.sort === key ? (q.order === "asc" ? "desc" : "asc") : key === "title" ? "asc" : "desc" })}
      data-testid={`sort-${key}`}
    >
      {label}
    </TableSortLabel>
  );
  // An entry of a note's "more" menu: it acts on that note and closes the menu.
  const menuItem = (label: string, icon: ReactNode, act: (note: NoteSummary) => void, danger = false) => (
    <MenuItem
      onClick={() => {
        act(menu!.note);
        setMenu(null);
      }}
      sx={danger ? { color: "error.main" } : undefined}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );

  return (
    <Box component="section" aria-labelledby="project-notes-heading" sx={{ mt: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 1.5 }}>
        <Typography id="project-notes-heading" variant="h6" component="h2" sx={{ mr: "auto" }}>
          {t("notesHeading")} {list.data && <Typography component="span" color="text.secondary">({total})</Typography>}
        </Typography>
        <FormControl size="small" sx={{ minWidth: 200, maxWidth: "100%" }}>
          <InputLabel id="tag-filter-label">{t("filterByTags")}</InputLabel>
          <Select
            labelId="tag-filter-label"
            multiple
            value={knownTagIds}
            onChange={(e) => setQ({ tagIds: typeof e.target.value === "string" ? e.target.value.split(",") : e.target.value })}
            input={<OutlinedInput label={t("filterByTags")} />}
            renderValue={(ids) => <TagChips dense tags={ids.flatMap((id) => tags.data?.find((x) => x.id === id) ?? [])} />}
            data-testid="tag-filter"
          >
            {(tags.data ?? []).length === 0 && <MenuItem disabled>{t("tags.empty")}</MenuItem>}
            {tags.data?.map((tag) => (
              <MenuItem key={tag.id} value={tag.id}>
                <Box sx={{ width: 12, height: 12, borderRadius: "50%", bgcolor: tag.color, mr: 1 }} />
                {tag.title}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {/* The table's columns on a phone leave out "Created": its header cannot be the way to that sort there. */}
        {phone && <NoteSortSelect sort={q.sort} order={q.order} onChange={(sort, order) => setQ({ sort, order })} />}
        {knownTagIds.length > 0 && (
          <Button size="small" onClick={() => setQ({ tagIds: [] })}>
            {t("clearFilter")}
          </Button>
        )}
        {canEdit && (
          <Button variant="outlined" startIcon={<LabelIcon />} onClick={() => setTagsOpen(true)} data-testid="manage-tags">
            {t("tags.manage")}
          </Button>
        )}
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: "create" })} data-testid="new-note">
            {t("newNote")}
          </Button>
        )}
      </Box>

      {list.isError && (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t("common:actions.retry")}</Button>}>
          {t("loadFailed")}
        </Alert>
      )}
      {list.isPending && <CircularProgress size={28} sx={{ display: "block", mx: "auto", my: 4 }} />}
      {list.isSuccess && rows.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
          <Typography>{knownTagIds.length ? t("emptyFiltered") : canEdit ? t("emptyEditor") : t("emptyViewer")}</Typography>
        </Paper>
      )}
      {rows.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t("notesHeading")} data-testid="notes-table">
            <TableHead>
              <TableRow>
                <TableCell sortDirection={q.sort === "title" ? q.order : false}>{sortHeader("title", t("columns.title"))}</TableCell>
                {!phone && <TableCell>{t("columns.tags")}</TableCell>}
                {/* Japanese breaks nowhere mid-word (最終編 / 集日時 did): keep-all; English still wraps at its space, so the column stays narrow. */}
                <TableCell sx={{ ...dateCellSx(phone), wordBreak: "keep-all" }} sortDirection={q.sort === "updatedAt" ? q.order : false}>{sortHeader("updatedAt", t("columns.updatedAt"))}</TableCell>
                {!phone && <TableCell sx={{ whiteSpace: "nowrap" }} sortDirection={q.sort === "createdAt" ? q.order : false}>{sortHeader("createdAt", t("columns.createdAt"))}</TableCell>}
                {canEdit && (
                  <TableCell padding="checkbox">
                    {/* A header for the row-menu column, for screen readers only (no empty header cell). */}
                    <Box component="span" sx={{ position: "absolute", width: "1px", height: "1px", overflow: "hidden", clipPath: "inset(50%)", whiteSpace: "nowrap" }}>
                      {t("columns.actions")}
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((n) => (
                <TableRow key={n.id} hover data-testid="note-row">
                  <TableCell sx={{ wordBreak: "break-word" }}>
                    <Link component={RouterLink} to={`/notes/${n.id}`} underline="hover" sx={{ fontWeight: 500 }} {...prefetchNoteOnIntent(n.id)}>
                      {n.title}
                    </Link>
                    {phone && n.tags.length > 0 && <TagChips dense tags={n.tags} sx={{ mt: 0.5 }} />}
                  </TableCell>
                  {!phone && (
                    <TableCell>
                      <TagChips dense tags={n.tags} />
                    </TableCell>
                  )}
                  <TableCell sx={dateCellSx(phone)}>
                    <Tooltip title={n.updatedBy?.name ?? ""} describeChild>
                      <span>{formatDateTime(n.updatedAt, i18n.language)}</span>
                    </Tooltip>
                  </TableCell>
                  {!phone && <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(n.createdAt, i18n.language)}</TableCell>}
                  {canEdit && (
                    <TableCell padding="checkbox">
                      <IconButton aria-label={t("rowActions", { title: n.title })} onClick={(e) => setMenu({ el: e.currentTarget, note: n })}>
                        <MoreVertIcon />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <LoadMoreButton list={list} label={t("loadMore")} />

      <Menu anchorEl={menu?.el} open={!!menu} onClose={() => setMenu(null)}>
        {menu && <ExportElnMenuItem kind="note" id={menu.note.id} onDone={() => setMenu(null)} />}
        {menuItem(t("common:actions.rename"), <EditIcon fontSize="small" />, (note) => setDialog({ mode: "rename", note }))}
        {menuItem(t("duplicate"), <ContentCopyIcon fontSize="small" />, (note) => setDialog({ mode: "duplicate", note }))}
        {/* A signed or locked note cannot be deleted (the server refuses): not offered, as on the note's page. */}
        {menu && !menu.note.signed && !menu.note.locked && menuItem(t("common:actions.delete"), <DeleteIcon fontSize="small" color="error" />, setDeleting, true)}
      </Menu>

      <NoteTitleDialog
        open={!!dialog}
        mode={dialog?.mode ?? "create"}
        initialTitle={dialog?.mode === "rename" ? dialog.note!.title : dialog?.mode === "duplicate" ? t("copyOf", { title: dialog.note!.title }) : ""}
        onClose={() => setDialog(null)}
        templates={templates.data}
        onSubmit={async (title, templateId) => {
          if (dialog?.mode === "create") {
            const note = templateId ? await createNoteFromTemplate(projectId, templateId, title) : await m.create.mutateAsync(title);
            void navigate(`/notes/${note.id}`);
          } else if (dialog?.mode === "rename") {
            await m.rename.mutateAsync({ id: dialog.note!.id, title });
            notify.success(tm("renamed"));
          } else if (dialog?.mode === "duplicate") {
            await m.duplicate.mutateAsync({ id: dialog.note!.id, title });
            notify.success(tm("duplicated"));
          }
        }}
      />
      <ConfirmDialog
        open={!!deleting}
        title={t("common:confirmDelete.title", { name: deleting?.title ?? "" })}
        body={t("deleteBody")}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await m.remove.mutateAsync(deleting!.id);
          notify.success(tm("deleted"));
        }}
      />
      {canEdit && <TagManagerDialog projectId={projectId} open={tagsOpen} onClose={() => setTagsOpen(false)} />}
    </Box>
  );
}
