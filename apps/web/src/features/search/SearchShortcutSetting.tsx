import { Box, FormControlLabel, Switch, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useShortcutPrefs } from "./searchShortcut";

/** Profile section: turn the "/" search shortcut off or on. */
export function SearchShortcutSetting() {
  const { t } = useTranslation("search");
  const on = useShortcutPrefs((s) => s.slashToSearch);
  const set = useShortcutPrefs((s) => s.setSlashToSearch);
  return (
    <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: "divider" }}>
      <Typography variant="h2" sx={{ mb: 1, fontSize: "1.1rem", fontWeight: 600 }}>
        {t("shortcut.title")}
      </Typography>
      <FormControlLabel control={<Switch checked={on} onChange={(e) => set(e.target.checked)} data-testid="slash-shortcut" />} label={t("shortcut.slash")} />
    </Box>
  );
}
