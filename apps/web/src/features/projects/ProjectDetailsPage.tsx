import { Box } from "@mui/material";
import { useEffect } from "react";
import { useParams } from "react-router";
import { useErrorMessage } from "../../api/useErrorMessage";
import { useUtilStore } from "../../state/utilStore";
import { BackToSpacesAlert } from "../spaces/BackToSpacesAlert";
import { useProjectDetail } from "../spaces/spacesApi";
import { ProjectNotes } from "../notes/ProjectNotes";
import { ProjectActivity } from "../activity/ProjectActivity";
import { ProjectHeader } from "./ProjectHeader";
import { LoadingSpinner } from "../../components/LoadingSpinner";
import { usePageName } from "../../layout/usePageName";

/** /projects/{projectId}: the header (this feature) and the notes table (notes feature). */
export function ProjectDetailsPage() {
  const { projectId = "" } = useParams();
  const errorMessage = useErrorMessage();
  const query = useProjectDetail(projectId);
  const setActiveProject = useUtilStore((s) => s.setActiveProject);
  const setActiveSpace = useUtilStore((s) => s.setActiveSpace);
  const detail = query.data;
  usePageName(detail?.project.title);

  useEffect(() => {
    if (!detail) return;
    setActiveProject(detail.project.id);
    setActiveSpace(detail.spaceId);
  }, [detail, setActiveProject, setActiveSpace]);

  if (query.isPending) {
    return <LoadingSpinner />;
  }
  if (!detail) {
    return <BackToSpacesAlert testId="project-missing">{errorMessage(query.error)}</BackToSpacesAlert>;
  }
  return (
    <Box>
      <ProjectHeader detail={detail} />
      <ProjectNotes projectId={detail.project.id} spaceId={detail.spaceId} canEdit={detail.abilities["note.create"]} />
      <ProjectActivity projectId={detail.project.id} />
    </Box>
  );
}
