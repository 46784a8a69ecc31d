import type { DbOrTx } from "../../apps/server/src/db/client";
import { materials } from "../../apps/server/src/materials/schema";
import { materialSearchText } from "../../apps/server/src/materials/materialSearchText";

// Synthetic but realistic register entries for the search benchmark: Japanese and
// English names built from common reagent words, valid CAS numbers, some lots.
const jaWords = ["塩化", "硫酸", "硝酸", "酢酸", "水酸化", "炭酸", "リン酸", "メチル", "エチル", "プロピル", "ブチル", "フェニル", "ベンジル", "アミノ", "ニトロ", "クロロ", "ブロモ", "ヨード", "シアノ", "ヒドロキシ"];
const jaTails = ["ナトリウム", "カリウム", "カルシウム", "マグネシウム", "アンモニウム", "ベンゼン", "アルコール", "エステル", "アミド", "ケトン", "アルデヒド", "ピリジン", "フラン", "チオフェン", "インドール"];
const enWords = ["chloride", "sulfate", "nitrate", "acetate", "hydroxide", "carbonate", "phosphate", "methyl", "ethyl", "propyl", "butyl", "phenyl", "benzyl", "amino", "nitro", "chloro", "bromo", "iodo", "cyano", "hydroxy"];
const enTails = ["sodium", "potassium", "calcium", "magnesium", "ammonium", "benzene", "alcohol", "ester", "amide", "ketone", "aldehyde", "pyridine", "furan", "thiophene", "indole"];

/** A valid CAS number for an integer (the check digit is computed). */
export function casFor(i: number): string {
  const body = String(100000 + i);
  const digits = body.split("").reverse();
  const check = digits.reduce((acc, d, k) => acc + Number(d) * (k + 1), 0) % 10;
  return `${body.slice(0, -2)}-${body.slice(-2)}-${check}`;
}

/** Inserts `n` materials into a space in batches (the fast path of `bench/materialsSearch.ts`). */
export async function seedBenchMaterials(db: DbOrTx, spaceId: string, n: number, batch = 1000): Promise<void> {
  for (let start = 0; start < n; start += batch) {
    const rows: (typeof materials.$inferInsert)[] = [];
    for (let i = start; i < Math.min(n, start + batch); i++) {
      const a = i % jaWords.length;
      const b = Math.floor(i / jaWords.length) % jaTails.length;
      const name = `${jaWords[a]}${jaTails[b]} ${i}`;
      const nameEn = `${enWords[a]} ${enTails[b]} ${i}`;
      const casNumber = casFor(i);
      rows.push({
        spaceId,
        name,
        nameEn,
        casNumber,
        molarMass: 50 + (i % 400) + 0.123,
        density: i % 3 === 0 ? 0.8 + (i % 50) / 100 : null,
        riskType: (["other", "flammable", "other", "explosive"] as const)[i % 4],
        lotNumber: `LOT-${i}`,
        location: `Shelf ${i % 40}`,
        searchText: materialSearchText({ name, nameEn, casNumber }),
      });
    }
    await db.insert(materials).values(rows);
  }
}
