import { Box, CircularProgress, Link, List, ListItem, ListItemText, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/formatDate";
import { prefetchNoteOnIntent } from "../notes/noteQueries";
import { LoadMoreButton } from "../../components/LoadMoreButton";
import { useProjectActivity } from "./useProjectActivity";

/** Who did what in the project, newest first. */
export function ProjectActivity({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation("activity");
  const list = useProjectActivity(projectId);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Box component="section" aria-labelledby="activity-heading" sx={{ mt: 3 }} data-testid="project-activity">
      <Typography variant="h6" component="h2" id="activity-heading">
        {t("heading")}
      </Typography>
      {list.isPending && <CircularProgress size={24} aria-label={t("common:status.loading")} sx={{ display: "block", mx: "auto", my: 2 }} data-testid="activity-loading" />}
      {list.isError && <Typography color="error">{t("loadFailed")}</Typography>}
      {list.isSuccess && !items.length && (
        <Typography variant="body2" color="text.secondary">
          {t("empty")}
        </Typography>
      )}
      <List dense>
        {items.map((a, i) => (
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
      <LoadMoreButton list={list} label={t("showMore")} />
    </Box>
  );
}
