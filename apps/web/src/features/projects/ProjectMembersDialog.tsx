import { projectEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { Box, Button, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ProjectRoles, type ProjectRole } from "@eln/shared";
import { useAuthStore } from "../../state/authStore";
import { useUtilStore } from "../../state/utilStore";
import { useProjectMembers } from "../spaces/spacesApi";
import { matchesMember } from "../spaces/MemberSearchField";
import { MembersDialogFrame, useMemberChange } from "../spaces/MembersDialogFrame";
import { RoleField } from "../spaces/RoleField";
import { messageIn } from "../../i18n/useMessageState";
import { spaceKeys } from "../../api/queryKeys";

const tm = messageIn("spaces");

/** Project members, chosen from the space's members; roles owner, editor, viewer; leaving. */
export function ProjectMembersDialog(props: { open: boolean; projectId: string; projectTitle: string; spaceId: string; onClose(): void }) {
  const { t } = useTranslation("spaces");
  const qc = useQueryClient();
  const me = useAuthStore((s) => s.userId);
  const setActiveProject = useUtilStore((s) => s.setActiveProject);
  const members = useProjectMembers(props.projectId, props.open);
  const [candidate, setCandidate] = useState("");
  const [role, setRole] = useState<ProjectRole>("editor");
  const manage = !!members.data?.canManage;
  const [query, setQuery] = useState("");
  const shownCandidates = members.data?.candidates.filter((c) => c.userId === candidate || matchesMember(query, c)) ?? [];
  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: spaceKeys.projectMembers(props.projectId) }), qc.invalidateQueries({ queryKey: spaceKeys.project(props.projectId) })]);
  const change = useMemberChange(refresh);
  // After an add the Add button is disabled (nobody chosen), which would drop focus to the dialog:
  // it goes back to the member box for the next one, or to the search box once nobody is left to add.
  const candidateField = useRef<{ focus(): void } | null>(null);
  const addBox = useRef<HTMLDivElement>(null);
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (!added) return;
    if (candidateField.current) candidateField.current.focus();
    else addBox.current?.closest("[role=dialog]")?.querySelector<HTMLElement>("[data-testid=member-search]")?.focus();
  }, [added]);

  return (
    <MembersDialogFrame
      open={props.open}
      onClose={props.onClose}
      testId="project-members-dialog"
      title={t("members.projectTitle", { name: props.projectTitle })}
      change={change}
      query={query}
      onQuery={setQuery}
      members={members}
      roles={ProjectRoles}
      canManage={manage}
      emptyText={t("members.noProjectMembers")}
      add={
        manage &&
        members.data && (
          <Box sx={{ mb: 2 }} ref={addBox}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t("members.addTitle")}
            </Typography>
            {shownCandidates.length ? (
              <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1 }}>
                <TextField
                  select
                  size="small"
                  label={t("members.spaceMember")}
                  value={candidate}
                  onChange={(e) => setCandidate(e.target.value)}
                  sx={{ flex: 1, minWidth: 0 }}
                  inputRef={candidateField}
                  slotProps={{ htmlInput: { "data-testid": "add-member-user" } }}
                >
                  {shownCandidates.map((c) => (
                    <MenuItem key={c.userId} value={c.userId}>
                      {c.fullName} ({c.email})
                    </MenuItem>
                  ))}
                </TextField>
                <RoleField roles={ProjectRoles} testId="add-member-role" value={role} onChange={(e) => setRole(e.target.value as ProjectRole)} />
                <Button
                  variant="contained"
                  disabled={!candidate}
                  data-testid="add-member-submit"
                  onClick={async () => {
                    if (await change.run(() => call(projectEndpoints.addMember, { params: { projectId: props.projectId }, body: { userId: candidate, role } }), tm("members.added"))) {
                      setCandidate("");
                      setAdded((n) => n + 1);
                    }
                  }}
                >
                  {t("common:actions.add")}
                </Button>
              </Stack>
            ) : (
              // Instead of a member box with nothing in it: why nobody is offered, and what to do.
              <Typography variant="body2" color="text.secondary" data-testid="add-member-none">
                {members.data.candidates.length ? t("members.noCandidateMatch", { query }) : t("members.noCandidates")}
              </Typography>
            )}
          </Box>
        )
      }
      updateRole={(m, role) => call(projectEndpoints.updateMember, { params: { projectId: props.projectId, userId: m.userId }, body: { role } })}
      removeBody={t("members.removeProjectBody")}
      onRemove={(m) => call(projectEndpoints.removeMember, { params: { projectId: props.projectId, userId: m.userId } })}
      isMember={!!members.data?.members.some((m) => m.userId === me)}
      leave={{
        name: props.projectTitle,
        label: t("members.leaveProject"),
        testId: "leave-project",
        body: t("members.leaveProjectBody"),
        call: () => call(projectEndpoints.leave, { params: { projectId: props.projectId } }),
        clearActive: () => setActiveProject(""),
        then: `/spaces/${props.spaceId}`,
      }}
    />
  );
}
