import { Alert, Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useConnectivity } from "../api/connectivity";
import { useAuthStore } from "../state/authStore";

/**
 * Shown while the server cannot be reached. The live region is always in the page so a screen
 * reader announces the notice when its text appears. It says the person is still signed in, so
 * it shows only while a session is stored: the sign-in screens word a failed request in their form.
 * It sits at the bottom corner, where it covers no navigation, and a spacer of its height lets the
 * page's last lines scroll out from under it. Toasts (the snackbar's layer) pass over it.
 */
export function OfflineNotice() {
  const { t } = useTranslation("common");
  const offline = useConnectivity((s) => s.offline);
  const signedIn = useAuthStore((s) => !!s.token);
  const shown = offline && signedIn;
  return (
    <>
      {shown && <Box aria-hidden sx={{ height: 88 }} />}
      <Box
        aria-live="polite"
        sx={{
          position: "fixed",
          bottom: { xs: 8, sm: 24 },
          left: { xs: 8, sm: 24 },
          right: { xs: 8, sm: "auto" },
          maxWidth: { sm: 480 },
          zIndex: (th) => th.zIndex.snackbar - 1,
        }}
      >
        {shown && (
          <Alert severity="warning" variant="filled" role="status" data-testid="offline-notice">
            {t("connection.offline")}
          </Alert>
        )}
      </Box>
    </>
  );
}
