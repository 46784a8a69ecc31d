import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  Collapse,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from "@mui/material";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import LocalFireDepartmentIcon from "@mui/icons-material/LocalFireDepartment";
import DownloadIcon from "@mui/icons-material/Download";
import { REGULATION_NOTE, formatNumber, type AssessmentMaterial, type RiskLevel, type RiskReportStatus } from "@eln/shared/risk";
import { useErrorMessage } from "../../api/useErrorMessage";
import { notify } from "../../components/Notifier";
import { downloadRiskReport, useAssessment, useRiskReports } from "./riskApi";
import { AssessmentInputsForm } from "./AssessmentInputsForm";
import { GhsLabel } from "../materials/GhsLabel";
import { SendRiskReportDialog } from "./SendRiskReportDialog";
import { formatDateTime } from "../../lib/formatDate";
import { errorMessageOf } from "../../i18n/useMessageState";

// The chip's text must read at 4.5:1 (WCAG 1.4.3): the theme's success, warning and error colours
// carry white text at 5:1 or more (MUI's orange, #ef6c00, was 3.1:1); amber takes black text.
const LEVEL_SX: Record<RiskLevel, { bgcolor: string; color: string }> = {
  I: { bgcolor: "success.main", color: "success.contrastText" },
  II: { bgcolor: "#f9a825", color: "#000" },
  III: { bgcolor: "warning.main", color: "warning.contrastText" },
  IV: { bgcolor: "#c62828", color: "#fff" },
};
const STATUS_COLOR: Record<RiskReportStatus, "default" | "success" | "warning"> = { not_sent: "default", sent: "success", changed: "warning" };

function MaterialRow({ noteId, m, canEdit }: { noteId: string; m: AssessmentMaterial; canEdit: boolean }) {
  const { t, i18n } = useTranslation("risk");
  const lang = i18n.language.startsWith("ja") ? "ja" : "en";
  const [why, setWhy] = useState(false);
  const r = m.result;
  const unit = r.status === "complete" ? (r.unit === "mg/m3" ? "mg/m³" : "ppm") : "";
  const name = lang === "en" && m.nameEn ? m.nameEn : m.name;
  return (
    <Accordion disableGutters data-testid={`risk-material-${m.materialId}`}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ width: "100%", alignItems: { sm: "center" }, pr: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {name}
            </Typography>
            <Box sx={{ my: 0.25 }}>
              <GhsLabel hazardStatements={m.inputs.hazardStatements ?? []} size={20} />
            </Box>
            <Typography variant="caption" color="text.secondary">
              {formatNumber(m.quantity)} {m.unit}
              {m.casNumber ? ` · CAS ${m.casNumber}` : ""}
              {m.saved ? ` · ${t("panel.edited")}` : ""}
            </Typography>
            {!m.saved && m.needsAssessment && (
              <Typography variant="caption" color="warning.main" sx={{ display: "block" }} data-testid="risk-defaults-hint">
                {t("panel.defaults")}
              </Typography>
            )}
          </Box>
          <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
            <Tooltip title={t("panel.hazardLevelHint")} describeChild>
              <Chip size="small" variant="outlined" label={r.hazardLevel} />
            </Tooltip>
            {r.skinEyeHazardCodes.length > 0 && (
              <Tooltip title={t("panel.skinEyeHint", { codes: r.skinEyeHazardCodes.join(", ") })}>
                <Chip size="small" variant="outlined" color="warning" label={t("panel.skinEye")} data-testid="risk-skin-eye" />
              </Tooltip>
            )}
            {r.status === "complete" ? (
              <>
                <Typography variant="caption" sx={{ whiteSpace: "nowrap" }}>
                  {formatNumber(r.inhaledExposure)} / {formatNumber(r.limit.value)} {unit}
                </Typography>
                <Chip size="small" data-testid="risk-level" label={`${t("panel.level")} ${r.riskLevel}`} sx={{ ...LEVEL_SX[r.riskLevel], fontWeight: 700 }} />
              </>
            ) : (
              <Chip size="small" color="default" label={t("panel.incomplete")} />
            )}
            {r.physicalHazard.flagged && (
              <Tooltip title={r.physicalHazard[lang]} describeChild>
                <LocalFireDepartmentIcon color="error" fontSize="small" titleAccess={t("panel.fireFlag")} />
              </Tooltip>
            )}
          </Stack>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        {r.status === "complete" && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {r.explanation.find((e) => e.code === "risk_level")?.[lang]}
          </Typography>
        )}
        {r.physicalHazard.flagged && (
          <Alert severity="warning" icon={<LocalFireDepartmentIcon />} sx={{ mb: 1 }}>
            {r.physicalHazard[lang]}
          </Alert>
        )}
        <Button size="small" onClick={() => setWhy((x) => !x)} aria-expanded={why} sx={{ mb: 1 }}>
          {why ? t("panel.hideExplanation") : t("panel.showExplanation")}
        </Button>
        <Collapse in={why}>
          <Box component="ol" sx={{ pl: 3, mt: 0, mb: 2 }}>
            {r.explanation.map((step, i) => (
              <Typography component="li" variant="body2" key={i} sx={{ mb: 0.5 }}>
                {step[lang]}
              </Typography>
            ))}
          </Box>
        </Collapse>
        <AssessmentInputsForm noteId={noteId} material={m} canEdit={canEdit} />
      </AccordionDetails>
    </Accordion>
  );
}

