import { spaceEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { NameDescriptionDialog, type NameDescriptionDialogHost } from "./NameDescriptionDialog";

/** New space, or edit one when `space` is given. */
export function SpaceDialog(props: NameDescriptionDialogHost & { space?: { id: string; title: string; description: string } | null }) {
  const { space, ...dialog } = props;
  return (
    <NameDescriptionDialog
      kind="space"
      {...dialog}
      current={space}
      save={(body) => (space ? call(spaceEndpoints.update, { params: { spaceId: space.id }, body }) : call(spaceEndpoints.create, { body }))}
    />
  );
}
