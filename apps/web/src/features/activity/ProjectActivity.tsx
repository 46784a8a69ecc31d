import { Box, Link, List, ListItem, ListItemText, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/formatDate";
import { prefetchNoteOnIntent } from "../notes/noteQueries";
import { useProjectActivity } from "./useProjectActivity";

/** Who did what in the project, newest first. */
export function ProjectActivity({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation("activity");
  const list = useProjectActivity(projectId);
  return (
    <Box component="section" aria-labelledby="activity-heading" sx={{ mt: 3 }} data-testid="project-activity">
      <Typography variant="h6" component="h2" id="activity-heading">
        {t("heading")}
      </Typography>
      {list.isError && <Typography color="error">{t("loadFailed")}</Typography>}
      {list.data && !list.data.items.length && (
        <Typography variant="body2" color="text.secondary">
          {t("empty")}
        </Typography>
      )}
      <List dense>
        {list.data?.items.map((a, i) => (
          <ListItem key={i} disableGutters divider data-testid="activity-item">
            <ListItemText
              primary={
                <>
                  {t(`kinds.${a.kind}`, { name: a.actor?.name ?? "—", detail: a.detail })}{" "}
                  <Link component={RouterLink} to={`/notes/${a.noteId}`} {...prefetchNoteOnIntent(a.noteId)}>
                    {a.noteTitle}
                  </Link>
                </>
              }
              secondary={formatDateTime(a.at, i18n.language)}
              slotProps={{ primary: { sx: { overflowWrap: "anywhere" } } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
