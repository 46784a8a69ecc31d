import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Pagination,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import CloudUploadOutlined from "@mui/icons-material/CloudUploadOutlined";
import PauseRounded from "@mui/icons-material/PauseRounded";
import PlayArrowRounded from "@mui/icons-material/PlayArrowRounded";
import CloseRounded from "@mui/icons-material/CloseRounded";
import DownloadRounded from "@mui/icons-material/DownloadRounded";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import EditOutlined from "@mui/icons-material/EditOutlined";
import InsertChartOutlined from "@mui/icons-material/InsertChartOutlined";
import InsertDriveFileOutlined from "@mui/icons-material/InsertDriveFileOutlined";
import { AttachmentLimits, attachmentNameSchema, isChartable, type Attachment } from "@eln/shared/attachments";
import { useBusyAction } from "../../api/useBusyAction";
import { useErrorMessage } from "../../api/useErrorMessage";
import { notify } from "../../components/Notifier";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { FileDropZone } from "../../components/FileDropZone";
import { FormDialog } from "../../components/FormDialog";
import { errorMessageOf, message, messageIn } from "../../i18n/useMessageState";
import { TooltipIconButton } from "../../components/TooltipIconButton";
import {
  ATTACHMENTS_PAGE_SIZE,
  downloadAttachment,
  useAttachmentMutations,
  useAttachments,
  useDownloadUrl,
} from "./attachmentsApi";
import { findInterruptedUploads, forgetInterruptedUpload, useUploadStore, type UploadTask } from "./uploadStore";
import { formatBytes } from "@eln/shared/attachments";
import { formatDateTime } from "../../lib/formatDate";
import { keptComponent } from "../../lib/keptLoader";
import { whenIdle } from "../../lib/whenIdle";

const tm = messageIn("attachments");

// The charts code (ECharts, the table) is its own chunk. It is asked for once a note that lists a
// chartable file is idle, or when the pointer or the keyboard reaches "Visualise"; the dialog then
// opens in the same render. A dialog that suspended on its code appeared no sooner than 300 ms
// after the click (React's Suspense fallback throttle), however fast the code came.
const { Component: DataVisualisationModal, preload: preloadCharts } = keptComponent(() => import("../charts/DataVisualisationModal").then((m) => m.DataVisualisationModal));

