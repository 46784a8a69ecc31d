import type { Purity } from "./purity";

// Units of a note's material line and the conversions between them.
// Mass, amount of substance and volume inter-convert through molar mass (g/mol)
// and density (g/mL); every other unit is only a label and cannot convert.

export const massUnits = ["µg", "mg", "g", "kg"] as const;
export const amountUnits = ["µmol", "mmol", "mol"] as const;
export const volumeUnits = ["µL", "mL", "L"] as const;
/** Units kept as written; a line in one of these shows the "not available" message. */
export const nonConvertibleUnits = ["pcs", "%", "other"] as const;

export const quantityUnits = [
  ...massUnits,
  ...amountUnits,
  ...volumeUnits,
  ...nonConvertibleUnits,
] as const;

export type MassUnit = (typeof massUnits)[number];
export type AmountUnit = (typeof amountUnits)[number];
export type VolumeUnit = (typeof volumeUnits)[number];
export type ConvertibleUnit = MassUnit | AmountUnit | VolumeUnit;
export type QuantityUnit = (typeof quantityUnits)[number];
export type UnitDimension = "mass" | "amount" | "volume";

/** Factor to the base unit of each dimension: g, mol, mL. */
export const unitFactors: Record<ConvertibleUnit, number> = {
  µg: 1e-6,
  mg: 1e-3,
  g: 1,
  kg: 1e3,
  µmol: 1e-6,
  mmol: 1e-3,
  mol: 1,
  µL: 1e-3,
  mL: 1,
  L: 1e3,
};

const dimensionOf: Record<ConvertibleUnit, UnitDimension> = {
  µg: "mass",
  mg: "mass",
  g: "mass",
  kg: "mass",
  µmol: "amount",
  mmol: "amount",
  mol: "amount",
  µL: "volume",
  mL: "volume",
  L: "volume",
};

/** Display units of each dimension, smallest first. */
export const unitsByDimension: Record<UnitDimension, readonly ConvertibleUnit[]> = {
  mass: massUnits,
  amount: amountUnits,
  volume: volumeUnits,
};

// People type "ug", "ml", "KG", "MMOL" or the Greek mu (U+03BC) instead of the micro sign (U+00B5).
const unitAliases: Record<string, QuantityUnit> = {
  ...Object.fromEntries(quantityUnits.map((u) => [u.toLowerCase(), u])),
  ug: "µg",
  mcg: "µg",
  umol: "µmol",
  ul: "µL",
  pc: "pcs",
  piece: "pcs",
  pieces: "pcs",
};

/** Canonical spelling of a unit (case-insensitive: "KG" → kg, "ML" → mL), or the trimmed input when unknown. */
export function normalizeUnit(unit: string): string {
  const trimmed = unit.trim().replace(/\u03bc/g, "µ");
  if ((quantityUnits as readonly string[]).includes(trimmed)) return trimmed;
  return unitAliases[trimmed.toLowerCase()] ?? trimmed;
}

export function isConvertibleUnit(unit: string): unit is ConvertibleUnit {
  return Object.prototype.hasOwnProperty.call(unitFactors, unit);
}

/** The dimension of a unit, or null for units that do not convert (pcs, %, ...). */
export function unitDimension(unit: string): UnitDimension | null {
  const u = normalizeUnit(unit);
  return isConvertibleUnit(u) ? dimensionOf[u] : null;
}

export type MaterialProperty = "molarMass" | "density";

export interface QuantityInput {
  quantity: number;
  unit: string;
  /** g/mol */
  molarMass?: number | null;
  /** g/mL of the material as sold (for a solution, the solution's) */
  density?: number | null;
  /** wt% assay or mol/L concentration of the named substance in the material as sold; null = pure */
  purity?: Purity | null;
}

export interface ConvertedQuantity {
  ok: true;
  dimension: UnitDimension;
  /** grams of the material as sold (solution, dispersion, technical grade), or null when not derivable */
  massG: number | null;
  /** moles of the named substance (after purity/concentration), or null when not derivable */
  amountMol: number | null;
  /** millilitres of the material as sold, or null when not derivable */
  volumeMl: number | null;
  /** For each value left null, the material properties that would be needed to derive it. */
  missing: Partial<Record<"massG" | "amountMol" | "volumeMl", MaterialProperty[]>>;
}

