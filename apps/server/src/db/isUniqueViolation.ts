/** Whether a failed query broke a unique index (PostgreSQL 23505), wherever in the chain of causes the driver's error sits. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === "23505") return true;
  return false;
}
