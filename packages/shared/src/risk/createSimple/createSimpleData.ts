// Every band, factor and threshold of the CREATE-SIMPLE inhalation estimate lives here, in
// one place, so a reviewer can hold it against the method's design document line by line.
// Nothing in this file computes; assessInhalationRisk.ts only reads these tables.

export const CREATE_SIMPLE_SOURCE = {
  method: "CREATE-SIMPLE (Chemical Risk Easy Assessment Tool, Edited for Service Industry and MultiPLE workplaces)",
  publisher: {
    en: "Ministry of Health, Labour and Welfare (MHLW), Japan",
    ja: "厚生労働省 労働基準局 安全衛生部 化学物質対策課",
  },
  document: {
    en: "CREATE-SIMPLE design criteria, ver. 3.1 (2025)",
    ja: "CREATE-SIMPLE の設計基準 ver.3.1（2025年）",
  },
  followedVersion: "3.1",
  url: "https://anzeninfo.mhlw.go.jp/user/anzen/kag/ankgc07_3.htm",
  /** What this implementation adds or leaves out, shown with every report. */
  scope: {
    en:
      "Inhalation (8-hour time-weighted average) estimate only. Dermal absorption, short-term (STEL) exposure, " +
      "work-area size and the detailed physical-hazard assessment of the tool are not modelled; physical hazards are flagged from GHS codes.",
    ja:
      "吸入ばく露（8時間時間加重平均）の推定のみを行います。経皮吸収、短時間ばく露、作業場の広さ、" +
      "ツールの詳細な物理的危険性の評価は扱わず、物理的危険性はGHSの危険有害性情報から表示します。",
  },
} as const;

// ---------------------------------------------------------------------------------------
// Hazard level (HL) from GHS classification, used when no exposure limit is known.
//
// Source: CREATE-SIMPLE design criteria (設計基準), §2.2 「管理目標濃度の設定」, the table that
// assigns HL1–HL5 to GHS health-hazard classes and categories (the same banding as the MHLW
// control banding, derived from the ILO/COSHH hazard groups A–E), and §2.3 「皮膚、眼への
// 有害性の確認」 for the skin/eye mark "S". Each rule below names its row as `row`.
//
// Reading rules of that table:
// - A class and category the table does not list, or an unclassified substance, is HL1
//   (row HL1: 「他のグループに割り当てられない粉体、液体」).
// - Aspiration hazard (H304/H305) is an ingestion hazard and does not enter the inhalation
//   level: it is listed in row HL1, so it never raises the level.
// - H-codes name a category only where GHS gives it its own statement: H300/H310/H330 cover
//   acute toxicity categories 1 and 2, which share a row (HL4) anyway.
// - Letter suffixes (H350i, H360FD, H361d) share their number's rule.
// ---------------------------------------------------------------------------------------

export const HAZARD_LEVELS = ["HL1", "HL2", "HL3", "HL4", "HL5"] as const;
export type HazardLevel = (typeof HAZARD_LEVELS)[number];

export interface HazardLevelRule {
  /** H-statement number; letter suffixes (H350i, H360FD) share their number's level. */
  h: number;
  level: HazardLevel;
  /** Row of the design criteria's HL table this rule comes from. */
  row: string;
  en: string;
  ja: string;
}

