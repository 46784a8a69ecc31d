/**
 * Where to go after signing in (`redirectUrl`, by password, e-mail link or OpenID Connect): a
 * path of this app, or `fallback`. Never an open redirect: no other origin (`https://…`,
 * `//evil`, `/\evil`, which browsers read as `//evil`), no scheme (`javascript:`), and no control
 * characters or spaces, which URL parsers drop (`/<tab>/evil` would become `//evil`).
 */
export function safeRedirect(target: string | null | undefined, fallback = "/spaces"): string {
  if (!target || target[0] !== "/" || target[1] === "/") return fallback;
  // eslint-disable-next-line no-control-regex
  return /[\\\s\u0000-\u001f\u007f]/.test(target) ? fallback : target;
}
