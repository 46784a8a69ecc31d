import { Alert, Button } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";

/** A space or project that is gone or not ours to see: why, and the way back to the list of spaces. */
export function BackToSpacesAlert({ testId, children }: { testId: string; children: ReactNode }) {
  const { t } = useTranslation("spaces");
  return (
    <Alert severity="warning" action={<Button component={RouterLink} to="/spaces" sx={{ whiteSpace: "nowrap", flexShrink: 0 }}>{t("spaces.backToSpaces")}</Button>} data-testid={testId}>
      {children}
    </Alert>
  );
}
