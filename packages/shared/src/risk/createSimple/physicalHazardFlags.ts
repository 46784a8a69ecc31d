// The flammability / explosion flag shown beside the inhalation level. CREATE-SIMPLE rates
// physical hazards separately from health risk; here they are flagged from GHS codes and
// the material's registered risk type, never folded into the inhalation level.

import { euhCodesIn, hCodesIn, hCodesInRange, parseHazardCodes } from "../hazardCodes";

export interface PhysicalHazardFlags {
  flammable: boolean;
  explosive: boolean;
  oxidizer: boolean;
  pyrophoricOrWaterReactive: boolean;
  /** True when any of the above is set. */
  flagged: boolean;
  /** The hazard statements that set a flag (a flag from the register's risk type alone adds none). */
  codes: string[];
  en: string;
  ja: string;
}

export function physicalHazardFlags(
  hazardStatements: readonly string[] | undefined | null,
  riskType?: "explosive" | "flammable" | "other" | null,
): PhysicalHazardFlags {
  const codes = parseHazardCodes(hazardStatements);
  const flam = hCodesInRange(codes, 220, 228);
  const expl = [...hCodesInRange(codes, 200, 205), ...hCodesIn(codes, [230, 231, 240, 241, 242]), ...euhCodesIn(codes, [1, 19, 44])];
  const ox = hCodesIn(codes, [270, 271, 272]);
  const pyro = [...hCodesIn(codes, [250, 260, 261]), ...euhCodesIn(codes, [14])];
  const used = [...flam, ...expl, ...ox, ...pyro].map((c) => c.code);

  const flags = {
    flammable: flam.length > 0 || riskType === "flammable",
    explosive: expl.length > 0 || riskType === "explosive",
    oxidizer: ox.length > 0,
    pyrophoricOrWaterReactive: pyro.length > 0,
  };
  const en: string[] = [];
  const ja: string[] = [];
  if (flags.flammable) { en.push("flammable"); ja.push("引火性・可燃性"); }
  if (flags.explosive) { en.push("explosive or self-reactive"); ja.push("爆発性・自己反応性"); }
  if (flags.oxidizer) { en.push("oxidizer"); ja.push("酸化性"); }
  if (flags.pyrophoricOrWaterReactive) { en.push("pyrophoric or water-reactive"); ja.push("自然発火性・禁水性"); }
  const flagged = en.length > 0;
  return {
    ...flags,
    flagged,
    codes: used,
    en: flagged
      ? `Fire and explosion hazard: ${en.join(", ")} (${used.join(", ")}). Keep ignition sources away and follow the Fire Service Act storage limits.`
      : "No fire or explosion hazard statement.",
    ja: flagged
      ? `火災・爆発の危険性：${ja.join("、")}（${used.join("、")}）。着火源を遠ざけ、消防法の貯蔵・取扱いの基準を守ってください。`
      : "火災・爆発に関する危険有害性情報はありません。",
  };
}
