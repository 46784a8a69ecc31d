// Premade catalogs shipped as seed data (GET /api/catalogs/premade): six suppliers of a
// Japanese lab, about 450 products. Prices are plausible list prices in whole yen, tax
// excluded. Suppliers and makers are fictional on purpose: invented catalogue numbers
// must not pass for a real brand's. Products are written as compact tables; stock,
// delivery days and the "delayed" flag are derived from a hash of the catalogue number,
// so the data is varied yet the same on every run (tests and screenshots stay stable).

export type ProductCategory = "reagent" | "glassware" | "consumable" | "equipment" | "office" | "food";

export type PremadeProduct = {
  sku: string; // catalogue number, unique across all catalogs
  name: string;
  nameJa: string;
  maker: string;
  category: ProductCategory;
  unit: string; // unit of sale, e.g. "500 mL", "100 pcs"; quantity and moq count these
  unitJa: string;
  priceYen: number; // per unit of sale, whole yen, tax excluded
  moq: number;
  stock: number; // units of sale on hand; 0 = out of stock, delivery date undecided
  deliveryDays: number;
  delayed: boolean;
  taxRate: 8 | 10; // 8 = reduced rate (food and non-alcoholic drinks)
  casNumber?: string;
};

export type PremadeCatalog = {
  supplier: string;
  supplierJa: string;
  title: string;
  titleJa: string;
  products: PremadeProduct[];
};

// ---- compact table format -------------------------------------------------------

// [spec appended to the name ('' for none, or [en, ja] when it needs translating),
//  unit of sale, price in yen, moq (default 1)]
type Variant = [spec: string | [string, string], unit: string, priceYen: number, moq?: number];
type Family = {
  en: string;
  ja: string;
  maker: string;
  cas?: string;
  category?: ProductCategory; // defaults to the catalog's
  taxRate?: 8 | 10;
  variants: Variant[];
};

// A reagent sold in several pack sizes: the size is the unit of sale.
const r = (maker: string, en: string, ja: string, cas: string | undefined, sizes: [string, number][]): Family => ({
  en,
  ja,
  maker,
  cas,
  variants: sizes.map(([unit, price]) => ["", unit, price]),
});

// An item sold in several specs (capacity, size ...).
const f = (maker: string, en: string, ja: string, variants: Variant[], extra: Partial<Family> = {}): Family => ({
  en,
  ja,
  maker,
  variants,
  ...extra,
});

// ---- 1. Aozora Chemical Trading: solvents, acids, bases, inorganics ----------------

const AZ = "Aozora Pure Chemicals";
const MN = "Minato Fine Chemicals";

