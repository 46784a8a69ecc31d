import { spaceEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { Box, Button, Divider, IconButton, List, ListItem, ListItemText, Stack, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import UploadIcon from "@mui/icons-material/UploadFile";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SpaceRoles } from "@eln/shared";
import { spaceInviteSchema } from "@eln/shared/spaces";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { FormTextField } from "../../components/form/FormTextField";
import { notify } from "../../components/Notifier";
import { useUtilStore } from "../../state/utilStore";
import { BulkInviteDialog } from "./BulkInviteDialog";
import { focusRowAt } from "./focusRowAt";
import { matchesMember } from "./MemberSearchField";
import { MembersDialogFrame, useMemberChange } from "./MembersDialogFrame";
import { RoleField } from "./RoleField";
import { useSpaceMembers } from "./spacesApi";
import { memberErrorOf } from "./memberErrorOf";
import { messageIn } from "../../i18n/useMessageState";
import { spaceKeys } from "../../api/queryKeys";

const tm = messageIn("spaces");

type Invitation = { id: string; email: string };

/** Pending invitations shown at a time: a CSV can leave a thousand, and rendering them all froze the dialog. */
export const INVITATIONS_PAGE = 50;

interface InviteForm {
  email: string;
  role: "owner" | "member";
}

/** Space members: invite by e-mail or CSV, the invited and members lists, roles, removal, leaving. */
export function SpaceMembersDialog(props: { open: boolean; spaceId: string; spaceTitle: string; onClose(): void }) {
  const { t } = useTranslation("spaces");
  const qc = useQueryClient();
  const setActiveSpace = useUtilStore((s) => s.setActiveSpace);
  const members = useSpaceMembers(props.spaceId, props.open);
  const [bulk, setBulk] = useState(false);
  const [query, setQuery] = useState("");
  const manage = !!members.data?.abilities["space.manageMembers"];
  // The server lists them newest first and, made at the same moment (a CSV), by address.
  const matchingInvitations = members.data?.invitations.filter((i) => matchesMember(query, i)) ?? [];
  const [invitationLimit, setInvitationLimit] = useState(INVITATIONS_PAGE);
  const shownInvitations = matchingInvitations.slice(0, invitationLimit);
  const notShown = matchingInvitations.length - shownInvitations.length;
  // After "Show more", keyboard focus goes to the first of the rows it added (the button itself may go).
  const focusAfterMore = useRef<number | null>(null);
  useEffect(() => {
    if (focusAfterMore.current === null) return;
    focusRowAt(invitedList.current, "[data-testid=invited-row] button", focusAfterMore.current);
    focusAfterMore.current = null;
  }, [invitationLimit]);
  // The space's own answer too (its key is the prefix of the members'): a change of my own role
  // changes what the page behind the dialog offers, and the spaces list shows my role.
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: spaceKeys.detail(props.spaceId) }), qc.invalidateQueries({ queryKey: spaceKeys.list })]);
  const change = useMemberChange(refresh, memberErrorOf);
  // Cancelling asks first; once done, focus goes to the next invitation's button (or the e-mail box).
  const [cancelling, setCancelling] = useState<{ invitation: Invitation; index: number } | null>(null);
  const focusAfterCancel = useRef<number | null>(null);
  const invitedList = useRef<HTMLUListElement>(null);
  const inviteForm = useRef<HTMLFormElement>(null);

  const { control, handleSubmit, reset, formState } = useForm<InviteForm>({
    resolver: zodResolver(spaceInviteSchema) as never,
    defaultValues: { email: "", role: "member" },
  });
  useEffect(() => {
    // Runs after the confirmation closed (its own focus restore went to the removed button).
    if (cancelling || focusAfterCancel.current === null) return;
    if (!focusRowAt(invitedList.current, "[data-testid=invited-row] button", focusAfterCancel.current)) inviteForm.current?.querySelector<HTMLInputElement>("input[name=email]")?.focus();
    focusAfterCancel.current = null;
  }, [cancelling]);
  const invite = handleSubmit(async (values) => {
    await change.run(async () => {
      await call(spaceEndpoints.invite, { params: { spaceId: props.spaceId }, body: values });
      reset({ email: "", role: values.role });
    }, tm("members.invitationSent"));
  });
  return (
    <MembersDialogFrame
      open={props.open}
      onClose={props.onClose}
      testId="space-members-dialog"
      title={t("members.spaceTitle", { name: props.spaceTitle })}
      change={change}
      query={query}
      onQuery={(q) => {
        setQuery(q);
        setInvitationLimit(INVITATIONS_PAGE);
      }}
      members={members}
      roles={SpaceRoles}
      canManage={manage}
      listHeadingSx={{ mt: 1 }}
      top={
        manage && (
          <Box component="form" ref={inviteForm} onSubmit={invite} noValidate sx={{ mb: 2 }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t("members.inviteTitle")}
            </Typography>
            <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1, alignItems: { sm: "flex-start" } }}>
              <FormTextField control={control} name="email" label={t("members.email")} type="email" size="small" sx={{ flex: 1, minWidth: 0 }} />
              <Controller
                control={control}
                name="role"
                render={({ field }) => <RoleField {...field} roles={SpaceRoles} testId="invite-role" />}
              />
              <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="invite-submit">
                {t("members.invite")}
              </Button>
            </Stack>
            <Button size="small" startIcon={<UploadIcon />} onClick={() => setBulk(true)} sx={{ mt: 1 }} data-testid="bulk-invite">
              {t("bulk.open")}
            </Button>
          </Box>
        )
      }
      add={
        manage &&
        members.data && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {t("members.invitedList", { count: members.data.invitations.length })}
            </Typography>
            {shownInvitations.length > 0 && (
              <List dense data-testid="invited-list" ref={invitedList}>
                {shownInvitations.map((i, index) => (
                  <ListItem
                    key={i.id}
                    data-testid="invited-row"
                    secondaryAction={
                      <IconButton
                        edge="end"
                        aria-label={t("members.cancelInvitation", { email: i.email })}
                        onClick={() => setCancelling({ invitation: i, index })}
                      >
                        <DeleteIcon />
                      </IconButton>
                    }
                  >
                    <ListItemText primary={i.email} secondary={`${t(`roles.${i.role}`)} · ${t("members.pending")}`} slotProps={{ primary: { sx: { overflowWrap: "anywhere" } } }} />
                  </ListItem>
                ))}
              </List>
            )}
            {notShown > 0 && (
              <Button
                size="small"
                onClick={() => {
                  focusAfterMore.current = invitationLimit;
                  setInvitationLimit((n) => n + INVITATIONS_PAGE);
                }}
                data-testid="invited-show-more"
              >
                {t("members.showMoreInvitations", { count: notShown })}
              </Button>
            )}
            {!shownInvitations.length && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t("members.noInvitations")}
              </Typography>
            )}
            <Divider sx={{ my: 1 }} />
          </>
        )
      }
      updateRole={(m, role) => call(spaceEndpoints.updateMember, { params: { spaceId: props.spaceId, userId: m.userId }, body: { role } })}
      removeBody={t("members.removeBody")}
      onRemove={(m) => call(spaceEndpoints.removeMember, { params: { spaceId: props.spaceId, userId: m.userId } })}
      isMember={!!members.data}
      leave={{
        name: props.spaceTitle,
        label: t("members.leaveSpace"),
        testId: "leave-space",
        body: t("members.leaveBody"),
        call: () => call(spaceEndpoints.leave, { params: { spaceId: props.spaceId } }),
        clearActive: () => setActiveSpace(""),
        then: "/spaces",
      }}
    >
      <ConfirmDialog
        open={!!cancelling}
        title={t("members.cancelInvitationTitle", { email: cancelling?.invitation.email ?? "" })}
        body={t("members.cancelInvitationBody", { email: cancelling?.invitation.email ?? "" })}
        confirmLabel={t("members.cancelInvitationConfirm")}
        errorMessage={change.errorMessage}
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          const { invitation, index } = cancelling!;
          // A failure (accepted or cancelled meanwhile) shows in the confirmation; the list is current again behind it.
          await call(spaceEndpoints.cancelInvitation, { params: { spaceId: props.spaceId, invitationId: invitation.id } }).catch(async (err: unknown) => {
            await refresh().catch(() => {});
            throw err;
          });
          notify.success(tm("members.invitationCanceled"));
          focusAfterCancel.current = index;
          await refresh();
        }}
      />
      <BulkInviteDialog open={bulk} spaceId={props.spaceId} onClose={() => setBulk(false)} onDone={() => void refresh()} />
    </MembersDialogFrame>
  );
}
