import { trashEndpoints } from "@eln/shared/records";
import { call } from "../../api/call";
import { Alert, Box, Button, Chip, CircularProgress, List, ListItem, ListItemText, Paper, Stack, Typography } from "@mui/material";
import RestoreIcon from "@mui/icons-material/RestoreFromTrashOutlined";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { TRASH_RETENTION_DAYS, type TrashItem } from "@eln/shared/records";
import { useErrorMessage } from "../../api/useErrorMessage";
import { notify } from "../../components/Notifier";
import { useRefreshSpaces, useSpaceDetail } from "../spaces/spacesApi";
import { formatDateTime } from "../../lib/formatDate";
import { PageBreadcrumbs } from "../../components/PageBreadcrumbs";
import { usePageName } from "../../layout/usePageName";
import { messageIn, errorMessageOf } from "../../i18n/useMessageState";
import { noteKeys, recordKeys } from "../../api/queryKeys";

const tm = messageIn("records");

/** /spaces/:spaceId/trash — deleted notes and projects for 30 days; owners restore them. */
export function TrashPage() {
  const { spaceId = "" } = useParams();
  const { t, i18n } = useTranslation("records");
  const errorMessage = useErrorMessage();
  const qc = useQueryClient();
  const refreshSpaces = useRefreshSpaces();
  const space = useSpaceDetail(spaceId);
  usePageName(space.data?.title);
  const [busy, setBusy] = useState<string | null>(null);
  const trash = useQuery({
    queryKey: recordKeys.trash(spaceId),
    queryFn: async () => (await call(trashEndpoints.list, { params: { spaceId } })).items,
    refetchOnMount: "always",
  });
  const restore = async (item: TrashItem) => {
    setBusy(item.id);
    try {
      await call(trashEndpoints.restore, { params: { spaceId, kind: item.kind === "note" ? "notes" : "projects", id: item.id } });
      notify.success(tm("trash.restored", { title: item.title }));
      await Promise.all([trash.refetch(), refreshSpaces(), qc.invalidateQueries({ queryKey: noteKeys.lists })]);
    } catch (err) {
      notify.error(errorMessageOf(err));
    } finally {
      setBusy(null);
    }
  };
  const time = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <Box>
      <PageBreadcrumbs links={[{ to: `/spaces/${spaceId}`, label: space.data?.title ?? "…" }]} current={t("trash.title")} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t("trash.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("trash.intro", { days: TRASH_RETENTION_DAYS })}
      </Typography>
      {trash.isError ? (
        <Alert severity="error">{errorMessage(trash.error)}</Alert>
      ) : trash.isPending ? (
        <CircularProgress aria-label={t("common:status.loading")} />
      ) : !trash.data.length ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }} data-testid="trash-empty">
          {t("trash.empty")}
        </Paper>
      ) : (
        <Paper variant="outlined">
          <List disablePadding data-testid="trash-list">
            {trash.data.map((item, i) => (
              <ListItem key={item.id} divider={i < trash.data.length - 1} sx={{ gap: 2, flexWrap: "wrap" }} data-testid="trash-item">
                <ListItemText
                  sx={{ flex: "1 1 260px", minWidth: 0 }}
                  primary={
                    <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                      <Chip size="small" variant="outlined" label={t(`trash.kind.${item.kind}`)} />
                      <span style={{ fontWeight: 600, overflowWrap: "anywhere" }}>{item.title}</span>
                    </Stack>
                  }
                  secondary={[
                    item.projectTitle ? t("trash.inProject", { title: item.projectTitle }) : null,
                    t("trash.deletedBy", { name: item.deletedBy?.name ?? "—", time: time(item.deletedAt) }),
                    t("trash.purgeAt", { time: time(item.purgeAt) }),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                />
                <Button
                  variant="outlined"
                  startIcon={<RestoreIcon />}
                  onClick={() => void restore(item)}
                  disabled={busy === item.id}
                  aria-label={t("trash.restoreNamed", { title: item.title })}
                  data-testid="trash-restore"
                >
                  {t("trash.restore")}
                </Button>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}
