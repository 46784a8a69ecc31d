import { linkEndpoints } from "@eln/shared/links";
import { call } from "../../api/call";
import { Box, Link, List, ListItem, ListItemText, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { prefetchNoteOnIntent } from "../notes/noteQueries";
import { linkKeys } from "../../api/queryKeys";

/** The notes whose text links to this note (written with `[[` in the editor). */
export function BacklinksSection({ noteId }: { noteId: string }) {
  const { t } = useTranslation("links");
  const list = useQuery({ queryKey: linkKeys.backlinks(noteId), queryFn: () => call(linkEndpoints.noteBacklinks, { params: { id: noteId } }), staleTime: 10_000 });
  return (
    <Box component="section" aria-labelledby="backlinks-heading" sx={{ mt: 3 }} data-testid="backlinks">
      <Typography variant="h6" component="h2" id="backlinks-heading" sx={{ mb: 0.5 }}>
        {t("backlinks")}
      </Typography>
      {list.data && !list.data.items.length && (
        <Typography variant="body2" color="text.secondary">
          {t("noBacklinks")}
        </Typography>
      )}
      <List dense disablePadding>
        {list.data?.items.map((n) => (
          <ListItem key={n.id} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/notes/${n.id}`} data-testid="backlink" {...prefetchNoteOnIntent(n.id)}>
                  {n.title}
                </Link>
              }
              secondary={n.projectTitle}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
