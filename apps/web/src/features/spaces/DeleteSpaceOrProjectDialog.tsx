import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notify } from "../../components/Notifier";
import { useUtilStore } from "../../state/utilStore";
import { useRefreshSpaces } from "./spacesApi";
import { messageIn } from "../../i18n/useMessageState";

const tm = messageIn("spaces");

/**
 * Deleting the space or project a page shows: after the confirmation it is gone and no longer the
 * active one, the lists refresh and the page moves up to `then`. `kind` picks the wording
 * (spaces:space.* or spaces:project.*).
 */
export function DeleteSpaceOrProjectDialog(props: { kind: "space" | "project"; open: boolean; name: string; body: string; remove(): Promise<unknown>; then: string; onClose(): void }) {
  const { t } = useTranslation("spaces");
  const navigate = useNavigate();
  const refresh = useRefreshSpaces();
  const clearActive = useUtilStore((s) => (props.kind === "space" ? s.setActiveSpace : s.setActiveProject));
  return (
    <ConfirmDialog
      open={props.open}
      title={t(`${props.kind}.deleteTitle`, { name: props.name })}
      body={props.body}
      onClose={props.onClose}
      onConfirm={async () => {
        await props.remove();
        clearActive("");
        notify.success(tm(`${props.kind}.deleted`));
        void refresh();
        void navigate(props.then);
      }}
    />
  );
}
