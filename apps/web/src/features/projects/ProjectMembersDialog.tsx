import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material/styles";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { ProjectRoles, type ProjectRole } from "@eln/shared";
import type { ProjectMember } from "@eln/shared/spaces";
import { api } from "../../api/apiClient";
import { useErrorMessage } from "../../api/useErrorMessage";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notify } from "../../components/Notifier";
import { useAuthStore } from "../../state/authStore";
import { useUtilStore } from "../../state/utilStore";
import { spaceKeys, useProjectMembers, useRefreshSpaces } from "../spaces/spacesApi";
import { MemberRow } from "../spaces/MemberRow";
import { MemberSearchField, matchesMember } from "../spaces/MemberSearchField";

/** Project members, chosen from the space's members; roles owner, editor, viewer; leaving. */
export function ProjectMembersDialog(props: { open: boolean; projectId: string; projectTitle: string; spaceId: string; onClose(): void }) {
  const { t } = useTranslation("spaces");
  const qc = useQueryClient();
  const navigate = useNavigate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const me = useAuthStore((s) => s.userId);
  const setActiveProject = useUtilStore((s) => s.setActiveProject);
  const errorMessage = useErrorMessage();
  const refreshAll = useRefreshSpaces();
  const members = useProjectMembers(props.projectId, props.open);
  const [error, setError] = useState<string | null>(null);
  const [candidate, setCandidate] = useState("");
  const [role, setRole] = useState<ProjectRole>("editor");
  const [removing, setRemoving] = useState<ProjectMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const manage = !!members.data?.canManage;
  const [query, setQuery] = useState("");
  const owners = members.data?.members.filter((m) => m.role === "owner") ?? [];
  // The last project owner cannot leave (the server refuses it): the button is not offered.
  const amMember = !!members.data?.members.some((m) => m.userId === me) && !(owners.length === 1 && owners[0].userId === me);
  const shownMembers = members.data?.members.filter((m) => matchesMember(query, m)) ?? [];
  const shownCandidates = members.data?.candidates.filter((c) => c.userId === candidate || matchesMember(query, c)) ?? [];
  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: spaceKeys.projectMembers(props.projectId) }), qc.invalidateQueries({ queryKey: spaceKeys.project(props.projectId) })]);

  const run = async (fn: () => Promise<unknown>, success?: string) => {
    setError(null);
    try {
      await fn();
      if (success) notify.success(success);
      await refresh();
      return true;
    } catch (err) {
      setError(errorMessage(err));
      return false;
    }
  };

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} data-testid="project-members-dialog">
      <DialogTitle>{t("members.projectTitle", { name: props.projectTitle })}</DialogTitle>
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="members-error">
            {error}
          </Alert>
        )}
        {members.isPending ? (
          <Box sx={{ display: "flex", justifyContent: "center", py: 3 }}>
            <CircularProgress />
          </Box>
        ) : members.isError ? (
          <Alert severity="error">{errorMessage(members.error)}</Alert>
        ) : (
          <>
            <MemberSearchField value={query} onChange={setQuery} />
            {manage && (
              <Box sx={{ mb: 2 }}>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  {t("members.addTitle")}
                </Typography>
                {members.data.candidates.length ? (
                  <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1 }}>
                    <TextField
                      select
                      size="small"
                      label={t("members.spaceMember")}
                      value={candidate}
                      onChange={(e) => setCandidate(e.target.value)}
                      sx={{ flex: 1, minWidth: 0 }}
                      slotProps={{ htmlInput: { "data-testid": "add-member-user" } }}
                    >
                      {shownCandidates.map((c) => (
                        <MenuItem key={c.userId} value={c.userId}>
                          {c.fullName} ({c.email})
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      select
                      size="small"
                      label={t("members.role")}
                      value={role}
                      onChange={(e) => setRole(e.target.value as ProjectRole)}
                      sx={{ width: { xs: "100%", sm: 160 }, flexShrink: 0 }}
                      slotProps={{ htmlInput: { "data-testid": "add-member-role" } }}
                    >
                      {ProjectRoles.map((r) => (
                        <MenuItem key={r} value={r}>
                          {t(`roles.${r}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                    <Button
                      variant="contained"
                      disabled={!candidate}
                      data-testid="add-member-submit"
                      onClick={async () => {
                        if (await run(() => api(`/api/projects/${props.projectId}/members`, { method: "POST", body: { userId: candidate, role } }), t("members.added")))
                          setCandidate("");
                      }}
                    >
                      {t("common:actions.add")}
                    </Button>
                  </Stack>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t("members.noCandidates")}
                  </Typography>
                )}
              </Box>
            )}
            <Typography variant="subtitle2">{t("members.membersList", { count: members.data.members.length })}</Typography>
            {members.data.members.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t("members.noProjectMembers")}
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
                  roles={ProjectRoles}
                  canManage={manage}
                  onRoleChange={(role) => run(() => api(`/api/projects/${props.projectId}/members/${m.userId}`, { method: "PUT", body: { role } }), t("members.roleUpdated"))}
                  onRemove={() => setRemoving(m)}
                />
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: amMember ? "space-between" : "flex-end" }}>
        {amMember && (
          <Button color="error" onClick={() => setLeaving(true)} data-testid="leave-project">
            {t("members.leaveProject")}
          </Button>
        )}
        <Button onClick={props.onClose}>{t("common:actions.close")}</Button>
      </DialogActions>
      <ConfirmDialog
        open={!!removing}
        title={t("members.removeTitle", { name: removing?.fullName ?? "" })}
        body={t("members.removeProjectBody")}
        confirmLabel={t("common:actions.remove")}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          await api(`/api/projects/${props.projectId}/members/${removing!.userId}`, { method: "DELETE" });
          notify.success(t("members.removed"));
          await refresh();
        }}
      />
      <ConfirmDialog
        open={leaving}
        title={t("members.leaveTitle", { name: props.projectTitle })}
        body={t("members.leaveProjectBody")}
        confirmLabel={t("common:actions.leave")}
        onClose={() => setLeaving(false)}
        onConfirm={async () => {
          await api(`/api/projects/${props.projectId}/leave`, { method: "POST" });
          setActiveProject("");
          notify.success(t("members.left", { name: props.projectTitle }));
          await refreshAll();
          void navigate(`/spaces/${props.spaceId}`);
        }}
      />
    </Dialog>
  );
}
