// CREATE-SIMPLE style inhalation risk: limit (exposure limit, or the control concentration
// of the GHS hazard level) against an estimated 8-hour exposure built from a band table and
// correction factors. Every number used is written to `explanation` so the panel and the
// PDF can show how the level came about. The tables live in createSimpleData.ts.

import { parseHazardCodes } from "../hazardCodes";
import {
  AMOUNT_LEVEL_MIN,
  CONTENT_FACTORS,
  CONTROL_CONCENTRATION,
  CREATE_SIMPLE_SOURCE,
  DEFAULT_DENSITY_G_PER_ML,
  DEFAULT_DUSTINESS,
  DEFAULT_HAZARD_LEVEL,
  EXPOSURE_CAP,
  EXPOSURE_FLOOR,
  EXPOSURE_SIGNIFICANT_FIGURES,
  HAZARD_LEVELS,
  HAZARD_LEVEL_RULES,
  INITIAL_BAND_LIQUID_PPM,
  INITIAL_BAND_SOLID_MG_M3,
  MOLAR_VOLUME_L_PER_MOL,
  OEL_SOURCE_LABEL,
  RESPIRATOR_PROTECTION_FACTORS,
  RISK_LEVEL_MAX_RATIO,
  RISK_LEVEL_MEANING,
  SKIN_EYE_HAZARD_CODES,
  SPRAY_FACTOR,
  TIME_RULE,
  VENTILATION_FACTORS,
  VERY_LOW_VAPOUR_PRESSURE_PA,
  VOLATILITY_RULE,
  type AmountLevel,
  type DustinessBand,
  type HazardLevel,
  type RespiratorType,
  type RiskLevel,
  type VentilationType,
  type VolatilityBand,
} from "./createSimpleData";
import { physicalHazardFlags, type PhysicalHazardFlags } from "./physicalHazardFlags";

export type AssessmentPhysicalState = "liquid" | "solid" | "gas";
export type ConcentrationUnit = "ppm" | "mg/m3";

export type AssessmentFrequency =
  | { per: "week"; days: number }
  /** Less often than weekly: working days a year. */
  | { per: "year"; days: number };

export interface AssessmentInput {
  physicalState: AssessmentPhysicalState;
  /** 8-hour exposure limit (e.g. Japan's 濃度基準値, JSOH or ACGIH); null when none is known. */
  oel?: { value: number; unit: ConcentrationUnit; source?: string } | null;
  hazardStatements?: readonly string[];
  riskType?: "explosive" | "flammable" | "other" | null;
  molarMassGPerMol?: number | null;
  densityGPerMl?: number | null;
  boilingPointC?: number | null;
  /** Defaults to room temperature (20 °C). */
  operatingTemperatureC?: number | null;
  /** Vapour pressure at about 20 °C, Pa: below 0.5 Pa a liquid is "very low" volatility. */
  vapourPressurePa?: number | null;
  /** A solid that sublimes (iodine, naphthalene): assessed as a vapour from its volatility, not as dust. */
  sublimes?: boolean | null;
  /** Chosen band; overrides the one derived from the boiling point. */
  volatility?: VolatilityBand | null;
  /** Solids only; medium when not given. */
  dustiness?: DustinessBand | null;
  /** Amount handled per day, usually the note's quantity. */
  amount?: { value: number; unit: string } | null;
  /** Chosen level; overrides the one derived from `amount`. */
  amountLevel?: AmountLevel | null;
  /** Weight % of the substance in the product handled; 100 when not given. */
  contentPercent?: number | null;
  spray?: boolean | null;
  ventilation: VentilationType;
  /** Capture velocity of the local exhaust measured and recorded. */
  controlVelocityVerified?: boolean | null;
  hoursPerDay: number;
  frequency: AssessmentFrequency;
  respirator?: RespiratorType | null;
  /** The actual device's assigned protection factor; overrides the respirator type's value. */
  respiratorProtectionFactor?: number | null;
}

export type ExplanationCode =
  | "hazard_level"
  | "limit_oel"
  | "limit_oel_converted"
  | "limit_control_concentration"
  | "volatility_from_boiling_point"
  | "volatility_from_vapour_pressure"
  | "subliming_solid"
  | "volatility_chosen"
  | "volatility_gas"
  | "dustiness"
  | "amount_converted"
  | "amount_level"
  | "amount_level_chosen"
  | "initial_band"
  | "content_factor"
  | "spray_factor"
  | "ventilation_factor"
  | "time_factor"
  | "exposure_estimate"
  | "respirator"
  | "ratio"
  | "risk_level"
  | "physical_hazard"
  | "missing";

export type ExplanationValue = number | string | boolean | null;

export interface ExplanationStep {
  code: ExplanationCode;
  values: Record<string, ExplanationValue>;
  en: string;
  ja: string;
}

/**
 * One step's sentences as its language writes them: English puts a space after the full stop,
 * Japanese runs on after "。" (a space there shows as a gap in the report). Empty parts are left out.
 */
function sentences(lang: "en" | "ja", parts: string[]): string {
  return parts.filter(Boolean).join(lang === "ja" ? "" : " ");
}

export type MissingInput = "boiling_point" | "amount" | "molar_mass" | "content";

