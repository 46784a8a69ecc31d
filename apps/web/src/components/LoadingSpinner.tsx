import { Box, CircularProgress } from "@mui/material";
import { useTranslation } from "react-i18next";

/** A page or a list still loading: a centred spinner that screen readers announce as loading. */
export function LoadingSpinner({ padding = { py: 6 } }: { padding?: { py: number } | { p: number } }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "flex", justifyContent: "center", ...padding }}>
      <CircularProgress aria-label={t("status.loading")} />
    </Box>
  );
}
