import { keptLoader, type KeptLoader } from "../lib/keptLoader";

type ScreenModule = Record<string, unknown>;
// Each screen's code by its path under src/ ("features/notes/NotePage"), one chunk a screen.
const screens = new Map(
  Object.entries(import.meta.glob<ScreenModule>("../features/*/*Page.tsx")).map(([file, load]) => [file.slice("../".length, -".tsx".length), keptLoader(load)]),
);

/** The loader of a screen's module; an unknown path fails as the route table is built. */
export function screenCode(module: string): KeptLoader<ScreenModule> {
  const loader = screens.get(module);
  if (!loader) throw new Error(`No screen module ${module}`);
  return loader;
}

/** The signed-in frame (app bar, search, shop badge) with the rest of the messages, which it needs. */
export const frameCode = keptLoader(async () => {
  // i18n is imported here on demand: prefetch.ts runs before i18n.ts has loaded its first messages.
  const [{ MainLayout }] = await Promise.all([import("../layout/MainLayout"), import("../i18n/i18n").then((m) => m.wholeCatalogue())]);
  return MainLayout;
});