const aozoraFamilies: Family[] = [
  r(AZ, "Acetone, JIS special grade", "アセトン（試薬特級）", "67-64-1", [["500 mL", 1480], ["3 L", 4380]]),
  r(AZ, "Ethanol (99.5), JIS special grade", "エタノール（99.5）（試薬特級）", "64-17-5", [["500 mL", 1980], ["3 L", 6480]]),
  r(AZ, "Methanol, JIS special grade", "メタノール（試薬特級）", "67-56-1", [["500 mL", 1280], ["3 L", 3980]]),
  r(AZ, "2-Propanol, JIS special grade", "2-プロパノール（試薬特級）", "67-63-0", [["500 mL", 1380], ["3 L", 4280]]),
  r(AZ, "Hexane, JIS special grade", "ヘキサン（試薬特級）", "110-54-3", [["500 mL", 1580], ["3 L", 4880]]),
  r(AZ, "Ethyl acetate, JIS special grade", "酢酸エチル（試薬特級）", "141-78-6", [["500 mL", 1480], ["3 L", 4580]]),
  r(AZ, "Dichloromethane, JIS special grade", "ジクロロメタン（試薬特級）", "75-09-2", [["500 mL", 1980], ["3 L", 6780]]),
  r(AZ, "Chloroform, JIS special grade", "クロロホルム（試薬特級）", "67-66-3", [["500 mL", 2180], ["3 L", 7380]]),
  r(AZ, "Toluene, JIS special grade", "トルエン（試薬特級）", "108-88-3", [["500 mL", 1480], ["3 L", 4680]]),
  r(AZ, "Diethyl ether, JIS special grade", "ジエチルエーテル（試薬特級）", "60-29-7", [["500 mL", 2380]]),
  r(AZ, "Tetrahydrofuran, JIS special grade", "テトラヒドロフラン（試薬特級）", "109-99-9", [["500 mL", 2780]]),
  r(AZ, "N,N-Dimethylformamide, JIS special grade", "N,N-ジメチルホルムアミド（試薬特級）", "68-12-2", [["500 mL", 2080]]),
  r(AZ, "Dimethyl sulfoxide, JIS special grade", "ジメチルスルホキシド（試薬特級）", "67-68-5", [["100 mL", 1680], ["500 mL", 3180]]),
  r(AZ, "Acetonitrile, JIS special grade", "アセトニトリル（試薬特級）", "75-05-8", [["500 mL", 2480]]),
  r(MN, "Acetonitrile, HPLC grade", "アセトニトリル（高速液体クロマトグラフ用）", "75-05-8", [["1 L", 4380], ["3 L", 11800]]),
  r(MN, "Methanol, HPLC grade", "メタノール（高速液体クロマトグラフ用）", "67-56-1", [["1 L", 2980], ["3 L", 7800]]),
  r(MN, "Distilled water, HPLC grade", "蒸留水（高速液体クロマトグラフ用）", "7732-18-5", [["1 L", 1280], ["3 L", 2680]]),
  r(AZ, "Hydrochloric acid (35.0–37.0%)", "塩酸（35.0～37.0%）", "7647-01-0", [["500 mL", 1280], ["2.5 L", 3980]]),
  r(AZ, "Sulfuric acid (95.0%)", "硫酸（95.0%）", "7664-93-9", [["500 mL", 1580], ["2.5 L", 4880]]),
  r(AZ, "Nitric acid (60–61%)", "硝酸（60～61%）", "7697-37-2", [["500 mL", 1880]]),
  r(AZ, "Acetic acid, JIS special grade", "酢酸（試薬特級）", "64-19-7", [["500 mL", 1480], ["3 L", 4480]]),
  r(AZ, "Phosphoric acid (85%)", "りん酸（85%）", "7664-38-2", [["500 g", 2380]]),
  r(AZ, "Ammonia solution (28%)", "アンモニア水（28%）", "1336-21-6", [["500 mL", 1380]]),
  r(AZ, "Hydrogen peroxide (30%)", "過酸化水素（30%）", "7722-84-1", [["500 mL", 1880]]),
  r(AZ, "Formaldehyde solution (37%)", "ホルムアルデヒド液（37%）", "50-00-0", [["500 mL", 1780]]),
  r(AZ, "Sodium hydroxide, granular", "水酸化ナトリウム（粒状）", "1310-73-2", [["500 g", 1180]]),
  r(AZ, "Potassium hydroxide, flakes", "水酸化カリウム（フレーク）", "1310-58-3", [["500 g", 1780]]),
  r(AZ, "Sodium chloride, JIS special grade", "塩化ナトリウム（試薬特級）", "7647-14-5", [["500 g", 980], ["1 kg", 1680]]),
  r(AZ, "Potassium chloride, JIS special grade", "塩化カリウム（試薬特級）", "7447-40-7", [["500 g", 1480]]),
  r(AZ, "Sodium hydrogen carbonate", "炭酸水素ナトリウム", "144-55-8", [["500 g", 980]]),
  r(AZ, "Sodium carbonate, anhydrous", "炭酸ナトリウム（無水）", "497-19-8", [["500 g", 1180]]),
  r(AZ, "Sodium sulfate, anhydrous", "硫酸ナトリウム（無水）", "7757-82-6", [["500 g", 1280]]),
  r(AZ, "Magnesium sulfate, anhydrous", "硫酸マグネシウム（無水）", "7487-88-9", [["500 g", 1880]]),
  r(AZ, "Calcium chloride dihydrate", "塩化カルシウム二水和物", "10035-04-8", [["500 g", 1680]]),
  r(AZ, "Copper(II) sulfate pentahydrate", "硫酸銅（II）五水和物", "7758-99-8", [["500 g", 2380]]),
  r(AZ, "Iron(III) chloride hexahydrate", "塩化鉄（III）六水和物", "10025-77-1", [["500 g", 1980]]),
  r(AZ, "Zinc chloride", "塩化亜鉛", "7646-85-7", [["500 g", 2580]]),
  r(AZ, "Potassium permanganate", "過マンガン酸カリウム", "7722-64-7", [["500 g", 2980]]),
  r(AZ, "Silver nitrate", "硝酸銀", "7761-88-8", [["25 g", 9800]]),
  r(AZ, "Iodine", "よう素", "7553-56-2", [["25 g", 3480]]),
  r(AZ, "Boric acid", "ほう酸", "10043-35-3", [["500 g", 1580]]),
  r(MN, "Phenolphthalein", "フェノールフタレイン", "77-09-8", [["25 g", 1580]]),
  r(MN, "Methylene blue trihydrate", "メチレンブルー三水和物", "7220-79-3", [["25 g", 2280]]),
  r(MN, "Sodium borohydride", "水素化ほう素ナトリウム", "16940-66-2", [["25 g", 3780], ["100 g", 10800]]),
  r(MN, "Triethylamine", "トリエチルアミン", "121-44-8", [["500 mL", 3380]]),
  r(MN, "Pyridine", "ピリジン", "110-86-1", [["500 mL", 3880]]),
  r(MN, "Trifluoroacetic acid", "トリフルオロ酢酸", "76-05-1", [["25 g", 3780]]),
  r(MN, "Silica gel 60, for column chromatography", "シリカゲル60（カラムクロマトグラフィー用）", "7631-86-9", [["500 g", 6480], ["1 kg", 11800]]),
  r(MN, "Activated carbon, powder", "活性炭（粉末）", "7440-44-0", [["500 g", 2180]]),
  r(MN, "Molecular sieves 4A, beads", "モレキュラーシーブ4A（ビーズ）", "70955-01-0", [["500 g", 3980]]),
  r(MN, "Diatomaceous earth, filter aid", "けいそう土（ろ過助剤）", "61790-53-2", [["500 g", 1880]]),
  r(MN, "Phenol, JIS special grade", "フェノール（試薬特級）", "108-95-2", [["500 g", 2680]]),
  f(MN, "pH standard solution", "pH標準液", [["pH 4.01", "500 mL", 1980], ["pH 6.86", "500 mL", 1980], ["pH 9.18", "500 mL", 1980]]),
  f(MN, "Karl Fischer reagent, one-component", "カールフィッシャー試薬（一液型）", [["", "500 mL", 8800]]),
];

// ---- 2. Nagisa Bio Supply: biochemistry, molecular biology, cell culture -------------

const NB = "Nagisa Bioscience";
const KR = "Kitaura Reagents";

