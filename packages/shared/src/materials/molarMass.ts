import { isotopeMass } from "#isotopeMasses";
import { elementsWithoutStandardWeight, standardAtomicWeights } from "./atomicWeights";

// Chemical formulas as chemists type them: K4[Fe(CN)6], CuSO4·5H2O, CuSO4.5H2O,
// 2H2O, CaSO4·0.5H2O, (NH4)2SO4, SO4(2-), NH4^+, OH-, CD3OD, [13C]H4, H₂O, and the
// full-width characters of a Japanese input method (Ｈ２Ｏ, Ｃａ（ＯＨ）２).
//
// Why not mf-parser alone: it reads square brackets as isotope notation (so
// K4[Fe(CN)6] is refused), a dot as a decimal point (CuSO4.5H2O), uses isotope-
// abundance masses rather than the IUPAC standard atomic weights printed on labels,
// and its errors cannot point at the offending element in the user's language.
// So the formula is parsed here (a small recursive descent over brackets and
// hydrate parts) and weighed with the IUPAC abridged table; mf-parser is kept for
// the masses of explicit isotopes ([13C], [15N], D, T), loaded on demand in the browser.

export type FormulaErrorCode = "empty" | "too_long" | "unknown_element" | "no_standard_weight" | "unbalanced" | "unexpected" | "ambiguous_charge";

export interface FormulaError {
  code: FormulaErrorCode;
  /** The element symbol, bracket or character at fault. */
  token?: string;
  /** 1-based character position in the trimmed formula. */
  position?: number;
}

export interface ParsedFormula {
  ok: true;
  /** Atom counts of the whole formula (hydrate water included); isotopes keyed "D", "T", "[13C]". */
  atoms: Record<string, number>;
  /** g/mol, unrounded (but for float noise). */
  molarMass: number;
  charge: number;
  /** Hill order (C, H, then alphabetical; alphabetical without carbon), e.g. "C4H8O". */
  hill: string;
}

export type FormulaResult = ParsedFormula | { ok: false; error: FormulaError };

export const FORMULA_MAX_LENGTH = 200;

const SUPERSCRIPTS = "\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079";
const SEPARATORS = new Set(["·", "•", "⋅", "∙", "*", ".", "・"]);
const OPEN: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
const CLOSERS = new Set([")", "]", "}"]);

export { isotopeMassesReady, onIsotopeMassesReady } from "#isotopeMasses";

class FormulaParseError extends Error {
  constructor(readonly detail: FormulaError) {
    super(detail.code);
  }
}

/** Recursive descent over one trimmed formula string. */
class Parser {
  private pos = 0;
  charge = 0;
  constructor(private readonly s: string) {}

  private fail(code: FormulaErrorCode, token?: string, at = this.pos): never {
    throw new FormulaParseError({ code, token, position: at + 1 });
  }
  private peek(offset = 0) {
    return this.s[this.pos + offset] ?? "";
  }
  private skipSpaces() {
    while (this.peek() === " ") this.pos++;
  }
  private integer(): number | null {
    const m = /^\d+/.exec(this.s.slice(this.pos));
    if (!m) return null;
    this.pos += m[0].length;
    return Number(m[0]);
  }

  /** Whole formula: parts joined by hydrate/adduct separators. */
  parse(): Record<string, number> {
    const total: Record<string, number> = {};
    for (;;) {
      this.skipSpaces();
      const start = this.pos;
      // Leading coefficient: 5H2O, 0.5H2O
      const coef = /^(\d+(?:\.\d+)?)\s*/.exec(this.s.slice(this.pos));
      let factor = 1;
      if (coef) {
        factor = Number(coef[1]);
        this.pos += coef[0].length;
        if (!(factor > 0)) this.fail("unexpected", coef[1], start);
      }
      const atoms = this.group(null);
      if (Object.keys(atoms).length === 0) this.fail("unexpected", this.peek() || undefined);
      for (const [k, n] of Object.entries(atoms)) total[k] = (total[k] ?? 0) + n * factor;
      this.skipSpaces();
      if (this.pos >= this.s.length) return total;
      const c = this.peek();
      if (SEPARATORS.has(c)) {
        this.pos++;
        this.skipSpaces();
        if (this.pos >= this.s.length) this.fail("unexpected", c, this.pos - 1);
        continue;
      }
      if (CLOSERS.has(c)) this.fail("unbalanced", c);
      this.fail("unexpected", c);
    }
  }

