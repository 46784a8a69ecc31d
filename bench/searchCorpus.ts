import { notes } from "../apps/server/src/notes/schema";
import type { Db } from "../apps/server/src/db/client";

// A corpus of lab notes in mixed Japanese and English for `npm run bench -- search`.
// Deterministic (seeded PRNG) so figures compare between runs.

const JA = [
  "実験", "試薬", "溶媒", "反応", "再結晶", "ろ過", "乾燥", "収率", "温度", "加熱", "冷却", "撹拌", "滴下", "抽出",
  "蒸留", "分液", "洗浄", "濃縮", "測定", "吸光度", "スペクトル", "ガスクロマトグラフィー", "有機合成", "触媒", "酸化",
  "還元", "エタノール", "メタノール", "アセトン", "トルエン", "ヘキサン", "酢酸エチル", "塩酸", "水酸化ナトリウム",
  "結果", "考察", "目的", "背景", "方法", "結論", "サンプル", "カラム", "純度", "融点", "沸点", "ノート",
];
const EN = [
  "sample", "solvent", "reaction", "yield", "temperature", "stirred", "filtered", "dried", "washed", "extracted",
  "chromatography", "column", "spectrum", "absorbance", "purity", "melting", "point", "catalyst", "oxidation",
  "reduction", "ethanol", "methanol", "acetone", "toluene", "hexane", "result", "conclusion", "method", "background",
  "buffer", "protein", "enzyme", "kinetics", "titration", "calibration", "standard", "measured", "overnight", "room",
];
const PUNCT = ["。", "、", ". ", ", ", " "];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One note's text: sentences alternating Japanese and English, about `chars` long. */
export function corpusText(rand: () => number, chars: number): string {
  let out = "";
  while (out.length < chars) {
    const ja = rand() < 0.55;
    const words = ja ? JA : EN;
    const n = 4 + Math.floor(rand() * 8);
    for (let i = 0; i < n; i++) {
      out += words[Math.floor(rand() * words.length)];
      out += ja ? (rand() < 0.3 ? "を" : rand() < 0.5 ? "の" : "") : " ";
    }
    out += PUNCT[Math.floor(rand() * PUNCT.length)];
    if (rand() < 0.1) out += "\n";
  }
  return out;
}

/**
 * Inserts `n` notes into a project (the search triggers index them as they go).
 * Roughly 1 note in 1000 carries the rare word 'zymurgy' / '醸造学' for selective queries.
 */
export async function seedSearchCorpus(db: Db, opts: { spaceId: string; projectId: string; n: number; seed?: number; batch?: number; onProgress?: (done: number) => void }) {
  const rand = rng(opts.seed ?? 42);
  const batch = opts.batch ?? 200;
  const start = Date.now() - opts.n * 1000;
  for (let done = 0; done < opts.n; done += batch) {
    const rows = [];
    for (let i = done; i < Math.min(opts.n, done + batch); i++) {
      const rare = rand() < 0.001 ? " zymurgy 醸造学" : "";
      const title = `${JA[Math.floor(rand() * JA.length)]} ${EN[Math.floor(rand() * EN.length)]} #${i + 1}`;
      const at = new Date(start + i * 1000);
      rows.push({ projectId: opts.projectId, title, plainText: corpusText(rand, 200 + Math.floor(rand() * 600)) + rare, createdAt: at, updatedAt: at });
    }
    await db.insert(notes).values(rows);
    opts.onProgress?.(Math.min(opts.n, done + batch));
  }
}
