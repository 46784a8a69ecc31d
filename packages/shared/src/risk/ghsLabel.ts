import { parseHazardCodes } from "./hazardCodes";

// GHS label elements from hazard statements (UN GHS Rev. 10, Annex 1 and 3):
// which pictograms and which signal word. Precedence (GHS 1.4.10.5.3.1): with the
// skull, no exclamation mark; with corrosion, no exclamation mark for skin/eye
// irritation; with the health hazard for respiratory sensitisation, no exclamation
// mark for skin sensitisation or irritation.

export const GHS_PICTOGRAMS = ["GHS01", "GHS02", "GHS03", "GHS04", "GHS05", "GHS06", "GHS07", "GHS08", "GHS09"] as const;
export type GhsPictogram = (typeof GHS_PICTOGRAMS)[number];
export type SignalWord = "danger" | "warning";

const PICTOGRAM_CODES: Record<GhsPictogram, readonly number[]> = {
  GHS01: [200, 201, 202, 203, 204, 240, 241], // exploding bomb
  GHS02: [220, 221, 222, 223, 224, 225, 226, 228, 241, 242, 250, 251, 252, 260, 261], // flame
  GHS03: [270, 271, 272], // flame over circle
  GHS04: [280, 281], // gas cylinder
  GHS05: [290, 314, 318], // corrosion
  GHS06: [300, 301, 310, 311, 330, 331], // skull and crossbones
  GHS07: [302, 312, 332, 315, 317, 319, 335, 336, 420], // exclamation mark
  GHS08: [304, 334, 340, 341, 350, 351, 360, 361, 370, 371, 372, 373], // health hazard
  GHS09: [400, 410, 411], // environment
};

/** Statements whose signal word is "Danger" (the others with a pictogram, and H227, H229, H412…, are "Warning" or none). */
const DANGER = new Set([200, 201, 202, 203, 220, 222, 224, 225, 240, 241, 250, 251, 260, 270, 271, 300, 301, 304, 310, 311, 314, 318, 330, 331, 334, 340, 350, 360, 370, 372]);
const WARNING = new Set([204, 221, 223, 226, 227, 228, 229, 242, 252, 261, 272, 280, 281, 290, 302, 312, 315, 317, 319, 332, 335, 336, 341, 351, 361, 371, 373, 400, 410, 420]);

export interface GhsLabel {
  pictograms: GhsPictogram[];
  signalWord: SignalWord | null;
}

export function ghsLabel(hazardStatements: readonly string[] | null | undefined): GhsLabel {
  const numbers = parseHazardCodes(hazardStatements)
    .filter((c) => c.prefix === "H")
    .map((c) => c.number);
  const has = new Set(numbers);
  const pictograms = GHS_PICTOGRAMS.filter((p) => PICTOGRAM_CODES[p].some((n) => has.has(n)));
  const exclamationFor = PICTOGRAM_CODES.GHS07.filter((n) => has.has(n));
  const drop =
    pictograms.includes("GHS06") ||
    (pictograms.includes("GHS05") && exclamationFor.every((n) => n === 315 || n === 319)) ||
    (has.has(334) && exclamationFor.every((n) => n === 315 || n === 317 || n === 319));
  const shown = drop ? pictograms.filter((p) => p !== "GHS07") : pictograms;
  const signalWord: SignalWord | null = numbers.some((n) => DANGER.has(n)) ? "danger" : numbers.some((n) => WARNING.has(n)) ? "warning" : null;
  return { pictograms: shown, signalWord };
}
