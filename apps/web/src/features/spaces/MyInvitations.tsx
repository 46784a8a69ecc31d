import { spaceEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import MailIcon from "@mui/icons-material/MailOutlined";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../../api/useErrorMessage";
import { notify } from "../../components/Notifier";
import { useMyInvitations, useRefreshSpaces } from "./spacesApi";

/** Invitations to spaces addressed to my e-mail, shown at the top of /spaces. */
export function MyInvitations() {
  const { t } = useTranslation("spaces");
  const errorMessage = useErrorMessage();
  const invitations = useMyInvitations();
  const refresh = useRefreshSpaces();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!invitations.data?.length) return null;
  const answer = async (id: string, action: "accept" | "decline", spaceTitle: string) => {
    setBusy(id);
    setError(null);
    try {
      await call(action === "accept" ? spaceEndpoints.acceptInvitation : spaceEndpoints.declineInvitation, { params: { invitationId: id } });
      notify.success(action === "accept" ? t("invitations.accepted", { space: spaceTitle }) : t("invitations.declined"));
      await refresh();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack spacing={1} sx={{ mb: 3 }} data-testid="my-invitations">
      <Typography variant="h2" sx={{ fontSize: "1.1rem", fontWeight: 600 }}>
        {t("invitations.title")}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {invitations.data.map((inv) => (
        <Paper key={inv.id} variant="outlined" sx={{ p: 2, display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap", borderColor: "primary.light" }} data-testid="invitation">
          <MailIcon color="primary" />
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography sx={{ fontWeight: 600 }}>{inv.spaceTitle}</Typography>
            <Typography variant="body2" color="text.secondary">
              {inv.invitedBy
                ? t("invitations.from", { name: inv.invitedBy, role: t(`roles.${inv.role}`) })
                : t("invitations.asRole", { role: t(`roles.${inv.role}`) })}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy === inv.id} onClick={() => answer(inv.id, "accept", inv.spaceTitle)} data-testid="invitation-accept">
              {t("invitations.accept")}
            </Button>
            <Button disabled={busy === inv.id} onClick={() => answer(inv.id, "decline", inv.spaceTitle)} data-testid="invitation-decline">
              {t("invitations.decline")}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