/** The attachments area of a note: drop zone, upload tasks, and the files with their actions. */
export function NoteAttachmentsSection({ noteId, canEdit, locked = false }: { noteId: string; canEdit: boolean; locked?: boolean }) {
  const { t } = useTranslation("attachments");
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState(1);
  const list = useAttachments(noteId, page);
  const mutations = useAttachmentMutations(noteId);
  const writable = canEdit && (list.data?.abilities["attachment.write"] ?? true);
  const [visualising, setVisualising] = useState<Attachment | null>(null);
  const [renaming, setRenaming] = useState<Attachment | null>(null);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const [preview, setPreview] = useState<Attachment | null>(null);

  const items = list.data?.items ?? [];
  const hasChartable = items.some((a) => isChartable(a.name));
  useEffect(() => (hasChartable ? whenIdle(preloadCharts) : undefined), [hasChartable]);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / ATTACHMENTS_PAGE_SIZE));

  return (
    <Box component="section" aria-labelledby="attachments-title" data-testid="attachments-section">
      <Typography id="attachments-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t("title")}
      </Typography>
      {writable ? <UploadArea noteId={noteId} onUploaded={() => void mutations.invalidate()} /> : null}
      {list.isPending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", py: 2 }}>
          <CircularProgress size={20} />
        </Stack>
      ) : list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t("common:actions.retry")}</Button>}>
          {t("loadError")} {errorMessage(list.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {writable ? t("emptyCanEdit") : t("empty")}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0, mt: 1 }} aria-label={t("title")}>
          {items.map((a) => (
            <AttachmentItem
              key={a.id}
              attachment={a}
              writable={writable}
              onVisualise={() => setVisualising(a)}
              onRename={() => setRenaming(a)}
              onDelete={() => setDeleting(a)}
              onPreview={() => setPreview(a)}
            />
          ))}
        </Stack>
      )}
      {pages > 1 ? <Pagination sx={{ mt: 1 }} count={pages} page={page} onChange={(_, p) => setPage(p)} /> : null}
      {!writable && items.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {/* On a locked note the lock is why, for its owner too (who read "only editors can add or change them"). */}
          {t(locked ? "readOnlyLocked" : "readOnly")}
        </Typography>
      ) : null}

      {visualising ? (
        <Suspense fallback={<CircularProgress size={20} aria-label={t("common:status.loading")} data-testid="charts-code-loading" />}>
          <DataVisualisationModal
            attachment={visualising}
            canSaveSettings={writable}
            onSaveSettings={(settings) => mutations.saveChartSettings.mutate({ id: visualising.id, settings })}
            onClose={() => setVisualising(null)}
          />
        </Suspense>
      ) : null}
      {renaming ? (
        <RenameDialog
          attachment={renaming}
          onClose={() => setRenaming(null)}
          onSave={async (name) => {
            await mutations.rename.mutateAsync({ id: renaming.id, name });
            notify.success(tm("renamed"));
            setRenaming(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={!!deleting}
        title={t("deleteTitle")}
        body={t("deleteBody", { name: deleting?.name })}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await mutations.remove.mutateAsync(deleting!.id);
          notify.success(tm("deleted"));
        }}
      />
      {preview ? <ImagePreviewDialog attachment={preview} onClose={() => setPreview(null)} /> : null}
    </Box>
  );
}

function UploadArea({ noteId, onUploaded }: { noteId: string; onUploaded: () => void }) {
  const { t } = useTranslation("attachments");
  const input = useRef<HTMLInputElement>(null);
  const start = useUploadStore((s) => s.start);
  const tasks = useUploadStore((s) => s.tasks).filter((task) => task.noteId === noteId);
  const [interrupted, setInterrupted] = useState<{ name: string; size: number; key: string }[]>([]);

  const refreshInterrupted = useCallback(() => void findInterruptedUploads(noteId).then(setInterrupted), [noteId]);
  useEffect(refreshInterrupted, [refreshInterrupted]);

  const add = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      start(noteId, file, () => {
        onUploaded();
        refreshInterrupted();
      });
    }
    setTimeout(refreshInterrupted, 500);
  };
  const running = new Set(tasks.filter((task) => task.state !== "success" && task.state !== "canceled").map((task) => task.name));

  return (
    <Stack spacing={1}>
      <FileDropZone testId="attachments-dropzone" onFiles={add} sx={{ borderRadius: 2, p: { xs: 2, sm: 3 } }}>
        <CloudUploadOutlined color="action" />
        <Typography>{t("dropHere")}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t("or")}
        </Typography>
        <Button variant="outlined" sx={{ mt: 1 }} onClick={() => input.current?.click()}>
          {t("choose")}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="attachments-input"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = "";
          }}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {/* From the shared limits: the old fixed text read as if files over 10 MB were taken in chunks. */}
          {t("maxSize", { max: formatBytes(AttachmentLimits.maxBytes), chunked: formatBytes(AttachmentLimits.simpleUploadMaxBytes) })}
        </Typography>
      </FileDropZone>
      {interrupted
        .filter((u) => !running.has(u.name))
        .map((u) => (
          <Alert
            key={u.key}
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => void forgetInterruptedUpload(u.key).then(refreshInterrupted)}>
                {t("forget")}
              </Button>
            }
          >
            {t("interrupted", { name: u.name, size: formatBytes(u.size) })}
          </Alert>
        ))}
      {tasks.length > 0 ? (
        <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }} aria-label={t("uploads")}>
          {tasks.map((task) => (
            <UploadTaskRow key={task.id} task={task} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function UploadTaskRow({ task }: { task: UploadTask }) {
  const { t } = useTranslation("attachments");
  const { t: te } = useTranslation("errors");
  const { pause, resume, cancel, dismiss } = useUploadStore();
  // A finished upload is 100 % whatever its size (an empty file showed "0 B of 0 B (0%)").
  const percent = task.state === "success" ? 100 : task.size ? Math.floor((task.bytesSent / task.size) * 100) : 0;
  const active = task.state === "running" || task.state === "pausing";
  const done = task.state === "success" || task.state === "canceled" || (task.state === "error" && task.errorCode === "file_too_large");
  return (
    <Box component="li" data-testid="upload-task" data-state={task.state} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap title={task.name}>
            {task.name}
          </Typography>
          <Typography variant="body2" color={task.state === "error" ? "error" : "text.secondary"}>
            {t(`state.${task.state}`)}
            {task.state !== "error"
              ? ` · ${t("progress", { sent: formatBytes(task.bytesSent), total: formatBytes(task.size), percent })}`
              : null}
            {task.resumedFrom > 0 ? ` · ${t("resumedFrom", { percent: Math.floor((task.resumedFrom / task.size) * 100) })}` : null}
          </Typography>
        </Box>
        {active ? (
          <Tooltip title={t("pause")} describeChild>
            <span>
              <IconButton aria-label={t("pause")} disabled={task.state !== "running"} onClick={() => pause(task.id)}>
                <PauseRounded />
              </IconButton>
            </span>
          </Tooltip>
        ) : null}
        {task.state === "paused" || (task.state === "error" && !done) ? (
          <TooltipIconButton label={t("resume")} onClick={() => resume(task.id)}>
            <PlayArrowRounded />
          </TooltipIconButton>
        ) : null}
        {!done && task.state !== "canceling" ? (
          <TooltipIconButton label={t("cancelUpload")} onClick={() => cancel(task.id)}>
            <CloseRounded />
          </TooltipIconButton>
        ) : null}
        {done ? (
          <TooltipIconButton label={t("dismiss")} onClick={() => dismiss(task.id)}>
            <CloseRounded />
          </TooltipIconButton>
        ) : null}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={task.state === "error" ? 0 : percent}
        color={task.state === "error" ? "error" : task.state === "success" ? "success" : "primary"}
        aria-label={task.name}
        sx={{ mt: 0.5 }}
      />
      {task.state === "error" ? (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {task.errorCode === "network" ? t("networkError") : te(task.errorCode ?? "internal", { defaultValue: te("internal") })}
        </Alert>
      ) : null}
    </Box>
  );
}

function AttachmentItem(props: {
  attachment: Attachment;
  writable: boolean;
  onVisualise(): void;
  onRename(): void;
  onDelete(): void;
  onPreview(): void;
}) {
  const { attachment: a, writable } = props;
  const { t, i18n } = useTranslation("attachments");
  const url = useDownloadUrl(a.id, a.isImage);
  const time = formatDateTime(a.createdAt, i18n.language);
  return (
    <Box
      component="li"
      data-testid="attachment-item"
      sx={{ display: "flex", gap: 1.5, alignItems: "center", flexWrap: { xs: "wrap", sm: "nowrap" }, border: 1, borderColor: "divider", borderRadius: 1, p: 1 }}
    >
      <Box
        sx={{ width: 56, height: 56, flexShrink: 0, display: "grid", placeItems: "center", bgcolor: "grey.100", borderRadius: 1, overflow: "hidden" }}
      >
        {a.isImage && url.data ? (
          <Box
            component="button"
            onClick={props.onPreview}
            aria-label={t("preview", { name: a.name })}
            sx={{ p: 0, border: 0, bgcolor: "transparent", cursor: "zoom-in", width: 1, height: 1 }}
          >
            <Box component="img" src={url.data.url} alt={a.name} loading="lazy" sx={{ width: 1, height: 1, objectFit: "cover" }} />
          </Box>
        ) : (
          <InsertDriveFileOutlined color="action" />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, flexBasis: { xs: "calc(100% - 80px)", sm: 0 } }}>
        <Typography noWrap title={a.name} data-testid="attachment-name">
          {a.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {t("meta", { size: formatBytes(a.size), type: a.contentType, uploader: a.uploadedBy.name ?? t("unknownUploader"), time })}
        </Typography>
        {a.signed && writable ? (
          <Typography variant="body2" color="text.secondary" data-testid="attachment-signed">
            {t("signedFile")}
          </Typography>
        ) : null}
      </Box>
      {/* A named group: five files give five "Delete" buttons, each announced within "Actions for <file>". */}
      <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, ml: "auto" }} role="group" aria-label={t("actions", { name: a.name })}>
        {isChartable(a.name) ? (
          <Button size="small" startIcon={<InsertChartOutlined />} onClick={props.onVisualise} onPointerEnter={preloadCharts} onFocus={preloadCharts}>
            {t("visualise")}
          </Button>
        ) : null}
        <TooltipIconButton label={t("download")} onClick={() => void downloadAttachment(a).catch((err) => notify.error(errorMessageOf(err)))}>
          <DownloadRounded />
        </TooltipIconButton>
        {writable ? (
          <>
            <TooltipIconButton label={t("rename")} onClick={props.onRename}>
              <EditOutlined />
            </TooltipIconButton>
            {/* A file a signature names stays with the note (the server refuses too). */}
            {a.signed ? null : (
              <TooltipIconButton label={t("common:actions.delete")} onClick={props.onDelete}>
                <DeleteOutlineRounded />
              </TooltipIconButton>
            )}
          </>
        ) : null}
      </Stack>
    </Box>
  );
}

function RenameDialog({ attachment, onClose, onSave }: { attachment: Attachment; onClose(): void; onSave(name: string): Promise<void> }) {
  const { t } = useTranslation("attachments");
  const [name, setName] = useState(attachment.name);
  const { busy: saving, error, setError, run } = useBusyAction();
  const submit = async () => {
    const parsed = attachmentNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(message(parsed.error.issues[0].message));
      return;
    }
    await run(() => onSave(parsed.data));
  };
  return (
    <FormDialog open title={t("renameTitle")} maxWidth="xs" busy={saving} onClose={onClose} onSubmit={submit} submitLabel={t("common:actions.save")}>
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={t("name")}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!error}
        helperText={error ?? " "}
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
    </FormDialog>
  );
}

function ImagePreviewDialog({ attachment, onClose }: { attachment: Attachment; onClose(): void }) {
  const url = useDownloadUrl(attachment.id);
  return (
    <Dialog open onClose={onClose} maxWidth="lg">
      <DialogTitle sx={{ pr: 6 }}>
        {attachment.name}
        <IconButton aria-label="close" onClick={onClose} sx={{ position: "absolute", right: 8, top: 8 }}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {url.data ? <Box component="img" src={url.data.url} alt={attachment.name} sx={{ maxWidth: "100%", maxHeight: "75vh", display: "block" }} /> : <CircularProgress />}
      </DialogContent>
    </Dialog>
  );
}
