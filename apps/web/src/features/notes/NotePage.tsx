import { noteEndpoints } from "@eln/shared/notes";
import { call } from "../../api/call";
import { endHeldSession } from "../../api/apiClient";
import { Alert, Box, Button, Chip, CircularProgress, Paper, TextField, Typography } from "@mui/material";
import HistoryIcon from "@mui/icons-material/History";
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdfOutlined";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import EditIcon from "@mui/icons-material/EditOutlined";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import SaveIcon from "@mui/icons-material/SaveOutlined";
import CloudDoneIcon from "@mui/icons-material/CloudDoneOutlined";
import CloudOffIcon from "@mui/icons-material/CloudOffOutlined";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import { memo, useEffect, useRef, useState, type ReactNode } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { CollabRevocation, NoteLimits, noteUpdateSchema, type NoteSection } from "@eln/shared/notes";
import { BackToSpacesAlert } from "../spaces/BackToSpacesAlert";
import { ApiError } from "../../api/ApiError";
import { useErrorMessage } from "../../api/useErrorMessage";
import { titleErrorOf } from "./titleErrorOf";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notify } from "../../components/Notifier";
import { useUserStore } from "../../state/userStore";
import { useAuthStore } from "../../state/authStore";
import { useUtilStore } from "../../state/utilStore";
import { RiskScreeningChip } from "../risk/RiskScreeningChip";
import { downloadNotePdf, forgetDeletedNote, saveTitleOnLeave, useNote, useNoteMutations } from "./notesApi";
import { NoteTitleDialog } from "./NoteTitleDialog";
import { NoteTagsPicker } from "./NoteTagsPicker";
import { SectionSnapshot } from "./SectionSnapshot";
import { useNotePanels } from "./useNotePanels";
import { colorFor, useAfterCollabSaved, useCollabState, useNoteCollab, type NoteCollab } from "./useNoteCollab";
import { useRenderProbe } from "./renderProbe";
import { useNoteMaterialsLive } from "../materials/useNoteMaterialsLive";
import { useNoteLive } from "./useNoteLive";
import { useNoteCommentsLive } from "../comments/useNoteCommentsLive";
import { formatDateTime } from "../../lib/formatDate";
import { editorStyles } from "./editorStyles";
import { ExportElnButton } from "../eln/ExportElnButton";
import { ImportedNoteMeta } from "../eln/ImportedNoteMeta";
import { NoteRecordsPanel } from "../records/NoteRecordsPanel";
import { SaveTemplateDialog } from "../templates/SaveTemplateDialog";
import PostAddIcon from "@mui/icons-material/PostAdd";
import { PageBreadcrumbs } from "../../components/PageBreadcrumbs";
import { usePageName } from "../../layout/usePageName";
import { visuallyHidden } from "../../layout/visuallyHidden";
import { messageIn, errorMessageOf, useMessageState } from "../../i18n/useMessageState";
import { noteKeys } from "../../api/queryKeys";

const tm = messageIn("notes");

type TitleState = "idle" | "saving" | "saved" | "error";
/** Why the title on screen is not the stored one: it breaks the shared rules, or its save failed. */
type TitleProblem = "invalid" | "failed" | null;

