import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from "@mui/material";
import { useTranslation } from "react-i18next";

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? "⌘" : "Ctrl";

/** The keyboard shortcuts of the app, opened with `?`. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation("palette");
  const rows: [string[], string][] = [
    [[mod, "K"], t("shortcuts.palette")],
    [["/"], t("shortcuts.search")],
    [["?"], t("shortcuts.help")],
    [["↑", "↓", "Enter"], t("shortcuts.choose")],
    [["Esc"], t("shortcuts.close")],
    [[mod, "B"], t("shortcuts.bold")],
    [[mod, "I"], t("shortcuts.italic")],
    [[mod, "Z"], t("shortcuts.undo")],
  ];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth data-testid="shortcuts-dialog">
      <DialogTitle>{t("shortcuts.title")}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {rows.map(([keys, label]) => (
              <TableRow key={label}>
                <TableCell sx={{ whiteSpace: "nowrap" }}>
                  {keys.map((k) => (
                    <Box component="kbd" key={k} sx={{ border: 1, borderColor: "grey.400", borderRadius: 1, px: 0.75, py: 0.25, mr: 0.5, fontFamily: "monospace", fontSize: 13, bgcolor: "grey.100" }}>
                      {k}
                    </Box>
                  ))}
                </TableCell>
                <TableCell>{label}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common:actions.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