  /** Atoms up to the closing bracket `closer` (or the end of the part when null). */
  private group(closer: string | null): Record<string, number> {
    const atoms: Record<string, number> = {};
    const add = (k: string, n: number) => (atoms[k] = (atoms[k] ?? 0) + n);
    for (;;) {
      this.skipSpaces();
      const c = this.peek();
      if (c === "") return atoms; // a missing closer is reported by the caller
      if (closer !== null && c === closer) return atoms;
      if (CLOSERS.has(c)) {
        if (closer === null) return atoms; // reported by parse(): closing bracket without opening
        this.fail("unbalanced", c);
      }
      if (SEPARATORS.has(c)) {
        if (closer !== null) this.fail("unbalanced", Object.keys(OPEN).find((k) => OPEN[k] === closer));
        return atoms;
      }
      if (closer === null && this.chargeAhead()) return atoms;
      if (c in OPEN) {
        // [13C], [2H]: an explicit isotope
        const iso = /^\[(\d+)([A-Z][a-z]?)\]/.exec(this.s.slice(this.pos));
        if (iso) {
          const symbol = `[${iso[1]}${iso[2]}]`;
          if (!(iso[2] in standardAtomicWeights) || isotopeMass(symbol) === null) this.fail("unknown_element", symbol);
          this.pos += iso[0].length;
          add(symbol, this.count());
          continue;
        }
        const openAt = this.pos;
        this.pos++;
        const inner = this.group(OPEN[c]);
        if (this.peek() !== OPEN[c]) {
          if (this.peek() === "") this.fail("unbalanced", c, openAt);
          this.fail("unbalanced", this.peek());
        }
        if (Object.keys(inner).length === 0) this.fail("unexpected", c + OPEN[c], openAt);
        this.pos++;
        const n = this.count();
        for (const [k, v] of Object.entries(inner)) add(k, v * n);
        continue;
      }
      if (/[A-Z]/.test(c)) {
        const at = this.pos;
        const two = c + (/[a-z]/.test(this.peek(1)) ? this.peek(1) : "");
        let symbol: string;
        if (two.length === 2 && (two in standardAtomicWeights || elementsWithoutStandardWeight.has(two))) symbol = two;
        else if (two.length === 2) this.fail("unknown_element", two, at);
        else symbol = c;
        if (elementsWithoutStandardWeight.has(symbol)) this.fail("no_standard_weight", symbol, at);
        if (!(symbol in standardAtomicWeights) && symbol !== "D" && symbol !== "T") this.fail("unknown_element", symbol, at);
        this.pos += symbol.length;
        add(symbol, this.count());
        continue;
      }
      if (/[a-z]/.test(c)) {
        // "co", "nacl": a symbol must start with a capital letter
        const word = /^[a-z]+/.exec(this.s.slice(this.pos))![0];
        this.fail("unknown_element", word.slice(0, 2));
      }
      this.fail("unexpected", c);
    }
  }

  private count(): number {
    const at = this.pos;
    const n = this.integer();
    if (n === null) return 1;
    if (n === 0) this.fail("unexpected", "0", this.pos - 1);
    // Fe3+, SO42-, [Fe(CN)6]3-, NH4+: whether the digits count atoms or give the charge cannot be told
    // (Fe3+ is iron(III), NH4+ ammonium, N3- azide or nitride), and a wrong guess triples a molar mass.
    const sign = /^[+-]+(?=\s*(?:$|[·•⋅∙*.・]))/.exec(this.s.slice(this.pos));
    if (sign) this.fail("ambiguous_charge", this.s.slice(at, this.pos) + sign[0], at);
    return n;
  }

  /** A trailing charge: +, 2-, ^2-, (2-), (+), ⁺/⁻ already mapped to ^. Consumes it when found. */
  private chargeAhead(): boolean {
    const rest = this.s.slice(this.pos);
    const m = /^(?:\^(\d*)([+-])|\((\d*)([+-])\)|\(([+-])(\d*)\)|([+-]+)|([+-])(\d+))\s*(?=$|[·•⋅∙*.・])/.exec(rest);
    if (!m) return false;
    let charge: number;
    if (m[2]) charge = (m[2] === "+" ? 1 : -1) * (m[1] ? Number(m[1]) : 1);
    else if (m[4]) charge = (m[4] === "+" ? 1 : -1) * (m[3] ? Number(m[3]) : 1);
    else if (m[5]) charge = (m[5] === "+" ? 1 : -1) * (m[6] ? Number(m[6]) : 1);
    else if (m[7]) charge = (m[7][0] === "+" ? 1 : -1) * m[7].length;
    else charge = (m[8] === "+" ? 1 : -1) * Number(m[9]);
    this.charge += charge;
    this.pos += m[0].length;
    return true;
  }
}

function weightOf(symbol: string): number {
  if (symbol in standardAtomicWeights) return standardAtomicWeights[symbol];
  // D, T, [13C]: isotope masses from mf-parser
  return isotopeMass(symbol) ?? Number.NaN;
}