export type ConversionFailure =
  | { ok: false; code: "unit_not_convertible"; unit: string }
  | { ok: false; code: "invalid_quantity" };

export type QuantityConversion = ConvertedQuantity | ConversionFailure;

function usable(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

type Known = { massG: number | null; amountMol: number | null; volumeMl: number | null };

/**
 * From one known quantity, everything the material's properties allow. Three links:
 * mass ⇄ volume through density; mass ⇄ amount through molar mass and the mass
 * fraction (wt%, 1 when pure); volume ⇄ amount through molarity (mol/L solutions).
 */
function propagate(start: Known, M: number | null, rho: number | null, purity: Purity | null): Known {
  const k = { ...start };
  const fraction = purity?.basis === "wt%" ? purity.value / 100 : purity ? null : 1;
  const molarity = purity?.basis === "mol/L" ? purity.value : null;
  for (let i = 0; i < 3; i++) {
    if (k.massG === null && k.volumeMl !== null && rho !== null) k.massG = k.volumeMl * rho;
    if (k.volumeMl === null && k.massG !== null && rho !== null) k.volumeMl = k.massG / rho;
    if (fraction !== null && M !== null) {
      if (k.amountMol === null && k.massG !== null) k.amountMol = (k.massG * fraction) / M;
      if (k.massG === null && k.amountMol !== null) k.massG = (k.amountMol * M) / fraction;
    }
    if (molarity !== null) {
      if (k.amountMol === null && k.volumeMl !== null) k.amountMol = (k.volumeMl / 1000) * molarity;
      if (k.volumeMl === null && k.amountMol !== null) k.volumeMl = (k.amountMol / molarity) * 1000;
    }
  }
  return k;
}

/**
 * Converts a quantity to grams and millilitres of the material as sold and moles of
 * the named substance, as far as molar mass, density and purity allow: 1.0 g of
 * 10 wt% Pd/C is 0.94 mmol Pd; 10 mmol of 1.6 M n-BuLi is 6.25 mL. A unit outside
 * mass/amount/volume fails with `unit_not_convertible` (the UI shows "Molar mass
 * conversion is not available for unit {unit}.").
 */
export function convertQuantity(input: QuantityInput): QuantityConversion {
  const unit = normalizeUnit(input.unit);
  if (!isConvertibleUnit(unit)) return { ok: false, code: "unit_not_convertible", unit };
  if (!Number.isFinite(input.quantity) || input.quantity < 0) {
    return { ok: false, code: "invalid_quantity" };
  }
  const M = usable(input.molarMass) ? input.molarMass : null;
  const rho = usable(input.density) ? input.density : null;
  const purity = input.purity && usable(input.purity.value) ? input.purity : null;
  const base = input.quantity * unitFactors[unit];
  const dimension = dimensionOf[unit];
  const start: Known = { massG: null, amountMol: null, volumeMl: null };
  start[({ mass: "massG", amount: "amountMol", volume: "volumeMl" } as const)[dimension]] = base;
  const known = propagate(start, M, rho, purity);

  // For each value left unknown: the smallest set of missing properties that would give it.
  const missing: ConvertedQuantity["missing"] = {};
  const candidates: MaterialProperty[][] = [];
  if (M === null) candidates.push(["molarMass"]);
  if (rho === null) candidates.push(["density"]);
  if (M === null && rho === null) candidates.push(["molarMass", "density"]);
  for (const key of ["massG", "amountMol", "volumeMl"] as const) {
    if (known[key] !== null) continue;
    const fix = candidates.find((props) => {
      const k = propagate(start, props.includes("molarMass") ? 1 : M, props.includes("density") ? 1 : rho, purity);
      return k[key] !== null;
    });
    missing[key] = fix ?? [];
  }
  return { ok: true, dimension, ...known, missing };
}

export type UnitConversion =
  | { ok: true; value: number; unit: ConvertibleUnit }
  | ConversionFailure
  | { ok: false; code: "missing_property"; missing: MaterialProperty[] };

/** Converts a quantity into one target unit (e.g. 5 mL of ethanol into g). */
export function convertToUnit(input: QuantityInput, targetUnit: string): UnitConversion {
  const target = normalizeUnit(targetUnit);
  if (!isConvertibleUnit(target)) return { ok: false, code: "unit_not_convertible", unit: target };
  const converted = convertQuantity(input);
  if (!converted.ok) return converted;
  const key = ({ mass: "massG", amount: "amountMol", volume: "volumeMl" } as const)[
    dimensionOf[target]
  ];
  const base = converted[key];
  if (base === null) return { ok: false, code: "missing_property", missing: converted.missing[key] ?? [] };
  return { ok: true, value: base / unitFactors[target], unit: target };
}

export interface FormattedAmount {
  value: number;
  unit: ConvertibleUnit;
  /** e.g. "4.35 g", "24.1 mmol" */
  text: string;
}

export interface FormatOptions {
  /** significant digits shown; default 3 */
  digits?: number;
}

function roundSignificant(value: number, digits: number): number {
  if (value === 0) return 0;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  // Values at or above 10^digits keep their integer part rather than turning into 1.23e+4.
  const decimals = Math.max(0, digits - 1 - magnitude);
  return Number(value.toFixed(Math.min(decimals, 20)));
}

function formatNumber(value: number, digits: number): string {
  const rounded = roundSignificant(value, digits);
  if (rounded === 0) return "0";
  const magnitude = Math.floor(Math.log10(Math.abs(rounded)));
  const decimals = Math.max(0, digits - 1 - magnitude);
  // Trailing zeros are dropped: 2 g, not 2.00 g (the entered value's precision is unknown).
  const text = rounded.toFixed(Math.min(decimals, 20));
  return text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;
}

/**
 * Formats a value given in the base unit of its dimension (g, mol or mL) in the
 * unit that puts it between 1 and 1000 where possible: 0.0241 mol → "24.1 mmol".
 */
export function formatAmount(
  baseValue: number,
  dimension: UnitDimension,
  options: FormatOptions = {},
): FormattedAmount {
  const digits = options.digits ?? 3;
  const units = unitsByDimension[dimension];
  const abs = Math.abs(baseValue);
  let index = 0;
  if (abs > 0) {
    // Largest unit in which the value is at least 1.
    for (let i = 0; i < units.length; i++) if (abs / unitFactors[units[i]] >= 1) index = i;
    // 999.96 mg rounds to 1000 mg: show 1 g instead.
    const rounded = roundSignificant(abs / unitFactors[units[index]], digits);
    if (rounded >= 1000 && index < units.length - 1) index++;
  }
  const unit = units[index];
  const value = roundSignificant(baseValue / unitFactors[unit], digits);
  return { value, unit, text: `${formatNumber(baseValue / unitFactors[unit], digits)} ${unit}` };
}

export const formatMass = (grams: number, options?: FormatOptions) => formatAmount(grams, "mass", options);
export const formatMoles = (moles: number, options?: FormatOptions) => formatAmount(moles, "amount", options);
export const formatVolume = (millilitres: number, options?: FormatOptions) =>
  formatAmount(millilitres, "volume", options);

export type EquivalentResult =
  | { ok: true; amountMol: number; equivalents: number }
  | {
      ok: false;
      code:
        | "unit_not_convertible"
        | "invalid_quantity"
        | "missing_property"
        | "limiting_unavailable";
      unit?: string;
      missing?: MaterialProperty[];
    };

/**
 * Equivalents of every line relative to the limiting reagent (which is 1 by definition).
 * When the limiting line's amount cannot be derived, no line has equivalents.
 */
export function equivalents(lines: readonly QuantityInput[], limitingIndex: number): EquivalentResult[] {
  const amounts: EquivalentResult[] = lines.map((line) => {
    const c = convertQuantity(line);
    if (!c.ok) return c.code === "unit_not_convertible" ? { ok: false, code: c.code, unit: c.unit } : { ok: false, code: c.code };
    if (c.amountMol === null) return { ok: false, code: "missing_property", missing: c.missing.amountMol ?? [] };
    return { ok: true, amountMol: c.amountMol, equivalents: Number.NaN };
  });
  const limiting = amounts[limitingIndex];
  if (!limiting || !limiting.ok || limiting.amountMol <= 0) {
    return amounts.map((a) => (a.ok ? { ok: false, code: "limiting_unavailable" } : a));
  }
  return amounts.map((a) => (a.ok ? { ...a, equivalents: a.amountMol / limiting.amountMol } : a));
}
