import { z } from "zod";

// How much of a material is the named substance, as printed on the label:
// "10 wt% Pd on carbon", "37 wt% HCl", "1.6 M n-BuLi in hexanes".
// wt% (mass fraction, also used for assay/purity of solids) and mol/L (molarity)
// are the two bases a chemist converts with; other label text stays in `concentration`.
// Inventory containers read this shape: keep it stable.

export const purityBases = ["wt%", "mol/L"] as const;
export type PurityBasis = (typeof purityBases)[number];

/** Largest value accepted per basis: 100 % by mass; 60 mol/L (neat water is 55.5 mol/L). */
export const purityMax: Record<PurityBasis, number> = { "wt%": 100, "mol/L": 60 };

export interface Purity {
  value: number;
  basis: PurityBasis;
}

export const PurityMessages = {
  invalidBasis: "validation.invalidPurityBasis",
  outOfRange: "validation.outOfRange",
  invalidNumber: "validation.invalidNumber",
} as const;

/** A purity/concentration as sent by a client: a positive finite value within its basis' range. */
export const puritySchema = z
  .object({
    value: z
      .number({ error: PurityMessages.invalidNumber })
      .finite({ error: PurityMessages.invalidNumber })
      .positive({ error: PurityMessages.outOfRange }),
    basis: z.enum(purityBases, { error: PurityMessages.invalidBasis }),
  })
  .refine((p) => p.value <= purityMax[p.basis], { error: PurityMessages.outOfRange, path: ["value"] });

/** The same shape in answers (no range check: stored values were checked on the way in). */
export const purityViewSchema = z.object({ value: z.number(), basis: z.enum(purityBases) });

/** "10 wt%", "1.6 M" (molarity is written M on labels). */
export function formatPurity(p: Purity): string {
  const value = Number(p.value.toPrecision(6)).toString();
  return p.basis === "mol/L" ? `${value} M` : `${value} wt%`;
}
