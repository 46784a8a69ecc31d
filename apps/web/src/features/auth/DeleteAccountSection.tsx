import { call } from "../../api/call";
import { accountEndpoints, RECENT_LOGIN_SECONDS, RecentLoginProof } from "@eln/shared/account";
import { Alert, Box, Button, DialogContentText, Stack, TextField, Typography } from "@mui/material";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/ApiError";
import { useBusyAction } from "../../api/useBusyAction";
import { errorMessageOf, message, messageIn, useMessageState } from "../../i18n/useMessageState";
import { FormDialog } from "../../components/FormDialog";
import { notify } from "../../components/Notifier";
import { endSession } from "../../state/session";
import { useSignOut } from "./useSignOut";
import { forgetLocalNotes } from "../notes/localNoteCopies";

const tm = messageIn("auth");

/**
 * Profile → delete one's own account. An account with a password proves it is the person with the
 * password: the dialog asks for it from the start, so a deletion is one request (each counts toward
 * the account's limit). An account without one (single sign-on, e-mail link, phone) goes without;
 * on requires_recent_login the server says what proves it: a fresh sign-in, which the dialog offers
 * instead of a password field the person could never fill in.
 */
export function DeleteAccountSection({ email, hasPassword }: { email: string; hasPassword?: boolean }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [proof, setProof] = useState<RecentLoginProof | null>(hasPassword ? RecentLoginProof.password : null);
  const needPassword = proof === RecentLoginProof.password;
  const needSignIn = proof === RecentLoginProof.signIn;
  const { signOut, dialog: signOutDialog } = useSignOut();
  const [password, setPassword] = useState("");
  // What is wrong with the password (left empty: nothing is sent; or not correct), said on the
  // field as the change-password form says it, with the focus there.
  const [passwordProblem, setPasswordProblem] = useMessageState();
  const passwordField = useRef<HTMLInputElement>(null);
  const { busy, error, setError, run } = useBusyAction();

  function close() {
    if (busy) return;
    setOpen(false);
    setError(null);
    setPassword("");
    setPasswordProblem(null);
  }

  async function confirm() {
    // Back to this page after the sign-in, where the dialog opens afresh.
    if (needSignIn) return signOut("/profile");
    setError(null);
    if (needPassword && !password) {
      setPasswordProblem(message("auth.deleteAccount.passwordMissing"));
      return passwordField.current?.focus();
    }
    await run(
      async () => {
        await call(accountEndpoints.remove, { body: needPassword ? { password } : {} });
        endSession({ byUser: true });
        void forgetLocalNotes();
        notify.success(tm("deleteAccount.deleted"));
        void navigate("/login", { replace: true });
      },
      (err) => {
        if (err instanceof ApiError && err.code === "requires_recent_login") {
          // Not an error to show: the dialog asks for the password or a new sign-in (its alert says why).
          const asked = (err.details as { proof?: RecentLoginProof } | undefined)?.proof;
          setProof(asked === RecentLoginProof.signIn ? RecentLoginProof.signIn : RecentLoginProof.password);
          return null;
        }
        if (err instanceof ApiError && err.code === "password_incorrect") {
          setPasswordProblem(errorMessageOf(err));
          passwordField.current?.focus();
          return null;
        }
        return errorMessageOf(err);
      },
    );
  }

  return (
    <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: "divider" }} data-testid="delete-account">
      <Typography variant="h3" sx={{ mb: 1, fontSize: "1.1rem", fontWeight: 600 }} color="error">
        {t("deleteAccount.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("deleteAccount.body")}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} data-testid="delete-account-open">
        {t("deleteAccount.button")}
      </Button>
      <FormDialog
        open={open}
        title={t("deleteAccount.confirmTitle")}
        maxWidth="xs"
        busy={busy}
        onClose={close}
        onSubmit={confirm}
        submitLabel={needSignIn ? t("deleteAccount.logInAgain") : t("deleteAccount.confirm")}
        submitColor={needSignIn ? "primary" : "error"}
        submitTestId={needSignIn ? "delete-account-log-in-again" : "delete-account-confirm"}
      >
        <Stack spacing={2}>
          <DialogContentText>{t("deleteAccount.confirmBody", { email })}</DialogContentText>
          {needSignIn && (
            <Alert severity="info" data-testid="delete-account-sign-in-again">
              {t("deleteAccount.signInAgain", { minutes: RECENT_LOGIN_SECONDS / 60 })}
            </Alert>
          )}
          {needPassword && (
            <>
              <Alert severity="info">{t("deleteAccount.recentLogin")}</Alert>
              <TextField
                label={t("deleteAccount.password")}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(ev) => {
                  setPassword(ev.target.value);
                  setPasswordProblem(null);
                }}
                error={!!passwordProblem}
                helperText={passwordProblem ?? undefined}
                inputRef={passwordField}
                autoFocus
                name="password"
              />
            </>
          )}
          {error && (
            <Alert severity="error" data-testid="delete-account-error">
              {error}
            </Alert>
          )}
        </Stack>
      </FormDialog>
      {signOutDialog}
    </Box>
  );
}