export const HAZARD_LEVEL_RULES: readonly HazardLevelRule[] = [
  // Row HL5: 生殖細胞変異原性 区分1・区分2 / 発がん性 区分1 / 呼吸器感作性 区分1
  { h: 340, level: "HL5", row: "§2.2 HL5: 生殖細胞変異原性 区分1", en: "germ cell mutagenicity cat. 1", ja: "生殖細胞変異原性 区分1" },
  { h: 341, level: "HL5", row: "§2.2 HL5: 生殖細胞変異原性 区分2", en: "germ cell mutagenicity cat. 2", ja: "生殖細胞変異原性 区分2" },
  { h: 350, level: "HL5", row: "§2.2 HL5: 発がん性 区分1", en: "carcinogenicity cat. 1", ja: "発がん性 区分1" },
  { h: 334, level: "HL5", row: "§2.2 HL5: 呼吸器感作性 区分1", en: "respiratory sensitisation cat. 1", ja: "呼吸器感作性 区分1" },
  // Row HL4: 急性毒性 区分1・区分2 / 発がん性 区分2 / 生殖毒性 区分1・区分2 / 特定標的臓器毒性（反復ばく露）区分1
  { h: 300, level: "HL4", row: "§2.2 HL4: 急性毒性 区分1・2", en: "acute toxicity (oral) cat. 1–2", ja: "急性毒性（経口）区分1〜2" },
  { h: 310, level: "HL4", row: "§2.2 HL4: 急性毒性 区分1・2", en: "acute toxicity (dermal) cat. 1–2", ja: "急性毒性（経皮）区分1〜2" },
  { h: 330, level: "HL4", row: "§2.2 HL4: 急性毒性 区分1・2", en: "acute toxicity (inhalation) cat. 1–2", ja: "急性毒性（吸入）区分1〜2" },
  { h: 351, level: "HL4", row: "§2.2 HL4: 発がん性 区分2", en: "carcinogenicity cat. 2", ja: "発がん性 区分2" },
  { h: 360, level: "HL4", row: "§2.2 HL4: 生殖毒性 区分1", en: "reproductive toxicity cat. 1", ja: "生殖毒性 区分1" },
  { h: 361, level: "HL4", row: "§2.2 HL4: 生殖毒性 区分2", en: "reproductive toxicity cat. 2", ja: "生殖毒性 区分2" },
  // The lactation category has no row of its own; it is a reproductive-toxicity category, read with them.
  { h: 362, level: "HL4", row: "§2.2 HL4: 生殖毒性（授乳影響として）", en: "reproductive toxicity, effects on or via lactation", ja: "生殖毒性 授乳に対する又は授乳を介した影響" },
  { h: 372, level: "HL4", row: "§2.2 HL4: 特定標的臓器毒性（反復ばく露）区分1", en: "specific target organ toxicity (repeated) cat. 1", ja: "特定標的臓器毒性（反復ばく露）区分1" },
  // Row HL3: 急性毒性 区分3 / 皮膚腐食性 区分1 / 眼に対する重篤な損傷性 区分1 / 皮膚感作性 区分1 /
  //          特定標的臓器毒性（単回ばく露）区分1・区分3（気道刺激性）/ 特定標的臓器毒性（反復ばく露）区分2
  { h: 301, level: "HL3", row: "§2.2 HL3: 急性毒性 区分3", en: "acute toxicity (oral) cat. 3", ja: "急性毒性（経口）区分3" },
  { h: 311, level: "HL3", row: "§2.2 HL3: 急性毒性 区分3", en: "acute toxicity (dermal) cat. 3", ja: "急性毒性（経皮）区分3" },
  { h: 331, level: "HL3", row: "§2.2 HL3: 急性毒性 区分3", en: "acute toxicity (inhalation) cat. 3", ja: "急性毒性（吸入）区分3" },
  { h: 314, level: "HL3", row: "§2.2 HL3: 皮膚腐食性 区分1", en: "skin corrosion cat. 1", ja: "皮膚腐食性 区分1" },
  { h: 318, level: "HL3", row: "§2.2 HL3: 眼に対する重篤な損傷性 区分1", en: "serious eye damage cat. 1", ja: "眼に対する重篤な損傷性 区分1" },
  { h: 317, level: "HL3", row: "§2.2 HL3: 皮膚感作性 区分1", en: "skin sensitisation cat. 1", ja: "皮膚感作性 区分1" },
  { h: 370, level: "HL3", row: "§2.2 HL3: 特定標的臓器毒性（単回ばく露）区分1", en: "specific target organ toxicity (single) cat. 1", ja: "特定標的臓器毒性（単回ばく露）区分1" },
  { h: 335, level: "HL3", row: "§2.2 HL3: 特定標的臓器毒性（単回ばく露）区分3（気道刺激性）", en: "specific target organ toxicity (single) cat. 3, respiratory tract irritation", ja: "特定標的臓器毒性（単回ばく露）区分3（気道刺激性）" },
  { h: 373, level: "HL3", row: "§2.2 HL3: 特定標的臓器毒性（反復ばく露）区分2", en: "specific target organ toxicity (repeated) cat. 2", ja: "特定標的臓器毒性（反復ばく露）区分2" },
  // Row HL2: 急性毒性 区分4 / 特定標的臓器毒性（単回ばく露）区分2
  { h: 302, level: "HL2", row: "§2.2 HL2: 急性毒性 区分4", en: "acute toxicity (oral) cat. 4", ja: "急性毒性（経口）区分4" },
  { h: 312, level: "HL2", row: "§2.2 HL2: 急性毒性 区分4", en: "acute toxicity (dermal) cat. 4", ja: "急性毒性（経皮）区分4" },
  { h: 332, level: "HL2", row: "§2.2 HL2: 急性毒性 区分4", en: "acute toxicity (inhalation) cat. 4", ja: "急性毒性（吸入）区分4" },
  { h: 371, level: "HL2", row: "§2.2 HL2: 特定標的臓器毒性（単回ばく露）区分2", en: "specific target organ toxicity (single) cat. 2", ja: "特定標的臓器毒性（単回ばく露）区分2" },
  // Row HL1: 急性毒性 区分5 / 皮膚刺激性 区分2・3 / 眼刺激性 区分2 / 誤えん有害性 / 特定標的臓器毒性（単回ばく露）
  //          区分3（麻酔作用） / 他のグループに割り当てられない粉体、液体. Listed so the step names them.
  { h: 303, level: "HL1", row: "§2.2 HL1: 急性毒性 区分5", en: "acute toxicity (oral) cat. 5", ja: "急性毒性（経口）区分5" },
  { h: 313, level: "HL1", row: "§2.2 HL1: 急性毒性 区分5", en: "acute toxicity (dermal) cat. 5", ja: "急性毒性（経皮）区分5" },
  { h: 333, level: "HL1", row: "§2.2 HL1: 急性毒性 区分5", en: "acute toxicity (inhalation) cat. 5", ja: "急性毒性（吸入）区分5" },
  { h: 315, level: "HL1", row: "§2.2 HL1: 皮膚刺激性 区分2", en: "skin irritation cat. 2", ja: "皮膚刺激性 区分2" },
  { h: 316, level: "HL1", row: "§2.2 HL1: 皮膚刺激性 区分3", en: "mild skin irritation cat. 3", ja: "皮膚刺激性 区分3" },
  { h: 319, level: "HL1", row: "§2.2 HL1: 眼刺激性 区分2", en: "eye irritation cat. 2", ja: "眼刺激性 区分2" },
  { h: 320, level: "HL1", row: "§2.2 HL1: 眼刺激性 区分2B", en: "eye irritation cat. 2B", ja: "眼刺激性 区分2B" },
  { h: 336, level: "HL1", row: "§2.2 HL1: 特定標的臓器毒性（単回ばく露）区分3（麻酔作用）", en: "specific target organ toxicity (single) cat. 3, narcotic effects", ja: "特定標的臓器毒性（単回ばく露）区分3（麻酔作用）" },
  { h: 304, level: "HL1", row: "§2.2 HL1: 誤えん有害性 区分1（経口の有害性、吸入の区分に数えない）", en: "aspiration hazard cat. 1 (an ingestion hazard, not counted for inhalation)", ja: "誤えん有害性 区分1（経口の有害性のため吸入では数えない）" },
  { h: 305, level: "HL1", row: "§2.2 HL1: 誤えん有害性 区分2", en: "aspiration hazard cat. 2 (not counted for inhalation)", ja: "誤えん有害性 区分2（吸入では数えない）" },
];

