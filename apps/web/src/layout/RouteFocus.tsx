import { Box } from "@mui/material";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { pageTitleKey } from "./pageTitleKey";
import { usePageNameStore } from "./usePageName";
import { visuallyHidden } from "./visuallyHidden";

/** How long a screen may take to show its heading (its code, then its data) before focus stays where it is. */
const HEADING_WAIT_MS = 15_000;

/**
 * What counts as the person acting: a key, a pointer, or text arriving in a field. Text can come
 * without a key event (an IME commit, dictation, paste from a menu, Playwright's insertText), and
 * taking the focus away from it mid-word loses what follows.
 */
const PRESS_EVENTS = ["keydown", "pointerdown", "input"] as const;

/**
 * Focus goes to the new screen's main heading as soon as it is shown; lazy screens and screens that
 * show a spinner first render it later. Until then focus is where the navigation left it (the app
 * bar's link, or the account button the menu gave it back to), so that is not a reason to stop.
 * It stops when focus has been moved on: by a key or pointer press or typed text since the address changed
 * (`pressedAlready`: before this runs, as React may show the new screen a little later), or into
 * the screen by the screen itself (a field it focuses). Returns the cancel for the next navigation.
 */
function focusHeadingWhenShown(pressedAlready: boolean): () => void {
  const origin = pressedAlready ? null : document.activeElement;
  let pressed = pressedAlready;
  const onPress = () => (pressed = true);
  const movedOn = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active === origin) return false;
    return pressed || !!active.closest("main");
  };
  const tryFocus = () => {
    if (movedOn()) return true;
    const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main h2");
    if (!heading) return false;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus();
    return true;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => tryFocus() && stop());
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of PRESS_EVENTS) document.removeEventListener(type, onPress, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of PRESS_EVENTS) document.addEventListener(type, onPress, true);
  return stop;
}

/**
 * Per-screen window title, and after each navigation (not the first load) focus on the new
 * screen's heading so keyboard and screen-reader users start at the top of what changed.
 */
export function RouteFocus() {
  const { t, i18n } = useTranslation("common");
  const { pathname } = useLocation();
  const name = usePageNameStore((s) => (s.path === pathname ? s.name : ""));
  const first = useRef(true);
  // The address at the last key or pointer press: the new one means the person acted after it changed.
  const pathAtLastPress = useRef("");
  useEffect(() => {
    const onPress = () => (pathAtLastPress.current = window.location.pathname);
    for (const type of PRESS_EVENTS) document.addEventListener(type, onPress, true);
    return () => {
      for (const type of PRESS_EVENTS) document.removeEventListener(type, onPress, true);
    };
  }, []);
  useEffect(() => {
    const key = pageTitleKey(pathname);
    document.title = [name, key && t(key), t("appTitle")].filter(Boolean).join(" – ");
  }, [pathname, name, t, i18n.language]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Typing in a field that changed the address (search, filters) keeps its focus.
    const active = document.activeElement;
    if (active && active !== document.body && active.closest("input, textarea, [contenteditable=true]")) return;
    return focusHeadingWhenShown(pathAtLastPress.current === pathname);
  }, [pathname]);
  return null;
}

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
        ...visuallyHidden,
        "&:focus": { position: "fixed", top: 8, left: 8, width: "auto", height: "auto", clip: "auto", m: 0, p: 1.5, zIndex: 2000, bgcolor: "background.paper", color: "primary.main", fontWeight: 600, borderRadius: 1, boxShadow: 3 },
      }}
    >
      {t("skipToContent")}
    </Box>
  );
}