export interface InhalationLimit {
  value: number;
  unit: ConcentrationUnit;
  basis: "oel" | "control_concentration";
  source?: string;
}

export interface CompleteInhalationAssessment {
  status: "complete";
  unit: ConcentrationUnit;
  hazardLevel: HazardLevel;
  /** The statements that set the hazard level (empty for the default HL1). */
  hazardLevelCodes: string[];
  /** Statements that give the skin/eye mark "S" (design criteria §2.3). */
  skinEyeHazardCodes: string[];
  /** The hazard-based control concentration (always given; used only without an OEL). */
  controlConcentration: { value: number; unit: ConcentrationUnit; range: string; hazardLevel: HazardLevel };
  limit: InhalationLimit;
  volatility: VolatilityBand | null;
  dustiness: DustinessBand | null;
  amountLevel: AmountLevel;
  initialBand: { min: number; max: number };
  factors: { content: number; spray: number; ventilation: number; time: number };
  /** Estimated 8-hour concentration in the workplace air. */
  exposure: number;
  protectionFactor: number;
  /** Concentration breathed in behind the respirator (= exposure without one). */
  inhaledExposure: number;
  ratio: number;
  riskLevel: RiskLevel;
  physicalHazard: PhysicalHazardFlags;
  explanation: ExplanationStep[];
  method: { name: string; version: string };
}

export interface IncompleteInhalationAssessment {
  status: "incomplete";
  missing: MissingInput[];
  hazardLevel: HazardLevel;
  hazardLevelCodes: string[];
  skinEyeHazardCodes: string[];
  physicalHazard: PhysicalHazardFlags;
  explanation: ExplanationStep[];
  method: { name: string; version: string };
}

export type InhalationAssessment = CompleteInhalationAssessment | IncompleteInhalationAssessment;

const METHOD = { name: "CREATE-SIMPLE", version: CREATE_SIMPLE_SOURCE.followedVersion };

/** Short, exponent-free where possible: 0.005, 12.5, 5000. */
export function formatNumber(x: number): string {
  if (x === 0) return "0";
  return String(Number(x.toPrecision(4)));
}

/** Round down to n significant figures, tolerant of binary noise (4.999999… is 5). */
export function roundDownSignificant(x: number, n: number): number {
  if (x <= 0 || !Number.isFinite(x)) return x;
  const clean = Number(x.toPrecision(12));
  const exp = Math.floor(Math.log10(clean)) - (n - 1);
  const scale = 10 ** exp;
  return Number((Math.floor(Number((clean / scale).toPrecision(12))) * scale).toPrecision(n));
}

const UNIT_ML: Record<string, number> = { "µl": 0.001, "μl": 0.001, ul: 0.001, ml: 1, l: 1000, kl: 1_000_000, m3: 1_000_000 };
const UNIT_G: Record<string, number> = { "µg": 1e-6, "μg": 1e-6, ug: 1e-6, mg: 1e-3, g: 1, kg: 1000, t: 1_000_000 };
const UNIT_MOL: Record<string, number> = { "µmol": 1e-6, "μmol": 1e-6, umol: 1e-6, mmol: 1e-3, mol: 1, kmol: 1000 };

/**
 * Hazard level from the H statements: the highest row of the design criteria's HL table
 * that any statement falls in, with every statement of that row named (HL1 names only the
 * statements listed in row HL1; an unclassified substance names none). Also the skin/eye
 * mark "S" (§2.3), which sits beside the level and never changes it.
 */
export function hazardLevelFromCodes(hazardStatements: readonly string[] | undefined | null): { level: HazardLevel; codes: string[]; skinEye: string[] } {
  const codes = parseHazardCodes(hazardStatements);
  let best: HazardLevel = DEFAULT_HAZARD_LEVEL;
  let used: string[] = [];
  const skinEye: string[] = [];
  for (const c of codes) {
    if (c.prefix !== "H") continue;
    if (SKIN_EYE_HAZARD_CODES.includes(c.number) && !skinEye.includes(c.code)) skinEye.push(c.code);
    const rule = HAZARD_LEVEL_RULES.find((r) => r.h === c.number);
    if (!rule) continue;
    const cmp = HAZARD_LEVELS.indexOf(rule.level) - HAZARD_LEVELS.indexOf(best);
    if (cmp > 0) { best = rule.level; used = [c.code]; }
    else if (cmp === 0 && !used.includes(c.code)) used.push(c.code);
  }
  return { level: best, codes: used, skinEye };
}

export function volatilityFromBoilingPoint(boilingPointC: number, operatingTemperatureC: number = VOLATILITY_RULE.roomTemperatureC): { band: VolatilityBand; highBelow: number; lowAbove: number } {
  const t = operatingTemperatureC;
  const highBelow = VOLATILITY_RULE.highBelow.slope * t + VOLATILITY_RULE.highBelow.offset;
  const lowAbove = VOLATILITY_RULE.lowAbove.slope * t + VOLATILITY_RULE.lowAbove.offset;
  const band: VolatilityBand = boilingPointC < highBelow ? "high" : boilingPointC > lowAbove ? "low" : "medium";
  return { band, highBelow, lowAbove };
}

