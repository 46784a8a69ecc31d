import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { notify } from "../../components/Notifier";
import { useAuthStore } from "../../state/authStore";
import { messageIn } from "../../i18n/useMessageState";

const tm = messageIn("auth");

/** The query parameter the confirmation link's redirect carries: "1" confirmed, "invalid" not. */
export const EMAIL_VERIFIED_PARAM = "emailVerified";

/**
 * What the confirmation link in the sign-up mail did, said once, then dropped from the address
 * (a reload or a bookmark must not say it again). Signed out, an invalid link is explained on the
 * login screen instead, which keeps the parameter while it shows the message.
 */
export function EmailVerifiedNotice() {
  const { t } = useTranslation("auth");
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => !!s.token);
  const outcome = new URLSearchParams(location.search).get(EMAIL_VERIFIED_PARAM);
  useEffect(() => {
    if (!outcome || (outcome !== "1" && !signedIn)) return;
    if (outcome === "1") notify.success(tm("emailVerified.done"));
    else notify.error(tm("emailVerified.invalidSignedIn"));
    const params = new URLSearchParams(location.search);
    params.delete(EMAIL_VERIFIED_PARAM);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash }, { replace: true, state: location.state });
  }, [outcome, signedIn, location, navigate, t]);
  return null;
}