const nagisaFamilies: Family[] = [
  r(KR, "Tris(hydroxymethyl)aminomethane", "トリス（ヒドロキシメチル）アミノメタン", "77-86-1", [["25 g", 1280], ["500 g", 5780]]),
  r(KR, "HEPES", "HEPES（2-[4-(2-ヒドロキシエチル)-1-ピペラジニル]エタンスルホン酸）", "7365-45-9", [["25 g", 4180], ["100 g", 11480]]),
  r(KR, "EDTA disodium salt dihydrate", "エチレンジアミン四酢酸二ナトリウム二水和物", "6381-92-6", [["100 g", 1680], ["500 g", 4280]]),
  r(KR, "Glycine", "グリシン", "56-40-6", [["500 g", 3180]]),
  r(KR, "D(+)-Glucose", "D（+）-グルコース", "50-99-7", [["500 g", 1880]]),
  r(KR, "Sucrose", "スクロース", "57-50-1", [["500 g", 1580]]),
  r(KR, "Sodium dodecyl sulfate", "ドデシル硫酸ナトリウム", "151-21-3", [["25 g", 2080], ["100 g", 5380]]),
  r(KR, "Urea", "尿素", "57-13-6", [["500 g", 1780]]),
  r(KR, "Citric acid monohydrate", "くえん酸一水和物", "5949-29-1", [["500 g", 1680]]),
  r(KR, "Ammonium sulfate", "硫酸アンモニウム", "7783-20-2", [["500 g", 1480]]),
  r(KR, "Sodium acetate, anhydrous", "酢酸ナトリウム（無水）", "127-09-3", [["500 g", 1680]]),
  r(KR, "Magnesium chloride hexahydrate", "塩化マグネシウム六水和物", "7791-18-6", [["500 g", 1780]]),
  r(KR, "Sodium dihydrogen phosphate dihydrate", "りん酸二水素ナトリウム二水和物", "13472-35-0", [["500 g", 1980]]),
  r(KR, "Disodium hydrogen phosphate, anhydrous", "りん酸水素二ナトリウム（無水）", "7558-79-4", [["500 g", 2080]]),
  r(KR, "Potassium dihydrogen phosphate", "りん酸二水素カリウム", "7778-77-0", [["500 g", 2180]]),
  r(NB, "Agarose, for electrophoresis", "アガロース（電気泳動用）", "9012-36-6", [["10 g", 4980], ["100 g", 27800]]),
  r(NB, "Bovine serum albumin, fraction V", "ウシ血清アルブミン（フラクションV）", "9048-46-8", [["25 g", 11800], ["100 g", 36800]]),
  r(KR, "Acrylamide, for electrophoresis", "アクリルアミド（電気泳動用）", "79-06-1", [["500 g", 5180]]),
  r(KR, "N,N'-Methylenebisacrylamide", "N,N'-メチレンビスアクリルアミド", "110-26-9", [["25 g", 2980]]),
  r(KR, "Ammonium persulfate", "ペルオキソ二硫酸アンモニウム", "7727-54-0", [["25 g", 1280], ["500 g", 3980]]),
  r(KR, "N,N,N',N'-Tetramethylethylenediamine (TEMED)", "N,N,N',N'-テトラメチルエチレンジアミン（TEMED）", "110-18-9", [["25 mL", 2680]]),
  r(KR, "2-Mercaptoethanol", "2-メルカプトエタノール", "60-24-2", [["25 mL", 2580]]),
  r(NB, "Dithiothreitol (DTT)", "ジチオトレイトール（DTT）", "3483-12-3", [["1 g", 3580], ["5 g", 11800]]),
  r(KR, "Imidazole", "イミダゾール", "288-32-4", [["25 g", 2180], ["500 g", 14800]]),
  r(KR, "Glycerol", "グリセリン", "56-81-5", [["500 g", 2080]]),
  r(KR, "Polyoxyethylene (20) sorbitan monolaurate", "ポリオキシエチレン（20）ソルビタンモノラウレート", "9005-64-5", [["500 mL", 3480]]),
  r(KR, "Polyoxyethylene octylphenyl ether", "ポリオキシエチレンオクチルフェニルエーテル", "9002-93-1", [["500 mL", 4780]]),
  r(KR, "Paraformaldehyde", "パラホルムアルデヒド", "30525-89-4", [["500 g", 2780]]),
  r(KR, "Sodium azide", "アジ化ナトリウム", "26628-22-8", [["25 g", 2380]]),
  r(KR, "L-Ascorbic acid", "L-アスコルビン酸", "50-81-7", [["25 g", 880], ["500 g", 3780]]),
  r(NB, "Proteinase K", "プロテイナーゼK", "39450-01-6", [["100 mg", 9800]]),
  r(NB, "Lysozyme, from egg white", "リゾチーム（卵白由来）", "12650-88-3", [["5 g", 5800]]),
  r(NB, "Ampicillin sodium", "アンピシリンナトリウム", "69-52-3", [["5 g", 4980], ["25 g", 14800]]),
  r(NB, "Kanamycin sulfate", "カナマイシン硫酸塩", "25389-94-0", [["5 g", 6980]]),
  r(NB, "Isopropyl β-D-thiogalactopyranoside (IPTG)", "イソプロピル-β-D-チオガラクトピラノシド（IPTG）", "367-93-1", [["1 g", 4980], ["5 g", 16800]]),
  r(NB, "Coomassie brilliant blue R-250", "クマシーブリリアントブルーR-250", "6104-59-2", [["25 g", 6800]]),
  r(NB, "Agar, powder", "寒天（粉末）", "9002-18-0", [["500 g", 6980]]),
  r(NB, "Yeast extract", "酵母エキス", "8013-01-2", [["500 g", 7800]]),
  r(NB, "Tryptone", "トリプトン", undefined, [["500 g", 8800]]),
  r(NB, "LB broth (Lennox), powder", "LB培地（Lennox）（粉末）", undefined, [["500 g", 9800]]),
  f(NB, "Phosphate-buffered saline (PBS) tablets", "リン酸緩衝生理食塩水（PBS）錠剤", [["", "100 tablets", 4800]]),
  f(NB, "D-PBS(-), liquid, sterile", "D-PBS（-）（液体、滅菌済）", [["", "500 mL", 1280, 5]]),
  f(NB, "DMEM, high glucose, liquid", "ダルベッコ改変イーグル培地（高グルコース、液体）", [["", "500 mL", 2980]]),
  f(NB, "RPMI 1640 medium, liquid", "RPMI 1640培地（液体）", [["", "500 mL", 2880]]),
  f(NB, "Fetal bovine serum, heat-inactivated", "ウシ胎児血清（非働化済）", [["", "500 mL", 98000]]),
  f(NB, "Trypsin-EDTA solution (0.25%)", "トリプシン-EDTA溶液（0.25%）", [["", "100 mL", 2480]]),
  f(NB, "Penicillin-streptomycin solution (100×)", "ペニシリン-ストレプトマイシン溶液（100×）", [["", "100 mL", 4980]]),
  f(NB, "Taq DNA polymerase", "Taq DNAポリメラーゼ", [["", "250 U", 16800], ["", "1,000 U", 52000]]),
  f(NB, "dNTP mixture (2.5 mM each)", "dNTP混合液（各2.5 mM）", [["", "1 mL", 9800]]),
  f(NB, "DNA ladder", "DNAラダー", [["100 bp", "500 µL", 12800], ["1 kb", "500 µL", 12800]]),
  f(NB, "Protein molecular weight marker, prestained", "タンパク質分子量マーカー（プレステイン）", [["", "2 × 250 µL", 28000]]),
  f(NB, "DNA gel stain, green fluorescent (10,000×)", "DNAゲル染色液（緑色蛍光、10,000×）", [["", "500 µL", 19800]]),
  f(NB, "Bradford protein assay reagent", "ブラッドフォード法タンパク質定量試薬", [["", "500 mL", 14800]]),
  f(NB, "Plasmid miniprep kit", "プラスミド抽出キット（ミニプレップ）", [["", "250 preps", 48000]]),
  f(NB, "Total RNA extraction kit", "トータルRNA抽出キット", [["", "50 preps", 42000]]),
];