export function amountLevelFor(quantity: number, state: "liquid" | "solid"): AmountLevel {
  const t = state === "liquid" ? AMOUNT_LEVEL_MIN.liquidMl : AMOUNT_LEVEL_MIN.solidG;
  if (quantity >= t.large) return "large";
  if (quantity >= t.medium) return "medium";
  if (quantity >= t.small) return "small";
  if (quantity >= t.minute) return "minute";
  return "trace";
}

export function riskLevelForRatio(ratio: number): RiskLevel {
  // Ratios are compared after trimming binary noise so 0.1 exactly stays level I.
  const r = Number(ratio.toPrecision(12));
  if (r <= RISK_LEVEL_MAX_RATIO.I) return "I";
  if (r <= RISK_LEVEL_MAX_RATIO.II) return "II";
  if (r <= RISK_LEVEL_MAX_RATIO.III) return "III";
  return "IV";
}

const VOL_LABEL: Record<VolatilityBand, { en: string; ja: string }> = {
  very_low: { en: "very low", ja: "極低" },
  low: { en: "low", ja: "低" },
  medium: { en: "medium", ja: "中" },
  high: { en: "high", ja: "高" },
};
const DUST_LABEL: Record<DustinessBand, { en: string; ja: string }> = {
  low: { en: "low", ja: "低" },
  medium: { en: "medium", ja: "中" },
  high: { en: "high", ja: "高" },
};
export const AMOUNT_LEVEL_LABEL: Record<AmountLevel, { en: string; ja: string; liquid: string; solid: string }> = {
  large: { en: "large", ja: "大量", liquid: "≥ 1 kL", solid: "≥ 1 t" },
  medium: { en: "medium", ja: "中量", liquid: "1 L – 1 kL", solid: "1 kg – 1 t" },
  small: { en: "small", ja: "少量", liquid: "100 mL – 1 L", solid: "100 g – 1 kg" },
  minute: { en: "minute", ja: "微量", liquid: "10 mL – 100 mL", solid: "10 g – 100 g" },
  trace: { en: "trace", ja: "極微量", liquid: "< 10 mL", solid: "< 10 g" },
};

type AmountConversion =
  | { ok: true; quantity: number; unitOut: "mL" | "g"; densityAssumed: boolean; note: { en: string; ja: string } }
  | { ok: false; missing: MissingInput };

/** Converts the handled amount to mL (liquids) or g (solids; gases as their mass, read as mL of liquid). */
function convertAmount(input: AssessmentInput): AmountConversion {
  const a = input.amount;
  if (!a || !Number.isFinite(a.value) || a.value < 0) return { ok: false, missing: "amount" };
  const unit = a.unit.trim().toLowerCase().replace("³", "3");
  const density = input.densityGPerMl && input.densityGPerMl > 0 ? input.densityGPerMl : null;
  const molar = input.molarMassGPerMol && input.molarMassGPerMol > 0 ? input.molarMassGPerMol : null;
  const v = a.value;
  const from = `${formatNumber(v)} ${a.unit}`;

  if (input.physicalState === "gas") {
    let grams: number;
    let how: { en: string; ja: string };
    if (unit in UNIT_G) { grams = v * UNIT_G[unit]; how = { en: "mass", ja: "質量" }; }
    else if (unit in UNIT_MOL) {
      if (!molar) return { ok: false, missing: "molar_mass" };
      grams = v * UNIT_MOL[unit] * molar;
      how = { en: `× ${formatNumber(molar)} g/mol`, ja: `× ${formatNumber(molar)} g/mol` };
    } else if (unit in UNIT_ML) {
      if (!molar) return { ok: false, missing: "molar_mass" };
      grams = ((v * UNIT_ML[unit]) / 1000 / MOLAR_VOLUME_L_PER_MOL) * molar;
      how = { en: `gas volume ÷ ${MOLAR_VOLUME_L_PER_MOL} L/mol × ${formatNumber(molar)} g/mol`, ja: `気体体積 ÷ ${MOLAR_VOLUME_L_PER_MOL} L/mol × ${formatNumber(molar)} g/mol` };
    } else return { ok: false, missing: "amount" };
    return {
      ok: true, quantity: grams, unitOut: "mL", densityAssumed: false,
      note: {
        en: `${from} of gas = ${formatNumber(grams)} g (${how.en}), handled as ${formatNumber(grams)} mL of a highly volatile liquid of equal mass.`,
        ja: `気体 ${from} = ${formatNumber(grams)} g（${how.ja}）。同じ質量の揮発性の高い液体 ${formatNumber(grams)} mL として扱います。`,
      },
    };
  }

  if (input.physicalState === "liquid") {
    if (unit in UNIT_ML) {
      const ml = v * UNIT_ML[unit];
      return { ok: true, quantity: ml, unitOut: "mL", densityAssumed: false, note: { en: `${from} = ${formatNumber(ml)} mL.`, ja: `${from} = ${formatNumber(ml)} mL。` } };
    }
    let grams: number;
    if (unit in UNIT_G) grams = v * UNIT_G[unit];
    else if (unit in UNIT_MOL) {
      if (!molar) return { ok: false, missing: "molar_mass" };
      grams = v * UNIT_MOL[unit] * molar;
    } else return { ok: false, missing: "amount" };
    const d = density ?? DEFAULT_DENSITY_G_PER_ML;
    const ml = grams / d;
    // "433.5 g = 433.5 g ÷ …" says nothing; show the first conversion only when there is one.
    const lead = unit === "g" ? "" : `${from} = `;
    return {
      ok: true, quantity: ml, unitOut: "mL", densityAssumed: density === null,
      note: {
        en: `${lead}${formatNumber(grams)} g ÷ ${formatNumber(d)} g/mL${density === null ? " (density unknown, 1 g/mL assumed)" : ""} = ${formatNumber(ml)} mL.`,
        ja: `${lead}${formatNumber(grams)} g ÷ ${formatNumber(d)} g/mL${density === null ? "（密度不明のため 1 g/mL と仮定）" : ""} = ${formatNumber(ml)} mL。`,
      },
    };
  }

  // solid
  if (unit in UNIT_G) {
    const g = v * UNIT_G[unit];
    return { ok: true, quantity: g, unitOut: "g", densityAssumed: false, note: { en: `${from} = ${formatNumber(g)} g.`, ja: `${from} = ${formatNumber(g)} g。` } };
  }
  if (unit in UNIT_MOL) {
    if (!molar) return { ok: false, missing: "molar_mass" };
    const g = v * UNIT_MOL[unit] * molar;
    return { ok: true, quantity: g, unitOut: "g", densityAssumed: false, note: { en: `${from} × ${formatNumber(molar)} g/mol = ${formatNumber(g)} g.`, ja: `${from} × ${formatNumber(molar)} g/mol = ${formatNumber(g)} g。` } };
  }
  if (unit in UNIT_ML) {
    const d = density ?? DEFAULT_DENSITY_G_PER_ML;
    const g = v * UNIT_ML[unit] * d;
    return {
      ok: true, quantity: g, unitOut: "g", densityAssumed: density === null,
      note: {
        en: `${from} × ${formatNumber(d)} g/mL${density === null ? " (density unknown, 1 g/mL assumed)" : ""} = ${formatNumber(g)} g.`,
        ja: `${from} × ${formatNumber(d)} g/mL${density === null ? "（密度不明のため 1 g/mL と仮定）" : ""} = ${formatNumber(g)} g。`,
      },
    };
  }
  return { ok: false, missing: "amount" };
}

