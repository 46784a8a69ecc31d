import type { MF as MFClass } from "mf-parser";
import { isotopeMassWith } from "./isotopeMassWith";

// In the browser mf-parser (≈285 KiB with its element tables) loads on the first isotope typed,
// not with every screen that imports the materials module (a note, the register). Until it has
// answered, an isotope weighs its mass number ([13C] → 13, D → 2: within 0.01 g/mol), so a form
// never refuses a valid formula; the server, which always has the table, stores the exact figure.

let MF: typeof MFClass | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load() {
  loading ??= import("mf-parser").then(
    (m) => {
      MF = m.MF;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null; // offline: try again on the next isotope
    },
  );
}

function massNumber(symbol: string): number | null {
  if (symbol === "D") return 2;
  if (symbol === "T") return 3;
  const m = /^\[(\d+)[A-Z][a-z]?\]$/.exec(symbol);
  return m ? Number(m[1]) || null : null;
}

export function isotopeMass(symbol: string): number | null {
  if (MF) return isotopeMassWith(MF, symbol);
  load();
  return massNumber(symbol);
}

/** Whether exact isotope masses are known yet. */
export function isotopeMassesReady(): boolean {
  return MF !== null;
}

/** Calls `listener` once exact isotope masses become known (for a preview to weigh again). */
export function onIsotopeMassesReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
