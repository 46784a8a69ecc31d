import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material/styles";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import UploadIcon from "@mui/icons-material/UploadFile";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { SpaceRoles } from "@eln/shared";
import { spaceInviteSchema, type SpaceMember } from "@eln/shared/spaces";
import { api } from "../../api/apiClient";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { FormTextField } from "../../components/form/FormTextField";
import { notify } from "../../components/Notifier";
import { useAuthStore } from "../../state/authStore";
import { useUtilStore } from "../../state/utilStore";
import { BulkInviteDialog } from "./BulkInviteDialog";
import { MemberRow } from "./MemberRow";
import { MemberSearchField, matchesMember } from "./MemberSearchField";
import { spaceKeys, useRefreshSpaces, useSpaceMembers } from "./spacesApi";
import { useMemberErrorMessage } from "./useMemberErrorMessage";

interface InviteForm {
  email: string;
  role: "owner" | "member";
}

/** Space members: invite by e-mail or CSV, the invited and members lists, roles, removal, leaving. */
export function SpaceMembersDialog(props: { open: boolean; spaceId: string; spaceTitle: string; onClose(): void }) {
  const { t } = useTranslation("spaces");
  const qc = useQueryClient();
  const navigate = useNavigate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const me = useAuthStore((s) => s.userId);
  const setActiveSpace = useUtilStore((s) => s.setActiveSpace);
  const refreshAll = useRefreshSpaces();
  const memberError = useMemberErrorMessage();
  const members = useSpaceMembers(props.spaceId, props.open);
  const [error, setError] = useState<string | null>(null);
  const [bulk, setBulk] = useState(false);
  const [removing, setRemoving] = useState<SpaceMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [query, setQuery] = useState("");
  const manage = !!members.data?.abilities["space.manageMembers"];
  // The last owner cannot leave (the server refuses it): the button is not offered.
  const owners = members.data?.members.filter((m) => m.role === "owner") ?? [];
  const lastOwner = owners.length === 1 && owners[0].userId === me;
  const shownInvitations = members.data?.invitations.filter((i) => matchesMember(query, i)) ?? [];
  const shownMembers = members.data?.members.filter((m) => matchesMember(query, m)) ?? [];
  const refresh = () => qc.invalidateQueries({ queryKey: spaceKeys.members(props.spaceId) });

  const { control, handleSubmit, reset, formState } = useForm<InviteForm>({
    resolver: zodResolver(spaceInviteSchema) as never,
    defaultValues: { email: "", role: "member" },
  });
  const invite = handleSubmit(async (values) => {
    setError(null);
    try {
      await api(`/api/spaces/${props.spaceId}/invitations`, { method: "POST", body: values });
      notify.success(t("members.invitationSent"));
      reset({ email: "", role: values.role });
      await refresh();
    } catch (err) {
      setError(memberError(err));
    }
  });
  const run = async (fn: () => Promise<unknown>, success?: string) => {
    setError(null);
    try {
      await fn();
      if (success) notify.success(success);
      await refresh();
    } catch (err) {
      setError(memberError(err));
    }
  };

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} data-testid="space-members-dialog">
      <DialogTitle>{t("members.spaceTitle", { name: props.spaceTitle })}</DialogTitle>
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="members-error">
            {error}
          </Alert>
        )}
        {manage && (
          <Box component="form" onSubmit={invite} noValidate sx={{ mb: 2 }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t("members.inviteTitle")}
            </Typography>
            <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1, alignItems: { sm: "flex-start" } }}>
              <FormTextField control={control} name="email" label={t("members.email")} type="email" size="small" sx={{ flex: 1, minWidth: 0 }} />
              <Controller
                control={control}
                name="role"
                render={({ field }) => (
                  <TextField {...field} select size="small" label={t("members.role")} sx={{ width: { xs: "100%", sm: 160 }, flexShrink: 0 }} slotProps={{ htmlInput: { "data-testid": "invite-role" } }}>
                    {SpaceRoles.map((r) => (
                      <MenuItem key={r} value={r}>
                        {t(`roles.${r}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="invite-submit">
                {t("members.invite")}
              </Button>
            </Stack>
            <Button size="small" startIcon={<UploadIcon />} onClick={() => setBulk(true)} sx={{ mt: 1 }} data-testid="bulk-invite">
              {t("bulk.open")}
            </Button>
          </Box>
        )}
        {members.isPending ? (
          <Box sx={{ display: "flex", justifyContent: "center", py: 3 }}>
            <CircularProgress />
          </Box>
        ) : members.isError ? (
          <Alert severity="error">{memberError(members.error)}</Alert>
        ) : (
          <>
            <MemberSearchField value={query} onChange={setQuery} />
            {manage && (
              <>
                <Typography variant="subtitle2" sx={{ mt: 1 }}>
                  {t("members.invitedList", { count: members.data.invitations.length })}
                </Typography>
                {shownInvitations.length ? (
                  <List dense data-testid="invited-list">
                    {shownInvitations.map((i) => (
                      <ListItem
                        key={i.id}
                        data-testid="invited-row"
                        secondaryAction={
                          <IconButton
                            edge="end"
                            aria-label={t("members.cancelInvitation", { email: i.email })}
                            onClick={() => run(() => api(`/api/spaces/${props.spaceId}/invitations/${i.id}`, { method: "DELETE" }), t("members.invitationCanceled"))}
                          >
                            <DeleteIcon />
                          </IconButton>
                        }
                      >
                        <ListItemText primary={i.email} secondary={`${t(`roles.${i.role}`)} · ${t("members.pending")}`} slotProps={{ primary: { sx: { overflowWrap: "anywhere" } } }} />
                      </ListItem>
                    ))}
                  </List>
                ) : (
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {t("members.noInvitations")}
                  </Typography>
                )}
                <Divider sx={{ my: 1 }} />
              </>
            )}
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {t("members.membersList", { count: members.data.members.length })}
            </Typography>
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
                  roles={SpaceRoles}
                  canManage={manage}
                  onRoleChange={(role) => run(() => api(`/api/spaces/${props.spaceId}/members/${m.userId}`, { method: "PUT", body: { role } }), t("members.roleUpdated"))}
                  onRemove={() => setRemoving(m)}
                />
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: lastOwner ? "flex-end" : "space-between" }}>
        {!lastOwner && members.data && (
          <Button color="error" onClick={() => setLeaving(true)} data-testid="leave-space">
            {t("members.leaveSpace")}
          </Button>
        )}
        <Button onClick={props.onClose}>{t("common:actions.close")}</Button>
      </DialogActions>
      <BulkInviteDialog open={bulk} spaceId={props.spaceId} onClose={() => setBulk(false)} onDone={() => void refresh()} />
      <ConfirmDialog
        open={!!removing}
        title={t("members.removeTitle", { name: removing?.fullName ?? "" })}
        body={t("members.removeBody")}
        confirmLabel={t("common:actions.remove")}
        errorMessage={memberError}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          await api(`/api/spaces/${props.spaceId}/members/${removing!.userId}`, { method: "DELETE" });
          notify.success(t("members.removed"));
          await refresh();
        }}
      />
      <ConfirmDialog
        open={leaving}
        title={t("members.leaveTitle", { name: props.spaceTitle })}
        body={t("members.leaveBody")}
        confirmLabel={t("common:actions.leave")}
        errorMessage={memberError}
        onClose={() => setLeaving(false)}
        onConfirm={async () => {
          await api(`/api/spaces/${props.spaceId}/leave`, { method: "POST" });
          setActiveSpace("");
          notify.success(t("members.left", { name: props.spaceTitle }));
          await refreshAll();
          void navigate("/spaces");
        }}
      />
    </Dialog>
  );
}