function contentFactor(percent: number): number {
  for (const row of CONTENT_FACTORS) if (percent >= row.minPercent) return row.factor;
  return CONTENT_FACTORS[CONTENT_FACTORS.length - 1].factor;
}

function timeFactor(hoursPerDay: number, f: AssessmentFrequency): { factor: number; hours: number; en: string; ja: string } {
  if (f.per === "week") {
    const w = TIME_RULE.weekly;
    const days = Math.min(f.days, 7);
    const hours = hoursPerDay * days;
    const long = hours > w.longHoursPerWeek || (hoursPerDay > w.longHoursPerDay && days >= w.longMinDays);
    const factor = long ? w.longFactor : hours <= w.shortMaxHoursPerWeek ? w.shortFactor : w.normalFactor;
    const why = long
      ? { en: `more than ${w.longHoursPerWeek} h a week or more than ${w.longHoursPerDay} h a day on ${w.longMinDays}+ days`, ja: `週${w.longHoursPerWeek}時間超、または1日${w.longHoursPerDay}時間超を週${w.longMinDays}日以上` }
      : factor === w.shortFactor
        ? { en: `${w.shortMaxHoursPerWeek} h a week or less`, ja: `週${w.shortMaxHoursPerWeek}時間以下` }
        : { en: `between ${w.shortMaxHoursPerWeek} and ${w.longHoursPerWeek} h a week`, ja: `週${w.shortMaxHoursPerWeek}時間超${w.longHoursPerWeek}時間以下` };
    return {
      factor, hours,
      en: `${formatNumber(hoursPerDay)} h/day × ${formatNumber(days)} days/week = ${formatNumber(hours)} h/week (${why.en}): factor × ${formatNumber(factor)}.`,
      ja: `1日${formatNumber(hoursPerDay)}時間 × 週${formatNumber(days)}日 = 週${formatNumber(hours)}時間（${why.ja}）：係数 × ${formatNumber(factor)}。`,
    };
  }
  const y = TIME_RULE.yearly;
  const hours = hoursPerDay * f.days;
  const factor = hours > y.thresholdHoursPerYear ? y.aboveFactor : y.belowFactor;
  return {
    factor, hours,
    en: `Less than weekly: ${formatNumber(hoursPerDay)} h/day × ${formatNumber(f.days)} days/year = ${formatNumber(hours)} h/year (${hours > y.thresholdHoursPerYear ? "over" : "not over"} ${y.thresholdHoursPerYear} h): factor × ${formatNumber(factor)}.`,
    ja: `週1回未満：1日${formatNumber(hoursPerDay)}時間 × 年${formatNumber(f.days)}日 = 年${formatNumber(hours)}時間（${y.thresholdHoursPerYear}時間${hours > y.thresholdHoursPerYear ? "超" : "以下"}）：係数 × ${formatNumber(factor)}。`,
  };
}