// Memoised: its multi-line field measures itself (a forced layout of the whole page) on every
// render, and the page re-renders as the note opens (the snapshot, the editors, the REST copy).
const TitleField = memo(function TitleField({
  noteId,
  projectId,
  title,
  canEdit,
  onProblem,
}: {
  noteId: string;
  projectId: string;
  title: string;
  canEdit: boolean;
  /** Tells the page's save status (a state setter: stable, so the memo holds). */
  onProblem(problem: TitleProblem): void;
}) {
  const { t } = useTranslation("notes");
  const m = useNoteMutations(projectId);
  const [value, setValue] = useState(title);
  const [state, setState] = useState<TitleState>("idle");
  // Kept as a Message, worded at each render: a problem on screen follows a language switch.
  const [error, setError] = useMessageState();
  const timer = useRef<number | null>(null);
  const lastSent = useRef(title);
  // The text on screen breaks the rules, so it is not sent: read when the page is left.
  const invalid = useRef(false);
  useEffect(() => {
    // Someone else renamed it (or a restore): follow unless typing.
    if (state !== "saving" && timer.current === null) {
      setValue(title);
      lastSent.current = title;
      if (invalid.current || state === "error") {
        invalid.current = false;
        setError(null);
        setState("idle");
        onProblem(null);
      }
    }
  }, [title]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = async (next: string) => {
    const problem = titleErrorOf(next);
    if (problem) {
      setError(problem);
      setState("error");
      onProblem("invalid");
      return;
    }
    const parsed = noteUpdateSchema.parse({ title: next });
    if (parsed.title === lastSent.current) {
      onProblem(null);
      return setState((s) => (s === "saving" ? "saved" : s));
    }
    setState("saving");
    try {
      await m.rename.mutateAsync({ id: noteId, title: parsed.title });
      lastSent.current = parsed.title;
      setState("saved");
      onProblem(null);
    } catch {
      setState("error");
      setError(tm("titleSaveFailed"));
      onProblem("failed");
    }
  };
  // Closing the tab or app right after typing: send what the debounce still holds, with a request
  // that outlives the page (keepalive fetch; sendBeacon cannot carry the Bearer token).
  const pending = useRef<string | null>(null);
  const field = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    const flush = () => {
      if (timer.current === null || pending.current === null) return;
      window.clearTimeout(timer.current);
      timer.current = null;
      const parsed = noteUpdateSchema.safeParse({ title: pending.current });
      if (!parsed.success || parsed.data.title === lastSent.current) return;
      lastSent.current = parsed.data.title;
      saveTitleOnLeave(noteId, parsed.data.title);
    };
    const onHidden = () => document.visibilityState === "hidden" && flush();
    // An invalid title cannot be sent: closing or reloading the tab asks first instead of dropping it.
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!invalid.current) return;
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("pagehide", flush);
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", flush);
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("visibilitychange", onHidden);
      // Leaving for another page of the app: the router cannot be held back here (no data router),
      // so say that the typed title was dropped and which one the note keeps.
      if (invalid.current) {
        invalid.current = false;
        notify.error(tm("titleLeftUnsaved", { title: lastSent.current }));
        onProblem(null);
      }
    };
  }, [noteId]); // eslint-disable-line react-hooks/exhaustive-deps
  const onChange = (v: string) => {
    pending.current = v;
    // The save status turns at the keystroke, not after the debounce: "All changes saved" must never
    // stand next to a title that will not be sent.
    invalid.current = titleErrorOf(v) !== undefined;
    onProblem(invalid.current ? "invalid" : null);
    setValue(v);
    setError(null);
    setState("saving");
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = null;
      void save(v);
    }, 600);
  };

  if (!canEdit)
    return (
      <Typography variant="h4" component="h1" sx={{ wordBreak: "break-word" }} data-testid="note-title">
        {title}
      </Typography>
    );
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "flex-start",
        gap: 1,
        // The hidden heading has no box to draw focus on: while it holds the focus (after a
        // navigation), the title it names shows the ring instead.
        "& h1:focus-visible + .MuiTextField-root": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 4, borderRadius: 0.5 },
      }}
    >
      {/* The page's heading for screen readers (their heading list, the focus after navigation): the
          field shows the same title to the eye, but a field is not a heading. */}
      <Typography
        component="h1"
        sx={visuallyHidden}
        data-testid="note-heading"
        // The ring around the title says it can be typed in: so it can. A character, Enter or F2
        // moves into the field, caret at the end, and the character goes in (typing did nothing).
        onKeyDown={(e) => {
          const typed = e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
          if (!typed && e.key !== "Enter" && e.key !== "F2") return;
          if (!typed) e.preventDefault();
          const input = field.current;
          input?.focus();
          input?.setSelectionRange(input.value.length, input.value.length);
        }}
      >
        {title}
      </Typography>
      <TextField
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/[\r\n]+/g, " "))}
        onBlur={() => {
          if (timer.current !== null) {
            window.clearTimeout(timer.current);
            timer.current = null;
            void save(value);
          }
        }}
        onKeyDown={(e) => {
          // One line of text that wraps on narrow screens: Enter ends editing instead of adding a line break.
          if (e.key === "Enter") {
            e.preventDefault();
            (e.target as HTMLElement).blur();
          }
        }}
        inputRef={field}
        variant="standard"
        multiline
        fullWidth
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { "aria-label": t("noteTitle"), maxLength: NoteLimits.titleMax, "data-testid": "note-title", style: { fontWeight: 500, lineHeight: 1.3 } } }}
        sx={{ "& textarea": { fontSize: { xs: "1.4rem", sm: "1.8rem" } } }}
      />
      <Typography variant="body2" color={state === "error" ? "error" : "text.secondary"} sx={{ whiteSpace: "nowrap", mt: 1.5, minWidth: 70 }} role="status" data-testid="title-save-state">
        {state === "saving" ? t("common:status.saving") : state === "saved" ? t("common:status.saved") : state === "error" ? t("titleNotSaved") : ""}
      </Typography>
    </Box>
  );
});

