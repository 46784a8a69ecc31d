import { spaceEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { NameDescriptionDialog } from "./NameDescriptionDialog";

/** New space, or edit one when `space` is given. */
export function SpaceDialog(props: {
  open: boolean;
  space?: { id: string; title: string; description: string } | null;
  onClose(): void;
  onSaved(space: { id: string }): void;
}) {
  const { space } = props;
  return (
    <NameDescriptionDialog
      kind="space"
      open={props.open}
      current={space}
      onClose={props.onClose}
      onSaved={props.onSaved}
      save={(body) => (space ? call(spaceEndpoints.update, { params: { spaceId: space.id }, body }) : call(spaceEndpoints.create, { body }))}
    />
  );
}
