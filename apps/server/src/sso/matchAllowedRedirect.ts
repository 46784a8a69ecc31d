/**
 * The one gate against open redirects: `raw` must be an absolute http(s) URL whose
 * origin and path equal one allowlisted entry exactly (a query is kept for the
 * partner's own state; no fragment, no user info, no control characters).
 * Answers the normalised URL, or null for anything else.
 */
export function matchAllowedRedirect(raw: string | null | undefined, allowed: readonly string[]): URL | null {
  if (!raw || raw.length > 2000) return null;
  // Whitespace, control characters and backslashes are silently "fixed" by URL parsers
  // in different ways; a genuine partner link never has them.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return null;
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return null;
  if (u.username || u.password || u.hash || raw.includes("#")) return null;
  for (const entry of allowed) {
    let a: URL;
    try {
      a = new URL(entry);
    } catch {
      continue;
    }
    if (a.protocol !== "http:" && a.protocol !== "https:") continue;
    if (a.origin === u.origin && a.pathname === u.pathname) return u;
  }
  return null;
}
