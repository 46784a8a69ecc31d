// GHS hazard statements arrive from SDSs in many spellings ("H225", "h 225", "H360FD",
// "EUH019"); every rule in this folder compares them through this one normaliser.

export interface HazardCode {
  /** The normalised statement, e.g. "H360FD" or "EUH019". */
  code: string;
  prefix: "H" | "EUH";
  /** The three-digit number (225 for H225). */
  number: number;
}

export function parseHazardCode(raw: string): HazardCode | null {
  const m = /^\s*(EUH|H)\s*-?\s*(\d{3})\s*([A-Za-z]{0,3})\s*$/i.exec(raw);
  if (!m) return null;
  const prefix = m[1].toUpperCase() as "H" | "EUH";
  // Letter suffixes keep their case for H360Fd/H360Df where it carries meaning; i stays lower.
  return { code: `${prefix}${m[2]}${m[3]}`, prefix, number: Number(m[2]) };
}

export function parseHazardCodes(raw: readonly string[] | undefined | null): HazardCode[] {
  const out: HazardCode[] = [];
  const seen = new Set<string>();
  for (const r of raw ?? []) {
    // One SDS field may hold several statements ("H225, H319 / H336").
    // Combined statements ("H301+H311+H331") count as each of their parts.
    for (const part of r.split(/[,;/\s+]+(?=(?:EUH|H)\s*\d)/i)) {
      const c = parseHazardCode(part);
      if (c && !seen.has(c.code)) {
        seen.add(c.code);
        out.push(c);
      }
    }
  }
  return out;
}

/** H-codes (not EUH) whose number is within [from, to]. */
export function hCodesInRange(codes: readonly HazardCode[], from: number, to: number): HazardCode[] {
  return codes.filter((c) => c.prefix === "H" && c.number >= from && c.number <= to);
}

export function hCodesIn(codes: readonly HazardCode[], numbers: readonly number[]): HazardCode[] {
  return codes.filter((c) => c.prefix === "H" && numbers.includes(c.number));
}

export function euhCodesIn(codes: readonly HazardCode[], numbers: readonly number[]): HazardCode[] {
  return codes.filter((c) => c.prefix === "EUH" && numbers.includes(c.number));
}
