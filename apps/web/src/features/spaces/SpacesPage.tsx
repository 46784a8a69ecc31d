import { can } from "@eln/shared/permissions";
import { spaceEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { Box, Button, Card, CardActionArea, CardContent, Chip, IconButton, Menu, MenuItem, Paper, Stack, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import FolderIcon from "@mui/icons-material/FolderOutlined";
import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { SpaceSummary } from "@eln/shared/spaces";
import { LoadingSpinner } from "../../components/LoadingSpinner";
import { useUtilStore } from "../../state/utilStore";
import { MyInvitations } from "./MyInvitations";
import { PendingWitnessRequests } from "../records/PendingWitnessRequests";
import { SpaceDialog } from "./SpaceDialog";
import { useFormatDate, useRefreshSpaces, useUserSpaces } from "./spacesApi";
import { deleteSpaceBody } from "./deleteSpaceBody";
import { DeleteSpaceOrProjectDialog } from "./DeleteSpaceOrProjectDialog";

/** /spaces: my spaces with my role, project count and creation date; invitations on top. */
export function SpacesPage() {
  const { t } = useTranslation("spaces");
  const navigate = useNavigate();
  const { userSpaces: spaces, spacesLoading: loading } = useUserSpaces();
  const activeSpace = useUtilStore((s) => s.activeSpace);
  const setActiveSpace = useUtilStore((s) => s.setActiveSpace);
  const refresh = useRefreshSpaces();
  const formatDate = useFormatDate();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<SpaceSummary | null>(null);
  const [deleting, setDeleting] = useState<SpaceSummary | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; space: SpaceSummary } | null>(null);

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: "center", mb: 2, gap: 2, flexWrap: "wrap" }}>
        <Typography variant="h1" sx={{ flex: 1 }}>
          {t("spaces.title")}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="create-space">
          {t("spaces.create")}
        </Button>
      </Stack>
      <MyInvitations />
      <PendingWitnessRequests />
      {loading && !spaces.length ? (
        <LoadingSpinner />
      ) : !spaces.length ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }} data-testid="spaces-empty">
          <FolderIcon color="disabled" sx={{ fontSize: 48 }} />
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{t("spaces.emptyTitle")}</Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t("spaces.emptyBody")}
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t("spaces.create")}
          </Button>
        </Paper>
      ) : (
        <Box
          sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" } }}
          data-testid="spaces-list"
        >
          {spaces.map((s) => (
            <Card key={s.id} variant="outlined" sx={{ position: "relative", borderColor: s.id === activeSpace ? "primary.main" : undefined }} data-testid="space-card">
              <CardActionArea component={RouterLink} to={`/spaces/${s.id}`} onClick={() => setActiveSpace(s.id)} sx={{ height: "100%", alignItems: "flex-start" }}>
                <CardContent sx={{ pr: 6 }}>
                  <Typography variant="h3" sx={{ fontSize: "1.1rem", fontWeight: 600, overflowWrap: "anywhere" }}>
                    {s.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, minHeight: "1.5em", display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden" }}>
                    {s.description || t("spaces.noDescription")}
                  </Typography>
                  <Stack direction="row" sx={{ mt: 1.5, gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                    <Chip size="small" label={t(`roles.${s.role}`)} color={s.role === "owner" ? "primary" : "default"} variant="outlined" data-testid="space-role" />
                    {/* One line of text with a no-break space before the "·": on a narrow card the date wraps, never the "·" alone. */}
                    <Typography variant="body2" color="text.secondary">
                      <span data-testid="space-project-count">{t("spaces.projectCount", { count: s.projectCount })}</span>
                      {"\u00a0· "}
                      {t("spaces.created", { date: formatDate(s.createdAt) })}
                    </Typography>
                  </Stack>
                </CardContent>
              </CardActionArea>
              {can({ spaceRole: s.role }, "space.update") && (
                <IconButton
                  sx={{ position: "absolute", top: 8, right: 8 }}
                  aria-label={t("spaces.actionsFor", { name: s.title })}
                  onClick={(e) => setMenu({ anchor: e.currentTarget, space: s })}
                  data-testid="space-menu"
                >
                  <MoreVertIcon />
                </IconButton>
              )}
            </Card>
          ))}
        </Box>
      )}
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => (setEditing(menu!.space), setMenu(null))}>{t("space.edit")}</MenuItem>
        <MenuItem onClick={() => (setDeleting(menu!.space), setMenu(null))} sx={{ color: "error.main" }} data-testid="space-delete">
          {t("space.delete")}
        </MenuItem>
      </Menu>
      <SpaceDialog
        open={creating || !!editing}
        space={editing}
        onClose={() => (setCreating(false), setEditing(null))}
        onSaved={async (saved) => {
          const wasCreating = creating;
          setCreating(false);
          setEditing(null);
          if (wasCreating) {
            setActiveSpace(saved.id);
            // The app bar's search names the active space from the list: it must hold the new one.
            void refresh();
            void navigate(`/spaces/${saved.id}`);
          } else await refresh();
        }}
      />
      <DeleteSpaceOrProjectDialog
        kind="space"
        open={!!deleting}
        id={deleting?.id ?? ""}
        name={deleting?.title ?? ""}
        body={deleteSpaceBody(t, deleting?.projectCount ?? 0, deleting?.trashedProjectCount ?? null)}
        remove={() => call(spaceEndpoints.remove, { params: { spaceId: deleting!.id } })}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
