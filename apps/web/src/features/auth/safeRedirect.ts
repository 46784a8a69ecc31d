/** Only same-app paths: never an open redirect (`//evil`, `https://…`, `javascript:`). */
export function safeRedirect(target: string | null | undefined, fallback = "/spaces"): string {
  if (!target) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  try {
    const u = new URL(target, "http://app.invalid");
    if (u.origin !== "http://app.invalid") return fallback;
    return u.pathname + u.search + u.hash;
  } catch {
    return fallback;
  }
}
