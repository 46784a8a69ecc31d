import { isLastOwner } from "@eln/shared";
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, List, Typography, useMediaQuery } from "@mui/material";
import type { Theme } from "@mui/material/styles";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notify } from "../../components/Notifier";
import { useAuthStore } from "../../state/authStore";
import { MemberRow, type Member } from "./MemberRow";
import { MemberSearchField, matchesMember } from "./MemberSearchField";
import { useRefreshSpaces } from "./spacesApi";
import { errorMessageOf, type Message, messageIn, useMessageState, useMessageText } from "../../i18n/useMessageState";

const tm = messageIn("spaces");

/**
 * Runs one member change: clears the error, notifies, refreshes the lists; on failure shows the
 * error in the dialog and refreshes too, since a failure often means someone else changed the
 * lists meanwhile (the member left, the invitation was accepted). The error is kept as a Message
 * (`describe` makes it, by the error code unless the dialog words its failures itself), so one on
 * screen follows a language switch; `errorMessage` words a failure now, for the list's load error
 * and the confirmations.
 */
export function useMemberChange(refresh: () => Promise<unknown>, describe: (err: unknown) => Message = errorMessageOf) {
  const [error, setError] = useMessageState();
  const text = useMessageText();
  const run = async (fn: () => Promise<unknown>, success?: Message) => {
    setError(null);
    try {
      await fn();
      if (success) notify.success(success);
      await refresh();
      return true;
    } catch (err) {
      setError(describe(err));
      await refresh().catch(() => {});
      return false;
    }
  };
  const errorMessage = (err: unknown) => text(describe(err)) ?? "";
  return { error, run, refresh, errorMessage };
}

/**
 * The space and project member dialogs share this frame: error, loading, search, the members list with roles and
 * removal, leaving; `top` (above the list, before loading) and `add` (after the search field) hold what differs.
 * `change` is the dialog's useMemberChange: its error is shown here, role changes run through it, and its refresh and
 * error wording serve removal, leaving and the list's load error.
 */
export function MembersDialogFrame<M extends Member, R extends string = string>(props: {
  open: boolean;
  onClose(): void;
  testId: string;
  title: string;
  change: ReturnType<typeof useMemberChange>;
  query: string;
  onQuery(q: string): void;
  members: UseQueryResult<{ members: M[] }>;
  roles: readonly R[];
  canManage: boolean;
  top?: ReactNode;
  add?: ReactNode;
  listHeadingSx?: object;
  emptyText?: string;
  updateRole(member: M, role: R): Promise<unknown>;
  removeBody: string;
  onRemove(member: M): Promise<unknown>;
  /** The viewer is a member; Leave is offered unless they are the last owner (the server refuses that). */
  isMember: boolean;
  /** Leaving the space or project: then it is no longer the active one, and the lists and the page move on. */
  leave: { name: string; label: string; testId: string; body: string; call(): Promise<unknown>; clearActive(): void; then: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation("spaces");
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const me = useAuthStore((s) => s.userId);
  const navigate = useNavigate();
  const refreshAll = useRefreshSpaces();
  const [removing, setRemoving] = useState<M | null>(null);
  const [leaving, setLeaving] = useState(false);
  const { members, query } = props;
  const shownMembers = members.data?.members.filter((m) => matchesMember(query, m)) ?? [];
  const canLeave = props.isMember && !isLastOwner(members.data?.members ?? [], me ?? "");

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} data-testid={props.testId}>
      {/* A name without spaces (a long identifier) wraps instead of running out of the dialog. */}
      <DialogTitle sx={{ overflowWrap: "anywhere" }}>{props.title}</DialogTitle>
      <DialogContent dividers>
        {props.change.error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="members-error">
            {props.change.error}
          </Alert>
        )}
        {props.top}
        {members.isPending ? (
          <Box sx={{ display: "flex", justifyContent: "center", py: 3 }}>
            <CircularProgress />
          </Box>
        ) : members.isError ? (
          <Alert severity="error">{props.change.errorMessage(members.error)}</Alert>
        ) : (
          <>
            <MemberSearchField value={query} onChange={props.onQuery} />
            {props.add}
            <Typography variant="subtitle2" sx={props.listHeadingSx}>
              {t("members.membersList", { count: members.data.members.length })}
            </Typography>
            {props.emptyText && members.data.members.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {props.emptyText}
              </Typography>
            )}
            {query && !shownMembers.length && (
              <Typography variant="body2" color="text.secondary">
                {t("members.noMatch", { query })}
              </Typography>
            )}
            <List dense data-testid="members-list">
              {shownMembers.map((m) => (
                <MemberRow
                  key={m.userId}
                  member={m}
                  isMe={m.userId === me}
                  roles={props.roles}
                  canManage={props.canManage}
                  onRoleChange={(role) => void props.change.run(() => props.updateRole(m, role as R), tm("members.roleUpdated"))}
                  onRemove={() => setRemoving(m)}
                />
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: canLeave ? "space-between" : "flex-end" }}>
        {canLeave && (
          <Button color="error" onClick={() => setLeaving(true)} data-testid={props.leave.testId}>
            {props.leave.label}
          </Button>
        )}
        <Button onClick={props.onClose}>{t("common:actions.close")}</Button>
      </DialogActions>
      {props.children}
      <ConfirmDialog
        open={!!removing}
        title={t("members.removeTitle", { name: removing?.fullName ?? "" })}
        body={props.removeBody}
        confirmLabel={t("common:actions.remove")}
        errorMessage={props.change.errorMessage}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          await props.onRemove(removing!);
          notify.success(tm("members.removed"));
          await props.change.refresh();
        }}
      />
      <ConfirmDialog
        open={leaving}
        title={t("members.leaveTitle", { name: props.leave.name })}
        body={props.leave.body}
        confirmLabel={t("common:actions.leave")}
        errorMessage={props.change.errorMessage}
        onClose={() => setLeaving(false)}
        onConfirm={async () => {
          await props.leave.call();
          props.leave.clearActive();
          notify.success(tm("members.left", { name: props.leave.name }));
          await refreshAll();
          void navigate(props.leave.then);
        }}
      />
    </Dialog>
  );
}