/**
 * Why the note stopped taking edits, and whether that cost anything: the last edits are unsaved
 * only while some still wait for the server (it said they were lost even when all were saved).
 * Its own subscriber, as CollabStatusChip: the page does not re-render on keystrokes.
 */
function AccessEndedMessage({ collab, signedOut }: { collab: NoteCollab | null; signedOut: boolean }) {
  const { t } = useTranslation("notes");
  const unsaved = useCollabState(collab, (s) => s.unsynced > 0);
  if (signedOut) return <>{t(unsaved ? "collab.signedOut" : "collab.signedOutSaved")}</>;
  return <>{t(unsaved ? "collab.revoked" : "collab.revokedSaved")}</>;
}

/** Its own subscriber to the connection state: the only part of the page that follows each keystroke's save. */
function CollabStatusChip({ collab, titleProblem }: { collab: NoteCollab | null; titleProblem: TitleProblem }) {
  const { t } = useTranslation("notes");
  const status = useCollabState(collab, (s) => s.status);
  const offline = useCollabState(collab, (s) => s.offline);
  const synced = useCollabState(collab, (s) => s.synced);
  const saving = useCollabState(collab, (s) => s.unsynced > 0);
  const access = useCollabState(collab, (s) => s.access);
  if (!collab) return null;
  // Signed out or shut out: not "offline, kept and sent later" (nothing will be sent); the banner says what happened.
  if (access === CollabRevocation.signedOut || access === CollabRevocation.noAccess) return null;
  if (status === "denied") return <Chip size="small" color="error" icon={<CloudOffIcon />} label={t("collab.denied")} />;
  // The text may all be stored, but the title on screen is not: the page is not "all saved".
  if (titleProblem)
    return (
      <Chip
        size="small"
        color="error"
        icon={<ErrorOutlineIcon />}
        label={t(titleProblem === "invalid" ? "collab.titleInvalid" : "collab.titleFailed")}
        data-testid="collab-status"
        sx={{ maxWidth: "100%", height: "auto", minHeight: 24, "& .MuiChip-label": { whiteSpace: "normal" } }}
      />
    );
  if (offline || status !== "connected")
    return <Chip size="small" color="warning" icon={<CloudOffIcon />} label={offline ? t("collab.offlineKept") : t("collab.offline")} data-testid="collab-status" sx={{ maxWidth: "100%", height: "auto", minHeight: 24, "& .MuiChip-label": { whiteSpace: "normal" } }} />;
  if (!synced) return <Chip size="small" label={t("collab.syncing")} data-testid="collab-status" />;
  return (
    <Chip
      size="small"
      color={saving ? "default" : "success"}
      variant="outlined"
      icon={<CloudDoneIcon />}
      label={saving ? t("collab.saving") : t("collab.allSaved")}
      data-testid="collab-status"
    />
  );
}