/** Level given when no health-hazard statement above applies (unclassified). */
export const DEFAULT_HAZARD_LEVEL: HazardLevel = "HL1";

/**
 * Skin/eye mark "S" (design criteria §2.3 「皮膚、眼への有害性の確認」): shown beside the
 * inhalation level, it does not change it. Skin corrosion/irritation, serious eye
 * damage/irritation and skin sensitisation.
 */
export const SKIN_EYE_HAZARD_CODES: readonly number[] = [314, 315, 316, 317, 318, 319, 320];

/**
 * Control target concentration (管理目標濃度) per hazard level: the upper end of each band,
 * compared with the estimated exposure instead of an exposure limit.
 */
export const CONTROL_CONCENTRATION: Record<HazardLevel, { ppm: number; mgPerM3: number; rangePpm: string; rangeMgPerM3: string }> = {
  HL1: { ppm: 500, mgPerM3: 10, rangePpm: "50–500 ppm", rangeMgPerM3: "1–10 mg/m³" },
  HL2: { ppm: 50, mgPerM3: 1, rangePpm: "5–50 ppm", rangeMgPerM3: "0.1–1 mg/m³" },
  HL3: { ppm: 5, mgPerM3: 0.1, rangePpm: "0.5–5 ppm", rangeMgPerM3: "0.01–0.1 mg/m³" },
  HL4: { ppm: 0.5, mgPerM3: 0.01, rangePpm: "0.05–0.5 ppm", rangeMgPerM3: "0.001–0.01 mg/m³" },
  HL5: { ppm: 0.05, mgPerM3: 0.001, rangePpm: "< 0.05 ppm", rangeMgPerM3: "< 0.001 mg/m³" },
};