/** The chemical risk assessment panel of a note: CREATE-SIMPLE levels per material, report, history. */
export function RiskAssessmentPanel(props: { noteId: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation("risk");
  const lang = i18n.language.startsWith("ja") ? "ja" : "en";
  const errorMessage = useErrorMessage();
  const assessment = useAssessment(props.noteId);
  const reports = useRiskReports(props.noteId);
  const [sendOpen, setSendOpen] = useState(false);
  const [sentNotice, setSentNotice] = useState(false);
  const [regulation, setRegulation] = useState(false);
  const data = assessment.data;
  const canEdit = props.canEdit && !!data?.abilities.edit;
  const assessed = data?.materials.filter((m) => m.needsAssessment) ?? [];
  const others = data?.materials.filter((m) => !m.needsAssessment) ?? [];
  const status = reports.data?.status.assessment;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby="risk-panel-title">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" }, mb: 1 }}>
        <Typography id="risk-panel-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t("panel.title")}
        </Typography>
        {status && (
          <Chip data-testid="risk-report-status" color={STATUS_COLOR[status]} label={`${t("panel.report")}: ${t(`status.${status}`)}`} />
        )}
        {reports.data?.abilities.send && (
          <Button variant="contained" onClick={() => setSendOpen(true)} disabled={!data}>
            {t("panel.sendReport")}
          </Button>
        )}
      </Stack>
      {status === "changed" && <Alert severity="warning" sx={{ mb: 1 }}>{t("panel.changedHint")}</Alert>}
      {sentNotice && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="risk-reload-hint">
          {t("panel.reloadHint")}
        </Alert>
      )}
      <Button size="small" onClick={() => setRegulation((x) => !x)} aria-expanded={regulation}>
        {t("panel.regulation")}
      </Button>
      <Collapse in={regulation}>
        <Alert severity="info" icon={false} sx={{ mb: 1 }}>
          <Typography variant="body2">{REGULATION_NOTE[lang]}</Typography>
        </Alert>
      </Collapse>
      {assessment.isLoading && <LinearProgress aria-label={t("loading")} />}
      {assessment.isError && <Alert severity="error">{errorMessage(assessment.error)}</Alert>}
      {data && data.materials.length === 0 && <Alert severity="info">{t("panel.noMaterials")}</Alert>}
      {data && data.materials.length > 0 && assessed.length === 0 && <Alert severity="info">{t("panel.nothingToAssess")}</Alert>}
      <Box sx={{ mt: 1 }}>
        {assessed.map((m) => (
          <MaterialRow key={m.materialId} noteId={props.noteId} m={m} canEdit={canEdit} />
        ))}
      </Box>
      {others.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t("panel.notAssessed")}: {others.map((m) => (lang === "en" && m.nameEn ? m.nameEn : m.name)).join(", ")}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t("history.title")}
      </Typography>
      {reports.data && reports.data.reports.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t("history.empty")}
        </Typography>
      )}
      <List dense data-testid="risk-history">
        {reports.data?.reports.map((r) => (
          <ListItem
            key={r.id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                // Each row's button says which report it fetches (several "PDF" buttons, and the note's own PDF, share the page).
                aria-label={t("history.download", { kind: t(`kind.${r.kind}`), to: r.sentTo, date: formatDateTime(r.sentAt, lang) })}
                onClick={() => downloadRiskReport(r).catch((e) => notify.error(errorMessageOf(e)))}
              >
                PDF
              </Button>
            }
          >
            <ListItemText
              primary={`${t(`kind.${r.kind}`)} → ${r.sentTo}`}
              secondary={`${formatDateTime(r.sentAt, lang)} · ${r.sentBy.name}`}
              sx={{ pr: 9 }}
            />
          </ListItem>
        ))}
      </List>
      {sendOpen && (
        <SendRiskReportDialog noteId={props.noteId} kind="assessment" open onClose={() => setSendOpen(false)} onSent={() => setSentNotice(true)} />
      )}
    </Paper>
  );
}
