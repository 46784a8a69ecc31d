import { Box, Container, Paper, Typography } from "@mui/material";
import { Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "./LanguageSwitch";

/** Full-page centered layout of the public screens. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: "100dvh", display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center", py: 4, px: 2 }}>
      <Box sx={{ position: "absolute", top: 8, right: 8 }}>
        <LanguageSwitch />
      </Box>
      <Typography variant="h1" color="primary" sx={{ mb: 2 }}>
        {t("appTitle")}
      </Typography>
      <Container component="main" id="main-content" tabIndex={-1} maxWidth="xs" disableGutters sx={{ outline: "none" }}>
        <Paper sx={{ p: { xs: 2.5, sm: 4 } }} elevation={2}>
          <Outlet />
        </Paper>
      </Container>
    </Box>
  );
}
