import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, FormControlLabel, Radio, RadioGroup, TextField, Typography, useMediaQuery, useTheme } from "@mui/material";
import AutoFixHighIcon from "@mui/icons-material/AutoFixHigh";
import AddCommentIcon from "@mui/icons-material/AddCommentOutlined";
import {
  REGULATION_NOTE,
  SCREENING_ANSWERS,
  SCREENING_CHECKLIST,
  SCREENING_QUESTION_IDS,
  type ScreeningAnswer,
  type ScreeningAnswerBody,
  type ScreeningQuestionId,
} from "@eln/shared/risk";
import { useErrorMessage } from "../../api/useErrorMessage";
import { notify } from "../../components/Notifier";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { usePrefill, useSaveScreening } from "./riskApi";
import { SendRiskReportDialog } from "./SendRiskReportDialog";
import { messageIn } from "../../i18n/useMessageState";

const tm = messageIn("risk");

type Answers = Partial<Record<ScreeningQuestionId, ScreeningAnswer>>;

/** The pre-experiment checklist: yes / no / n.a. per question, suggestions from the note's materials. */
export function ScreeningDialog(props: { noteId: string; screening: ScreeningAnswerBody; onClose: () => void }) {
  const { t, i18n } = useTranslation("risk");
  const lang = i18n.language.startsWith("ja") ? "ja" : "en";
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const errorMessage = useErrorMessage();
  const prefill = usePrefill(props.noteId, true);
  const save = useSaveScreening(props.noteId);
  const s = props.screening;
  const canEdit = s.abilities.edit;
  const [edits, setEdits] = useState<Answers>({});
  const [comments, setComments] = useState<Record<string, string>>({});
  const [sendOpen, setSendOpen] = useState(false);
  const [openComments, setOpenComments] = useState<Set<string>>(() => new Set());
  const saveRef = useRef<HTMLButtonElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Set by Save: once the save has landed, Save may be disabled (done, nothing left to save).
  const savedFromButton = useRef(false);

  // Saved answers first; unanswered questions take the materials' suggestion (pre-filled).
  const answers: Answers = useMemo(() => {
    const out: Answers = {};
    for (const id of SCREENING_QUESTION_IDS) {
      const a = edits[id] ?? (s.answers[id] as ScreeningAnswer | undefined) ?? prefill.data?.prefill[id]?.answer;
      if (a) out[id] = a;
    }
    return out;
  }, [edits, s.answers, prefill.data]);
  const missing = SCREENING_QUESTION_IDS.filter((id) => !answers[id]).length;
  const dirty = Object.keys(edits).length > 0 || Object.keys(comments).length > 0 || SCREENING_QUESTION_IDS.some((id) => answers[id] && !s.answers[id]);
  // What closing would lose: answers and comments the person changed. Not the materials' suggestions
  // (`dirty` counts them, for Save): they are offered again next time, so closing a screening only
  // looked at does not ask.
  const unsaved =
    SCREENING_QUESTION_IDS.some((id) => edits[id] !== undefined && edits[id] !== s.answers[id]) ||
    Object.entries(comments).some(([id, c]) => c !== (s.comments[id] ?? ""));
  const [confirmClose, setConfirmClose] = useState(false);
  const close = () => (unsaved ? setConfirmClose(true) : props.onClose());

  // Saving a finished screening disables Save, and a disabled button drops the keyboard focus onto
  // the dialog itself, where no ring shows. The focus goes on to the next step instead: Send, or
  // Close for those who may not send. Only after a save from Save, and only if the focus was lost.
  useEffect(() => {
    if (!savedFromButton.current || save.isPending) return;
    if (save.isError) {
      savedFromButton.current = false;
      return;
    }
    if (!saveRef.current?.disabled) return;
    savedFromButton.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && active !== saveRef.current && !active.matches("[role=dialog], [tabindex='-1']")) return;
    (sendRef.current && !sendRef.current.disabled ? sendRef.current : closeRef.current)?.focus();
  }, [s, dirty, save.isPending, save.isError]);

  const submit = () => {
    // Save stays enabled while saving (a disabled button loses the focus): a second press waits.
    if (save.isPending) return;
    savedFromButton.current = true;
    save.mutate(
      { answers, comments, materialsFingerprint: prefill.data?.materialsFingerprint ?? s.materialsFingerprint },
      {
        onSuccess: (data) => {
          setEdits({});
          setComments({});
          notify.success(data.status.done ? tm("screening.savedDone") : tm("screening.saved"));
        },
      },
    );
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="risk-screening-title" scroll="paper">
      <DialogTitle id="risk-screening-title">{t("screening.title")}</DialogTitle>
      {/* The actions sit under the title, as on a phone's full-screen form: Save is two Tabs away
          instead of after 38 questions (the focus trap wraps from the last question to them too). */}
      <DialogActions sx={{ flexWrap: "wrap", gap: 1, pt: 0 }}>
        <Typography variant="caption" sx={{ mr: "auto", pl: 1 }} role="status" id="screening-progress">
          {missing > 0 ? t("screening.missing", { count: missing }) : t("screening.allAnswered")}
          {/* Why Send is off, in words everyone gets (a title tooltip reached mouse users only). */}
          {s.abilities.send && !s.status.done ? ` · ${t(missing > 0 ? "screening.sendNeedsDone" : "screening.sendNeedsSave")}` : null}
        </Typography>
        <Button ref={closeRef} onClick={close}>
          {t("close")}
        </Button>
        {canEdit && (
          <Button ref={saveRef} variant="outlined" onClick={submit} disabled={!dirty && s.status.done}>
            {t("screening.save")}
          </Button>
        )}
        {s.abilities.send && (
          <Button ref={sendRef} variant="contained" onClick={() => setSendOpen(true)} disabled={!s.status.done || dirty} aria-describedby="screening-progress">
            {t("screening.send")}
          </Button>
        )}
      </DialogActions>
      <DialogContent dividers>
        <Stack spacing={2}>
          {s.status.done ? (
            <Alert severity="success">{t("screening.isDone")}</Alert>
          ) : s.status.reason === "materials_changed" ? (
            <Alert severity="warning">{t("screening.materialsChanged")}</Alert>
          ) : (
            <Alert severity="info">{t("screening.intro")}</Alert>
          )}
          {s.materialCount === 0 && <Alert severity="info">{t("screening.noMaterials")}</Alert>}
          {prefill.isLoading && <LinearProgress aria-label={t("loading")} />}
          {SCREENING_CHECKLIST.map((section) => (
            <Box key={section.id} component="section">
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                {section.title[lang]}
              </Typography>
              <Stack spacing={1.5}>
                {section.questions.map((q) => {
                  const id = q.id as ScreeningQuestionId;
                  const suggestion = prefill.data?.prefill[id];
                  const fromPrefill = !s.answers[id] && !edits[id] && !!suggestion;
                  const labelId = `q-label-${id}`;
                  const comment = comments[id] ?? s.comments[id] ?? "";
                  const showComment = !!comment || openComments.has(id);
                  return (
                    <Box key={id} data-testid={`q-${id}`} sx={{ borderBottom: 1, borderColor: "divider", pb: 1.5 }}>
                      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}>
                        <Typography id={labelId} variant="body2" sx={{ flex: 1 }}>
                          {q[lang]}
                        </Typography>
                        {/* Native radios: one Tab stop per question, arrow keys choose (WCAG 2.1.1). */}
                        <RadioGroup
                          row
                          name={`answer-${id}`}
                          aria-labelledby={labelId}
                          value={answers[id] ?? ""}
                          onChange={(_, v) => setEdits((e) => ({ ...e, [id]: v as ScreeningAnswer }))}
                          sx={{ flexShrink: 0, flexWrap: "nowrap" }}
                        >
                          {SCREENING_ANSWERS.map((a) => (
                            <FormControlLabel key={a} value={a} control={<Radio size="small" />} label={t(`answer.${a}`)} disabled={!canEdit || save.isPending} sx={{ mr: 1.5 }} />
                          ))}
                        </RadioGroup>
                      </Stack>
                      {suggestion && (
                        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, alignItems: "flex-start", color: "text.secondary" }}>
                          <AutoFixHighIcon fontSize="inherit" sx={{ mt: "3px" }} />
                          <Typography variant="caption">
                            {fromPrefill ? t("screening.prefilled") : t("screening.suggested")} {suggestion.reasons.map((r) => r[lang]).join("; ")}
                          </Typography>
                        </Stack>
                      )}
                      {showComment ? (
                        <TextField
                          size="small"
                          fullWidth
                          // A comment runs to 1000 characters: it wraps and grows, so all of it can be read back.
                          multiline
                          maxRows={8}
                          variant="standard"
                          placeholder={t("screening.commentPlaceholder")}
                          value={comment}
                          onChange={(e) => setComments((c) => ({ ...c, [id]: e.target.value }))}
                          disabled={!canEdit || save.isPending}
                          autoFocus={openComments.has(id) && !comment}
                          // Each field is named after its question, not 38 times "Comment".
                          slotProps={{ htmlInput: { maxLength: 1000, "aria-label": t("screening.commentFor", { question: q[lang] }), "data-testid": `comment-${id}` } }}
                          sx={{ mt: 0.5 }}
                        />
                      ) : (
                        canEdit && (
                          // Comments are optional: a button until wanted keeps the field out of the Tab order.
                          <Button size="small" startIcon={<AddCommentIcon />} onClick={() => setOpenComments((o) => new Set(o).add(id))}
                            // 38 of these: the spoken name starts with the visible label and names the question.
                            aria-label={t("screening.addCommentFor", { question: q[lang] })}
                            disabled={save.isPending} sx={{ mt: 0.5 }} data-testid={`add-comment-${id}`}>
                            {t("screening.addComment")}
                          </Button>
                        )
                      )}
                    </Box>
                  );
                })}
              </Stack>
            </Box>
          ))}
          <Alert severity="info" icon={false}>
            <Typography variant="caption">{REGULATION_NOTE[lang]}</Typography>
          </Alert>
          {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
        </Stack>
      </DialogContent>
      <ConfirmDialog
        open={confirmClose}
        title={t("screening.discardTitle")}
        body={t("screening.discardBody")}
        confirmLabel={t("screening.discard")}
        onClose={() => setConfirmClose(false)}
        onConfirm={props.onClose}
      />
      {sendOpen && <SendRiskReportDialog noteId={props.noteId} kind="screening" open onClose={() => setSendOpen(false)} />}
    </Dialog>
  );
}
