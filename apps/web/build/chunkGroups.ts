import path from "node:path";
import type { ChunkingContext, CodeSplittingOptions } from "rolldown";

// Left to itself, the bundler cuts one chunk for each set of screens that share code: ~110 files
// for a note opened by address, most under 2 KB. On a slow machine Chromium fetches such a file in
// ~25 ms per connection whatever its size (110 files: 320–760 ms from a bare Node server), and the
// browser opens six, so the count, not the bytes, decided when a screen's code had arrived. Code
// every screen of a kind loads anyway goes into one chunk instead: no screen loads a byte more.

const src = path.resolve(import.meta.dirname, "../src");
/** The app's entry: its static imports are on every screen, the login screen's included. */
const entry = path.join(src, "main.tsx");
/** The signed-in frame: its static imports are on every signed-in screen. */
const frame = path.join(src, "layout/MainLayout.tsx");

const BARREL = /[\\/]index\.(m?js|tsx?)$/;

/** Whether `id` is among the static imports (direct or not) of `root`. */
function reachedFrom(root: string) {
  const known = new Map<string, boolean>();
  const reached = (id: string, ctx: ChunkingContext): boolean => {
    const hit = known.get(id);
    if (hit !== undefined) return hit;
    if (id === root) return true;
    known.set(id, false); // an import cycle does not prove anything
    const info = ctx.getModuleInfo(id);
    // Not through a barrel (an index that re-exports a package or a feature): what a module takes
    // from it is not known here, and counting it all would give the login screen every screen's code.
    const result = !!info && info.importers.some((importer) => !BARREL.test(importer) && reached(importer, ctx));
    known.set(id, result);
    return result;
  };
  return reached;
}

export function chunkGroups(): CodeSplittingOptions {
  const inEntry = reachedFrom(entry);
  const inFrame = reachedFrom(frame);
  return {
    groups: [
      { name: (id, ctx) => (inEntry(id, ctx) ? "app" : null), priority: 2 },
      { name: (id, ctx) => (inFrame(id, ctx) ? "frame" : null), priority: 1 },
    ],
  };
}