// ---------------------------------------------------------------------------------------
// Exposure limit: which source is read first (design criteria §2.1 「ばく露限界値（吸入）の選定」).
// Japan's 8-hour concentration standard value (濃度基準値) first, then the JSOH
// occupational exposure limit (日本産業衛生学会 許容濃度), then the ACGIH TLV-TWA, then others.
// ---------------------------------------------------------------------------------------

export const OEL_SOURCES = ["濃度基準値", "JSOH", "ACGIH", "other"] as const;
export type OelSourceKind = (typeof OEL_SOURCES)[number];

export const OEL_SOURCE_LABEL: Record<OelSourceKind, { en: string; ja: string }> = {
  "濃度基準値": { en: "Japan concentration standard value (濃度基準値, 8 h)", ja: "濃度基準値（8時間）" },
  JSOH: { en: "JSOH occupational exposure limit", ja: "日本産業衛生学会 許容濃度" },
  ACGIH: { en: "ACGIH TLV-TWA", ja: "ACGIH TLV-TWA" },
  other: { en: "other 8-hour limit", ja: "その他の8時間ばく露限界値" },
};

export interface OelCandidate {
  source: OelSourceKind;
  ppm: number | null;
  mgM3: number | null;
}

// ---------------------------------------------------------------------------------------
// Volatility (liquids) and dustiness (solids)
// ---------------------------------------------------------------------------------------

export const VOLATILITY_BANDS = ["very_low", "low", "medium", "high"] as const;
export type VolatilityBand = (typeof VOLATILITY_BANDS)[number];
export const DUSTINESS_BANDS = ["low", "medium", "high"] as const;
export type DustinessBand = (typeof DUSTINESS_BANDS)[number];

/**
 * A liquid whose vapour pressure at room temperature is below this is "very low" volatility
 * whatever its boiling point (oils, glycerol, mercury); at or above it the boiling point decides.
 */
export const VERY_LOW_VAPOUR_PRESSURE_PA = 0.5;

/**
 * Boiling point against operating temperature T (°C), the boundary lines of the COSHH
 * Essentials volatility chart on which CREATE-SIMPLE's bands are built: high below 2T + 10,
 * low above 5T + 50, medium between. At room temperature (20 °C) these are 50 °C and 150 °C.
 * "very_low" comes from the vapour pressure (VERY_LOW_VAPOUR_PRESSURE_PA) or the user's choice.
 */
