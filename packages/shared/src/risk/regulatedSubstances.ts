// A short list of common laboratory chemicals whose Japanese legal status cannot be read
// from GHS codes. It only drives *suggestions* in the screening (the user still answers);
// it is deliberately not exhaustive. Keyed by CAS number.

export type RegulatedListId =
  | "poison"            // 毒物及び劇物取締法: 毒物
  | "deleterious"       // 毒物及び劇物取締法: 劇物
  | "organicSolvent"    // 有機溶剤中毒予防規則 第1種・第2種
  | "specifiedChemical" // 特定化学物質障害予防規則 (incl. 特別有機溶剤)
  | "peroxideFormer";   // forms explosive peroxides on storage

export interface RegulatedEntry {
  cas: string;
  en: string;
  ja: string;
  lists: readonly RegulatedListId[];
  /** A concentration condition worth showing, e.g. deleterious above 10 %. */
  note?: { en: string; ja: string };
}

export const REGULATED_SUBSTANCES: readonly RegulatedEntry[] = [
  { cas: "67-64-1", en: "acetone", ja: "アセトン", lists: ["organicSolvent"] },
  { cas: "67-56-1", en: "methanol", ja: "メタノール", lists: ["organicSolvent", "deleterious"] },
  { cas: "67-63-0", en: "2-propanol", ja: "イソプロピルアルコール", lists: ["organicSolvent"] },
  { cas: "71-36-3", en: "1-butanol", ja: "1-ブタノール", lists: ["organicSolvent"] },
  { cas: "108-88-3", en: "toluene", ja: "トルエン", lists: ["organicSolvent", "deleterious"] },
  { cas: "1330-20-7", en: "xylene", ja: "キシレン", lists: ["organicSolvent", "deleterious"] },
  { cas: "110-54-3", en: "n-hexane", ja: "ノルマルヘキサン", lists: ["organicSolvent"] },
  { cas: "141-78-6", en: "ethyl acetate", ja: "酢酸エチル", lists: ["organicSolvent", "deleterious"] },
  { cas: "79-20-9", en: "methyl acetate", ja: "酢酸メチル", lists: ["organicSolvent"] },
  { cas: "123-86-4", en: "butyl acetate", ja: "酢酸ブチル", lists: ["organicSolvent"] },
  { cas: "60-29-7", en: "diethyl ether", ja: "ジエチルエーテル", lists: ["organicSolvent", "peroxideFormer"] },
  { cas: "109-99-9", en: "tetrahydrofuran", ja: "テトラヒドロフラン", lists: ["organicSolvent", "peroxideFormer"] },
  { cas: "68-12-2", en: "N,N-dimethylformamide", ja: "N,N-ジメチルホルムアミド", lists: ["organicSolvent"] },
  { cas: "78-93-3", en: "2-butanone (methyl ethyl ketone)", ja: "メチルエチルケトン", lists: ["organicSolvent", "deleterious"] },
  { cas: "108-94-1", en: "cyclohexanone", ja: "シクロヘキサノン", lists: ["organicSolvent"] },
  { cas: "108-90-7", en: "chlorobenzene", ja: "クロルベンゼン", lists: ["organicSolvent"] },
  { cas: "75-15-0", en: "carbon disulfide", ja: "二硫化炭素", lists: ["organicSolvent"] },
  // 特別有機溶剤: moved from 有機則 to 特化則 (2014); 有機則 provisions still apply to them.
  { cas: "67-66-3", en: "chloroform", ja: "クロロホルム", lists: ["specifiedChemical", "organicSolvent", "deleterious"] },
  { cas: "75-09-2", en: "dichloromethane", ja: "ジクロロメタン", lists: ["specifiedChemical", "organicSolvent"] },
  { cas: "56-23-5", en: "carbon tetrachloride", ja: "四塩化炭素", lists: ["specifiedChemical", "organicSolvent", "deleterious"] },
  { cas: "123-91-1", en: "1,4-dioxane", ja: "1,4-ジオキサン", lists: ["specifiedChemical", "organicSolvent", "peroxideFormer"] },
  { cas: "107-06-2", en: "1,2-dichloroethane", ja: "1,2-ジクロロエタン", lists: ["specifiedChemical", "organicSolvent"] },
  { cas: "100-42-5", en: "styrene", ja: "スチレン", lists: ["specifiedChemical", "organicSolvent"] },
  { cas: "79-01-6", en: "trichloroethylene", ja: "トリクロロエチレン", lists: ["specifiedChemical", "organicSolvent"] },
  { cas: "127-18-4", en: "tetrachloroethylene", ja: "テトラクロロエチレン", lists: ["specifiedChemical", "organicSolvent"] },
  { cas: "108-10-1", en: "methyl isobutyl ketone", ja: "メチルイソブチルケトン", lists: ["specifiedChemical", "organicSolvent"] },
  { cas: "100-41-4", en: "ethylbenzene", ja: "エチルベンゼン", lists: ["specifiedChemical", "organicSolvent"] },
  { cas: "71-43-2", en: "benzene", ja: "ベンゼン", lists: ["specifiedChemical"] },
  { cas: "50-00-0", en: "formaldehyde", ja: "ホルムアルデヒド", lists: ["specifiedChemical", "deleterious"],
    note: { en: "deleterious above 1 %", ja: "1%を超えるものは劇物" } },
  { cas: "79-06-1", en: "acrylamide", ja: "アクリルアミド", lists: ["specifiedChemical", "deleterious"] },
  { cas: "107-13-1", en: "acrylonitrile", ja: "アクリロニトリル", lists: ["specifiedChemical", "deleterious"] },
  { cas: "7664-39-3", en: "hydrogen fluoride / hydrofluoric acid", ja: "フッ化水素（フッ化水素酸）", lists: ["specifiedChemical", "poison"],
    note: { en: "hydrofluoric acid of 1 % or less is deleterious", ja: "1%以下のフッ化水素酸は劇物" } },
  { cas: "151-50-8", en: "potassium cyanide", ja: "シアン化カリウム", lists: ["specifiedChemical", "poison"] },
  { cas: "143-33-9", en: "sodium cyanide", ja: "シアン化ナトリウム", lists: ["specifiedChemical", "poison"] },
  { cas: "7439-97-6", en: "mercury", ja: "水銀", lists: ["specifiedChemical", "poison"] },
  { cas: "26628-22-8", en: "sodium azide", ja: "アジ化ナトリウム", lists: ["poison"] },
  { cas: "7782-50-5", en: "chlorine", ja: "塩素", lists: ["specifiedChemical", "deleterious"] },
  { cas: "7783-06-4", en: "hydrogen sulfide", ja: "硫化水素", lists: ["specifiedChemical"] },
  { cas: "630-08-0", en: "carbon monoxide", ja: "一酸化炭素", lists: ["specifiedChemical"] },
  { cas: "7664-41-7", en: "ammonia", ja: "アンモニア", lists: ["specifiedChemical", "deleterious"],
    note: { en: "aqueous ammonia is deleterious above 10 %", ja: "アンモニア水は10%を超えるものが劇物" } },
  { cas: "7647-01-0", en: "hydrogen chloride / hydrochloric acid", ja: "塩化水素（塩酸）", lists: ["specifiedChemical", "deleterious"],
    note: { en: "deleterious above 10 %", ja: "10%を超えるものは劇物" } },
  { cas: "7664-93-9", en: "sulfuric acid", ja: "硫酸", lists: ["specifiedChemical", "deleterious"],
    note: { en: "deleterious above 10 %", ja: "10%を超えるものは劇物" } },
  { cas: "7697-37-2", en: "nitric acid", ja: "硝酸", lists: ["specifiedChemical", "deleterious"],
    note: { en: "deleterious above 10 %", ja: "10%を超えるものは劇物" } },
  { cas: "108-95-2", en: "phenol", ja: "フェノール", lists: ["specifiedChemical", "deleterious"],
    note: { en: "deleterious above 5 %", ja: "5%を超えるものは劇物" } },
  { cas: "1310-73-2", en: "sodium hydroxide", ja: "水酸化ナトリウム", lists: ["deleterious"],
    note: { en: "deleterious above 5 %", ja: "5%を超えるものは劇物" } },
  { cas: "1310-58-3", en: "potassium hydroxide", ja: "水酸化カリウム", lists: ["deleterious"],
    note: { en: "deleterious above 5 %", ja: "5%を超えるものは劇物" } },
  { cas: "7722-84-1", en: "hydrogen peroxide", ja: "過酸化水素", lists: ["deleterious"],
    note: { en: "deleterious above 6 %", ja: "6%を超えるものは劇物" } },
  { cas: "7761-88-8", en: "silver nitrate", ja: "硝酸銀", lists: ["deleterious"] },
  { cas: "7726-95-6", en: "bromine", ja: "臭素", lists: ["deleterious"] },
  { cas: "108-20-3", en: "diisopropyl ether", ja: "ジイソプロピルエーテル", lists: ["peroxideFormer"] },
  { cas: "110-71-4", en: "1,2-dimethoxyethane", ja: "1,2-ジメトキシエタン", lists: ["peroxideFormer"] },
];

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
