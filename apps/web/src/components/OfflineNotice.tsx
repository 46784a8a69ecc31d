import { Alert, Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useConnectivity } from "../api/connectivity";

/**
 * Shown while the server cannot be reached. The live region is always in the page so a screen
 * reader announces the notice when its text appears.
 */
export function OfflineNotice() {
  const { t } = useTranslation("common");
  const offline = useConnectivity((s) => s.offline);
  return (
    <Box aria-live="polite" sx={{ position: "fixed", top: 8, left: "50%", transform: "translateX(-50%)", zIndex: (th) => th.zIndex.snackbar + 1, maxWidth: "calc(100% - 16px)" }}>
      {offline && (
        <Alert severity="warning" variant="filled" role="status" data-testid="offline-notice">
          {t("connection.offline")}
        </Alert>
      )}
    </Box>
  );
}
