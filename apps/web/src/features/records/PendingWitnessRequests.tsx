import { Alert, AlertTitle, Link, List, ListItem } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useMyWitnessRequests } from "./recordsApi";

/** The in-app notice of witness requests waiting for me (shown on the spaces page). */
export function PendingWitnessRequests() {
  const { t } = useTranslation("records");
  const q = useMyWitnessRequests();
  if (!q.data?.length) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="pending-witness-requests">
      <AlertTitle>{t("witness.inboxTitle", { count: q.data.length })}</AlertTitle>
      <List dense disablePadding>
        {q.data.map((w) => (
          <ListItem key={w.id} disableGutters>
            <Link component={RouterLink} to={`/notes/${w.noteId}`}>
              {t("witness.inboxLine", { title: w.noteTitle, name: w.requestedBy?.name ?? "—" })}
            </Link>
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
