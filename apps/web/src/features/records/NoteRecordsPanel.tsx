import { noteSignSchema, recordEndpoints } from "@eln/shared/records";
import { call } from "../../api/call";
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, MenuItem, Paper, Stack, TextField, Typography } from "@mui/material";
import LockIcon from "@mui/icons-material/LockOutlined";
import LockOpenIcon from "@mui/icons-material/LockOpenOutlined";
import DrawIcon from "@mui/icons-material/DrawOutlined";
import HowToRegIcon from "@mui/icons-material/HowToRegOutlined";
import WarningIcon from "@mui/icons-material/WarningAmberOutlined";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { noteUnlockSchema } from "@eln/shared/records";
import { ApiError } from "../../api/ApiError";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notify } from "../../components/Notifier";
import { useAuthStore } from "../../state/authStore";
import { useUserStore } from "../../state/userStore";
import { useNoteMessages, type NoteCollab } from "../notes/useNoteCollab";
import { noteQuery } from "../notes/noteQueries";
import { formatDateTime } from "../../lib/formatDate";
import { PasswordSignDialog } from "./PasswordSignDialog";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { refetchChanged } from "../../api/refetchChanged";
import { downloadSignatureRecord, useNoteRecords, useRefreshRecords } from "./recordsApi";
import { useRecheckAfterEdits } from "./useRecheckAfterEdits";
import { errorMessageOf, message, type Message, messageIn, useMessageState } from "../../i18n/useMessageState";
import { recordKeys } from "../../api/queryKeys";
import { NoteSocketMessages } from "@eln/shared/notes";

const tm = messageIn("records");

type DialogName = "sign" | "witnessSign" | "lock" | "unlock" | "requestWitness" | null;

