import { CssBaseline, ThemeProvider } from "@mui/material";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { BrowserRouter, useNavigate } from "react-router";
import { theme } from "./theme/theme";
import { queryClient } from "./api/queryClient";
import { onSignedOut } from "./api/apiClient";
import { endSession } from "./state/session";
import { AppRoutes } from "./routes/AppRoutes";
import { RouteFocus, SkipLink } from "./layout/RouteFocus";
import { Notifier } from "./components/Notifier";
import { OfflineNotice } from "./components/OfflineNotice";
import { Analytics } from "./analytics/Analytics";

/** A session that ended for good (expired, disabled) goes back to /login. */
function SignedOutWatcher() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSignedOut(() => {
        endSession();
        void navigate("/login", { replace: true });
      }),
    [navigate],
  );
  return null;
}

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SkipLink />
          <RouteFocus />
          <SignedOutWatcher />
          <Analytics />
          <AppRoutes />
          <Notifier />
          <OfflineNotice />
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
