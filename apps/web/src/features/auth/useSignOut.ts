import { call } from "../../api/call";
import { accountEndpoints } from "@eln/shared/account";
import { useNavigate } from "react-router";
import { endSession } from "../../state/session";

export function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    try {
      await call(accountEndpoints.logout);
    } catch {
      /* the session may already be gone */
    }
    endSession({ byUser: true });
    void navigate("/login", { replace: true });
  };
}
