import { projectEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { NameDescriptionDialog, type NameDescriptionDialogHost } from "../spaces/NameDescriptionDialog";

/** New project in `spaceId`, or edit one when `project` is given. */
export function ProjectDialog(props: NameDescriptionDialogHost & { spaceId: string; project?: { id: string; title: string; description: string } | null }) {
  const { project, spaceId, ...dialog } = props;
  return (
    <NameDescriptionDialog
      kind="project"
      {...dialog}
      current={project}
      save={async (body) =>
        project ? (await call(projectEndpoints.update, { params: { projectId: project.id }, body }), { id: project.id }) : call(projectEndpoints.create, { body: { ...body, space_id: spaceId } })
      }
    />
  );
}
