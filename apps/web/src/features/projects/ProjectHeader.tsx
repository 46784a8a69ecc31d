import { projectEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { Box, Button } from "@mui/material";
import EditIcon from "@mui/icons-material/Edit";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import GroupIcon from "@mui/icons-material/Group";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProjectDetail } from "@eln/shared/spaces";
import { useRefreshSpaces } from "../spaces/spacesApi";
import { TitleDescriptionHeading } from "../spaces/TitleDescriptionHeading";
import { DeleteSpaceOrProjectDialog } from "../spaces/DeleteSpaceOrProjectDialog";
import { ExportElnButton } from "../eln/ExportElnButton";
import { PageBreadcrumbs } from "../../components/PageBreadcrumbs";
import { lazyDialog } from "../../components/lazyDialog";

const ProjectDialog = lazyDialog(() => import("./ProjectDialog").then((m) => m.ProjectDialog));
const ProjectMembersDialog = lazyDialog(() => import("./ProjectMembersDialog").then((m) => m.ProjectMembersDialog));

/** Top of /projects/{projectId}: breadcrumb to the space, title, description, and the actions the caller may take. */
export function ProjectHeader({ detail }: { detail: ProjectDetail }) {
  const { t } = useTranslation("spaces");
  const refresh = useRefreshSpaces();
  const [dialog, setDialog] = useState<"edit" | "members" | "delete" | null>(null);
  const { project, abilities } = detail;
  return (
    <Box sx={{ mb: 3 }} data-testid="project-header">
      <PageBreadcrumbs links={[{ to: "/spaces", label: t("spaces.title") }, { to: `/spaces/${detail.spaceId}`, label: detail.spaceTitle, testId: "project-space-link" }]} current={project.title} />
      <TitleDescriptionHeading
        title={project.title}
        description={project.description}
        titleTestId="project-title"
        role={{ label: detail.role ? t(`roles.${detail.role}`) : t("roles.spaceOwnerAccess"), owner: detail.role === "owner", testId: "project-my-role" }}
        actions={
          <>
            {abilities["project.update"] && (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog("edit")} data-testid="edit-project">
                {t("project.edit")}
              </Button>
            )}
            <Button variant="outlined" startIcon={<GroupIcon />} onClick={() => setDialog("members")} data-testid="project-members">
              {t("members.projectButton")}
            </Button>
            <ExportElnButton kind="project" id={project.id} />
            {abilities["project.delete"] && (
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDialog("delete")} data-testid="delete-project">
                {t("project.delete")}
              </Button>
            )}
          </>
        }
      />
      <ProjectDialog
        open={dialog === "edit"}
        spaceId={detail.spaceId}
        project={project}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void refresh();
        }}
      />
      {dialog === "members" && (
        <ProjectMembersDialog open projectId={project.id} projectTitle={project.title} spaceId={detail.spaceId} onClose={() => setDialog(null)} />
      )}
      <DeleteSpaceOrProjectDialog
        kind="project"
        open={dialog === "delete"}
        id={project.id}
        name={project.title}
        body={t("project.deleteBody")}
        remove={() => call(projectEndpoints.remove, { params: { projectId: project.id } })}
        then={`/spaces/${detail.spaceId}`}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}