// ---- 3. Tsubaki Labware: glassware and porcelain ------------------------------------

const TG = "Tsubaki Glass Works";
const SG = "Shirakaba Glass";
const mL = (sizes: number[], prices: number[], unit = "1 pc", moq = 1): Variant[] =>
  sizes.map((s, i) => [`${s} mL`, unit, prices[i], moq]);

const tsubakiFamilies: Family[] = [
  f(TG, "Beaker, low form, borosilicate", "ビーカー（硼珪酸ガラス）", mL([50, 100, 200, 300, 500, 1000, 2000, 3000], [380, 420, 520, 620, 780, 1480, 3280, 4980])),
  f(TG, "Tall beaker, borosilicate", "トールビーカー（硼珪酸ガラス）", mL([100, 300, 500], [680, 980, 1280])),
  f(TG, "Erlenmeyer flask", "三角フラスコ", mL([50, 100, 200, 300, 500, 1000], [460, 520, 650, 780, 980, 1780])),
  f(TG, "Volumetric flask, class A, with stopper", "メスフラスコ（クラスA、共栓付）", mL([10, 25, 50, 100, 250, 500, 1000], [1580, 1680, 1880, 2180, 2880, 3780, 5180])),
  f(TG, "Graduated cylinder, class A", "メスシリンダー（クラスA）", mL([10, 25, 50, 100, 250, 500, 1000], [1380, 1480, 1680, 1980, 2880, 4180, 6780])),
  f(SG, "Round-bottom flask, TS 24/40", "丸底フラスコ（TS24/40）", mL([50, 100, 200, 300, 500, 1000], [2380, 2580, 2880, 3180, 3580, 4780])),
  f(SG, "Recovery flask, TS 24/40", "ナスフラスコ（TS24/40）", mL([50, 100, 200, 500], [2180, 2380, 2680, 3380])),
  f(TG, "Media bottle with GL45 screw cap", "ねじ口瓶（GL45キャップ付）", mL([100, 250, 500, 1000, 2000], [880, 1080, 1280, 1880, 3580])),
  f(SG, "Separatory funnel, PTFE stopcock", "分液ロート（PTFEコック）", mL([100, 200, 500, 1000], [6780, 7580, 9780, 13800])),
  f(SG, "Burette, class A, PTFE stopcock", "ビュレット（クラスA、PTFEコック）", mL([10, 25, 50], [7280, 7780, 8580])),
  f(TG, "Volumetric pipette, class A", "ホールピペット（クラスA）", mL([1, 2, 5, 10, 20, 25, 50], [880, 920, 980, 1080, 1280, 1380, 1880])),
  f(TG, "Measuring pipette", "メスピペット", mL([1, 2, 5, 10], [680, 700, 750, 850])),
  f(TG, "Glass Petri dish", "ガラスシャーレ", [["60 × 15 mm", "1 set", 420, 10], ["90 × 15 mm", "1 set", 480, 10]]),
  f(TG, "Test tube, rimless", "試験管（リムなし）", [
    ["13 × 100 mm", "100 pcs", 3980],
    ["16.5 × 165 mm", "100 pcs", 5780],
    ["18 × 180 mm", "100 pcs", 6880],
    ["16.5 × 165 mm", "1 pc", 62, 100],
  ]),
  f(TG, "Watch glass", "時計皿", [["60 mm", "1 pc", 280, 5], ["75 mm", "1 pc", 330, 5], ["100 mm", "1 pc", 450], ["120 mm", "1 pc", 620]]),
  f(TG, "Glass funnel, short stem", "ロート（短脚）", [["45 mm", "1 pc", 480], ["60 mm", "1 pc", 620], ["75 mm", "1 pc", 780], ["90 mm", "1 pc", 950]]),
  f(TG, "Pasteur pipette, glass", "パスツールピペット（ガラス製）", [["150 mm", "250 pcs", 2780], ["230 mm", "250 pcs", 3280]]),
  f(SG, "Screw-cap vial, clear", "スクリュー管瓶（透明）", [
    ["4 mL", "100 pcs", 3480],
    ["9 mL", "100 pcs", 3980],
    ["20 mL", "100 pcs", 5380],
    ["4 mL", "1 pc", 38, 100],
  ]),
  f(SG, "Microscope slides, frosted end", "スライドガラス（フロスト付）", [["76 × 26 mm", "100 pcs", 1380]]),
  f(SG, "Cover glass", "カバーガラス", [["18 × 18 mm", "100 pcs", 680], ["24 × 24 mm", "100 pcs", 880], ["24 × 50 mm", "100 pcs", 1180]]),
  f(TG, "Glass stirring rod", "ガラス棒", [["6 × 200 mm", "1 pc", 120, 10], ["8 × 300 mm", "1 pc", 160, 10]]),
  f(TG, "Weighing bottle", "秤量瓶", [["30 × 30 mm", "1 pc", 1180], ["40 × 40 mm", "1 pc", 1480]]),
  f(TG, "Vacuum desiccator, glass", "真空デシケーター（ガラス製）", [["210 mm", "1 pc", 26800], ["240 mm", "1 pc", 34800]]),
  f(TG, "Buchner funnel, porcelain", "ブフナーロート（磁製）", [["60 mm", "1 pc", 2280], ["90 mm", "1 pc", 2980], ["120 mm", "1 pc", 4280]]),
  f(TG, "Suction flask", "吸引瓶", mL([300, 500, 1000], [2780, 3280, 4680])),
  f(TG, "Mortar and pestle, porcelain", "乳鉢・乳棒（磁製）", [["90 mm", "1 set", 2280], ["120 mm", "1 set", 3480]]),
  f(TG, "Crucible, porcelain", "るつぼ（磁製）", mL([30, 50], [580, 780], "1 pc", 5)),
  f(TG, "Dropping bottle, amber", "点滴瓶（褐色）", mL([30, 60], [580, 680])),
  f(TG, "Reagent bottle, amber, narrow mouth", "細口試薬瓶（褐色）", mL([250, 500], [980, 1280])),
  f(SG, "Allihn condenser, TS 24/40", "玉入冷却器（TS24/40）", [["200 mm", "1 pc", 8800], ["300 mm", "1 pc", 10800]]),
  f(SG, "Liebig condenser, TS 24/40", "リービッヒ冷却器（TS24/40）", [["300 mm", "1 pc", 7800]]),
  f(SG, "Dropping funnel, pressure-equalizing", "滴下ロート（圧力平衡管付）", mL([100, 200], [14800, 16800])),
  f(TG, "Glass thermometer, alcohol, 0–100 °C", "ガラス製温度計（アルコール、0～100 °C）", [["300 mm", "1 pc", 780]]),
];

