// A short list of common laboratory chemicals whose Japanese legal status cannot be read
// from GHS codes. It only drives *suggestions* in the screening (the user still answers);
// it is deliberately not exhaustive. The entries are data, in regulatedSubstances.json, keyed
// by CAS number. Those in both specifiedChemical and organicSolvent are the 特別有機溶剤:
// moved from 有機則 to 特化則 (2014); 有機則 provisions still apply to them.
import regulatedSubstances from "./regulatedSubstances.json" with { type: "json" };

export const REGULATED_LISTS = [
  "poison", //            毒物及び劇物取締法: 毒物
  "deleterious", //       毒物及び劇物取締法: 劇物
  "organicSolvent", //    有機溶剤中毒予防規則 第1種・第2種
  "specifiedChemical", // 特定化学物質障害予防規則 (incl. 特別有機溶剤)
  "peroxideFormer", //    forms explosive peroxides on storage
] as const;
export type RegulatedListId = (typeof REGULATED_LISTS)[number];

export interface RegulatedEntry {
  cas: string;
  en: string;
  ja: string;
  lists: readonly RegulatedListId[];
  /** A concentration condition worth showing, e.g. deleterious above 10 %. */
  note?: { en: string; ja: string };
}

/** regulatedSubstances.test.ts holds every entry to this type (known lists, a normalized CAS number). */
export const REGULATED_SUBSTANCES = regulatedSubstances as readonly RegulatedEntry[];

const BY_CAS = new Map(REGULATED_SUBSTANCES.map((e) => [e.cas, e]));

export function normalizeCas(cas: string | null | undefined): string | null {
  if (!cas) return null;
  const m = /^\s*0*(\d{2,7})-(\d{2})-(\d)\s*$/.exec(cas);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

export function findRegulatedSubstance(cas: string | null | undefined): RegulatedEntry | null {
  const n = normalizeCas(cas);
  return n ? (BY_CAS.get(n) ?? null) : null;
}
