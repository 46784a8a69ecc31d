import type { Purity } from "@eln/shared/materials";

// Purity/concentration of shipped reagents sold as solutions, dispersions or
// technical grades, keyed by CAS number, with the density of the material as sold
// (the solution's, g/mL at 20–25 °C) so a volume converts to the solution's mass
// and then, through wt%, to the substance. Values are the common commercial grade
// stated on the label; a lab whose bottle differs copies the entry and edits it.
// Densities: supplier data sheets (Sigma-Aldrich, FUJIFILM Wako, Kanto) for that grade.

export interface PurityOverlay {
  purity: Purity;
  /** g/mL of the material as sold; null for solids. */
  density: number | null;
  /** Replaces the label text when the structured value differs from the old range. */
  concentration?: string;
  /** °C of the solution as sold (SDS "initial boiling point"), so volatility can be rated. */
  boilingPointC?: number;
}

const wt = (value: number): Purity => ({ value, basis: "wt%" });
const molar = (value: number): Purity => ({ value, basis: "mol/L" });

export const systemMaterialPurity: Record<string, PurityOverlay> = {
  "7647-01-0": { purity: wt(37), density: 1.19, concentration: "37 wt% HCl in water", boilingPointC: 50.5 }, // hydrochloric acid
  "7697-37-2": { purity: wt(70), density: 1.41, concentration: "70 wt% HNO3 in water", boilingPointC: 120.5 }, // nitric acid
  "7664-38-2": { purity: wt(85), density: 1.685, boilingPointC: 158 }, // phosphoric acid
  "7664-39-3": { purity: wt(48), density: 1.15, concentration: "48 wt% HF in water", boilingPointC: 108 }, // hydrofluoric acid
  "7601-90-3": { purity: wt(70), density: 1.67, concentration: "70 wt% HClO4 in water", boilingPointC: 203 }, // perchloric acid
  "10035-10-6": { purity: wt(48), density: 1.49, concentration: "48 wt% HBr in water", boilingPointC: 124 }, // hydrobromic acid
  "7722-84-1": { purity: wt(30), density: 1.11, concentration: "30 wt% H2O2 in water", boilingPointC: 107 }, // hydrogen peroxide
  "1336-21-6": { purity: wt(28), density: 0.9, concentration: "28 wt% NH3 in water", boilingPointC: 37.7 }, // aqueous ammonia
  "50-00-0": { purity: wt(37), density: 1.09, concentration: "37 wt% HCHO in water with 10–15% methanol", boilingPointC: 96 }, // formalin
  "111-30-8": { purity: wt(25), density: 1.06, boilingPointC: 100.5 }, // glutaraldehyde
  "109-72-8": { purity: molar(1.6), density: 0.68, concentration: "1.6 mol/L in hexanes", boilingPointC: 69 }, // n-BuLi
  "75-91-2": { purity: wt(70), density: 0.935, boilingPointC: 96 }, // tert-butyl hydroperoxide
  "79-21-0": { purity: wt(40), density: 1.13, boilingPointC: 105 }, // peracetic acid
  "7664-93-9": { purity: wt(96), density: 1.84, concentration: "95–98 wt% (96 wt% used for amounts)" }, // sulfuric acid
  "7440-05-3": { purity: wt(10), density: null }, // palladium on carbon
  "7646-69-7": { purity: wt(60), density: null }, // sodium hydride in oil
  "94-36-0": { purity: wt(75), density: null }, // benzoyl peroxide, wetted
  "937-14-4": { purity: wt(77), density: null }, // mCPBA, ≤77 %
};

/** A second strength of a substance already shipped: its own key, names and purity. */
export const systemMaterialVariants = [
  {
    key: "109-72-8:2.5M",
    baseCas: "109-72-8",
    nameJa: "n-ブチルリチウム（ヘキサン溶液, 2.5 mol/L）",
    nameEn: "n-Butyllithium solution in hexanes (2.5 M)",
    overlay: { purity: molar(2.5), density: 0.693, concentration: "2.5 mol/L in hexanes", boilingPointC: 69 } satisfies PurityOverlay,
  },
] as const;