// ---- 4. Hinode Scientific: plastic consumables, filtration, PPE ---------------------

const HP = "Hinode Plastics";
const KM = "Kaede Medical";
const SF = "Sango Filtration";
const each = (specs: string[], unit: string, price: number, moq = 1): Variant[] =>
  specs.map((s) => [s, unit, price, moq]);

const hinodeFamilies: Family[] = [
  f(HP, "Pipette tips, racked", "ピペットチップ（ラック入り）", [["10 µL", "96 × 10 racks", 5280], ["200 µL", "96 × 10 racks", 4580], ["1000 µL", "96 × 10 racks", 4980]]),
  f(HP, "Pipette tips, bulk", "ピペットチップ（バルク）", [["10 µL", "1,000 pcs", 1780], ["200 µL", "1,000 pcs", 1480], ["1000 µL", "1,000 pcs", 1880]]),
  f(HP, "Filter tips, sterile, racked", "フィルターチップ（滅菌、ラック入り）", [["10 µL", "96 × 10 racks", 7280], ["200 µL", "96 × 10 racks", 6980], ["1000 µL", "96 × 10 racks", 7480]]),
  f(HP, "Microcentrifuge tubes", "マイクロチューブ", [["0.5 mL", "1,000 pcs", 2980], ["1.5 mL", "500 pcs", 2380], ["2.0 mL", "500 pcs", 2780]]),
  f(HP, "Low-binding microcentrifuge tubes", "低吸着マイクロチューブ", [["1.5 mL", "250 pcs", 6800]]),
  f(HP, "PCR tubes, 0.2 mL", "PCRチューブ（0.2 mL）", [[["single", "単品"], "1,000 pcs", 3580], [["8-strip with caps", "8連キャップ付"], "125 strips", 5780]]),
  f(HP, "PCR plate, 96-well, skirted", "96穴PCRプレート（スカート付）", [["", "25 plates", 6800]]),
  f(HP, "Centrifuge tubes, conical, sterile", "遠沈管（コニカル、滅菌）", [
    ["15 mL", "500 pcs", 9800],
    ["50 mL", "500 pcs", 12800],
    ["15 mL", "50 pcs", 1880],
    ["50 mL", "25 pcs", 1680],
  ]),
  f(KM, "Nitrile gloves, powder-free", "ニトリル手袋（パウダーフリー）", each(["XS", "S", "M", "L", "XL"], "100 pcs", 1180, 10)),
  f(KM, "Latex gloves, powder-free", "ラテックス手袋（パウダーフリー）", each(["S", "M", "L"], "100 pcs", 1080, 5)),
  f(KM, "Disposable syringe, Luer lock", "ディスポーザブルシリンジ（ルアーロック）", [
    ["1 mL", "100 pcs", 2580],
    ["5 mL", "100 pcs", 2780],
    ["10 mL", "100 pcs", 3580],
    ["20 mL", "50 pcs", 2880],
    ["50 mL", "25 pcs", 3380],
  ]),
  f(KM, "Hypodermic needle", "注射針", [...each(["18G", "21G", "23G", "25G"], "100 pcs", 1280), ["27G", "100 pcs", 1380]]),
  f(SF, "Syringe filter, sterile", "シリンジフィルター（滅菌）", [
    ["PES 0.22 µm, φ25 mm", "50 pcs", 9800],
    ["PES 0.45 µm, φ25 mm", "50 pcs", 9280],
    ["PVDF 0.22 µm, φ13 mm", "100 pcs", 13800],
    [["Nylon 0.45 µm, φ13 mm", "ナイロン 0.45 µm、φ13 mm"], "100 pcs", 8800],
    ["PTFE 0.45 µm, φ13 mm", "100 pcs", 11800],
  ]),
  f(SF, "Bottle-top filter unit, PES 0.22 µm", "ボトルトップフィルター（PES 0.22 µm）", [["250 mL", "12 pcs", 21800], ["500 mL", "12 pcs", 24800]]),
  f(SF, "Filter paper, qualitative No. 2", "定性ろ紙 No.2", [["90 mm", "100 sheets", 880], ["110 mm", "100 sheets", 1080], ["150 mm", "100 sheets", 1880], ["185 mm", "100 sheets", 2680]]),
  f(SF, "Filter paper, quantitative No. 5C", "定量ろ紙 No.5C", [["90 mm", "100 sheets", 2080], ["110 mm", "100 sheets", 2580]]),
  f(SF, "Membrane filter, mixed cellulose ester", "メンブレンフィルター（混合セルロースエステル）", [["0.45 µm, φ47 mm", "100 pcs", 8800]]),
  f(HP, "Serological pipette, sterile, individually wrapped", "メスピペット（プラスチック、滅菌、個包装）", [["5 mL", "200 pcs", 8780], ["10 mL", "200 pcs", 9580], ["25 mL", "150 pcs", 10800]]),
  f(HP, "Transfer pipette, PE", "スポイト（PE）", [["3 mL", "500 pcs", 3580]]),
  f(HP, "Cell culture dish, TC-treated", "細胞培養ディッシュ（TC処理）", [["35 mm", "200 pcs", 9800], ["60 mm", "200 pcs", 10800], ["100 mm", "200 pcs", 13800]]),
  f(HP, "Petri dish, PS, sterile", "滅菌シャーレ（PS）", [["90 × 15 mm", "500 pcs", 6780]]),
  f(HP, "Multiwell cell culture plate, TC-treated", "マルチウェルプレート（TC処理）", [
    ...each(["6-well", "12-well", "24-well", "48-well"], "50 plates", 18800),
    ["96-well", "50 plates", 16800],
  ].map(([s, u, p]) => [[s as string, (s as string).replace("-well", "穴")], u, p] as Variant)),
  f(HP, "Cell culture flask, vented cap", "細胞培養フラスコ（ベントキャップ）", [["T25", "100 pcs", 15800], ["T75", "100 pcs", 24800], ["T175", "40 pcs", 19800]]),
  f(HP, "Cryogenic vial, external thread", "クライオチューブ（外ねじ）", [["2 mL", "500 pcs", 14800]]),
  f(HP, "Cell strainer", "セルストレーナー", each(["40 µm", "70 µm", "100 µm"], "50 pcs", 14800)),
  f(HP, "Weighing paper", "薬包紙", [["100 × 100 mm", "500 sheets", 780]]),
  f(HP, "Weighing boat, PS", "秤量皿（PS）", [["S", "500 pcs", 3280], ["M", "500 pcs", 3780], ["L", "250 pcs", 3580]]),
  f(HP, "Laboratory sealing film", "ラボ用シーリングフィルム", [["100 mm × 38 m", "1 roll", 5180], ["50 mm × 75 m", "1 roll", 5180]]),
  f(KM, "Laboratory wipes, low-lint", "実験用ワイパー（低発塵）", [["120 × 215 mm", "200 sheets", 268, 10], ["215 × 420 mm", "100 sheets", 348, 10]]),
  f(KM, "Paper towels", "ペーパータオル", [["", "200 sheets × 25 packs", 3980]]),
  f(HP, "Disposable cuvette, 10 mm", "ディスポセル（10 mm）", [["PS", "100 pcs", 2580], ["PMMA", "100 pcs", 2980], [["UV-transparent", "UV対応"], "100 pcs", 8980]]),
  f(HP, "Autoclave bag", "オートクレーブバッグ", [["300 × 500 mm", "100 bags", 4580], ["600 × 780 mm", "100 bags", 8980]]),
  f(HP, "Autoclave indicator tape", "オートクレーブインジケーターテープ", [["19 mm × 50 m", "1 roll", 1380, 5]]),
  f(HP, "Wash bottle, LDPE", "洗浄瓶（LDPE）", mL([250, 500, 1000], [380, 450, 620], "1 pc", 5)),
  f(KM, "Surgical mask, 3-ply", "サージカルマスク（3層）", [["", "50 pcs", 780]]),
  f(KM, "Disposable lab coat", "使い捨て白衣", each(["M", "L"], "10 pcs", 3280)),
  f(KM, "Safety glasses", "保護めがね", [["", "1 pc", 1580]]),
  f(HP, "Zipper bag, PE", "チャック付きポリ袋（PE）", [["70 × 100 mm", "100 pcs", 480], ["100 × 140 mm", "100 pcs", 580], ["170 × 240 mm", "100 pcs", 980]]),
  f(KM, "Sharps container", "針捨て容器", [["3 L", "1 pc", 980, 5]]),
  f(HP, "Inoculation loop, sterile", "使い捨て白金耳（滅菌）", [["10 µL", "1,000 pcs", 7800]]),
  f(HP, "Cell spreader, L-shaped, sterile", "コンラージ棒（L字、滅菌）", [["", "1 pc", 48, 100]]),
  f(KM, "Cotton swab, sterile", "滅菌綿棒", [["", "100 pcs", 1280]]),
  f(KM, "Aluminium foil", "アルミホイル", [["30 cm × 25 m", "1 roll", 780], ["45 cm × 50 m", "1 roll", 2480]]),
];

