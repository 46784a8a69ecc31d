import type { OelCandidate } from "@eln/shared/risk";

// Exposure data of shipped materials beyond the ACGIH TLVs of systemMaterials.json, keyed by
// CAS number: Japanese 8-hour limits (which CREATE-SIMPLE reads before ACGIH), limits the list
// lacked, vapour pressures that decide "very low" volatility, and solids that sublime.
//
// Sources (check the current lists before a formal assessment):
// - 濃度基準値: 8-hour concentration standard values, MHLW notice (令和5年厚生労働省告示第177号, as amended).
// - JSOH: 日本産業衛生学会「許容濃度等の勧告」(2024).
// - ACGIH: TLVs and BEIs (2024), TLV-TWA.
// - Vapour pressures: Pa at 20–25 °C from supplier SDSs / GESTIS; boiling points at 101.3 kPa.

export interface ExposureOverlay {
  /** 8-hour limits from each source; the method's order of sources picks one (selectOel). */
  oels?: OelCandidate[];
  vapourPressurePa?: number;
  /** Sublimes at room temperature: assessed as a vapour (ppm) from its vapour pressure and boiling point. */
  sublimes?: boolean;
  /** Boiling point of a subliming solid, so its volatility band can be rated like a liquid's. */
  boilingPointC?: number;
}

const jp = (ppm: number | null, mgM3: number | null = null): OelCandidate => ({ source: "濃度基準値", ppm, mgM3 });
const jsoh = (ppm: number | null, mgM3: number | null = null): OelCandidate => ({ source: "JSOH", ppm, mgM3 });
const acgih = (ppm: number | null, mgM3: number | null = null): OelCandidate => ({ source: "ACGIH", ppm, mgM3 });

export const systemMaterialExposure: Record<string, ExposureOverlay> = {
  // Solvents whose Japanese limit is stricter than (or absent from) the TLV list.
  "67-66-3": { oels: [jsoh(3), acgih(10)] }, // chloroform
  "110-54-3": { oels: [jsoh(40), acgih(50)] }, // n-hexane
  "67-64-1": { oels: [jsoh(200), acgih(250)] }, // acetone
  "141-78-6": { oels: [jsoh(200), acgih(400)] }, // ethyl acetate
  // Limits the list lacked.
  "1330-20-7": { oels: [jsoh(50), acgih(20)] }, // xylene, mixed isomers
  "95-47-6": { oels: [jsoh(50), acgih(20)] }, // o-xylene
  "108-38-3": { oels: [jsoh(50), acgih(20)] }, // m-xylene
  "106-42-3": { oels: [jsoh(50), acgih(20)] }, // p-xylene
  "100-42-5": { oels: [jp(10), jsoh(20), acgih(10)] }, // styrene
  "110-83-8": { oels: [acgih(300)] }, // cyclohexene
  // Manganese compounds, as Mn (respirable fraction, the stricter of the TLV's two values).
  "13446-34-9": { oels: [acgih(null, 0.02)] }, // manganese(II) chloride tetrahydrate
  "1313-13-9": { oels: [acgih(null, 0.02)] }, // manganese(IV) oxide
  "7722-64-7": { oels: [acgih(null, 0.02)] }, // potassium permanganate
  // Subliming solids: a vapour hazard, not a dust.
  "7553-56-2": { sublimes: true, vapourPressurePa: 31, boilingPointC: 184.3 }, // iodine
  "91-20-3": { sublimes: true, vapourPressurePa: 11, boilingPointC: 218 }, // naphthalene
  "108-95-2": { sublimes: true, vapourPressurePa: 47, boilingPointC: 181.7 }, // phenol
  "76-22-2": { sublimes: true, vapourPressurePa: 27, boilingPointC: 204, oels: [acgih(2)] }, // camphor
  "108-31-6": { sublimes: true, vapourPressurePa: 25, boilingPointC: 202 }, // maleic anhydride
  // Liquids of very low vapour pressure (below the method's 0.5 Pa).
  "56-81-5": { vapourPressurePa: 0.01 }, // glycerol
  "102-71-6": { vapourPressurePa: 0.0005 }, // triethanolamine
  "7439-97-6": { vapourPressurePa: 0.17 }, // mercury
  "7664-93-9": { vapourPressurePa: 0.1 }, // sulfuric acid 95–98 %
  // Vapour pressures that keep the boiling-point band (shown so the choice is visible).
  "67-68-5": { vapourPressurePa: 55 }, // dimethyl sulfoxide
  "107-21-1": { vapourPressurePa: 7 }, // ethylene glycol
};

/**
 * Isotopically labelled solvents take their parent's limits: deuteration does not change
 * the hazard a vapour poses (chloroform-d → chloroform).
 */
export const deuteratedParents: Record<string, string> = {
  "865-49-6": "67-66-3", // chloroform-d
  "666-52-4": "67-64-1", // acetone-d6
  "811-98-3": "67-56-1", // methanol-d4
  "2206-27-1": "67-68-5", // dimethyl sulfoxide-d6
  "7789-20-0": "7732-18-5", // deuterium oxide
};
