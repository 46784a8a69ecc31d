import { inventoryEndpoints } from "@eln/shared/inventory";
import { call } from "../../api/call";
import { Alert, Box, Button, List, ListItem, ListItemButton, ListItemText, MenuItem, Paper, Stack, TextField, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/EditOutlined";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { locationCreateSchema, locationKinds, type InventoryLocation } from "@eln/shared/inventory";
import { ApiError } from "../../api/ApiError";
import { useErrorMessage } from "../../api/useErrorMessage";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { TooltipIconButton } from "../../components/TooltipIconButton";
import { useMessageKey } from "../../components/form/useMessageKey";
import { notify } from "../../components/Notifier";
import { saveLocation, useInventoryMutation, useLocations } from "./inventoryApi";
import "./inventoryI18n";
import { InventoryFormDialog } from "./InventoryFormDialog";
import { useFormErrors } from "./useFormErrors";
import { menuItems } from "../../components/menuItems";
import { messageIn } from "../../i18n/useMessageState";

const tm = messageIn("inventory");

type Editing = { location: InventoryLocation | null; parentId: string };

/** The space's locations as an indented tree; choosing one filters the containers below it. */
export function LocationsPanel(props: { spaceId: string; selected: string; onSelect(id: string): void }) {
  const { spaceId, selected, onSelect } = props;
  const { t } = useTranslation("inventory");
  const errorMessage = useErrorMessage();
  const locations = useLocations(spaceId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<InventoryLocation | null>(null);
  const del = useInventoryMutation((id: string) => call(inventoryEndpoints.removeLocation, { params: { id } }));
  const items = locations.data?.items ?? [];
  const canWrite = locations.data?.abilities["inventory.write"] ?? false;

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="locations-panel">
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: "1.1rem", fontWeight: 600 }}>
          {t("locations.title")}
        </Typography>
        {canWrite && (
          <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing({ location: null, parentId: "" })} data-testid="location-add">
            {t("locations.add")}
          </Button>
        )}
      </Stack>
      {locations.isError && <Alert severity="error">{t("loadFailed")}</Alert>}
      {!items.length && locations.isSuccess ? (
        <Typography variant="body2" color="text.secondary">
          {t("locations.empty")}
        </Typography>
      ) : (
        <List dense disablePadding>
          {/* Every child of the list is a list item (axe "list"; WCAG 1.3.1). */}
          <ListItem disablePadding>
            <ListItemButton selected={!selected} onClick={() => onSelect("")}>
              <ListItemText primary={t("filters.anyLocation")} />
            </ListItemButton>
          </ListItem>
          {items.map((l) => (
            <ListItem
              key={l.id}
              disablePadding
              data-testid="location-row"
              secondaryAction={
                canWrite && (
                  <Box sx={{ display: "flex" }}>
                    <TooltipIconButton size="small" label={t("locations.addInside", { name: l.name })} onClick={() => setEditing({ location: null, parentId: l.id })}>
                      <AddIcon fontSize="small" />
                    </TooltipIconButton>
                    <TooltipIconButton size="small" label={`${t("locations.rename")} ${l.name}`} onClick={() => setEditing({ location: l, parentId: l.parentId ?? "" })}>
                      <EditIcon fontSize="small" />
                    </TooltipIconButton>
                    <TooltipIconButton size="small" label={`${t("locations.delete")} ${l.name}`} onClick={() => setToDelete(l)}>
                      <DeleteIcon fontSize="small" />
                    </TooltipIconButton>
                  </Box>
                )
              }
            >
              <ListItemButton selected={selected === l.id} onClick={() => onSelect(l.id)} sx={{ pl: 2 + l.depth * 2, pr: canWrite ? 14 : 2 }}>
                <ListItemText
                  primary={l.name}
                  secondary={`${t(`locations.kinds.${l.kind}`)} · ${t("locations.containers", { count: l.containerCount })}`}
                  slotProps={{ primary: { sx: { overflowWrap: "anywhere" } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {editing && <LocationDialog spaceId={spaceId} editing={editing} all={items} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!toDelete}
        title={t("locations.delete")}
        body={t("locations.deleteConfirm", { name: toDelete?.name ?? "" })}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          await del.mutateAsync(toDelete!.id);
          if (selected === toDelete!.id) onSelect("");
          notify.success(tm("locations.deleted"));
          setToDelete(null);
        }}
        errorMessage={(err) => (err instanceof ApiError && err.code === "conflict" ? t("locations.notEmpty") : errorMessage(err))}
      />
    </Paper>
  );
}

function LocationDialog(props: { spaceId: string; editing: Editing; all: InventoryLocation[]; onClose(): void }) {
  const { editing, onClose } = props;
  const { t } = useTranslation("inventory");
  const msg = useMessageKey();
  const [name, setName] = useState(editing.location?.name ?? "");
  const [kind, setKind] = useState<string>(editing.location?.kind ?? (editing.parentId ? "shelf" : "building"));
  const [parentId, setParentId] = useState(editing.parentId);
  const { errors, error, saveChecked } = useFormErrors();
  const save = useInventoryMutation(saveLocation(props.spaceId));
  // A location cannot move inside itself: its own subtree is not offered.
  const own = new Set<string>();
  if (editing.location) {
    own.add(editing.location.id);
    for (const l of props.all) if (l.parentId && own.has(l.parentId)) own.add(l.id); // the list is parents-first
  }
  const parents = props.all.filter((l) => !own.has(l.id));

  const submit = async () => {
    await saveChecked(locationCreateSchema.safeParse({ name, kind, parentId: parentId || null }), async (data) => {
      await save.mutateAsync({ id: editing.location?.id, body: data });
      notify.success(tm("locations.saved"));
      onClose();
    });
  };

  return (
    <InventoryFormDialog
      id="location"
      title={editing.location ? t("locations.rename") : t("locations.add")}
      error={error}
      pending={save.isPending}
      submitLabel={t("container.save")}
      submitTestId="location-save"
      maxWidth="xs"
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t("locations.name")}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        autoFocus
        size="small"
        error={!!errors.name}
        helperText={msg(errors.name)}
        slotProps={{ htmlInput: { "data-testid": "location-name", maxLength: 100 } }}
      />
      <TextField select label={t("locations.kind")} value={kind} onChange={(e) => setKind(e.target.value)} size="small" slotProps={{ htmlInput: { "data-testid": "location-kind" } }}>
        {menuItems(locationKinds, (k) => t(`locations.kinds.${k}`))}
      </TextField>
      <TextField
        select
        label={t("locations.parent")}
        value={parentId}
        onChange={(e) => setParentId(e.target.value)}
        size="small"
        error={!!errors.parentId}
        helperText={msg(errors.parentId)}
        slotProps={{ htmlInput: { "data-testid": "location-parent" } }}
      >
        <MenuItem value="">{t("locations.top")}</MenuItem>
        {parents.map((l) => (
          <MenuItem key={l.id} value={l.id} sx={{ pl: 2 + l.depth * 2 }}>
            {l.path.join(" › ")}
          </MenuItem>
        ))}
      </TextField>
    </InventoryFormDialog>
  );
}
