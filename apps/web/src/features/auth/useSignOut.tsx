import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { accountEndpoints } from "@eln/shared/account";
import { call } from "../../api/call";
import { endSession } from "../../state/session";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { forgetLocalNotes, notesWithLocalEdits } from "../notes/localNoteCopies";

/** How long signing out waits for edits on their way to the server before it asks. */
const SETTLE_MS = 2000;

async function localEditsAfterSettling(): Promise<number> {
  for (let waited = 0; notesWithLocalEdits() > 0 && waited < SETTLE_MS; waited += 100) await new Promise((r) => setTimeout(r, 100));
  return notesWithLocalEdits();
}

/**
 * Signs out; `returnTo` (a path of this app) is where the next sign-in leads, for "log in again to
 * do this". The notes kept on this device go with the session (a shared PC's next user must not
 * find them); when some hold edits the server has not confirmed, `dialog` asks first.
 */
export function useSignOut(): { signOut(returnTo?: string): Promise<void>; dialog: ReactNode } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<{ returnTo?: string; count: number } | null>(null);

  const leave = async (returnTo?: string) => {
    try {
      await call(accountEndpoints.logout);
    } catch {
      /* the session may already be gone */
    }
    endSession({ byUser: true, returnTo });
    void forgetLocalNotes();
    void navigate(returnTo ? `/login?redirectUrl=${encodeURIComponent(returnTo)}` : "/login", { replace: true });
  };

  const signOut = async (returnTo?: string) => {
    const count = await localEditsAfterSettling();
    if (count > 0) setAsking({ returnTo, count });
    else await leave(returnTo);
  };

  const dialog = (
    <ConfirmDialog
      open={!!asking}
      title={t("signOut.unsavedTitle")}
      body={t("signOut.unsavedBody", { count: asking?.count ?? 0 })}
      confirmLabel={t("signOut.anyway")}
      onClose={() => setAsking(null)}
      onConfirm={async () => {
        const returnTo = asking?.returnTo;
        setAsking(null);
        await leave(returnTo);
      }}
    />
  );
  return { signOut, dialog };
}
