import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, TextField, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/EditOutlined";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NoteLimits, tagCreateSchema } from "@eln/shared/notes";
import { useBusyAction } from "../../api/useBusyAction";
import { message } from "../../i18n/useMessageState";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useNoteMutations, useProjectTags, type ProjectTag } from "./notesApi";

import { TAG_COLOR_NAMES, TAG_COLORS } from "./tagColors";
import { TagChip } from "./TagChips";

function TagForm({ initial, onSubmit, onCancel, submitLabel }: { initial: { title: string; color: string }; onSubmit(v: { title: string; color: string }): Promise<void>; onCancel?(): void; submitLabel: string }) {
  const { t } = useTranslation("notes");
  const [title, setTitle] = useState(initial.title);
  const [color, setColor] = useState(initial.color);
  const { busy, error, setError, run } = useBusyAction();
  const submit = async () => {
    const parsed = tagCreateSchema.safeParse({ title, color });
    if (!parsed.success) return setError(message(parsed.error.issues[0]?.message ?? "validation.required"));
    await run(async () => {
      await onSubmit({ title: parsed.data.title, color: parsed.data.color });
      setTitle(initial.title);
    });
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", width: "100%" }}
    >
      <TextField size="small" label={t("tags.title")} value={title} onChange={(e) => setTitle(e.target.value)} error={!!error} helperText={error ?? undefined} slotProps={{ htmlInput: { "aria-label": t("tags.title"), maxLength: NoteLimits.tagTitleMax } }} sx={{ flex: "1 1 160px" }} />
      <Box sx={{ display: "flex", gap: 0.5 }} role="radiogroup" aria-label={t("tags.color")}>
        {TAG_COLORS.map((c) => (
          <Box
            key={c}
            component="button"
            type="button"
            role="radio"
            aria-checked={c === color}
            aria-label={t(`tags.colors.${TAG_COLOR_NAMES[c]}`)}
            onClick={() => setColor(c)}
            sx={{ width: 22, height: 22, borderRadius: "50%", bgcolor: c, border: c === color ? "3px solid #000" : "2px solid #fff", boxShadow: 1, cursor: "pointer", p: 0 }}
          />
        ))}
      </Box>
      <Button type="submit" variant="contained" size="small" disabled={busy}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button size="small" onClick={onCancel}>
          {t("common:actions.cancel")}
        </Button>
      )}
    </Box>
  );
}

/** Create, edit (title, colour) and delete the project's tags. */
export function TagManagerDialog({ projectId, open, onClose }: { projectId: string; open: boolean; onClose(): void }) {
  const { t } = useTranslation("notes");
  const tags = useProjectTags(projectId);
  const m = useNoteMutations(projectId);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProjectTag | null>(null);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t("tags.manage")}</DialogTitle>
      <DialogContent>
        <Box sx={{ py: 1 }}>
          <TagForm initial={{ title: "", color: TAG_COLORS[0] }} submitLabel={t("tags.create")} onSubmit={async (v) => void (await m.createTag.mutateAsync(v))} />
        </Box>
        {tags.isError && <Alert severity="error">{t("loadFailed")}</Alert>}
        {tags.data?.length === 0 && <Typography color="text.secondary" sx={{ mt: 2 }}>{t("tags.empty")}</Typography>}
        <List dense>
          {tags.data?.map((tag) => (
            <ListItem key={tag.id} divider sx={{ gap: 1 }} data-testid="tag-row">
              {editing === tag.id ? (
                <TagForm
                  initial={tag}
                  submitLabel={t("common:actions.save")}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (v) => {
                    await m.updateTag.mutateAsync({ id: tag.id, ...v });
                    setEditing(null);
                  }}
                />
              ) : (
                <>
                  <TagChip tag={tag} />
                  <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                    {t("tags.noteCount", { count: tag.noteCount })}
                  </Typography>
                  <IconButton size="small" aria-label={t("tags.edit", { name: tag.title })} onClick={() => setEditing(tag.id)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={t("tags.delete", { name: tag.title })} onClick={() => setDeleting(tag)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              )}
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common:actions.close")}</Button>
      </DialogActions>
      <ConfirmDialog
        open={!!deleting}
        title={t("common:confirmDelete.title", { name: deleting?.title ?? "" })}
        body={t("tags.deleteBody", { count: deleting?.noteCount ?? 0 })}
        onClose={() => setDeleting(null)}
        onConfirm={async () => void (await m.deleteTag.mutateAsync(deleting!.id))}
      />
    </Dialog>
  );
}
