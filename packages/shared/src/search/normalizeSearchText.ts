// One fold for the index and the query: NFKC turns full-width letters and digits
// (ＡＢＣ, １２３) and half-width katakana (ｶﾀｶﾅ, ｶﾞ) into their ordinary forms, lower
// case removes case, and hiragana become katakana (えたのーる finds エタノール: a name is
// often typed in the other script). The database trigger that builds the index applies the
// same fold in SQL (search_normalize, migration 0043); a test holds the two equal.

/** Hiragana (ぁ–ゖ, ゝゞ) and their katakana sit 0x60 apart. */
const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/g;

/** Hiragana as katakana; every other character as it is (one code unit for one). */
const hiraganaToKatakana = (text: string) => text.replace(HIRAGANA, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));

export function normalizeSearchText(text: string): string {
  return hiraganaToKatakana(text.normalize("NFKC").toLowerCase());
}

export const SearchQueryLimits = {
  /** Characters in the query as typed. */
  queryMax: 200,
  /** Words (space-separated) taken from one query; the rest are ignored. */
  termsMax: 8,
  /** Results per group (projects, notes). */
  limitMax: 50,
  limitDefault: 10,
  /** Below this length a term is looked up by its 1- and 2-character grams, not trigrams. */
  trigramMinLength: 3,
} as const;

/** The query split into distinct normalised words; every word must occur (AND). */
export function searchTerms(query: string): string[] {
  const words = normalizeSearchText(query)
    .split(/\s+/u)
    .filter((w) => w.length > 0);
  const unique: string[] = [];
  for (const w of words) {
    // A word contained in another adds nothing ("chrom chromato").
    if (unique.some((u) => u.includes(w))) continue;
    for (let i = unique.length - 1; i >= 0; i--) if (w.includes(unique[i]!)) unique.splice(i, 1);
    unique.push(w);
  }
  return unique.slice(0, SearchQueryLimits.termsMax);
}

/** Length in code points (what the database counts: '実験' is 2). */
export function codePointLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}
