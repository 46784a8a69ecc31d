import { MF } from "mf-parser";

// Molar mass from a typed formula, using mf-parser's standard atomic weights.
// mf-parser reads "CuSO4.5H2O" as CuSO4.5 (a decimal) and a leading "5H2O" oddly,
// so hydrate parts are split and weighted here before each part is handed over.

const SUBSCRIPT_DIGITS = "₀₁₂₃₄₅₆₇₈₉";
// Middle dot, bullet, dot operator, bullet operator, asterisk and full stop all mean "·".
const SEPARATOR = /([·•⋅∙*.])/;
const PART = /^(\d+(?:\.\d+)?)?\s*([A-Za-z0-9()[\]{}]+)$/;

const elementMassCache = new Map<string, number>();

function elementHasWeight(symbol: string): boolean {
  let mass = elementMassCache.get(symbol);
  if (mass === undefined) {
    try {
      mass = new MF(symbol).getInfo().mass;
    } catch {
      mass = 0;
    }
    elementMassCache.set(symbol, mass);
  }
  // Elements without a standard atomic weight (Tc, Pm, Ac ...) weigh 0 in mf-parser.
  return Number.isFinite(mass) && mass > 0;
}

function partMass(body: string): number | null {
  try {
    const info = new MF(body).getInfo();
    if (!Number.isFinite(info.mass) || info.mass <= 0) return null;
    if (Object.keys(info.atoms ?? {}).some((symbol) => !elementHasWeight(symbol))) return null;
    return info.mass;
  } catch {
    return null;
  }
}

/**
 * Molar mass in g/mol (unrounded; round for display) of a formula such as "C6H12O6",
 * "Ca(OH)2", "CuSO4·5H2O", "CuSO4.5H2O", "CaSO4·0.5H2O" or "H₂O"; null when the
 * formula cannot be read (unknown element, wrong case, stray characters).
 */
export function molarMassFromFormula(formula: string): number | null {
  const text = formula
    .trim()
    .replace(/[₀-₉]/g, (d) => String(SUBSCRIPT_DIGITS.indexOf(d)));
  if (!text) return null;

  // Split on separators, then glue "0" "." "5H2O" back into the coefficient "0.5H2O".
  const tokens = text.split(SEPARATOR);
  const parts: string[] = [];
  for (let i = 0; i < tokens.length; i += 2) {
    const piece = tokens[i].trim();
    const previousSeparator = tokens[i - 1];
    const last = parts.length - 1;
    if (previousSeparator === "." && last >= 0 && /^\d+$/.test(parts[last])) {
      parts[last] = `${parts[last]}.${piece}`;
    } else {
      parts.push(piece);
    }
  }

  let total = 0;
  for (const part of parts) {
    const match = PART.exec(part);
    if (!match) return null;
    const coefficient = match[1] === undefined ? 1 : Number(match[1]);
    if (!(coefficient > 0)) return null;
    const mass = partMass(match[2]);
    if (mass === null) return null;
    total += coefficient * mass;
  }
  // Unrounded: rounding to 3 decimals first would turn CuSO4·5H2O (249.6849) into 249.69 at 2 decimals.
  return total;
}