/** Hill order: carbon first, then hydrogen (and its isotopes), then the rest alphabetically; no carbon: all alphabetical. */
export function hillFormula(atoms: Record<string, number>): string {
  const symbols = Object.keys(atoms).filter((k) => atoms[k] > 0);
  const plain = (k: string) => k.replace(/^\[\d+([A-Za-z]+)\]$/, "$1");
  const hasCarbon = symbols.some((k) => plain(k) === "C");
  const rank = (k: string) => {
    if (!hasCarbon) return 2;
    const p = plain(k);
    return p === "C" ? 0 : p === "H" || k === "D" || k === "T" ? 1 : 2;
  };
  symbols.sort((a, b) => rank(a) - rank(b) || plain(a).localeCompare(plain(b), "en") || a.localeCompare(b, "en"));
  return symbols.map((k) => (atoms[k] === 1 ? k : `${k}${Number(atoms[k].toFixed(4))}`)).join("");
}

const superscriptDigits = (sup: string) => sup.replace(/./g, (d) => String(SUPERSCRIPTS.indexOf(d)));

/**
 * Normalises typography: a superscript mass number before an element to isotope notation
 * (¹³CH4 → [13C]H4: NFKC would make it 13CH4, thirteen methanes), superscript charges to ^n±, then
 * full-width and other compatibility characters to their plain form (NFKC: Ｈ２Ｏ, （）, ．,
 * subscript digits), spaces collapsed, dashes to -.
 */
function normalizeFormulaText(formula: string): string {
  return formula
    .replace(/([⁰¹²³⁴-⁹]+)([A-Z][a-z]?)/g, (_m, sup: string, symbol: string) => `[${superscriptDigits(sup)}${symbol}]`)
    .replace(/[⁰¹²³⁴-⁹]*[⁺⁻]/g, (sup) => {
      const digits = superscriptDigits(sup.slice(0, -1));
      return `^${digits}${sup.endsWith("⁺") ? "+" : "-"}`;
    })
    .normalize("NFKC")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[−–]/g, "-");
}

/** Parses a formula; on failure says what and where (for "unknown element 'Xy'"). */
export function parseFormula(formula: string): FormulaResult {
  if (formula.length > FORMULA_MAX_LENGTH) return { ok: false, error: { code: "too_long" } };
  const text = normalizeFormulaText(formula);
  if (!text) return { ok: false, error: { code: "empty" } };
  const parser = new Parser(text);
  try {
    const atoms = parser.parse();
    let molarMass = 0;
    for (const [k, n] of Object.entries(atoms)) molarMass += weightOf(k) * n;
    if (!Number.isFinite(molarMass) || molarMass <= 0) return { ok: false, error: { code: "unexpected" } };
    // Without the sum's float noise (74.12299999999999 for C4H10O): 12 significant digits are far
    // beyond any atomic weight's own, so this changes no value, only how it prints.
    return { ok: true, atoms, molarMass: Number(molarMass.toPrecision(12)), charge: parser.charge, hill: hillFormula(atoms) };
  } catch (err) {
    if (err instanceof FormulaParseError) return { ok: false, error: err.detail };
    throw err;
  }
}

/**
 * Molar mass in g/mol (unrounded; round for display) of a formula such as "C6H12O6",
 * "K4[Fe(CN)6]", "CuSO4·5H2O", "CuSO4.5H2O", "CaSO4·0.5H2O" or "H₂O"; null when the
 * formula cannot be read (see parseFormula for why).
 */
export function molarMassFromFormula(formula: string): number | null {
  const r = parseFormula(formula);
  return r.ok ? r.molarMass : null;
}

/** Hill formula of a typed formula, or null when it cannot be read. */
export function toHillFormula(formula: string): string | null {
  const r = parseFormula(formula);
  return r.ok ? r.hill : null;
}

/** Message key (validation namespace) with its values, for a formula error. */
export function formulaErrorMessage(error: FormulaError): string {
  const q = (v: Record<string, string | number | undefined>) =>
    Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => `${k}=${encodeURIComponent(String(x))}`)
      .join("&");
  switch (error.code) {
    case "empty":
      return "validation.required";
    case "too_long":
      return "validation.tooLong";
    case "unknown_element":
      return `validation.formulaUnknownElement?${q({ element: error.token })}`;
    case "no_standard_weight":
      return `validation.formulaNoStandardWeight?${q({ element: error.token })}`;
    case "unbalanced":
      return `validation.formulaUnbalanced?${q({ bracket: error.token, position: error.position })}`;
    case "ambiguous_charge":
      return `validation.formulaAmbiguousCharge?${q({ text: error.token })}`;
    default:
      return `validation.formulaUnexpected?${q({ char: error.token ?? "", position: error.position })}`;
  }
}
