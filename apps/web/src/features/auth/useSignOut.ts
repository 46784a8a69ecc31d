import { call } from "../../api/call";
import { accountEndpoints } from "@eln/shared/account";
import { useNavigate } from "react-router";
import { endSession } from "../../state/session";

/** Signs out; `returnTo` (a path of this app) is where the next sign-in leads, for "log in again to do this". */
export function useSignOut() {
  const navigate = useNavigate();
  return async (returnTo?: string) => {
    try {
      await call(accountEndpoints.logout);
    } catch {
      /* the session may already be gone */
    }
    endSession({ byUser: true, returnTo });
    void navigate(returnTo ? `/login?redirectUrl=${encodeURIComponent(returnTo)}` : "/login", { replace: true });
  };
}
