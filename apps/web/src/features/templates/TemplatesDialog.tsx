import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateSummary } from "@eln/shared/templates";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadingSpinner } from "../../components/LoadingSpinner";
import { notify } from "../../components/Notifier";
import { TooltipIconButton } from "../../components/TooltipIconButton";
import { messageIn } from "../../i18n/useMessageState";
import { useDateFormat } from "../../lib/formatDate";
import { useDeleteTemplate, useSpaceTemplates } from "./templatesApi";

const tm = messageIn("templates");

/**
 * The space's note templates, each with who made it and when; its maker (or the space's owner) may
 * delete it. Templates are made from a note ("Save as template"), which the empty list says.
 */
export function TemplatesDialog({ spaceId, onClose }: { spaceId: string; onClose(): void }) {
  const { t } = useTranslation("templates");
  const { dateTime } = useDateFormat();
  const list = useSpaceTemplates(spaceId);
  const remove = useDeleteTemplate(spaceId);
  const [deleting, setDeleting] = useState<TemplateSummary | null>(null);
  const items = list.data ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="templates-title">
      <DialogTitle id="templates-title">{t("manage.title")}</DialogTitle>
      <DialogContent>
        {list.isPending && <LoadingSpinner />}
        {list.isError && <Alert severity="error">{t("manage.loadFailed")}</Alert>}
        {list.isSuccess && items.length === 0 && (
          <Typography color="text.secondary" data-testid="templates-empty">
            {t("manage.empty")}
          </Typography>
        )}
        <List dense data-testid="templates-list">
          {items.map((x) => (
            <ListItem
              key={x.id}
              divider
              data-testid="template-row"
              secondaryAction={
                x.canDelete && (
                  <TooltipIconButton edge="end" label={t("delete", { name: x.title })} onClick={() => setDeleting(x)} data-testid="template-delete">
                    <DeleteIcon />
                  </TooltipIconButton>
                )
              }
            >
              <ListItemText
                primary={x.title}
                secondary={
                  <>
                    {x.description && <Box component="span" sx={{ display: "block" }}>{x.description}</Box>}
                    {t("manage.madeBy", { name: x.createdBy?.name ?? "—", date: dateTime(x.createdAt) })}
                  </>
                }
                slotProps={{ primary: { sx: { overflowWrap: "anywhere" } }, secondary: { sx: { overflowWrap: "anywhere" } } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common:actions.close")}</Button>
      </DialogActions>
      <ConfirmDialog
        open={!!deleting}
        title={deleting ? t("delete", { name: deleting.title }) : ""}
        body={t("manage.deleteBody")}
        confirmLabel={t("common:actions.delete")}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await remove.mutateAsync(deleting!.id);
          setDeleting(null);
          notify.success(tm("deleted"));
        }}
      />
    </Dialog>
  );
}