export function assessInhalationRisk(input: AssessmentInput): InhalationAssessment {
  const steps: ExplanationStep[] = [];
  const missing: MissingInput[] = [];
  const state = input.physicalState;
  // A subliming solid gives off vapour, not dust: it is rated like a liquid, in ppm.
  const sublimingSolid = state === "solid" && Boolean(input.sublimes);
  const asVapour = state !== "solid" || sublimingSolid;
  const unit: ConcentrationUnit = asVapour ? "ppm" : "mg/m3";
  const unitText = asVapour ? "ppm" : "mg/m³";
  const physicalHazard = physicalHazardFlags(input.hazardStatements, input.riskType);

  // 1. Hazard level and control concentration
  const hl = hazardLevelFromCodes(input.hazardStatements);
  const cc = CONTROL_CONCENTRATION[hl.level];
  const controlConcentration = {
    value: unit === "ppm" ? cc.ppm : cc.mgPerM3,
    unit,
    range: unit === "ppm" ? cc.rangePpm : cc.rangeMgPerM3,
    hazardLevel: hl.level,
  };
  const hlRules = hl.codes.map((c) => HAZARD_LEVEL_RULES.find((r) => r.h === Number(c.slice(1, 4)))!);
  const sMark = hl.skinEye.length
    ? {
        en: `Skin/eye mark S from ${hl.skinEye.join(", ")}: a hazard on contact with skin or eyes, assessed apart from inhalation.`,
        ja: `皮膚・眼への有害性 S（${hl.skinEye.join("、")}）：吸入とは別に、皮膚・眼への接触の対策が必要です。`,
      }
    : { en: "", ja: "" };
  steps.push({
    code: "hazard_level",
    values: { hazardLevel: hl.level, codes: hl.codes.join(", ") || null, skinEye: hl.skinEye.join(", ") || null },
    en: sentences("en", [
      hl.codes.length
        ? `Hazard level ${hl.level} from ${hl.codes.map((c, i) => `${c} (${hlRules[i].en})`).join(", ")}.`
        : `Hazard level ${hl.level}: no health-hazard statement that raises the level was given.`,
      sMark.en,
    ]),
    ja: sentences("ja", [
      hl.codes.length
        ? `有害性レベル ${hl.level}：${hl.codes.map((c, i) => `${c}（${hlRules[i].ja}）`).join("、")}。`
        : `有害性レベル ${hl.level}：レベルを上げる健康有害性の危険有害性情報がありません。`,
      sMark.ja,
    ]),
  });

  // 2. Limit: the exposure limit when known, else the control concentration
  let limit: InhalationLimit | null = null;
  const oel = input.oel && input.oel.value > 0 ? input.oel : null;
  if (oel) {
    // Known sources are named in full (濃度基準値, JSOH, ACGIH are read in that order, §2.1).
    const known = oel.source && oel.source in OEL_SOURCE_LABEL ? OEL_SOURCE_LABEL[oel.source as keyof typeof OEL_SOURCE_LABEL] : null;
    const srcEn = known ? ` (${known.en})` : oel.source ? ` (${oel.source})` : "";
    const srcJa = known ? `（${known.ja}）` : oel.source ? `（${oel.source}）` : "";
    const oelUnitText = oel.unit === "mg/m3" ? "mg/m³" : "ppm";
    if (oel.unit === unit) {
      limit = { value: oel.value, unit, basis: "oel", ...(oel.source ? { source: oel.source } : {}) };
      steps.push({
        code: "limit_oel",
        values: { value: oel.value, unit, source: oel.source ?? null },
        en: `Exposure limit ${formatNumber(oel.value)} ${unitText}${srcEn} is used as the limit.`,
        ja: `ばく露限界値 ${formatNumber(oel.value)} ${unitText}${srcJa} を判定の基準とします。`,
      });
    } else if (input.molarMassGPerMol && input.molarMassGPerMol > 0) {
      const m = input.molarMassGPerMol;
      const converted = oel.unit === "ppm" ? (oel.value * m) / MOLAR_VOLUME_L_PER_MOL : (oel.value * MOLAR_VOLUME_L_PER_MOL) / m;
      limit = { value: converted, unit, basis: "oel", ...(oel.source ? { source: oel.source } : {}) };
      const formula = oel.unit === "ppm" ? `${formatNumber(oel.value)} × ${formatNumber(m)} ÷ ${MOLAR_VOLUME_L_PER_MOL}` : `${formatNumber(oel.value)} × ${MOLAR_VOLUME_L_PER_MOL} ÷ ${formatNumber(m)}`;
      steps.push({
        code: "limit_oel_converted",
        values: { value: oel.value, fromUnit: oel.unit, converted, unit, molarMass: m, source: oel.source ?? null },
        en: `Exposure limit ${formatNumber(oel.value)} ${oelUnitText}${srcEn} converted at 25 °C: ${formula} = ${formatNumber(converted)} ${unitText}.`,
        ja: `ばく露限界値 ${formatNumber(oel.value)} ${oelUnitText}${srcJa} を25 °Cで換算：${formula} = ${formatNumber(converted)} ${unitText}。`,
      });
    } else {
      missing.push("molar_mass");
    }
  } else {
    limit = { value: controlConcentration.value, unit, basis: "control_concentration" };
    steps.push({
      code: "limit_control_concentration",
      values: { hazardLevel: hl.level, value: controlConcentration.value, unit, range: controlConcentration.range },
      en: `No exposure limit is known, so the control concentration of ${hl.level} (${controlConcentration.range}) is used: ${formatNumber(controlConcentration.value)} ${unitText}.`,
      ja: `ばく露限界値が不明のため、${hl.level} の管理目標濃度（${controlConcentration.range}）${formatNumber(controlConcentration.value)} ${unitText} を基準とします。`,
    });
  }

  // 3. Volatility or dustiness
  let volatility: VolatilityBand | null = null;
  let dustiness: DustinessBand | null = null;
  if (state === "gas") {
    volatility = "high";
    steps.push({ code: "volatility_gas", values: { volatility }, en: "A gas is handled with the highest volatility band (high).", ja: "気体は揮発性「高」として扱います。" });
  } else if (state === "liquid" || sublimingSolid) {
    if (sublimingSolid) {
      steps.push({
        code: "subliming_solid",
        values: { sublimes: true },
        en: "The solid sublimes: it is assessed as a vapour (ppm) from its volatility, not as dust.",
        ja: "昇華性の固体のため、粉じんではなく蒸気（ppm）として揮発性から評価します。",
      });
    }
    const t = input.operatingTemperatureC ?? VOLATILITY_RULE.roomTemperatureC;
    const vp = input.vapourPressurePa;
    if (input.volatility) {
      volatility = input.volatility;
      steps.push({ code: "volatility_chosen", values: { volatility }, en: `Volatility chosen: ${VOL_LABEL[volatility].en}.`, ja: `揮発性（選択）：${VOL_LABEL[volatility].ja}。` });
    } else if (vp != null && Number.isFinite(vp) && vp >= 0 && vp < VERY_LOW_VAPOUR_PRESSURE_PA && t <= VOLATILITY_RULE.roomTemperatureC) {
      // The vapour pressure is a room-temperature figure: above room temperature the boiling point decides.
      volatility = "very_low";
      steps.push({
        code: "volatility_from_vapour_pressure",
        values: { vapourPressurePa: vp, thresholdPa: VERY_LOW_VAPOUR_PRESSURE_PA, volatility },
        en: `Vapour pressure ${formatNumber(vp)} Pa is below ${VERY_LOW_VAPOUR_PRESSURE_PA} Pa, so volatility is very low.`,
        ja: `蒸気圧 ${formatNumber(vp)} Pa が ${VERY_LOW_VAPOUR_PRESSURE_PA} Pa 未満のため、揮発性は「極低」。`,
      });
    } else if (input.boilingPointC != null && Number.isFinite(input.boilingPointC)) {
      const v = volatilityFromBoilingPoint(input.boilingPointC, t);
      volatility = v.band;
      steps.push({
        code: "volatility_from_boiling_point",
        values: { boilingPointC: input.boilingPointC, operatingTemperatureC: t, highBelowC: v.highBelow, lowAboveC: v.lowAbove, volatility },
        en: `Boiling point ${formatNumber(input.boilingPointC)} °C at ${formatNumber(t)} °C: high below ${formatNumber(v.highBelow)} °C, low above ${formatNumber(v.lowAbove)} °C, so volatility is ${VOL_LABEL[v.band].en}.`,
        ja: `沸点 ${formatNumber(input.boilingPointC)} °C、取扱温度 ${formatNumber(t)} °C：${formatNumber(v.highBelow)} °C 未満は高、${formatNumber(v.lowAbove)} °C 超は低のため、揮発性は「${VOL_LABEL[v.band].ja}」。`,
      });
    } else {
      missing.push("boiling_point");
    }
  } else {
    dustiness = input.dustiness ?? DEFAULT_DUSTINESS;
    steps.push({
      code: "dustiness",
      values: { dustiness, chosen: Boolean(input.dustiness) },
      en: input.dustiness ? `Dustiness chosen: ${DUST_LABEL[dustiness].en}.` : `Dustiness not given; ${DUST_LABEL[dustiness].en} (crystalline or granular powder) is assumed.`,
      ja: input.dustiness ? `飛散性（選択）：${DUST_LABEL[dustiness].ja}。` : `飛散性が未入力のため「${DUST_LABEL[dustiness].ja}」（結晶状・粒状の粉体）と仮定します。`,
    });
  }

  // 4. Amount level
  let amountLevel: AmountLevel | null = null;
  const bandState: "liquid" | "solid" = asVapour ? "liquid" : "solid";
  // The amount is read in the unit it was handled in: a subliming solid is weighed, in g.
  const amountState: "liquid" | "solid" = state === "solid" ? "solid" : "liquid";
  if (input.amountLevel) {
    amountLevel = input.amountLevel;
    const lab = AMOUNT_LEVEL_LABEL[amountLevel];
    steps.push({ code: "amount_level_chosen", values: { amountLevel }, en: `Amount level chosen: ${lab.en} (${lab[amountState]}).`, ja: `取扱量（選択）：${lab.ja}（${lab[amountState]}）。` });
  } else {
    const conv = convertAmount(input);
    if (!conv.ok) {
      if (!missing.includes(conv.missing)) missing.push(conv.missing);
      if (conv.missing !== "amount" && !missing.includes("amount")) missing.push("amount");
    } else {
      steps.push({
        code: "amount_converted",
        values: { value: input.amount!.value, unit: input.amount!.unit, converted: conv.quantity, convertedUnit: conv.unitOut, densityAssumed: conv.densityAssumed },
        en: `Amount handled per day: ${conv.note.en}`,
        ja: `1日あたりの取扱量：${conv.note.ja}`,
      });
      amountLevel = amountLevelFor(conv.quantity, amountState);
      const lab = AMOUNT_LEVEL_LABEL[amountLevel];
      steps.push({
        code: "amount_level",
        values: { amountLevel, quantity: conv.quantity, unit: conv.unitOut },
        en: `${formatNumber(conv.quantity)} ${conv.unitOut} is in the ${lab.en} level (${lab[amountState]}).`,
        ja: `${formatNumber(conv.quantity)} ${conv.unitOut} は「${lab.ja}」（${lab[amountState]}）に該当します。`,
      });
    }
  }

  // Content is the user's (or the label's) figure: never assumed to be 100 %.
  if (input.contentPercent == null || !(input.contentPercent > 0)) missing.push("content");

  if (missing.length > 0 || !limit || !amountLevel || (bandState === "liquid" && !volatility)) {
    const list = missing.join(", ");
    steps.push({
      code: "missing",
      values: { missing: list },
      en: `The estimate needs: ${missing.map((m) => MISSING_LABEL[m].en).join(", ")}.`,
      ja: `推定には次の情報が必要です：${missing.map((m) => MISSING_LABEL[m].ja).join("、")}。`,
    });
    steps.push(physicalStep(physicalHazard));
    return { status: "incomplete", missing, hazardLevel: hl.level, hazardLevelCodes: hl.codes, skinEyeHazardCodes: hl.skinEye, physicalHazard, explanation: steps, method: METHOD };
  }

  // 5. Initial exposure band
  const max = bandState === "liquid" ? INITIAL_BAND_LIQUID_PPM[volatility!][amountLevel] : INITIAL_BAND_SOLID_MG_M3[dustiness!][amountLevel];
  const initialBand = { min: max / 10, max };
  const bandName = bandState === "liquid" ? { en: `volatility ${VOL_LABEL[volatility!].en}`, ja: `揮発性「${VOL_LABEL[volatility!].ja}」` } : { en: `dustiness ${DUST_LABEL[dustiness!].en}`, ja: `飛散性「${DUST_LABEL[dustiness!].ja}」` };
  const amountName = AMOUNT_LEVEL_LABEL[amountLevel];
  steps.push({
    code: "initial_band",
    values: { min: initialBand.min, max, unit },
    en: `Initial exposure band for ${bandName.en} and a ${amountName.en} amount: ${formatNumber(initialBand.min)}–${formatNumber(max)} ${unitText}; the upper end ${formatNumber(max)} ${unitText} is carried forward.`,
    ja: `${bandName.ja}・取扱量「${amountName.ja}」の初期ばく露濃度範囲：${formatNumber(initialBand.min)}〜${formatNumber(max)} ${unitText}。上限値 ${formatNumber(max)} ${unitText} を用います。`,
  });

  // 6. Correction factors
  const content = input.contentPercent!;
  const fContent = contentFactor(content);
  steps.push({
    code: "content_factor",
    values: { contentPercent: content, factor: fContent },
    en: `Content ${formatNumber(content)} %: factor × ${formatNumber(fContent)}.`,
    ja: `含有率 ${formatNumber(content)} %：係数 × ${formatNumber(fContent)}。`,
  });
  const fSpray = input.spray ? SPRAY_FACTOR : 1;
  if (input.spray) {
    steps.push({ code: "spray_factor", values: { factor: fSpray }, en: `Spraying: factor × ${fSpray}.`, ja: `スプレー作業：係数 × ${fSpray}。` });
  }
  const vent = VENTILATION_FACTORS[input.ventilation];
  const verified = Boolean(input.controlVelocityVerified) && vent.verified !== vent.factor;
  let fVent = verified ? vent.verified : vent.factor;
  const capped = volatility === "very_low" && fVent > 1;
  if (capped) fVent = 1;
  steps.push({
    code: "ventilation_factor",
    values: { ventilation: input.ventilation, controlVelocityVerified: verified, factor: fVent, capped },
    en: `Ventilation: ${vent.en}${verified ? ", capture velocity verified" : ""}: factor × ${formatNumber(fVent)}${capped ? " (capped at 1 for a very-low-volatility liquid)" : ""}.`,
    ja: `換気：${vent.ja}${verified ? "（制御風速確認済み）" : ""}：係数 × ${formatNumber(fVent)}${capped ? "（揮発性が極低の液体のため上限1）" : ""}。`,
  });
  const time = timeFactor(input.hoursPerDay, input.frequency);
  steps.push({
    code: "time_factor",
    values: { hoursPerDay: input.hoursPerDay, per: input.frequency.per, days: input.frequency.days, hours: time.hours, factor: time.factor },
    en: time.en,
    ja: time.ja,
  });

  // 7. Estimated 8-hour exposure
  const raw = max * fContent * fSpray * fVent * time.factor;
  const floor = unit === "ppm" ? EXPOSURE_FLOOR.ppm : EXPOSURE_FLOOR.mgPerM3;
  const bounded = Math.min(Math.max(raw, floor), EXPOSURE_CAP);
  const exposure = roundDownSignificant(bounded, EXPOSURE_SIGNIFICANT_FIGURES);
  const product = [max, fContent, ...(input.spray ? [fSpray] : []), fVent, time.factor].map(formatNumber).join(" × ");
  const boundNote =
    raw < floor ? { en: ` raised to the method's floor of ${formatNumber(floor)} ${unitText}`, ja: `、推定下限 ${formatNumber(floor)} ${unitText} に引き上げ` }
    : raw > EXPOSURE_CAP ? { en: ` limited to the method's cap of ${EXPOSURE_CAP} ${unitText}`, ja: `、推定上限 ${EXPOSURE_CAP} ${unitText} に制限` }
    : { en: "", ja: "" };
  steps.push({
    code: "exposure_estimate",
    values: { raw, floor, cap: EXPOSURE_CAP, exposure, unit },
    en: `Estimated 8-hour exposure: ${product} = ${formatNumber(raw)} ${unitText}${boundNote.en}, rounded down to ${EXPOSURE_SIGNIFICANT_FIGURES} significant figures: ${formatNumber(exposure)} ${unitText}.`,
    ja: `推定ばく露濃度（8時間）：${product} = ${formatNumber(raw)} ${unitText}${boundNote.ja}、有効数字${EXPOSURE_SIGNIFICANT_FIGURES}桁に切り捨て：${formatNumber(exposure)} ${unitText}。`,
  });

  // 8. Respirator
  const resp = input.respirator ?? "none";
  const apf = input.respiratorProtectionFactor && input.respiratorProtectionFactor >= 1 ? input.respiratorProtectionFactor : RESPIRATOR_PROTECTION_FACTORS[resp].factor;
  const inhaled = apf > 1 ? roundDownSignificant(exposure / apf, EXPOSURE_SIGNIFICANT_FIGURES) : exposure;
  if (apf > 1) {
    const r = RESPIRATOR_PROTECTION_FACTORS[resp];
    steps.push({
      code: "respirator",
      values: { respirator: resp, protectionFactor: apf, inhaled },
      en: `Respirator (${r.en}), protection factor ${formatNumber(apf)}: ${formatNumber(exposure)} ÷ ${formatNumber(apf)} = ${formatNumber(inhaled)} ${unitText} inside the mask.`,
      ja: `呼吸用保護具（${r.ja}）、防護係数 ${formatNumber(apf)}：${formatNumber(exposure)} ÷ ${formatNumber(apf)} = マスク内 ${formatNumber(inhaled)} ${unitText}。`,
    });
  }

  // 9. Ratio and risk level
  const ratio = inhaled / limit.value;
  const level = riskLevelForRatio(ratio);
  steps.push({
    code: "ratio",
    values: { exposure: inhaled, limit: limit.value, ratio, unit },
    en: `Ratio to the limit: ${formatNumber(inhaled)} ÷ ${formatNumber(limit.value)} = ${formatNumber(ratio)}.`,
    ja: `基準値との比：${formatNumber(inhaled)} ÷ ${formatNumber(limit.value)} = ${formatNumber(ratio)}。`,
  });
  steps.push({
    code: "risk_level",
    values: { riskLevel: level, ratio, maxI: RISK_LEVEL_MAX_RATIO.I, maxII: RISK_LEVEL_MAX_RATIO.II, maxIII: RISK_LEVEL_MAX_RATIO.III },
    en: sentences("en", [`Risk level ${level} (I: ratio ≤ 0.1, II: ≤ 1, III: ≤ 10, IV: > 10).`, RISK_LEVEL_MEANING[level].en]),
    ja: sentences("ja", [`リスクレベル ${level}（I：比 0.1以下、II：1以下、III：10以下、IV：10超）。`, RISK_LEVEL_MEANING[level].ja]),
  });
  steps.push(physicalStep(physicalHazard));

  return {
    status: "complete",
    unit,
    hazardLevel: hl.level,
    hazardLevelCodes: hl.codes,
    skinEyeHazardCodes: hl.skinEye,
    controlConcentration,
    limit,
    volatility,
    dustiness,
    amountLevel,
    initialBand,
    factors: { content: fContent, spray: fSpray, ventilation: fVent, time: time.factor },
    exposure,
    protectionFactor: apf,
    inhaledExposure: inhaled,
    ratio,
    riskLevel: level,
    physicalHazard,
    explanation: steps,
    method: METHOD,
  };
}

const MISSING_LABEL: Record<MissingInput, { en: string; ja: string }> = {
  boiling_point: { en: "the boiling point (or a chosen volatility)", ja: "沸点（または揮発性の選択）" },
  amount: { en: "the amount handled in mL/L or g/kg (or a chosen amount level)", ja: "取扱量（mL・L または g・kg、または取扱量レベルの選択）" },
  molar_mass: { en: "the molar mass (to convert units)", ja: "分子量（単位の換算のため）" },
  content: { en: "the content of the substance in %", ja: "含有率（%）" },
};

function physicalStep(p: PhysicalHazardFlags): ExplanationStep {
  return {
    code: "physical_hazard",
    values: { flagged: p.flagged, flammable: p.flammable, explosive: p.explosive, oxidizer: p.oxidizer, pyrophoricOrWaterReactive: p.pyrophoricOrWaterReactive, codes: p.codes.join(", ") || null },
    en: p.en,
    ja: p.ja,
  };
}
