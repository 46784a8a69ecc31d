import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, List, ListItem, ListItemText, Typography } from "@mui/material";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ElnImportAnswer } from "@eln/shared/eln";
import { ElnLimits } from "@eln/shared/eln";
import { message, useMessageText, type Message } from "../../i18n/useMessageState";
import { FileDropZone } from "../../components/FileDropZone";
import { useFilePicker } from "../../components/FileImport";
import { importEln } from "./elnApi";
import { importElnResumable } from "./resumableImport";
import { elnImportFailureOf } from "./elnImportFailureOf";

type State = { step: "choose" } | { step: "uploading"; progress: number; name: string; importing?: boolean } | { step: "done"; answer: ElnImportAnswer } | { step: "failed"; message: Message };

/** Import an .eln archive into a new project of the space: drop or choose a file, watch progress, read the summary. */
export function ImportElnDialog({
  open,
  spaceId,
  onClose,
  onImported,
  onOpenProject,
}: {
  open: boolean;
  spaceId: string;
  onClose: () => void;
  onImported: () => void;
  onOpenProject: (projectId: string) => void;
}) {
  const { t } = useTranslation("eln");
  const text = useMessageText();
  const [state, setState] = useState<State>({ step: "choose" });
  const abort = useRef<AbortController | null>(null);

  const start = async (file: File) => {
    if (file.size > ElnLimits.resumableMaxBytes) {
      setState({ step: "failed", message: message("eln.errors.too_large") });
      return;
    }
    abort.current = new AbortController();
    setState({ step: "uploading", progress: 0, name: file.name });
    try {
      // Large archives go resumably and are imported in the background; small ones in one request.
      const answer =
        file.size > ElnLimits.resumableFromBytes
          ? await importElnResumable(
              spaceId,
              file,
              (p) => setState({ step: "uploading", progress: p.fraction, name: file.name, importing: p.phase === "importing" }),
              abort.current.signal,
            )
          : await importEln(spaceId, file, (progress) => setState({ step: "uploading", progress, name: file.name }), abort.current.signal);
      setState({ step: "done", answer });
      onImported();
    } catch (err) {
      if ((err as Error).name === "AbortError") return setState({ step: "choose" });
      setState({ step: "failed", message: elnImportFailureOf(err) });
    }
  };
  const picker = useFilePicker({ accept: ".eln,.zip,application/zip", testId: "eln-file-input", onFile: (file) => void start(file) });
  const close = () => {
    abort.current?.abort();
    setState({ step: "choose" });
    onClose();
  };

  return (
    <Dialog open={open} onClose={state.step === "uploading" ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="eln-import-title">
      <DialogTitle id="eln-import-title">{t("import.title")}</DialogTitle>
      <DialogContent>
        {(state.step === "choose" || state.step === "failed") && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t("import.intro")}
            </Typography>
            {state.step === "failed" && (
              <Alert severity="error" sx={{ mb: 2 }} data-testid="eln-import-error">
                {text(state.message)}
              </Alert>
            )}
            <FileDropZone testId="eln-dropzone" onFiles={(files) => files[0] && void start(files[0])}>
              <UploadFileIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
              <Typography sx={{ mb: 1 }}>{t("import.drop")}</Typography>
              <Button variant="contained" onClick={picker.open} data-testid="eln-choose-file">
                {t("import.choose")}
              </Button>
              {picker.input}
              <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 1 }}>
                {t("import.limit", { mb: ElnLimits.resumableMaxBytes / 1024 / 1024 })}
              </Typography>
            </FileDropZone>
          </>
        )}
        {state.step === "uploading" && (
          <Box data-testid="eln-import-progress">
            <Typography sx={{ mb: 1, overflowWrap: "anywhere" }}>
              {state.importing || state.progress >= 1 ? t("import.processing", { name: state.name }) : t("import.uploading", { name: state.name })}
            </Typography>
            <LinearProgress
              variant={state.progress < 1 || state.importing ? "determinate" : "indeterminate"}
              value={Math.round(state.progress * 100)}
              aria-label={t("import.progressLabel")}
            />
          </Box>
        )}
        {state.step === "done" && (
          <Box data-testid="eln-import-summary">
            <Alert severity={state.answer.warnings.length ? "warning" : "success"} sx={{ mb: 2 }}>
              {t("import.summary", { count: state.answer.notes, attachments: t("import.attachments", { count: state.answer.attachments }) })}
              {/* Answers of jobs stored before material lines were counted lack the counts. */}
              {(state.answer.materialLines ?? 0) > 0 && <> {t("import.materialLines", { count: state.answer.materialLines })}</>}
              {(state.answer.materialsCreated ?? 0) > 0 && <> {t("import.materialsCreated", { count: state.answer.materialsCreated })}</>}
            </Alert>
            {state.answer.warnings.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h3">
                  {t("import.warningsTitle", { count: state.answer.warnings.length })}
                </Typography>
                <List dense sx={{ maxHeight: 240, overflow: "auto" }} data-testid="eln-import-warnings">
                  {state.answer.warnings.map((w, i) => (
                    <ListItem key={i} disableGutters>
                      <ListItemText primary={t(`warnings.${w.code}`)} secondary={w.path} slotProps={{ secondary: { sx: { overflowWrap: "anywhere" } } }} />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {state.step === "uploading" ? (
          <Button onClick={() => abort.current?.abort()}>{t("common:actions.cancel")}</Button>
        ) : (
          <Button onClick={close}>{t("common:actions.close")}</Button>
        )}
        {state.step === "done" && (
          <Button variant="contained" onClick={() => onOpenProject(state.answer.projectId)} data-testid="eln-open-project">
            {t("import.openProject")}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
