import type { SystemMaterialSeed } from "@eln/shared/materials";
import groups from "./systemMaterials.json" with { type: "json" };

// System default materials shipped with the product: common laboratory reagents,
// solvents, buffers, metals and cylinder gases.
//
// Sources and conventions (researchers rely on these values; keep them honest):
// - molarMass: g/mol from the formula with standard atomic weights (mf-parser),
//   rounded to 3 decimals; systemMaterials.test.ts re-checks every entry.
// - density: g/mL at about 20 °C (25 °C for substances that melt near room
//   temperature), liquids only. Solids and gases: null.
// - boilingPointC: at 101.3 kPa; liquids only.
// - hazardStatements: GHS H-codes as generally classified (EU CLP Annex VI
//   harmonised classification where one exists, otherwise major suppliers' SDS).
//   Solutions carry the classification of the commercial solution.
// - riskType follows the Japanese Industrial Safety and Health Act's dangerous-
//   substance classes: "explosive" for organic peroxides, metal azides and
//   explosive nitro compounds (and self-reactive azo initiators); "flammable" for
//   flammable liquids, gases and flammable / pyrophoric / water-reactive solids;
//   "other" for everything else (oxidisers included).
// - oelPpm / oelMgM3: ACGIH TLV-TWA (8 h) as published in the TLVs and BEIs
//   (2024 edition). Substances with only a ceiling or STEL, or without a TLV, are
//   null. Metal compounds are expressed as the metal (e.g. Ag, Ni, Cr(VI), Pb).
//   These are a screening aid: check the current ACGIH / JSOH (日本産業衛生学会
//   許容濃度) lists before a formal assessment.
// - concentration: set for reagents sold as solutions or dispersions. Their molar
//   mass is the solute's and density is null, so a volume of solution is never
//   converted as if it were the pure substance.
//
// The entries are data in systemMaterials.json, grouped under headings (water and NMR
// solvents, alcohols, salts ...); the list is the groups one after another, in file order.
export const systemMaterials: SystemMaterialSeed[] = Object.values(groups as Record<string, SystemMaterialSeed[]>).flat();
