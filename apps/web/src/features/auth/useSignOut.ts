import { useNavigate } from "react-router";
import { api } from "../../api/apiClient";
import { queryClient } from "../../api/queryClient";
import { endSession } from "../../state/session";

export function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    try {
      await api("/api/account/logout", { method: "POST" });
    } catch {
      /* the session may already be gone */
    }
    endSession({ byUser: true });
    queryClient.clear();
    void navigate("/login", { replace: true });
  };
}
