import { CssBaseline, ThemeProvider } from "@mui/material";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { BrowserRouter } from "react-router";
import { useTranslation } from "react-i18next";
import { theme, themeJa } from "./theme/theme";
import { queryClient } from "./api/queryClient";
import { onSignedOut } from "./api/apiClient";
import { endSession } from "./state/session";
import { AppRoutes } from "./routes/AppRoutes";
import { RouteFocus, SkipLink } from "./layout/RouteFocus";
import { Notifier } from "./components/Notifier";
import { OfflineNotice } from "./components/OfflineNotice";
import { Analytics } from "./analytics/Analytics";
import { followOtherTabs } from "./features/auth/followOtherTabs";
import { EmailVerifiedNotice } from "./features/auth/EmailVerifiedNotice";

/**
 * A session that ended for good (expired, disabled, signed out in another tab) is cleared; the
 * route guard then sends a signed-in screen to /login, which says the session ended. Other tabs'
 * sign-ins and sign-outs are followed as they happen.
 */
function SignedOutWatcher() {
  useEffect(() => onSignedOut(() => endSession({ ended: true })), []);
  useEffect(() => followOtherTabs(), []);
  return null;
}

export function App() {
  const { i18n } = useTranslation();
  return (
    <ThemeProvider theme={i18n.language.startsWith("ja") ? themeJa : theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SkipLink />
          <RouteFocus />
          <SignedOutWatcher />
          <EmailVerifiedNotice />
          <Analytics />
          <AppRoutes />
          <Notifier />
          <OfflineNotice />
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
