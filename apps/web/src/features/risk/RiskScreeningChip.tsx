import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Chip, Tooltip } from "@mui/material";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import { useScreening } from "./riskApi";
import { ScreeningDialog } from "./ScreeningDialog";

/** The Done / Not Done risk-screening chip on a note; opens the checklist. */
export function RiskScreeningChip(props: { noteId: string; canEdit: boolean }) {
  const { t } = useTranslation("risk");
  const screening = useScreening(props.noteId);
  const [open, setOpen] = useState(false);
  if (screening.isError) return null;
  const s = screening.data;
  const done = !!s?.status.done;
  const reason = s && !done ? t(s.status.reason === "materials_changed" ? "chip.reasonMaterialsChanged" : "chip.reasonUnanswered", { count: s.status.unanswered.length }) : "";
  return (
    <>
      {/* describeChild: the hint describes the chip; its spoken name stays its visible label. */}
      <Tooltip describeChild title={done ? t("chip.doneHint") : reason}>
        <Chip
          data-testid="risk-screening-chip"
          icon={done ? <CheckCircleIcon /> : <ErrorOutlineIcon />}
          color={done ? "success" : "warning"}
          variant={done ? "filled" : "outlined"}
          label={s ? `${t("chip.label")}: ${done ? t("chip.done") : t("chip.notDone")}` : t("chip.label")}
          onClick={() => setOpen(true)}
          disabled={!s}
        />
      </Tooltip>
      {open && s && <ScreeningDialog noteId={props.noteId} screening={s} onClose={() => setOpen(false)} />}
    </>
  );
}
