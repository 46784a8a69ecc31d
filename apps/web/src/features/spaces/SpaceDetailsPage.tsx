import { spaceEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { Box, Button, Chip, CircularProgress, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import EditIcon from "@mui/icons-material/Edit";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import GroupIcon from "@mui/icons-material/Group";
import { useEffect, useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useUtilStore } from "../../state/utilStore";
import { ProjectDialog } from "../projects/ProjectDialog";
import { BackToSpacesAlert } from "./BackToSpacesAlert";
import { SpaceDialog } from "./SpaceDialog";
import { DeleteSpaceOrProjectDialog } from "./DeleteSpaceOrProjectDialog";
import { TitleDescriptionHeading } from "./TitleDescriptionHeading";
import { SpaceMembersDialog } from "./SpaceMembersDialog";
import { TemplatesDialog } from "../templates/TemplatesDialog";
import DescriptionIcon from "@mui/icons-material/DescriptionOutlined";
import { ImportElnDialog } from "../eln/ImportElnDialog";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import { ExpiringContainersCard } from "../inventory/ExpiringContainersCard";
import { useFormatDate, useRefreshSpaces, useUserProjects } from "./spacesApi";
import { PageBreadcrumbs } from "../../components/PageBreadcrumbs";
import { LoadingSpinner } from "../../components/LoadingSpinner";
import { usePageName } from "../../layout/usePageName";
import { deleteSpaceBody } from "./deleteSpaceBody";

/** A link to one of the space's own screens (/spaces/{spaceId}/{page}); its test id is `space-{page}`. */
function SpacePageButton({ spaceId, page, label }: { spaceId: string; page: "materials" | "inventory" | "audit" | "trash"; label: string }) {
  return (
    <Button variant="outlined" component={RouterLink} to={`/spaces/${spaceId}/${page}`} data-testid={`space-${page}`}>
      {label}
    </Button>
  );
}

/** /spaces/{spaceId}: the projects I can see, with create project / edit space / members. */
export function SpaceDetailsPage() {
  const { spaceId = "" } = useParams();
  const { t } = useTranslation("spaces");
  const navigate = useNavigate();
  const { query, userProjects: projects, projectsLoading } = useUserProjects(spaceId);
  const setActiveSpace = useUtilStore((s) => s.setActiveSpace);
  const setActiveProject = useUtilStore((s) => s.setActiveProject);
  const refresh = useRefreshSpaces();
  const formatDate = useFormatDate();
  const [dialog, setDialog] = useState<"project" | "space" | "members" | "delete" | "import" | "templates" | null>(null);
  const space = query.data;
  usePageName(space?.title);

  // The id is the active space (spec §7).
  useEffect(() => {
    if (space) setActiveSpace(space.id);
  }, [space, setActiveSpace]);

  if (query.isPending) {
    return <LoadingSpinner />;
  }
  if (!space) {
    return <BackToSpacesAlert testId="space-missing">{t("space.missing")}</BackToSpacesAlert>;
  }
  const can = space.abilities;
  return (
    <Box>
      <PageBreadcrumbs links={[{ to: "/spaces", label: t("spaces.title") }]} current={space.title} />
      <TitleDescriptionHeading
        title={space.title}
        description={space.description}
        titleTestId="space-title"
        role={{ label: t(`roles.${space.role}`), owner: space.role === "owner" }}
        mb={3}
        actions={
          <>
            {can["space.createProject"] && (
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setDialog("import")} data-testid="import-eln">
                {t("eln:import.action")}
              </Button>
            )}
            {can["space.createProject"] && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog("project")} data-testid="create-project">
                {t("project.create")}
              </Button>
            )}
            {can["space.update"] && (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog("space")} data-testid="edit-space">
                {t("space.edit")}
              </Button>
            )}
            <SpacePageButton spaceId={space.id} page="materials" label={t("materials:register.open")} />
            <SpacePageButton spaceId={space.id} page="inventory" label={t("inventory:open")} />
            <Button variant="outlined" startIcon={<GroupIcon />} onClick={() => setDialog("members")} data-testid="space-members">
              {t("members.spaceButton")}
            </Button>
            <Button variant="outlined" startIcon={<DescriptionIcon />} onClick={() => setDialog("templates")} data-testid="space-templates">
              {t("templates:manage.open")}
            </Button>
            {can["space.audit"] && <SpacePageButton spaceId={space.id} page="audit" label={t("records:audit.open")} />}
            {can["space.trash"] && <SpacePageButton spaceId={space.id} page="trash" label={t("records:trash.open")} />}
            {can["space.delete"] && (
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDialog("delete")} data-testid="delete-space">
                {t("space.delete")}
              </Button>
            )}
          </>
        }
      />

      <ExpiringContainersCard spaceId={space.id} />
      <Typography variant="h2" sx={{ fontSize: "1.2rem", fontWeight: 600, mb: 1 }}>
        {t("project.listTitle")}
        {projectsLoading && <CircularProgress size={16} sx={{ ml: 1 }} />}
      </Typography>
      {!projects.length ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }} data-testid="projects-empty">
          <Typography sx={{ fontWeight: 600 }}>{t("project.emptyTitle")}</Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {space.role === "owner" ? t("project.emptyOwner") : t("project.emptyMember")}
          </Typography>
          {can["space.createProject"] && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog("project")}>
              {t("project.create")}
            </Button>
          )}
        </Paper>
      ) : (
        <Paper variant="outlined">
          <List disablePadding data-testid="projects-list">
            {projects.map((p, i) => (
              <ListItem key={p.id} disablePadding>
                <ListItemButton
                  divider={i < projects.length - 1}
                  component={RouterLink}
                  to={`/projects/${p.id}`}
                  onClick={() => setActiveProject(p.id)}
                  sx={{ gap: 2, flexWrap: "wrap" }}
                  data-testid="project-row"
                >
                  <ListItemText
                    sx={{ flex: "1 1 260px", minWidth: 0 }}
                    primary={p.title}
                    secondary={p.description || undefined}
                    slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: "anywhere" } }, secondary: { noWrap: true } }}
                  />
                  <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                    <Chip size="small" variant="outlined" label={p.role ? t(`roles.${p.role}`) : t("roles.spaceOwnerAccess")} data-testid="project-role" />
                    <Typography variant="body2" color="text.secondary">
                      {t("project.memberCount", { count: p.memberCount })} · {t("project.updatedOn", { date: formatDate(p.updatedAt) })}
                    </Typography>
                  </Stack>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}

      <ProjectDialog
        open={dialog === "project"}
        spaceId={space.id}
        onClose={() => setDialog(null)}
        onSaved={(p) => {
          setDialog(null);
          setActiveProject(p.id);
          void refresh();
          void navigate(`/projects/${p.id}`);
        }}
      />
      <SpaceDialog
        open={dialog === "space"}
        space={space}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void refresh();
        }}
      />
      <ImportElnDialog
        open={dialog === "import"}
        spaceId={space.id}
        onClose={() => setDialog(null)}
        onImported={() => void refresh()}
        onOpenProject={(projectId) => {
          setDialog(null);
          setActiveProject(projectId);
          void refresh();
          void navigate(`/projects/${projectId}`);
        }}
      />
      {dialog === "members" && <SpaceMembersDialog open spaceId={space.id} spaceTitle={space.title} onClose={() => setDialog(null)} />}
      {dialog === "templates" && <TemplatesDialog spaceId={space.id} onClose={() => setDialog(null)} />}
      <DeleteSpaceOrProjectDialog
        kind="space"
        open={dialog === "delete"}
        id={space.id}
        name={space.title}
        body={deleteSpaceBody(t, projects.length, space.trashedProjectCount)}
        remove={() => call(spaceEndpoints.remove, { params: { spaceId: space.id } })}
        then="/spaces"
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}
