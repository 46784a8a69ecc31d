import { Box, Button, Stack, Typography } from "@mui/material";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

/** The top of a page reached from another: the way back, the title and a line under it, and the page's actions on the right. */
export function BackLinkHeader({ backTo, backLabel, title, subtitle, children }: { backTo: string; backLabel: string; title: string; subtitle: string; children?: ReactNode }) {
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2, justifyContent: "space-between", alignItems: { sm: "center" } }}>
      <Box>
        <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} size="small">
          {backLabel}
        </Button>
        <Typography variant="h1">{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      </Box>
      {children}
    </Stack>
  );
}
