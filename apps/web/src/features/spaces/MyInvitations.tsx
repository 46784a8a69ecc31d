import { spaceEndpoints } from "@eln/shared/spaces";
import { accountEndpoints } from "@eln/shared/account";
import { call } from "../../api/call";
import { useUserStore } from "../../state/userStore";
import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import MailIcon from "@mui/icons-material/MailOutlined";
import { useEffect, useState } from "react";
import { focusManager, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/ApiError";
import { notify } from "../../components/Notifier";
import { useMyInvitations, useRefreshSpaces } from "./spacesApi";
import { messageIn, errorMessageOf, useMessageState } from "../../i18n/useMessageState";
import { spaceKeys } from "../../api/queryKeys";

const tm = messageIn("spaces");

/**
 * An unconfirmed address is told so: invitations to it stay hidden until it is confirmed (an
 * unproven address must not claim them), and a new person would otherwise see none and wonder.
 */
function ConfirmEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation("spaces");
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await call(accountEndpoints.resendVerification);
      notify.success(tm("confirmEmail.sent", { email }));
    } catch (err) {
      notify.error(errorMessageOf(err));
    } finally {
      setSending(false);
    }
  };
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      data-testid="confirm-email"
      action={
        <Button color="inherit" size="small" disabled={sending} onClick={() => void resend()} data-testid="confirm-email-resend">
          {t("confirmEmail.resend")}
        </Button>
      }
    >
      {t("confirmEmail.body", { email })}
    </Alert>
  );
}

/**
 * While the address is unconfirmed, the session is asked again whenever the person comes back to
 * the tab: they confirm it from their mail, in another tab, and return here expecting the invitation.
 */
function useEmailConfirmedElsewhere(unconfirmed: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!unconfirmed) return;
    return focusManager.subscribe((focused) => {
      if (!focused) return;
      call(accountEndpoints.me)
        .then((answer) => {
          if (!answer.user.emailVerified) return;
          useUserStore.getState().setUser(answer.user);
          void qc.invalidateQueries({ queryKey: spaceKeys.invitations });
        })
        // Offline or signed out: the notice stays, and the session check deals with the rest.
        .catch(() => {});
    });
  }, [unconfirmed, qc]);
}

/** Invitations to spaces addressed to my e-mail, shown at the top of /spaces. */
export function MyInvitations() {
  const { t } = useTranslation("spaces");
  const invitations = useMyInvitations();
  // From the session answer the app already has (sign-in or its session check): no request of its own.
  const email = useUserStore((u) => u.email);
  const emailVerified = useUserStore((u) => u.emailVerified);
  const refresh = useRefreshSpaces();
  const [busy, setBusy] = useState<string | null>(null);
  // Kept as a Message, worded at each render: a failure on screen follows a language switch.
  const [error, setError] = useMessageState();
  useEmailConfirmedElsewhere(!!email && emailVerified === false);
  if (email && emailVerified === false) return <ConfirmEmailNotice email={email} />;
  // The error stays in view after its invitation left the list (a withdrawn one is gone on refresh).
  if (!invitations.data?.length && !error) return null;
  const answer = async (id: string, action: "accept" | "decline", spaceTitle: string) => {
    setBusy(id);
    setError(null);
    try {
      await call(action === "accept" ? spaceEndpoints.acceptInvitation : spaceEndpoints.declineInvitation, { params: { invitationId: id } });
      notify.success(action === "accept" ? tm("invitations.accepted", { space: spaceTitle }) : tm("invitations.declined"));
      await refresh();
    } catch (err) {
      // Withdrawn by the space's owner, or answered in another tab: say so, and drop it from the list.
      setError(err instanceof ApiError && err.code === "not_found" ? tm("invitations.gone") : errorMessageOf(err));
      await refresh();
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack spacing={1} sx={{ mb: 3 }} data-testid="my-invitations">
      <Typography variant="h2" sx={{ fontSize: "1.1rem", fontWeight: 600 }}>
        {t("invitations.title")}
      </Typography>
      {error && (
        <Alert severity="error" data-testid="invitations-error">
          {error}
        </Alert>
      )}
      {invitations.data?.map((inv) => (
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