/** Signatures, witnessing and the lock of one note (the "Records" panel under its title). */
export function NoteRecordsPanel({ noteId, collab }: { noteId: string; collab: NoteCollab | null }) {
  const { t, i18n } = useTranslation("records");
  const records = useNoteRecords(noteId);
  const refresh = useRefreshRecords(noteId);
  const qc = useQueryClient();
  const userId = useAuthStore((s) => s.userId) ?? "";
  const fullName = useUserStore((s) => s.fullName) ?? "";
  const [dialog, setDialog] = useState<DialogName>(null);
  const [reason, setReason] = useState("");
  // Kept as a Message, worded at each render: an error on screen follows a language switch.
  const [reasonError, setReasonError] = useMessageState();
  const [witnessId, setWitnessId] = useState("");

  // Another tab or person locked, unlocked or signed: the server tells open editors.
  useNoteMessages(collab, (m) => {
    if (m.type === NoteSocketMessages.lockChanged) void refresh();
  });
  // Edits change the record hash: re-check "changed since signed" as soon as the server has the
  // edit (acknowledged, or arrived from another person), not seconds later or on a reload. Only
  // with signatures: no other part of the panel depends on the text.
  const recheck = () => void refetchChanged(qc, recordKeys.note(noteId));
  const signed = (records.data?.signatures.length ?? 0) > 0;
  useRecheckAfterEdits(collab, 500, recheck, () => signed);
  // The title is in the record too; a rename is saved over REST, beside the document.
  const title = useQuery({ ...noteQuery(noteId), select: (n) => n.title }).data;
  const shownTitle = useRef(title);
  useEffect(() => {
    if (title === shownTitle.current) return;
    shownTitle.current = title;
    if (signed) recheck();
  }, [title]); // eslint-disable-line react-hooks/exhaustive-deps

  const r = records.data;
  if (!r) return null;
  const myRequest = r.witnessRequests.find((w) => w.status === "pending" && w.witness?.id === userId);
  const pendingOthers = r.witnessRequests.filter((w) => w.status === "pending");
  // The witness left the space: the request cannot be signed any more; the author may ask someone else.
  const voided = r.witnessRequests.filter((w) => w.status === "void");
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  const done = async (message: Message) => {
    notify.success(message);
    await refresh();
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="records-title" sx={{ p: { xs: 1.5, sm: 2 }, mt: 2 }} data-testid="records-panel">
      <Typography id="records-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t("panel.title")}
      </Typography>
      {r.lock && (
        <Alert severity="info" icon={<LockIcon />} sx={{ mb: 1.5 }} data-testid="lock-banner">
          {t(r.lock.cause === "witnessed" ? "lock.bannerWitnessed" : "lock.banner", { name: r.lock.by?.name ?? "—", time: time(r.lock.at) })}
        </Alert>
      )}
      {r.signatures.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {t("panel.noSignatures")}
        </Typography>
      ) : (
        <List dense disablePadding data-testid="signatures">
          {r.signatures.map((s) => (
            <ListItem key={s.id} disableGutters data-testid="signature" sx={{ flexWrap: "wrap", gap: 1 }}>
              <ListItemText
                primary={t("sign.line", { name: s.signerName, meaning: t(`sign.meaning.${s.meaning}`), time: time(s.signedAt) })}
                secondary={`SHA-256 ${s.contentHash.slice(0, 16)}…${s.timestamp ? ` · ${t("sign.timestamped", { time: time(s.timestamp.time) })}` : ""}`}
                slotProps={{ secondary: { sx: { fontFamily: "monospace", overflowWrap: "anywhere" } } }}
              />
              <Button size="small" onClick={() => void downloadSignatureRecord(noteId, s.id).catch((err) => notify.error(errorMessageOf(err)))} aria-label={t("sign.downloadNamed", { name: s.signerName })}>
                {t("sign.download")}
              </Button>
              {s.changedSince ? (
                <Chip size="small" color="warning" icon={<WarningIcon />} label={t("sign.changedSince")} data-testid="changed-since-signed" />
              ) : (
                <Chip size="small" color="success" variant="outlined" label={t("sign.unchanged")} />
              )}
            </ListItem>
          ))}
        </List>
      )}
      {r.signatures.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="signed-kept">
          {t("sign.kept")}
        </Typography>
      )}
      {pendingOthers.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="witness-pending">
          {t("witness.pending", { names: pendingOthers.map((w) => w.witness?.name ?? "—").join(", ") })}
        </Typography>
      )}
      {voided.map((w) => (
        <Typography key={w.id} variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="witness-void">
          {t("witness.void", { name: w.witness?.name ?? "—" })}
        </Typography>
      ))}
      <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: "wrap" }}>
        {myRequest && (
          <Button size="small" variant="contained" startIcon={<HowToRegIcon />} onClick={() => setDialog("witnessSign")} data-testid="witness-countersign">
            {t("witness.countersign")}
          </Button>
        )}
        {r.abilities.sign && (
          <Button size="small" variant="outlined" startIcon={<DrawIcon />} onClick={() => setDialog("sign")} data-testid="sign-note">
            {t("sign.open")}
          </Button>
        )}
        {r.abilities.requestWitness && r.witnessCandidates.length > 0 && !r.lock && (
          <Button size="small" startIcon={<HowToRegIcon />} onClick={() => setDialog("requestWitness")} data-testid="request-witness">
            {t("witness.request")}
          </Button>
        )}
        {r.abilities.lock && (
          <Button size="small" startIcon={<LockIcon />} onClick={() => setDialog("lock")} data-testid="lock-note">
            {t("lock.lock")}
          </Button>
        )}
        {r.abilities.unlock && (
          <Button size="small" startIcon={<LockOpenIcon />} onClick={() => setDialog("unlock")} data-testid="unlock-note">
            {t("lock.unlock")}
          </Button>
        )}
      </Stack>

      <PasswordSignDialog
        open={dialog === "sign" || dialog === "witnessSign"}
        witness={dialog === "witnessSign"}
        asAuthor={r.abilities.signAsAuthor}
        changedSinceSignedBy={[...new Set(r.signatures.filter((s) => s.changedSince).map((s) => s.signer?.name ?? s.signerName))]}
        signerName={fullName}
        onClose={() => setDialog(null)}
        onSign={async (body) => {
          if (dialog === "witnessSign") await call(recordEndpoints.witness, { params: { id: myRequest!.id }, body });
          else await call(recordEndpoints.sign, { params: { id: noteId }, body: noteSignSchema.parse(body) });
          await done(tm(dialog === "witnessSign" ? "witness.signed" : "sign.signed"));
        }}
      />
      <ConfirmDialog
        open={dialog === "lock"}
        title={t("lock.confirmTitle")}
        body={t("lock.confirmBody")}
        confirmLabel={t("lock.lock")}
        destructive={false}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          await call(recordEndpoints.lock, { params: { id: noteId } });
          await done(tm("lock.locked"));
        }}
      />
      <Dialog
        open={dialog === "unlock" || dialog === "requestWitness"}
        onClose={() => setDialog(null)}
        fullWidth
        maxWidth="xs"
        slotProps={{
          paper: {
            component: "form",
            noValidate: true,
            onSubmit: async (e: React.FormEvent) => {
              e.preventDefault();
              try {
                if (dialog === "unlock") {
                  const parsed = noteUnlockSchema.safeParse({ reason });
                  if (!parsed.success) return setReasonError(message(parsed.error.issues[0].message));
                  await call(recordEndpoints.unlock, { params: { id: noteId }, body: parsed.data });
                  setReason("");
                  setDialog(null);
                  await done(tm("lock.unlocked"));
                } else {
                  if (!witnessId) return setReasonError(message("validation.required"));
                  await call(recordEndpoints.requestWitness, { params: { id: noteId }, body: { witnessId } });
                  setDialog(null);
                  await done(tm("witness.requested"));
                }
              } catch (err) {
                setReasonError(err instanceof ApiError && err.fields ? message(Object.values(err.fields)[0]) : errorMessageOf(err));
              }
            },
          } as object,
        }}
      >
        <DialogTitle>{dialog === "unlock" ? t("lock.unlockTitle") : t("witness.requestTitle")}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            {dialog === "unlock" ? (
              <TextField
                fullWidth
                multiline
                minRows={2}
                label={t("lock.reason")}
                value={reason}
                autoFocus
                onChange={(e) => {
                  setReason(e.target.value);
                  setReasonError(null);
                }}
                error={!!reasonError}
                helperText={reasonError ?? t("lock.reasonHelp")}
                slotProps={{ htmlInput: { "data-testid": "unlock-reason" } }}
              />
            ) : (
              <TextField
                select
                fullWidth
                label={t("witness.who")}
                value={witnessId}
                onChange={(e) => {
                  setWitnessId(e.target.value);
                  setReasonError(null);
                }}
                error={!!reasonError}
                helperText={reasonError ?? t("witness.whoHelp")}
                data-testid="witness-select"
              >
                {r.witnessCandidates.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t("common:actions.cancel")}</Button>
          <Button type="submit" variant="contained" data-testid="records-dialog-submit">
            {dialog === "unlock" ? t("lock.unlock") : t("witness.send")}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
