import { lazy, type ComponentType } from "react";

/** A loader that keeps what it loaded, so a later render can use it without waiting. */
export interface KeptLoader<T> {
  load(): Promise<T>;
  /** What the load gave, once it has arrived. */
  readonly kept: { value: T } | undefined;
}

export function keptLoader<T>(load: () => Promise<T>): KeptLoader<T> {
  let kept: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= load().then(
        (value) => ((kept = { value }), value),
        (error: unknown) => {
          // A failed chunk (a deploy replaced it, the network dropped) is asked for again next time.
          pending = undefined;
          throw error;
        },
      )),
    get kept() {
      return kept;
    },
  };
}

/** A thenable that answers at once: React.lazy takes its value in the same render. */
const settled = <T,>(value: T) => ({ then: (resolve: (v: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * React.lazy over a kept loader. When the code has arrived already (prefetch.ts starts it while the
 * session is checked, a link starts it on hover), the component renders at once instead of
 * suspending: a suspended screen commits the spinner, and React then holds the screen back until
 * 300 ms after that spinner appeared (its Suspense fallback throttle). The notes table painted
 * about 220 ms later for it.
 */
export function lazyKept<T>(loader: KeptLoader<T>, component: (value: T) => ComponentType) {
  return lazy(() => {
    const kept = loader.kept;
    if (kept) return settled({ default: component(kept.value) });
    return loader.load().then((value) => ({ default: component(value) }));
  });
}

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
