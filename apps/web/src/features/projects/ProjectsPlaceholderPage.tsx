import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import FolderOpenIcon from "@mui/icons-material/FolderOpenOutlined";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { useUserSpaces } from "../spaces/spacesApi";
import { useUtilStore } from "../../state/utilStore";

/** /projects with no project selected: tells the user to pick or create one. */
export function ProjectsPlaceholderPage() {
  const { t } = useTranslation("spaces");
  const activeSpace = useUtilStore((s) => s.activeSpace);
  const spaces = useUserSpaces().userSpaces;
  const space = spaces.find((s) => s.id === activeSpace) ?? null;
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, textAlign: "center" }} data-testid="projects-placeholder">
        <FolderOpenIcon color="primary" sx={{ fontSize: 56 }} />
        <Typography variant="h1" sx={{ mt: 1, fontSize: "1.5rem" }}>
          {t("placeholder.title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t("placeholder.body")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1, justifyContent: "center" }}>
          {space && (
            <Button variant="contained" component={RouterLink} to={`/spaces/${space.id}`} data-testid="placeholder-space">
              {t("placeholder.openSpace", { name: space.title })}
            </Button>
          )}
          <Button variant={space ? "outlined" : "contained"} component={RouterLink} to="/spaces" data-testid="placeholder-spaces">
            {t("placeholder.allSpaces")}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
