import { screenCode } from "./screenCode";

/** The screens the login screen links to, loaded on demand like every screen but the login screen. */
export const loadSignupPage = () => screenCode("features/auth/SignupPage").load();
export const loadForgotPasswordPage = () => screenCode("features/auth/ForgotPasswordPage").load();

/**
 * Started when a pointer or the keyboard reaches the link: a navigation waits for its screen's
 * code while the old screen stays (React Router navigates in a transition), so text typed
 * meanwhile would land in the screen that is going away. Not at idle: the login screen's own
 * JavaScript stays within its budget.
 */
export function preloadOnIntent(load: () => Promise<unknown>) {
  const start = () => void load().catch(() => {});
  return { onPointerEnter: start, onFocus: start };
}
