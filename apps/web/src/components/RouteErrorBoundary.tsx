import { Alert, AlertTitle, Box, Button } from "@mui/material";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";

function ReloadOffer() {
  const { t } = useTranslation("common");
  return (
    <Box sx={{ p: 3, display: "grid", placeItems: "center" }}>
      <Alert severity="error" data-testid="route-error" sx={{ maxWidth: 560 }} action={<Button color="inherit" onClick={() => window.location.reload()}>{t("errorBoundary.reload")}</Button>}>
        <AlertTitle>{t("errorBoundary.title")}</AlertTitle>
        {t("errorBoundary.body")}
      </Alert>
    </Box>
  );
}

interface Props {
  pathname: string;
  children: ReactNode;
}
/** failedAt: the path that failed ("" just after the failure, until the next render learns the path). */
class Boundary extends Component<Props, { failedAt: string | null }> {
  state = { failedAt: null as string | null };
  static getDerivedStateFromError() {
    return { failedAt: "" };
  }
  // Navigating elsewhere tries again, without remounting healthy screens on every navigation.
  static getDerivedStateFromProps(props: Props, state: { failedAt: string | null }) {
    if (state.failedAt === "") return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept in the console for whoever reports it; the person sees the reload offer.
    console.warn("screen failed", error, info.componentStack);
  }
  render() {
    return this.state.failedAt !== null ? <ReloadOffer /> : this.props.children;
  }
}

/**
 * A failing screen (a bug, or a code file gone after a deploy) shows a reload offer instead of a
 * white page.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
