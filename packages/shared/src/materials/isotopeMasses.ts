import { MF } from "mf-parser";
import { isotopeMassWith } from "./isotopeMassWith";

// Server, scripts and tests: mf-parser is there from the start (the browser loads it on demand,
// isotopeMasses.browser.ts; package.json "imports" picks one of the two).

export function isotopeMass(symbol: string): number | null {
  return isotopeMassWith(MF, symbol);
}

/** Whether exact isotope masses are known yet (always, here). */
export function isotopeMassesReady(): boolean {
  return true;
}

/** Calls `listener` once exact isotope masses become known (never needed here). */
export function onIsotopeMassesReady(_listener: () => void): () => void {
  return () => {};
}