// ---- 5. Kawasemi Instruments: small instruments and bench equipment ------------------

const KW = "Kawasemi";
const HB = "Hibari Precision";
const one = (price: number, moq = 1): Variant[] => [["", "1 unit", price, moq]];

const kawasemiFamilies: Family[] = [
  f(HB, "Single-channel micropipette", "シングルチャンネルマイクロピペット", [
    ["0.1–2 µL", "1 unit", 42800],
    ["0.5–10 µL", "1 unit", 42800],
    ["2–20 µL", "1 unit", 39800],
    ["10–100 µL", "1 unit", 39800],
    ["20–200 µL", "1 unit", 39800],
    ["100–1000 µL", "1 unit", 39800],
    ["0.5–5 mL", "1 unit", 44800],
  ]),
  f(HB, "8-channel micropipette", "8チャンネルマイクロピペット", each(["0.5–10 µL", "10–100 µL", "30–300 µL"], "1 unit", 98000)),
  f(HB, "Micropipette stand, for 6 pipettes", "マイクロピペットスタンド（6本用）", one(8800)),
  f(HB, "Pipette controller, rechargeable", "電動ピペッター（充電式）", one(42800)),
  f(HB, "Bottle-top dispenser", "ボトルトップディスペンサー", each(["0.5–5 mL", "1–10 mL", "2.5–25 mL"], "1 unit", 58000)),
  f(KW, "Magnetic stirrer, compact", "マグネチックスターラー（小型）", one(22800)),
  f(KW, "Hot plate stirrer, 180 × 180 mm", "ホットプレートスターラー（180 × 180 mm）", one(68800)),
  f(KW, "Stir bar, PTFE", "撹拌子（PTFE）", [["4 × 10 mm", "10 pcs", 2280], ["8 × 30 mm", "10 pcs", 3280], ["10 × 50 mm", "5 pcs", 2980]], { category: "consumable" }),
  f(KW, "Vortex mixer", "ボルテックスミキサー", one(35800)),
  f(KW, "Mini centrifuge, for 1.5 mL and 0.2 mL tubes", "卓上ミニ遠心機（1.5 mL・0.2 mLチューブ用）", one(26800)),
  f(KW, "Microcentrifuge, 24 × 1.5/2.0 mL, 15,000 rpm", "高速微量遠心機（24 × 1.5/2.0 mL、15,000 rpm）", one(168000)),
  f(KW, "Refrigerated microcentrifuge, 24 × 1.5/2.0 mL", "冷却高速微量遠心機（24 × 1.5/2.0 mL）", one(598000)),
  f(HB, "Analytical balance, 220 g / 0.1 mg", "分析天びん（220 g／0.1 mg）", one(328000)),
  f(HB, "Precision balance, 620 g / 1 mg", "精密電子天びん（620 g／1 mg）", one(128000)),
  f(HB, "Compact balance, 3200 g / 0.1 g", "電子天びん（3200 g／0.1 g）", one(48800)),
  f(HB, "Benchtop pH meter", "卓上型pHメーター", one(98000)),
  f(HB, "pH combination electrode, glass", "pH複合電極（ガラス）", one(32800)),
  f(KW, "Dry block heater", "ドライブロックヒーター", one(78000)),
  f(KW, "Water bath, 8 L", "恒温水槽（8 L）", one(88000)),
  f(KW, "Digital timer", "デジタルタイマー", one(1980)),
  f(KW, "Digital thermometer with probe", "デジタル温度計（プローブ付）", one(3280)),
  f(KW, "Microtube rack, 80 positions", "マイクロチューブラック（80本立）", one(1280, 5)),
  f(KW, "Centrifuge tube rack, 15/50 mL", "遠沈管立て（15/50 mL兼用）", one(2380)),
  f(KW, "Ice bucket with lid, 4 L", "アイスボックス（フタ付、4 L）", one(4580)),
  f(KW, "Lab jack, stainless, 150 × 150 mm", "ラボジャッキ（ステンレス、150 × 150 mm）", one(9800)),
  f(KW, "Retort stand with base", "スタンド（台付）", one(6480)),
  f(KW, "Three-prong clamp", "三つ又クランプ", one(1780)),
  f(KW, "Boss head", "ムッフ", one(980)),
  f(KW, "Stainless spatula", "ステンレス薬さじ", [["150 mm", "1 pc", 580, 5], ["210 mm", "1 pc", 780, 5]]),
  f(KW, "Tweezers, stainless, 125 mm", "ピンセット（ステンレス、125 mm）", [["", "1 pc", 880, 5]]),
  f(KW, "Mini gel electrophoresis system", "ミニゲル電気泳動装置", one(58000)),
  f(KW, "Electrophoresis power supply", "電気泳動用電源装置", one(98000)),
  f(KW, "Blue-light transilluminator", "ブルーライトトランスイルミネーター", one(148000)),
  f(KW, "Thermal cycler, 96-well", "サーマルサイクラー（96ウェル）", one(680000)),
  f(KW, "Seesaw shaker", "シーソー型振とう器", one(118000)),
  f(KW, "Handheld UV lamp, 254/365 nm", "ハンディUVランプ（254/365 nm）", one(28800)),
  f(KW, "Rotary evaporator", "ロータリーエバポレーター", one(680000)),
  f(KW, "Diaphragm vacuum pump", "ダイアフラム型真空ポンプ", one(148000)),
];