function SectionBlock({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

// The page re-renders when the note's REST copy changes (a rename, the refetch after saving);
// the editors and heavy panels only when their own props do.
const RecordsPanel = memo(NoteRecordsPanel);

/** The note editor: title, metadata, tags and actions, then every section in the spec's order. */
export function NotePage() {
  useRenderProbe("NotePage");
  const { noteId = "" } = useParams();
  const { t, i18n } = useTranslation("notes");
  const navigate = useNavigate();
  const qc = useQueryClient();
  const errorMessage = useErrorMessage();
  const note = useNote(noteId);
  usePageName(note.data?.title);
  const collab = useNoteCollab(noteId);
  // Here, not in the panels (they mount a frame later): a message before their mount is not lost.
  useNoteMaterialsLive(noteId, collab);
  useNoteCommentsLive(noteId, collab);
  useNoteLive(noteId, collab);
  const fullName = useUserStore((s) => s.fullName) ?? "";
  const userId = useAuthStore((s) => s.userId) ?? "";
  const setActiveNote = useUtilStore((s) => s.setActiveNote);
  const setActiveSpace = useUtilStore((s) => s.setActiveSpace);
  const setActiveProject = useUtilStore((s) => s.setActiveProject);
  const [dialog, setDialog] = useState<"rename" | "duplicate" | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [savingTemplate, setSavingTemplate] = useState(false);
  const [busy, setBusy] = useState<"pdf" | "version" | null>(null);
  const [titleProblem, setTitleProblem] = useState<TitleProblem>(null);
  const projectId = note.data?.projectId ?? "";
  const m = useNoteMutations(projectId);

  useEffect(() => {
    setActiveNote(noteId);
  }, [noteId, setActiveNote]);
  // Opened from a link (a mention mail, a search result of another space): search and the app bar
  // follow the note's own space and project, not the last one visited.
  const spaceId = note.data?.spaceId;
  useEffect(() => {
    if (!spaceId) return;
    setActiveSpace(spaceId);
    setActiveProject(projectId);
  }, [spaceId, projectId, setActiveSpace, setActiveProject]);
  // The REST copy (title, times, authors) follows the live document's saves.
  // Not once the server has ended this connection: a refetch with an ended session would sign the
  // page out and take the unsaved text with it.
  useAfterCollabSaved(
    collab,
    2500,
    () => void qc.invalidateQueries({ queryKey: noteKeys.note(noteId), exact: true }),
    (s) => !s.access,
  );
  // Selected one by one: these change a few times per visit, not per keystroke.
  const denied = useCollabState(collab, (s) => s.status === "denied");
  // The first section's text paints first, as plain HTML (SectionSnapshot), before the editor's
  // code has arrived; the editors and the panels around them (materials, files, risk, links,
  // comments) come in one chunk and mount together once the text is on screen and the chunk is
  // here, so nothing moves twice.
  const [snapshotShown, setSnapshotShown] = useState(false);
  // Read when the editors mount: the first one takes the focus the snapshot had.
  const snapshotFocused = useRef(false);
  const panels = useNotePanels();
  /** The editors and panels, once both the text is on screen and their chunk is here. */
  const rest = snapshotShown ? panels : null;
  const access = useCollabState(collab, (s) => s.access);

  if (note.isPending) return <CircularProgress sx={{ display: "block", mx: "auto", mt: 8 }} />;
  // A failed refetch keeps the note on screen (its text may be all that is left of an edit).
  if (note.isError && !note.data) {
    if (note.error instanceof ApiError && note.error.status === 404)
      return (
        <Box sx={{ m: 2 }}>
          {/* A dead end no more: the way back, and where a note just deleted went. */}
          <BackToSpacesAlert testId="note-missing">
            {t("notFound")} {t("notFoundTrash")}
          </BackToSpacesAlert>
        </Box>
      );
    return (
      <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={() => void note.refetch()}>{t("common:actions.retry")}</Button>}>
        {errorMessage(note.error)}
      </Alert>
    );
  }
  const n = note.data;
  const accessEnded = access === CollabRevocation.signedOut || access === CollabRevocation.noAccess;
  const canEdit = n.abilities["note.update"] && !denied && !accessEnded && access !== CollabRevocation.readOnly;
  const sections: { key: NoteSection; title: string }[] = [
    { key: "backgroundAndObjective", title: t("sections.backgroundAndObjective") },
    { key: "methods", title: t("sections.methods") },
    { key: "results", title: t("sections.results") },
    { key: "conclusion", title: t("sections.conclusion") },
  ];
  const editorFor = (key: NoteSection, title: string) =>
    !collab ? null : rest ? (
      <rest.Editor
        key={key}
        noteId={noteId}
        section={key}
        collab={collab}
        canEdit={canEdit}
        userName={fullName || "—"}
        userColor={colorFor(userId)}
        label={title}
        autoFocus={key === sections[0].key && snapshotFocused.current}
        locked={!!n.lock}
      />
    ) : key === sections[0].key ? (
      <SectionSnapshot
        collab={collab}
        section={key}
        canEdit={canEdit}
        label={title}
        onShown={() => setSnapshotShown(true)}
        onFocusChange={(focused) => (snapshotFocused.current = focused)}
      />
    ) : null;

  const saveVersion = async () => {
    setBusy("version");
    try {
      await call(noteEndpoints.saveVersion, { params: { id: noteId } });
      void qc.invalidateQueries({ queryKey: noteKeys.versions(noteId) });
      notify.success(tm("versionSaved"));
    } catch (err) {
      notify.error(errorMessageOf(err));
    } finally {
      setBusy(null);
    }
  };
  const pdf = async () => {
    setBusy("pdf");
    try {
      await downloadNotePdf(noteId, n.title, i18n.language);
    } catch (err) {
      notify.error(errorMessageOf(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ maxWidth: 1100, mx: "auto", p: { xs: 1.5, sm: 3 }, ...editorStyles }}>
      <PageBreadcrumbs links={[{ to: `/spaces/${n.spaceId}`, label: n.spaceTitle || t("space"), testId: "space-link" }, { to: `/projects/${n.projectId}`, label: n.projectTitle, testId: "project-link" }]} />
      {accessEnded && (
        // Sticky under the app bar: the person is usually typing far down the page.
        <Alert
          severity="error"
          sx={{ mb: 1.5, position: "sticky", top: { xs: 64, sm: 72 }, zIndex: 3, boxShadow: 3 }}
          role="alert"
          data-testid="collab-revoked"
          action={
            access === CollabRevocation.signedOut ? (
              <Button color="inherit" size="small" onClick={endHeldSession} data-testid="collab-log-in-again">
                {t("collab.logInAgain")}
              </Button>
            ) : undefined
          }
        >
          <AccessEndedMessage collab={collab} signedOut={access === CollabRevocation.signedOut} />
        </Alert>
      )}
      {access === CollabRevocation.readOnly && (
        <Alert severity="info" sx={{ mb: 1.5 }} data-testid="collab-read-only">
          {t("collab.nowReadOnly")}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <TitleField noteId={n.id} projectId={n.projectId} title={n.title} canEdit={canEdit} onProblem={setTitleProblem} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="note-meta">
          {n.imported ? (
            <ImportedNoteMeta note={{ ...n, imported: n.imported }} />
          ) : (
            <>
              {t("meta.created", { time: formatDateTime(n.createdAt, i18n.language), name: n.createdBy?.name ?? "—" })}
              {" · "}
              {t("meta.updated", { time: formatDateTime(n.updatedAt, i18n.language), name: n.updatedBy?.name ?? "—" })}
            </>
          )}
        </Typography>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mt: 1.5 }}>
          <NoteTagsPicker noteId={n.id} projectId={n.projectId} value={n.tags} canEdit={canEdit} />
          <RiskScreeningChip noteId={n.id} canEdit={canEdit} />
          <CollabStatusChip collab={collab} titleProblem={canEdit ? titleProblem : null} />
          {/* Once access has ended the banner above says all there is to say (a "read only" chip beside it contradicted it). */}
          {!canEdit && !accessEnded && <Chip size="small" label={n.lock ? t("records:lock.chip") : t("readOnly")} data-testid="read-only" />}
        </Box>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1.5 }}>
          <Button size="small" startIcon={<HistoryIcon />} component={RouterLink} to={`/notes/${n.id}/versions`} data-testid="open-versions">
            {t("actions.versions")}
          </Button>
          {canEdit && (
            <Button size="small" startIcon={<SaveIcon />} onClick={() => void saveVersion()} disabled={busy === "version"} data-testid="save-version">
              {t("actions.saveVersion")}
            </Button>
          )}
          <Button size="small" startIcon={busy === "pdf" ? <CircularProgress size={16} /> : <PictureAsPdfIcon />} onClick={() => void pdf()} disabled={busy === "pdf"} data-testid="generate-pdf">
            {busy === "pdf" ? t("actions.generatingPdf") : t("actions.pdf")}
          </Button>
          <ExportElnButton kind="note" id={n.id} size="small" />
          {n.abilities["note.update"] && (
            <>
              <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => setDialog("duplicate")}>
                {t("duplicate")}
              </Button>
              <Button size="small" startIcon={<EditIcon />} onClick={() => setDialog("rename")}>
                {t("common:actions.rename")}
              </Button>
              <Button size="small" startIcon={<PostAddIcon />} onClick={() => setSavingTemplate(true)} data-testid="save-template">
                {t("templates:saveAs")}
              </Button>
            </>
          )}
          {n.abilities["note.delete"] && (
            <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)}>
              {t("common:actions.delete")}
            </Button>
          )}
        </Box>
      </Paper>
      <RecordsPanel noteId={n.id} collab={collab} />

      <SectionBlock id="sec-bg" title={sections[0].title}>
        {editorFor("backgroundAndObjective", sections[0].title)}
      </SectionBlock>
      {rest && <rest.MaterialsSection noteId={n.id} canEdit={canEdit} />}
      {sections.slice(1).map((s) => (
        <SectionBlock key={s.key} id={`sec-${s.key}`} title={s.title}>
          {editorFor(s.key, s.title)}
        </SectionBlock>
      ))}
      {rest && (
        <>
          <rest.AttachmentsSection noteId={n.id} canEdit={canEdit} locked={!!n.lock} />
          <rest.RiskPanel noteId={n.id} canEdit={canEdit} />
          <rest.Backlinks noteId={n.id} />
          <rest.Comments noteId={n.id} />
        </>
      )}

      <NoteTitleDialog
        open={!!dialog}
        mode={dialog ?? "rename"}
        initialTitle={dialog === "duplicate" ? t("copyOf", { title: n.title }) : n.title}
        onClose={() => setDialog(null)}
        onSubmit={async (title) => {
          if (dialog === "rename") {
            await m.rename.mutateAsync({ id: n.id, title });
            notify.success(tm("renamed"));
          } else {
            const copy = await m.duplicate.mutateAsync({ id: n.id, title });
            notify.success(tm("duplicated"));
            void navigate(`/notes/${copy.id}`);
          }
        }}
      />
      <SaveTemplateDialog open={savingTemplate} noteId={n.id} spaceId={n.spaceId} noteTitle={n.title} onClose={() => setSavingTemplate(false)} />
      <ConfirmDialog
        open={deleting}
        title={t("common:confirmDelete.title", { name: n.title })}
        body={t("deleteBody")}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await m.remove.mutateAsync(n.id);
          notify.success(tm("deleted"));
          void navigate(`/projects/${n.projectId}`);
          // After the navigation: this page unmounts in the same render instead of asking for the note again.
          forgetDeletedNote(qc, n.id);
        }}
      />
    </Box>
  );
}
