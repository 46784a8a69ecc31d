import { toHillFormula } from "@eln/shared/materials";
import { normalizeSearchText } from "@eln/shared/search";

// One normalised column is searched with a trigram index: full-width/half-width,
// case and hiragana/katakana differences vanish (the fold of notes search, normalizeSearchText), so
// "ＥＴＨＡＮＯＬ", "ethanol" and "Ethanol" all match, "えたのーる" finds エタノール, and a CAS
// number matches as typed. Stored rows were folded so by migration 0042_mat_search_kana.

export function normalizeSearch(text: string): string {
  return normalizeSearchText(text).replace(/\s+/g, " ").trim();
}

/**
 * The searched column: every name a material answers to, each between "|" so a
 * whole-name match ("| thf |") can rank before a partial one. The formula is there
 * as typed and in Hill order (C4H8O), so any way of writing it finds the material.
 */
export function materialSearchText(m: {
  name: string;
  nameEn?: string | null;
  casNumber?: string | null;
  synonyms?: readonly string[] | null;
  formula?: string | null;
}): string {
  const hill = m.formula ? toHillFormula(m.formula) : null;
  const names = [m.name, m.nameEn ?? "", m.casNumber ?? "", ...(m.synonyms ?? []), m.formula ?? "", hill ?? ""]
    .map((x) => normalizeSearch(x).replace(/\|/g, " "))
    .filter(Boolean);
  return `| ${[...new Set(names)].join(" | ")} |`;
}

/** The Hill form of a query that reads as a formula with counts (OC4H8 → c4h8o), else null. */
export function queryHill(q: string): string | null {
  const text = q.normalize("NFKC").trim();
  if (!/\d/.test(text) || !/^[A-Za-z0-9()[\]{}·.*+\- ]+$/.test(text)) return null;
  const hill = toHillFormula(text);
  return hill ? normalizeSearch(hill) : null;
}

/** A LIKE pattern that matches the normalised query anywhere. */
export function likePattern(q: string): string {
  return `%${normalizeSearch(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
