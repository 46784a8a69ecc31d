import { Box } from "@mui/material";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";

/** The window title of each screen (first match wins); the app name follows it. */
const TITLES: [RegExp, string][] = [
  [/^\/login/, "pageTitle.login"],
  [/^\/signup/, "pageTitle.signup"],
  [/^\/forgotpassword/, "pageTitle.forgotPassword"],
  [/^\/reset-password/, "pageTitle.resetPassword"],
  [/^\/auth\//, "pageTitle.signingIn"],
  [/^\/profile/, "pageTitle.profile"],
  [/^\/change_password/, "pageTitle.changePassword"],
  [/^\/spaces\/[^/]+\/materials/, "pageTitle.materials"],
  [/^\/spaces\/[^/]+/, "pageTitle.space"],
  [/^\/spaces/, "pageTitle.spaces"],
  [/^\/projects\/[^/]+/, "pageTitle.project"],
  [/^\/projects/, "pageTitle.projects"],
  [/^\/notes\/[^/]+\/versions/, "pageTitle.versions"],
  [/^\/notes\//, "pageTitle.note"],
  [/^\/sso-auth/, "pageTitle.sso"],
  [/^\/checkout_settings/, "pageTitle.checkoutSettings"],
  [/^\/buy\/cart/, "pageTitle.cart"],
  [/^\/buy\/checkout/, "pageTitle.checkout"],
  [/^\/buy\/orders?/, "pageTitle.order"],
  [/^\/buy/, "pageTitle.shop"],
];

/** Focus goes to the new screen's heading; wait for lazy screens to render it. */
function focusHeading() {
  let tries = 0;
  const tick = () => {
    // The person moved focus while the screen was loading (the skip link, a field): leave it there.
    if (tries > 0 && document.activeElement && document.activeElement !== document.body) return;
    const h1 = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main h2");
    if (h1) {
      if (!h1.hasAttribute("tabindex")) h1.setAttribute("tabindex", "-1");
      h1.focus({ preventScroll: false });
      return;
    }
    if (++tries < 50) window.setTimeout(tick, 60);
  };
  tick();
}

/**
 * Per-screen window title, and after each navigation (not the first load) focus on the new
 * screen's heading so keyboard and screen-reader users start at the top of what changed.
 */
export function RouteFocus() {
  const { t, i18n } = useTranslation("common");
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const key = TITLES.find(([re]) => re.test(pathname))?.[1];
    document.title = key ? `${t(key)} – ${t("appTitle")}` : t("appTitle");
  }, [pathname, t, i18n.language]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Typing in a field that changed the address (search, filters) keeps its focus.
    const active = document.activeElement;
    if (active && active !== document.body && active.closest("input, textarea, [contenteditable=true]")) return;
    focusHeading();
  }, [pathname]);
  return null;
}

const hidden = { border: 0, clip: "rect(0 0 0 0)", height: "1px", margin: "-1px", overflow: "hidden", padding: 0, position: "absolute", whiteSpace: "nowrap", width: "1px" } as const;

const focusMain = () => document.getElementById("main-content")?.focus();

/** First Tab stop: jumps past the app bar to the screen's content. */
export function SkipLink() {
  const { t } = useTranslation("common");
  return (
    <Box
      component="a"
      href="#main-content"
      onClick={(e: React.MouseEvent) => {
        e.preventDefault();
        focusMain();
      }}
      sx={{
        ...hidden,
        "&:focus": { position: "fixed", top: 8, left: 8, width: "auto", height: "auto", clip: "auto", m: 0, p: 1.5, zIndex: 2000, bgcolor: "background.paper", color: "primary.main", fontWeight: 600, borderRadius: 1, boxShadow: 3 },
      }}
    >
      {t("skipToContent")}
    </Box>
  );
}
