import { Button, CircularProgress, ListItemIcon, MenuItem } from "@mui/material";
import ArchiveIcon from "@mui/icons-material/ArchiveOutlined";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../components/Notifier";
import { downloadEln } from "./elnApi";
import { errorMessageOf } from "../../i18n/useMessageState";

function useExport(kind: "project" | "note", id: string) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadEln(kind, id);
    } catch (err) {
      notify.error(errorMessageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** "Export .eln" for a project header or a note's action row. */
export function ExportElnButton({ kind, id, size }: { kind: "project" | "note"; id: string; size?: "small" | "medium" }) {
  const { t } = useTranslation("eln");
  const { busy, run } = useExport(kind, id);
  return (
    <Button
      variant={size === "small" ? "text" : "outlined"}
      size={size}
      startIcon={busy ? <CircularProgress size={16} /> : <ArchiveIcon />}
      onClick={() => void run()}
      disabled={busy}
      data-testid={`export-eln-${kind}`}
    >
      {t("export.action")}
    </Button>
  );
}

/** The same action as an item of a row's menu. */
export function ExportElnMenuItem({ kind, id, onDone }: { kind: "project" | "note"; id: string; onDone: () => void }) {
  const { t } = useTranslation("eln");
  const { run } = useExport(kind, id);
  return (
    <MenuItem
      onClick={() => {
        onDone();
        void run();
      }}
      data-testid={`export-eln-${kind}-menu`}
    >
      <ListItemIcon>
        <ArchiveIcon fontSize="small" />
      </ListItemIcon>
      {t("export.action")}
    </MenuItem>
  );
}
