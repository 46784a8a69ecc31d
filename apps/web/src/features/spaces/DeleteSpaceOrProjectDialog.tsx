import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notify } from "../../components/Notifier";
import { useUtilStore } from "../../state/utilStore";
import { useRefreshSpaces } from "./spacesApi";
import { messageIn } from "../../i18n/useMessageState";

const tm = messageIn("spaces");

/**
 * Deleting a space or project: after the confirmation it is gone and, if it was the active one, no
 * longer is; the lists refresh and a page that showed it moves up to `then` (the spaces list, with
 * no `then`, stays). `kind` picks the wording (spaces:space.* or spaces:project.*).
 */
export function DeleteSpaceOrProjectDialog(props: {
  kind: "space" | "project";
  open: boolean;
  id: string;
  name: string;
  body: string;
  remove(): Promise<unknown>;
  then?: string;
  onClose(): void;
}) {
  const { t } = useTranslation("spaces");
  const navigate = useNavigate();
  const refresh = useRefreshSpaces();
  const active = useUtilStore((s) => (props.kind === "space" ? s.activeSpace : s.activeProject));
  const clearActive = useUtilStore((s) => (props.kind === "space" ? s.setActiveSpace : s.setActiveProject));
  return (
    <ConfirmDialog
      open={props.open}
      title={t(`${props.kind}.deleteTitle`, { name: props.name })}
      body={props.body}
      onClose={props.onClose}
      onConfirm={async () => {
        await props.remove();
        if (active === props.id) clearActive("");
        notify.success(tm(`${props.kind}.deleted`));
        // A page that moves on does not wait for the lists; one that stays closes on the refreshed list.
        if (props.then) {
          void refresh();
          void navigate(props.then);
        } else await refresh();
      }}
    />
  );
}
