import { OEL_SOURCES, type OelCandidate } from "./createSimpleData";

/**
 * The 8-hour limit the method reads: the first source in its order (濃度基準値, JSOH, ACGIH,
 * other) that gives a value, even when a later source is stricter.
 */
export function selectOel(candidates: readonly OelCandidate[]): OelCandidate | null {
  const usable = candidates.filter((c) => (c.ppm ?? 0) > 0 || (c.mgM3 ?? 0) > 0);
  for (const source of OEL_SOURCES) {
    const c = usable.find((u) => u.source === source);
    if (c) return { source: c.source, ppm: c.ppm && c.ppm > 0 ? c.ppm : null, mgM3: c.mgM3 && c.mgM3 > 0 ? c.mgM3 : null };
  }
  return null;
}
