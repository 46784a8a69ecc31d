import { projectEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { NameDescriptionDialog } from "../spaces/NameDescriptionDialog";

/** New project in `spaceId`, or edit one when `project` is given. */
export function ProjectDialog(props: {
  spaceId: string;
  open: boolean;
  project?: { id: string; title: string; description: string } | null;
  onClose(): void;
  onSaved(project: { id: string }): void;
}) {
  const { project, spaceId } = props;
  return (
    <NameDescriptionDialog
      kind="project"
      open={props.open}
      current={project}
      onClose={props.onClose}
      onSaved={props.onSaved}
      save={async (body) =>
        project ? (await call(projectEndpoints.update, { params: { projectId: project.id }, body }), { id: project.id }) : call(projectEndpoints.create, { body: { ...body, space_id: spaceId } })
      }
    />
  );
}
