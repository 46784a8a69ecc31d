/** Phone sign-in is off unless PHONE_SIGNIN is set (spec §1 lists it; it needs an SMS sender to be useful). */
export function phoneSignInEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return ["1", "true", "yes", "on"].includes((env.PHONE_SIGNIN ?? "").toLowerCase());
}