// ---- 6. Komorebi Office & Lab Life: office supplies and break-room food -------------

const KO = "Komorebi";
const YF = "Yamabuki Foods";
const AB = "Asagiri Beverages";
// Food and non-alcoholic drinks are the reduced-rate (8%) items in the data.
const food = { category: "food" as const, taxRate: 8 as const };

const komorebiFamilies: Family[] = [
  f(KO, "Laboratory notebook, A4, 100 pages", "実験ノート（A4、100ページ）", [["", "1 pc", 680, 5]]),
  f(KO, "Permanent marker, fine, black", "油性マーカー（細字、黒）", [["", "1 pc", 150, 10]]),
  f(KO, "Solvent-resistant marker, black", "耐溶剤マーカー（黒）", [["", "1 pc", 280, 10]]),
  f(KO, "Cryogenic labels, for 1.5 mL tubes", "凍結保存用ラベル（1.5 mLチューブ用）", [["", "1,000 labels", 6800]]),
  f(KO, "Labelling tape, 5 colours", "ラベリングテープ（5色セット）", [["", "1 set", 1680]]),
  f(KO, "Copy paper, A4", "コピー用紙（A4）", [["", "500 sheets", 680, 5]]),
  f(KO, "Ballpoint pen, black", "ボールペン（黒）", [["", "10 pcs", 980]]),
  f(KO, "Sticky notes, 75 × 75 mm", "ふせん（75 × 75 mm）", [["", "10 pads", 1280]]),
  f(KO, "Clear file folder, A4", "クリアファイル（A4）", [["", "10 pcs", 380]]),
  f(KO, "Paper cups, 205 mL", "紙コップ（205 mL）", [["", "100 pcs", 580]]),
  f(KO, "Disposable chopsticks", "割り箸", [["", "100 pairs", 480]]),
  f(YF, "Drip coffee, 8 g bags", "ドリップコーヒー（8 g）", [["", "100 bags", 2980]], food),
  f(YF, "Green tea bags", "緑茶ティーバッグ", [["", "100 bags", 1280]], food),
  f(YF, "Black tea bags", "紅茶ティーバッグ", [["", "100 bags", 1480]], food),
  f(AB, "Mineral water, 500 mL × 24 bottles", "ミネラルウォーター（500 mL × 24本）", [["", "1 case", 2380]], food),
  f(AB, "Sports drink, 500 mL × 24 bottles", "スポーツドリンク（500 mL × 24本）", [["", "1 case", 3580]], food),
  f(AB, "Barley tea, 2 L × 6 bottles", "麦茶（2 L × 6本）", [["", "1 case", 1680]], food),
  f(YF, "Assorted rice crackers, individually wrapped", "個包装せんべい詰め合わせ", [["", "40 packs", 1980]], food),
  f(YF, "Assorted cookies", "クッキー詰め合わせ", [["", "48 pcs", 2580]], food),
  f(YF, "Instant miso soup", "インスタントみそ汁", [["", "30 servings", 1580]], food),
  f(YF, "Stick sugar, 3 g", "スティックシュガー（3 g）", [["", "100 pcs", 580]], food),
];

