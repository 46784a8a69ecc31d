import { keptLoader, type KeptLoader } from "../lib/keptLoader";
import { whenIdle } from "../lib/whenIdle";

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

// The screens most signed-in visits go on to: their code is loaded once the first screen is idle,
// so following a link to one renders it at once instead of waiting for its code after the click.
const everydayScreens = ["features/spaces/SpacesPage", "features/spaces/SpaceDetailsPage", "features/projects/ProjectDetailsPage", "features/notes/NotePage"];

/** Loads the everyday screens' code when the browser is idle; answers a cancel. */
export function preloadEverydayScreens(): () => void {
  return whenIdle(() => {
    for (const module of everydayScreens) void screenCode(module).load().catch(() => {});
  });
}