export const VOLATILITY_RULE = {
  roomTemperatureC: 20,
  highBelow: { slope: 2, offset: 10 },
  lowAbove: { slope: 5, offset: 50 },
} as const;

export const DEFAULT_DUSTINESS: DustinessBand = "medium";

// ---------------------------------------------------------------------------------------
// Amount handled (per day)
// ---------------------------------------------------------------------------------------

export const AMOUNT_LEVELS = ["large", "medium", "small", "minute", "trace"] as const;
export type AmountLevel = (typeof AMOUNT_LEVELS)[number];

/** Lower bound of each level: liquids in mL, solids in g. Below "minute" is "trace". */
export const AMOUNT_LEVEL_MIN = {
  liquidMl: { large: 1_000_000, medium: 1_000, small: 100, minute: 10 },
  solidG: { large: 1_000_000, medium: 1_000, small: 100, minute: 10 },
} as const;

// ---------------------------------------------------------------------------------------
// Initial exposure band: upper end of the band (the band spans one decade below it).
// Liquids in ppm, solids in mg/m³.
// ---------------------------------------------------------------------------------------

export const INITIAL_BAND_LIQUID_PPM: Record<VolatilityBand, Record<AmountLevel, number>> = {
  high: { large: 5000, medium: 500, small: 50, minute: 50, trace: 5 },
  medium: { large: 500, medium: 500, small: 50, minute: 5, trace: 5 },
  low: { large: 50, medium: 50, small: 5, minute: 5, trace: 0.5 },
  very_low: { large: 5, medium: 5, small: 0.5, minute: 0.5, trace: 0.05 },
};

export const INITIAL_BAND_SOLID_MG_M3: Record<DustinessBand, Record<AmountLevel, number>> = {
  high: { large: 100, medium: 10, small: 1, minute: 0.1, trace: 0.1 },
  medium: { large: 100, medium: 10, small: 0.1, minute: 0.1, trace: 0.1 },
  low: { large: 1, medium: 1, small: 0.1, minute: 0.1, trace: 0.01 },
};

// ---------------------------------------------------------------------------------------
// Correction factors
// ---------------------------------------------------------------------------------------

/** Content of the substance in the product (weight %), highest matching row applies. */
export const CONTENT_FACTORS: readonly { minPercent: number; factor: number }[] = [
  { minPercent: 25, factor: 1 },
  { minPercent: 5, factor: 0.6 },
  { minPercent: 1, factor: 0.2 },
  { minPercent: 0, factor: 0.1 },
];

export const SPRAY_FACTOR = 10;

export const VENTILATION_TYPES = [
  "none",
  "general",
  "outdoor",
  "local_exhaust_external",
  "local_exhaust_enclosed",
  "fume_hood",
  "sealed",
] as const;
export type VentilationType = (typeof VENTILATION_TYPES)[number];

/**
 * Ventilation factor, and the stronger factor when the capture velocity of a local exhaust
 * has been measured and recorded. A laboratory fume hood is an enclosing-type local exhaust.
 * For very-low-volatility liquids a factor above 1 is capped at 1 (saturated vapour).
 */
export const VENTILATION_FACTORS: Record<VentilationType, { factor: number; verified: number; en: string; ja: string }> = {
  none: { factor: 4, verified: 4, en: "no ventilation", ja: "換気のない部屋" },
  general: { factor: 3, verified: 3, en: "general (room) ventilation", ja: "全体換気" },
  outdoor: { factor: 1, verified: 1, en: "outdoors or industrial general ventilation", ja: "屋外作業または工業的な全体換気" },
  local_exhaust_external: { factor: 0.5, verified: 0.1, en: "local exhaust, capturing hood", ja: "局所排気装置（外付け式）" },
  local_exhaust_enclosed: { factor: 0.1, verified: 0.01, en: "local exhaust, enclosing hood", ja: "局所排気装置（囲い式）" },
  fume_hood: { factor: 0.1, verified: 0.01, en: "fume hood", ja: "ドラフトチャンバー" },
  sealed: { factor: 0.001, verified: 0.001, en: "sealed system", ja: "密閉設備" },
};