// ---- building the products ----------------------------------------------------------

// FNV-1a plus murmur3's final mix: a tiny, stable string hash so derived values never
// change between runs; the mix spreads near-identical catalogue numbers evenly.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

// Units of sale in Japanese: counters replace the English count words.
const unitWordsJa: [RegExp, string][] = [
  [/ × (\d+) racks$/, "本 × $1ラック"],
  [/ pcs?$/, "個"],
  [/ sheets? × (\d+) packs$/, "枚 × $1パック"],
  [/ sheets$/, "枚"],
  [/ bags$/, "袋"],
  [/ rolls?$/, "巻"],
  [/ plates$/, "枚"],
  [/ strips$/, "本"],
  [/ labels$/, "枚"],
  [/ tablets$/, "錠"],
  [/ pairs$/, "膳"],
  [/ servings$/, "食"],
  [/ packs$/, "袋"],
  [/ pads$/, "冊"],
  [/ preps$/, "回分"],
  [/ units?$/, "台"],
  [/ sets?$/, "セット"],
  [/ cases?$/, "ケース"],
];

export function unitToJa(unit: string): string {
  for (const [pattern, replacement] of unitWordsJa) {
    if (pattern.test(unit)) return unit.replace(pattern, replacement);
  }
  return unit; // metric sizes (500 mL, 25 g, 250 U) read the same in Japanese
}

type SupplierConfig = {
  prefix: string; // catalogue-number prefix, unique per supplier
  category: ProductCategory;
  days: [number, number]; // usual delivery time range, in days
  stock: [number, number]; // usual stock range, in units of sale
};

function buildProducts(families: Family[], cfg: SupplierConfig): PremadeProduct[] {
  const products: PremadeProduct[] = [];
  families.forEach((fam, fi) => {
    fam.variants.forEach(([spec, unit, priceYen, moq = 1], vi) => {
      const [specEn, specJa] = typeof spec === "string" ? [spec, spec] : spec;
      const sku = `${cfg.prefix}-${String(fi + 1).padStart(3, "0")}-${String(vi + 1).padStart(2, "0")}`;
      const h = hash(sku);
      const category = fam.category ?? cfg.category;
      const outOfStock = h % 17 === 3;
      const delayed = !outOfStock && h % 19 === 7;
      // Costly instruments are kept in ones and twos; cheap goods in dozens or hundreds.
      const [lo, hi] = priceYen >= 100_000 ? [1, 3] : priceYen >= 20_000 ? [2, 12] : cfg.stock;
      const stockUnits = outOfStock ? 0 : lo + ((h >>> 8) % (hi - lo + 1));
      const [dLo, dHi] = cfg.days;
      const baseDays = dLo + ((h >>> 16) % (dHi - dLo + 1));
      products.push({
        sku,
        name: specEn ? `${fam.en}, ${specEn}` : fam.en,
        nameJa: specJa ? `${fam.ja} ${specJa}` : fam.ja,
        maker: fam.maker,
        category,
        unit,
        unitJa: unitToJa(unit),
        priceYen,
        moq,
        // Stock is kept in whole multiples of the moq, as a distributor would hold it.
        stock: stockUnits === 0 ? 0 : Math.max(moq, Math.ceil(stockUnits / moq) * moq),
        // A delayed item waits for the maker: two to five weeks instead of days.
        deliveryDays: delayed ? 14 + ((h >>> 4) % 22) : baseDays,
        delayed,
        taxRate: fam.taxRate ?? 10,
        ...(fam.cas ? { casNumber: fam.cas } : {}),
      });
    });
  });
  return products;
}

export const premadeCatalogs: PremadeCatalog[] = [
  {
    supplier: "Aozora Chemical Trading",
    supplierJa: "青空化学商事",
    title: "General reagents and solvents",
    titleJa: "汎用試薬・溶媒",
    products: buildProducts(aozoraFamilies, { prefix: "AZC", category: "reagent", days: [1, 4], stock: [3, 60] }),
  },
  {
    supplier: "Nagisa Bio Supply",
    supplierJa: "なぎさバイオサプライ",
    title: "Biochemistry, molecular biology and cell culture",
    titleJa: "生化学・分子生物学・細胞培養",
    products: buildProducts(nagisaFamilies, { prefix: "NBS", category: "reagent", days: [2, 5], stock: [2, 40] }),
  },
  {
    supplier: "Tsubaki Labware",
    supplierJa: "椿ラボウェア",
    title: "Laboratory glassware",
    titleJa: "理化学ガラス器具",
    products: buildProducts(tsubakiFamilies, { prefix: "TBL", category: "glassware", days: [2, 6], stock: [5, 120] }),
  },
  {
    supplier: "Hinode Scientific",
    supplierJa: "日の出サイエンティフィック",
    title: "Plastic consumables, filtration and protective wear",
    titleJa: "プラスチック消耗品・ろ過・保護具",
    products: buildProducts(hinodeFamilies, { prefix: "HNS", category: "consumable", days: [1, 3], stock: [10, 300] }),
  },
  {
    supplier: "Kawasemi Instruments",
    supplierJa: "カワセミ理化機器",
    title: "Bench equipment and small instruments",
    titleJa: "研究用機器・小物器具",
    products: buildProducts(kawasemiFamilies, { prefix: "KWI", category: "equipment", days: [3, 10], stock: [5, 40] }),
  },
  {
    supplier: "Komorebi Office & Lab Life",
    supplierJa: "こもれびオフィス＆ラボライフ",
    title: "Lab office supplies and break room",
    titleJa: "ラボ事務用品・休憩室",
    products: buildProducts(komorebiFamilies, { prefix: "KOL", category: "office", days: [1, 2], stock: [10, 200] }),
  },
];