/**
 * Duration and frequency. Work at least weekly: over 40 h a week, or over 8 h a day on
 * 3 or more days, ×10; 4 h a week or less, ×0.1; otherwise ×1. Less than weekly: over
 * 192 h a year ×1, otherwise ×0.1.
 */
export const TIME_RULE = {
  weekly: { longHoursPerWeek: 40, longHoursPerDay: 8, longMinDays: 3, longFactor: 10, shortMaxHoursPerWeek: 4, shortFactor: 0.1, normalFactor: 1 },
  yearly: { thresholdHoursPerYear: 192, aboveFactor: 1, belowFactor: 0.1 },
} as const;

/** The tool does not estimate below these concentrations nor above the cap. */
export const EXPOSURE_FLOOR = { ppm: 0.005, mgPerM3: 0.001 } as const;
export const EXPOSURE_CAP = 5000;
/** Estimates are rounded down to this many significant figures. */
export const EXPOSURE_SIGNIFICANT_FIGURES = 2;

// ---------------------------------------------------------------------------------------
// Respiratory protection: assigned protection factors (指定防護係数) of JIS T 8150.
// Typical values; use the value of the actual device when known.
// ---------------------------------------------------------------------------------------

export const RESPIRATOR_TYPES = ["none", "half_mask", "full_face", "papr_loose", "papr_tight", "supplied_air"] as const;
export type RespiratorType = (typeof RESPIRATOR_TYPES)[number];

export const RESPIRATOR_PROTECTION_FACTORS: Record<RespiratorType, { factor: number; en: string; ja: string }> = {
  none: { factor: 1, en: "no respirator", ja: "呼吸用保護具なし" },
  half_mask: { factor: 10, en: "half-face mask (particle or gas filter)", ja: "半面形マスク（防じん・防毒）" },
  full_face: { factor: 50, en: "full-face mask (particle or gas filter)", ja: "全面形マスク（防じん・防毒）" },
  papr_loose: { factor: 25, en: "powered air-purifying respirator, loose-fitting hood", ja: "電動ファン付き呼吸用保護具（ルーズフィット形）" },
  papr_tight: { factor: 100, en: "powered air-purifying respirator, tight-fitting full face", ja: "電動ファン付き呼吸用保護具（全面形面体）" },
  supplied_air: { factor: 1000, en: "supplied-air respirator, full face, pressure demand", ja: "送気マスク（全面形、プレッシャデマンド形）" },
};

// ---------------------------------------------------------------------------------------
// Risk level from the ratio of estimated exposure to the limit
// ---------------------------------------------------------------------------------------

export const RISK_LEVELS = ["I", "II", "III", "IV"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Upper bound (inclusive) of the ratio for each level; IV is everything above 10. */
export const RISK_LEVEL_MAX_RATIO: Record<Exclude<RiskLevel, "IV">, number> = { I: 0.1, II: 1, III: 10 };

export const RISK_LEVEL_MEANING: Record<RiskLevel, { en: string; ja: string }> = {
  I: { en: "Risk is acceptably low; keep the present controls.", ja: "リスクは十分に低い。現在の対策を維持してください。" },
  II: { en: "Risk is within the limit; keep the controls and look for further reduction.", ja: "ばく露は限界値以下。対策を維持し、さらなる低減を検討してください。" },
  III: { en: "Exposure may exceed the limit; reduce it before working.", ja: "ばく露が限界値を超えるおそれがあります。作業前にリスク低減対策を講じてください。" },
  IV: { en: "Exposure far exceeds the limit; do not work until it is reduced.", ja: "ばく露が限界値を大きく超えるおそれがあります。対策を講じるまで作業しないでください。" },
};

/** ppm ↔ mg/m³ at 25 °C and 101.3 kPa: mg/m³ = ppm × M / 24.45. */
export const MOLAR_VOLUME_L_PER_MOL = 24.45;

/** Liquids of unknown density are converted as if 1 g/mL (stated in the explanation). */
export const DEFAULT_DENSITY_G_PER_ML = 1;
